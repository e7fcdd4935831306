import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../chromium.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Every story becomes a test in real Chromium: it renders, its play function passes, axe finds nothing. */
export default defineConfig({
  root: dirname,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    // One retry, as the visual run has: on a loaded machine a click now and then lands while a Radix
    // dialog is still opening (the body's pointer-events: none). A real failure fails twice; vitest
    // reports a story that needed the retry.
    retry: 1,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
