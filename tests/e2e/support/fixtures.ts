import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { distDir } from './aisle.ts';
import { portVariable } from './globalSetup.ts';

export { expect };

/** The shared server's port (see globalSetup.ts). */
export function sharedPort(): number {
  const port = Number(process.env[portVariable]);
  if (!port) throw new Error(`${portVariable} is not set: run the tests through e2e/playwright.config.ts`);
  return port;
}

export function siteOrigin(banner?: string, port = sharedPort()): string {
  return `http://${banner ? `${banner}.` : ''}localhost:${port}`;
}

/** Seeded in every fresh database (CONTRACT.md). */
export const demoShopper = { email: 'demo@example.com', password: 'grocery-demo', firstName: 'Jordan' } as const;

/** Fails a test on a script error or a CSP violation: every page must run under the strict policy. */
export const test = base.extend<{ watchPage: Page }>({
  watchPage: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
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

/** Waits until every island of the page has hydrated. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    timeout: 15_000,
  });
}

export async function signIn(page: Page, origin: string, returnTo = '/'): Promise<void> {
  await page.goto(`${origin}/signin?returnTo=${encodeURIComponent(returnTo)}`);
  await waitForIslands(page);
  await page.getByLabel('Email').fill(demoShopper.email);
  await page.getByLabel('Password').fill(demoShopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}
