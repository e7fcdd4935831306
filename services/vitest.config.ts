import { defineConfig } from 'vitest/config';

/**
 * The services' API tests in Node. Each suite runs on PGlite and on the PostgreSQL server
 * (DATABASE_URL, default postgres://root@127.0.0.1:5432/test); the PostgreSQL half is skipped, with a
 * message, where none answers. Files run one after another: each holds a PGlite of several hundred MB.
 */
export default defineConfig({
  test: {
    name: 'services',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
