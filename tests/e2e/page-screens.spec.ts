import type { Page } from '@playwright/test';
import { expect, expectAxeClean, siteOrigin, test, waitForIslands } from './support/fixtures.ts';

/*
 * The store's own pages as a shopper first sees them (issue 22: "screenshots of every new page in greenway,
 * harbor and pinecrest at both widths, in the visual run"). The stories' visual run (tests/visual) sees the
 * components and flows; these pages exist only on the production build and the real server, so their first
 * screens are compared here, against baselines in page-screens.spec.ts-snapshots/ (update with
 * `--update-snapshots` and look at what changed). A guest's first screen only: what loads below it (lazy
 * pictures) and the signed-in pages are the e2e specs' and the flows' stories' to check.
 */

type Screen = { name: string; path: string; ready?: (page: Page) => Promise<void> };

const screens: Screen[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await expect(page.locator('[data-component="ProductTile"]').first()).toBeVisible();
    },
  },
  { name: 'department', path: '/department/produce' },
  {
    name: 'product',
    path: '/products/0841000000122-bananas',
    ready: async (page) => {
      await expect(page.locator('[data-part="price-box"]')).toHaveAttribute('data-state', 'store');
    },
  },
  {
    name: 'search',
    path: '/search?q=milk',
    ready: async (page) => {
      await expect(page.locator('[data-component="ProductTile"]').first()).toBeVisible();
    },
  },
  { name: 'sign-in', path: '/signin' },
  { name: 'create-account', path: '/account/create' },
  { name: 'forgot-password', path: '/account/forgot-password' },
];

/** Every picture in the first screen has arrived, the fonts are in, and nothing is still hydrating. */
async function settled(page: Page): Promise<void> {
  await waitForIslands(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

for (const banner of ['greenway', 'harbor', 'pinecrest']) {
  for (const width of [375, 1280]) {
    test(`${banner} at ${width} px: the store's pages, first screen`, async ({ watchPage: page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const origin = siteOrigin(banner);
      for (const screen of screens) {
        await page.goto(`${origin}${screen.path}`);
        await screen.ready?.(page);
        await settled(page);
        await expect(page, `${banner} ${screen.name} at ${width} px`).toHaveScreenshot(
          `${banner}-${width}-${screen.name}.png`,
          { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 },
        );
        if (width === 375 && banner === 'pinecrest') await expectAxeClean(page, `${banner} ${screen.name} at 375 px`);
      }
    });
  }
}
