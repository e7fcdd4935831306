import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../chromium.config.ts';

/**
 * End-to-end tests: the production build served by the real server (services/src/main.ts) on a fresh
 * temporary database, in Debian's Chromium. `*.localhost` resolves to loopback in Chromium, so each
 * banner is reached by its own host name.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  globalSetup: './support/globalSetup.ts',
  // Spec files run in two workers, each against its own server and database (support/globalSetup.ts);
  // the tests of one file run in order. Three workers were tried (stop 22): on two cores the run took
  // longer (14.3 min against 11) and a CLS measurement caught a shift under the load.
  fullyParallel: false,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
});
