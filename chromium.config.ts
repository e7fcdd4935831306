import { existsSync } from 'node:fs';

/**
 * Debian's old headless shell (package chromium-headless-shell), the browser Playwright itself runs for
 * headless tests: Chromium's full browser in its new headless mode opens a window with a browser UI for every
 * page, and renders part of that UI in a second renderer process of its own. On a PVM machine the same three
 * e2e spec files took 99 s in the full browser and 58 s in the shell (ADR 0001). The screenshots stay with the
 * full browser, which the baselines were drawn in: the shell draws some small text a pixel apart and takes
 * another font for `monospace`. The full browser is also the fallback, and the benchmark's browser.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const fullBrowser = '/usr/bin/chromium';

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/** The e2e and component tests' browser: the headless shell where it is installed. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullBrowser),
  args: flags,
};

/** The visual run's browser: the full browser the baselines were drawn in (`CHROMIUM_PATH` names another). */
export const screenshotChromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? fullBrowser,
  args: flags,
};
