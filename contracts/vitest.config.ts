import { defineConfig } from 'vitest/config';

/** The contracts' schemas and helpers, in Node. */
export default defineConfig({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
