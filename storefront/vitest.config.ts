import { defineConfig } from 'vitest/config';

/** The storefront's Node tests: the API layer's rules, routes and build helpers. */
export default defineConfig({
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
