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
  // A test that fails runs once more, in a new worker, and is reported as flaky if it then passes; a test
  // that fails twice fails the run (as in the visual run). The CI machine has been up to twice as slow as a
  // session's, so timing races a session never sees show there first; the list names them as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions,
    // No trace by default: recording one for every test took a quarter of the run's time (68.7 s against
    // 53.1 s for three spec files). Ask for one when looking into a failure: `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
