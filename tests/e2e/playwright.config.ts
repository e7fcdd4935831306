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
  // the tests of one file run in order. The browsers leave the cores about a fifth idle with two workers
  // (vmstat: 64 % user, 16 % system, 14 % idle), so a third fills them. Measured on a fresh machine (stop 45):
  // the whole run took 14.5 min in two workers (one test flaky) and 13.4 min in three (none flaky); stop 22 had
  // found three slower, when most tests were short and the servers ran on PGlite.
  fullyParallel: false,
  workers: 3,
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
