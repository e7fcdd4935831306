import { startAisle } from './support/aisle.ts';
import { demoShopper, expect, signInThroughApi, siteOrigin, test, waitForIslands } from './support/fixtures.ts';

const cartLink = (page: import('@playwright/test').Page) => page.locator('[data-part="cart-link"]');

/** The shopping mode changes when the shopper picks a store of that mode in the selector (45202). */
async function shopNearestStore(page: import('@playwright/test').Page, option: 'Pickup' | 'In Store') {
  await page.locator('[data-part="shopping-mode-button"]').click();
  const dialog = page.getByRole('dialog', { name: 'How are you shopping today?' });
  await dialog.getByRole('textbox', { name: 'ZIP Code' }).fill('45202');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('Showing results near 45202')).toBeVisible();
  await dialog.getByRole('button', { name: option, exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Select Store/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a guest’s add to cart updates the header count, per shopping mode, and survives a reload', async ({
  watchPage: page,
}) => {
  await page.goto(`${siteOrigin('harbor')}/`);
  await waitForIslands(page);
  await expect(cartLink(page)).toHaveAttribute('data-count', '0');

  const first = page.locator('[data-component="ProductTile"]').first();
  await first.locator('[data-part="add-to-cart"]').click();
  await expect(cartLink(page)).toHaveAttribute('data-count', '1');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(first.locator('[data-part="feedback"]')).toContainText('was added to your Pickup cart.');

  await page.reload();
  await waitForIslands(page);
  await expect(cartLink(page)).toHaveAttribute('data-count', '1');

  // Another shopping mode has its own cart: the shopper switches by choosing an In Store store, then a Pickup one.
  await shopNearestStore(page, 'In Store');
  await expect(cartLink(page)).toHaveAttribute('data-count', '0');
  await page.locator('[data-part="add-to-cart"]').nth(1).click();
  await page.locator('[data-part="add-to-cart"]').nth(1).click();
  await expect(cartLink(page)).toHaveAttribute('data-count', '2');
  await shopNearestStore(page, 'Pickup');
  await expect(cartLink(page)).toHaveAttribute('data-count', '1');
});

test('search finds products and adds from the results', async ({ watchPage: page }) => {
  await page.goto(`${siteOrigin()}/`);
  await page.getByLabel('Search products').fill('milk');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/\/search\?q=milk/);
  await waitForIslands(page);
  await expect(page).toHaveTitle('Search Results for "milk" - Greenway Market');
  const tiles = page.locator('[data-component="ProductTile"]');
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.first().locator('h3')).toContainText(/milk/i);
});

test('a signed-in shopper’s cart survives a reload and a server restart', async ({ browser }) => {
  test.setTimeout(360_000);
  const aisle = await startAisle();
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInThroughApi(page, aisle.origin('harbor'), demoShopper, '/');
    await waitForIslands(page);
    await expect(cartLink(page)).toHaveAttribute('data-count', '0');
    await page.locator('[data-part="add-to-cart"]').first().click();
    await expect(cartLink(page)).toHaveAttribute('data-count', '1');
    await page.locator('[data-part="add-to-cart"]').first().click();
    await expect(cartLink(page)).toHaveAttribute('data-count', '2');

    await page.reload();
    await waitForIslands(page);
    await expect(cartLink(page)).toHaveAttribute('data-count', '2');

    await aisle.restart();
    await page.reload();
    await waitForIslands(page);
    await expect(cartLink(page)).toHaveAttribute('data-count', '2');
    const basket = await page.evaluate(async () => {
      const answer = await fetch('/api/baskets/PICKUP', { headers: { accept: 'application/json' } });
      return { status: answer.status, body: (await answer.json()) as { itemCount: number } };
    });
    expect(basket).toMatchObject({ status: 200, body: { itemCount: 2 } });
  } finally {
    await context.close();
    await aisle.dispose();
  }
});
