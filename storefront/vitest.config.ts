import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The storefront's Node tests: the API layer's rules, routes, stores and build helpers. A flow's public
 * index.ts also exports its components, whose styles need the vanilla-extract plugin to load at all.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
