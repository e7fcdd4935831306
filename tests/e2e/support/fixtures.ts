import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { distDir } from './aisle.ts';
import { portVariable, workerEntry } from './globalSetup.ts';

export { expect };

/** This worker's server's port (see globalSetup.ts). */
export function sharedPort(): number {
  const port = Number(workerEntry(portVariable));
  if (!port) throw new Error(`${portVariable} is not set: run the tests through e2e/playwright.config.ts`);
  return port;
}

export function siteOrigin(banner?: string, port = sharedPort()): string {
  return `http://${banner ? `${banner}.` : ''}localhost:${port}`;
}

/** The card-capture frames' own origin (`pay.<host>`) on this worker's server. */
export function captureOrigin(port = sharedPort()): string {
  return `http://pay.localhost:${port}`;
}

/** Seeded in every fresh database (CONTRACT.md). */
export const demoShopper = { email: 'demo@example.com', password: 'grocery-demo', firstName: 'Jordan' } as const;

/** Fails a test on a script error or a CSP violation: every page must run under the strict policy. */
export const test = base.extend<{ watchPage: Page }>({
  watchPage: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // A page may send the shopper on by itself (a redirect rule, a gate) just as the test goes elsewhere;
    // the browser then drops one of the two navigations. The test's own navigation is tried again.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await goto(url, options);
        } catch (error) {
          const isInterrupted = /is interrupted by another navigation|net::ERR_ABORTED/.test(String(error));
          if (!isInterrupted || attempt === 3) throw error;
        }
      }
    };
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
        problems.push(`CSP: ${message.text()}`);
      }
    });
    await use(page);
    expect(problems, problems.join('\n')).toEqual([]);
  },
});

/** The banners of the build, in catalogue order (the default banner first). */
export function builtBanners(): string[] {
  return (JSON.parse(readFileSync(path.join(distDir, 'aisle-manifest.json'), 'utf8')) as { banners: string[] }).banners;
}

/**
 * The header's search box: a searchbox in the server HTML, the combobox of its suggestions once the shopper
 * has focused it on a page with the header's island (flows/header/suggestions).
 */
export function siteSearch(page: Page) {
  return page
    .getByRole('combobox', { name: 'Search products' })
    .or(page.getByRole('searchbox', { name: 'Search products' }));
}

/**
 * A phone's processor: Chromium runs this page's scripts four times slower (CDP
 * Emulation.setCPUThrottlingRate), so islands hydrate late and a shopper's first taps land before them.
 */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Waits until every island of the page has hydrated. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    timeout: 15_000,
  });
}

/** The seeded shopper with names only: no addresses, no cards, no membership. */
export const newShopper = { email: 'new@example.com', password: 'grocery-demo' } as const;

/** Signs `shopper` in through the sign-in page, which sends them on to `returnTo`. */
export async function signInAs(
  page: Page,
  origin: string,
  shopper: { email: string; password: string },
  returnTo = '/',
): Promise<void> {
  await page.goto(`${origin}/signin?returnTo=${encodeURIComponent(returnTo)}`);
  await waitForIslands(page);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}

/**
 * Signs `shopper` in as the sign-in page's form does (`POST /api/session` from this site; the server checks the
 * Origin header), then opens `returnTo`. For tests about what comes after signing in: one page load fewer
 * than the sign-in page (its form, its hydration), which `sign-in.spec.ts` and `accounts.spec.ts` test. Only
 * on a fresh page: a guest's cart in this browser is merged by the page's form (signInAs), not here. The call
 * is made from one of the site's content pages (no script of its own, nothing to hydrate): `*.localhost`
 * resolves in Chromium, not in Node, and the session cookie belongs to the banner's host.
 */
export async function signInThroughApi(
  page: Page,
  origin: string,
  shopper: { email: string; password: string },
  returnTo = '/',
): Promise<void> {
  await page.goto(`${origin}/i/privacy-policy`);
  const answer = await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, text: await response.text() };
  }, shopper);
  expect(answer.status, `sign-in of ${shopper.email}: ${answer.text}`).toBe(200);
  await page.goto(`${origin}${returnTo}`);
}

/** Signs demo@example.com in. */
export function signIn(page: Page, origin: string, returnTo = '/'): Promise<void> {
  return signInAs(page, origin, demoShopper, returnTo);
}

/** No WCAG 2.2 AA (or best-practice) violation in the page as it is now; `state` names it in a failure. */
export async function expectAxeClean(page: Page, state: string): Promise<void> {
  // A spinner may still be waiting for its 200 ms delay; judge the settled screen.
  await expect(page.locator('[data-part="loading"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${state}\n${summary.join('\n')}`).toEqual([]);
}
