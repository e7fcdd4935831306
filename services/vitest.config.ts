import { defineConfig } from 'vitest/config';

/**
 * The services' API tests in Node. Each suite runs on PGlite and on the PostgreSQL server
 * (DATABASE_URL, default postgres://root@127.0.0.1:5432/test); the PostgreSQL half is skipped, with a
 * message, where none answers. Files run in parallel (each has its own PGlite directory and its own
 * PostgreSQL schema); a PGlite seeded as of a clock is made once per run and copied (support/globalSetup.ts).
 */
export default defineConfig({
  test: {
    name: 'services',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
