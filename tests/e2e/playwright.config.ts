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
  // Spec files run in three workers, each against its own server and database (support/globalSetup.ts);
  // the tests of one file run in order. Most of an e2e test is waiting (for the server, a timer, the
  // network to settle): three workers keep the machine's two cores busy.
  fullyParallel: false,
  workers: 3,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
});
