import type { Page } from '@playwright/test';
import {
  demoShopper,
  expect,
  expectAxeClean,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';
import { layoutShifts } from './support/shifts.ts';
import { cleanUp } from './support/shopping.ts';

/*
 * 'Buy it again' on the home page (issue 22): a signed-in shopper sees the products of their orders on this
 * banner, the newest order's first, and adds one with 'Add to cart'; a guest sees no such row. Demo's seeded
 * orders: four on greenway, one on harbor (services/src/seed/orders.ts).
 */

const row = (page: Page) => page.getByRole('region', { name: 'Buy it again' });

/** The names of the products the shopper's orders on this site hold, from the order pages' own API. */
async function orderedNames(page: Page): Promise<Set<string>> {
  const names = await page.evaluate(async () => {
    const { orders } = (await (await fetch('/api/orders')).json()) as { orders: Array<{ id: string; status: string }> };
    const lines = await Promise.all(
      orders
        .filter((order) => order.status !== 'CANCELLED')
        .map(async (order) => {
          const details = (await (await fetch(`/api/orders/${order.id}`)).json()) as {
            lineItems: Array<{ name: string }>;
          };
          return details.lineItems.map((line) => line.name);
        }),
    );
    return lines.flat();
  });
  return new Set(names);
}

for (const { banner, width } of [
  { banner: 'greenway', width: 1280 },
  { banner: 'harbor', width: 375 },
]) {
  test(`${banner} at ${width} px: a signed-in shopper's earlier products, and 'Add to cart' from them`, async ({
    watchPage: page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const origin = siteOrigin(banner);
    await signInThroughApi(page, origin, demoShopper, '/');
    await expect(row(page)).toBeVisible({ timeout: 15_000 });
    // It arrives below the first screen: nothing in view moves.
    expect((await layoutShifts(page)).total).toBeLessThan(0.005);

    const tiles = row(page).locator('[data-component="ProductTile"]');
    const shown = await tiles.locator('h3').allInnerTexts();
    const ordered = await orderedNames(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(
      shown.filter((name) => !ordered.has(name)),
      'every product shown was in one of the orders',
    ).toEqual([]);
    expect(new Set(shown).size).toBe(shown.length);

    await row(page).scrollIntoViewIfNeeded();
    await expectAxeClean(page, `home page with 'Buy it again', ${banner} at ${width} px`);
    await row(page).screenshot({ path: testInfo.outputPath(`buy-it-again-${banner}-${width}.png`) });

    try {
      // The first tile adds as any product card does (in the shopper's mode, or asking for one first).
      const first = tiles.first();
      const name = shown[0] ?? '';
      await first.getByRole('button', { name: 'Add to cart' }).click();
      await expect(first.locator('[data-part="feedback"]')).toHaveText(
        new RegExp(
          `^(${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} was added to your (Pickup|Delivery|In Store) cart\\.|Choose how you are shopping to add items to your cart\\.)$`,
        ),
      );
    } finally {
      await cleanUp(page, null);
    }
  });
}

test('a guest sees no "Buy it again"', async ({ watchPage: page }) => {
  await page.goto(`${siteOrigin('greenway')}/`);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(row(page)).toHaveCount(0);
  expect(await page.evaluate(async () => (await fetch('/api/buy-again')).status)).toBe(401);
});
