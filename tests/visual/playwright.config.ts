import { defineConfig } from '@playwright/test';
import { screenshotChromiumLaunchOptions } from '../../chromium.config.ts';

// AISLE_VISUAL_PORT lets two checkouts on one machine run the visual run side by side.
const port = Number(process.env.AISLE_VISUAL_PORT ?? 6007);

/** Visual regression: every story of the static Storybook, in three banners, against committed baselines. */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  outputDir: './results',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  // Four workers on two cores: a story's run is mostly waiting (the preview's render, the screenshot's
  // second frame), so two workers left the cores idle. Measured on a fresh machine (stop 33): 1,203 tests
  // in 440 s with two workers, 309 s with four, every one passed; the cores then run at about 90 %.
  workers: 4,
  // A story switch now and then misses Storybook's render event on a loaded machine (a 20 s wait, then a
  // fail with nothing on screen changed): one retry on a fresh page; a real pixel change fails twice.
  retries: 1,
  // A story's play and its axe check run before the screenshot: on a loaded machine a flow story with a
  // dialog takes its time (a first wait of 30 s, then the story on its own page).
  timeout: 60_000,
  reporter: [['list'], ['html', { outputFolder: './report', open: 'never' }], ['./storyReport.ts']],
  // The comparison itself (threshold and pixel budget) is storyComparison.ts's, passed with every shot.
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide' } },
  use: {
    // localhost, not 127.0.0.1: the wallet's stories embed the real card-capture frames from the capture origin
    // of the page's host, `pay.localhost:<port>` (an address has no such origin), which the server answers.
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: screenshotChromiumLaunchOptions,
  },
  webServer: {
    command: `node ../support/serve-static.ts ../../stories/storybook-static ${port}`,
    port,
    reuseExistingServer: false,
  },
});
