import { existsSync } from 'node:fs';

/**
 * Debian's old headless shell (package chromium-headless-shell), the browser Playwright itself runs for
 * headless tests: Chromium's full browser in its new headless mode opens a window with a browser UI for every
 * page, and renders part of that UI in a second renderer process of its own. On a PVM machine the same three
 * e2e spec files took 99 s in the full browser and 58 s in the shell, and 147 story tests 73 s and 58 s,
 * every screenshot matching its baseline (ADR 0001). The full browser stays the fallback, and the benchmark's
 * browser (Lighthouse measures a real browser).
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const fullBrowser = '/usr/bin/chromium';

/** Debian's Chromium with the flags that work on these machines; shared by every browser test runner. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullBrowser),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
  ],
};
