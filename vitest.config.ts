import { defineConfig } from 'vitest/config';

/**
 * The whole vitest suite: unit tests in Node, component tests and every story in real Chromium.
 * `pnpm vitest run --project unit` (or components, storybook) runs one part.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'banner-themes/{src,test}/**/*.test.ts',
            'design-system/src/**/*.test.ts',
            'scripts/test/**/*.test.ts',
          ],
        },
      },
      'design-system/vitest.config.ts',
      'stories/vitest.config.ts',
      'services/vitest.config.ts',
      'contracts/vitest.config.ts',
      'storefront/vitest.config.ts',
    ],
  },
});
