import { defineConfig } from 'vitest/config';

/**
 * The whole vitest suite: unit tests in Node and component tests in real Chromium.
 * `pnpm vitest run --project unit` (or components) runs one part. The stories are not here: each story's
 * play function and axe check run once per banner in the visual run (tests/visual), beside its screenshot;
 * `stories/vitest.config.ts` stays for Storybook's own test panel (`pnpm --filter @aisle/stories run test-stories`).
 */
export default defineConfig({
  test: {
    // Both cores: left to itself, this machine's run took one worker (services files one after another).
    maxWorkers: 2,
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
      'services/vitest.config.ts',
      'contracts/vitest.config.ts',
      'storefront/vitest.config.ts',
    ],
  },
});
