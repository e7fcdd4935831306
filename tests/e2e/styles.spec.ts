import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { distDir } from './support/aisle.ts';
import { expect, siteOrigin, test, waitForIslands } from './support/fixtures.ts';

/**
 * vanilla-extract styles can go missing from Astro production builds (withastro/astro#2536,
 * vanilla-extract#795): check that the design system's and the storefront's own styled elements really
 * get their styles in the built pages, in a static page and inside an island.
 */
test('styled elements get their computed styles in the production build', async ({ watchPage: page }) => {
  await page.goto(`${siteOrigin('harbor')}/i/privacy-policy`);
  const footer = page.locator('[data-component="Footer"]');
  await expect(footer).toHaveCSS('display', 'grid');
  await expect(footer).toHaveCSS('border-top-style', 'solid');
  await expect(page.locator('header').first()).toHaveCSS('border-bottom-style', 'solid');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCSS('position', 'absolute');
  await expect(page.locator('#site-search')).toHaveCSS('min-height', '44px');

  await page.goto(`${siteOrigin('harbor')}/`);
  await waitForIslands(page);
  const tile = page.locator('[data-component="ProductTile"]').first();
  await expect(tile).toHaveCSS('display', 'grid');
  await expect(tile).toHaveCSS('border-top-style', 'solid');
  const button = tile.locator('[data-component="Button"]');
  await expect(button).toHaveCSS('min-height', '36px');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.locator('[data-part="cart-count"]')).toHaveCSS('border-top-left-radius', '999px');
});

test('the header fits a 375 px wide screen without horizontal scrolling', async ({ watchPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const banner of ['greenway', 'harbor']) {
    await page.goto(`${siteOrigin(banner)}/`);
    await waitForIslands(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});

/**
 * A lazy chunk preloads the stylesheets it needs by name. The server build and the browser build once
 * named the same CSS differently, and the selector's page asked for a file that was never written.
 */
test('every stylesheet and script a chunk asks for is in the build', () => {
  const assets = path.join(distDir, '_astro');
  const missing: string[] = [];
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(path.join(assets, file), 'utf8');
    for (const [, asked] of source.matchAll(/["'](_astro\/[\w.-]+\.(?:css|js))["']/g)) {
      if (!existsSync(path.join(distDir, asked as string))) missing.push(`${file} → ${asked}`);
    }
  }
  expect(missing).toEqual([]);
});

/**
 * Stylesheets the page applies beside the ones its HTML links (a lazy chunk's) that hold nothing the linked
 * ones do not: CSS fetched again and applied a second time, later in the cascade.
 */
async function fetchedAgain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sheets = [...document.styleSheets].filter((sheet) => !sheet.disabled && sheet.href);
    const rulesOf = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText);
    // What the page links is the font's, its own merged file and the theme; a chunk's files are style.*.css.
    const isChunks = (sheet: CSSStyleSheet) => new URL(sheet.href as string).pathname.startsWith('/_astro/style.');
    const known = new Set(sheets.filter((sheet) => !isChunks(sheet)).flatMap(rulesOf));
    return sheets
      .filter((sheet) => isChunks(sheet) && sheet.cssRules.length > 0)
      .filter((sheet) => rulesOf(sheet).every((rule) => known.has(rule)))
      .map((sheet) => sheet.href as string);
  });
}

/**
 * A page links its bundled CSS as one file (storefront/integrations/mergedStylesheets.ts): at most three
 * render-blocking stylesheets, the font's, the page's and the banner's theme. A lazy chunk (the header's
 * selector, the search's results) asks for its CSS by file name; the files whose rules the page already
 * holds (merged, or the same rules under another name) are marked by disabled links, so they are neither
 * fetched again nor applied a second time, later in the cascade.
 */
test('a page links three stylesheets, and a lazy chunk fetches none the page already holds', async ({
  watchPage: page,
}) => {
  await page.goto(`${siteOrigin('harbor')}/`);
  const linked = await page
    .locator('link[rel="stylesheet"]:not([disabled])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(linked).toEqual([
    '/fonts/manrope.css',
    expect.stringMatching(/^\/_astro\/page\.[\w-]+\.css$/),
    '/themes/harbor.css',
  ]);
  expect(await page.locator('link[rel="stylesheet"][disabled]').count()).toBeGreaterThan(0);

  await waitForIslands(page);
  await page.locator('[data-part="shopping-mode-button"]').click();
  const dialog = page.getByRole('dialog', { name: 'How are you shopping today?' });
  await expect(dialog).toBeVisible();
  // The dialog's own styles (a lazy chunk's CSS) have come.
  await expect(dialog).toHaveCSS('position', 'fixed');
  expect(await fetchedAgain(page)).toEqual([]);

  // The search's results load with their CSS once the island has its answer, before any tap.
  await page.goto(`${siteOrigin('harbor')}/search?q=milk`);
  await expect(page.getByRole('heading', { name: /milk/i, level: 2 })).toBeVisible();
  expect(await fetchedAgain(page)).toEqual([]);
});
