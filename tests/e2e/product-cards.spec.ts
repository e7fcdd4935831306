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
import { cleanUp, prepare } from './support/shopping.ts';

/*
 * Product cards (issue 22): 'Add to cart' becomes a quantity stepper once the product is in the cart of the
 * shopper's mode; − at 1 takes it out and 'Add to cart' comes back. Focus follows the tap, the header's count
 * follows the cart, and a reload shows the cart as it is (the server's basket, or a guest's in this browser).
 */

const card = (page: Page, name: string) =>
  page
    .locator('[data-component="ProductTile"]')
    .filter({ has: page.locator('h3', { hasText: new RegExp(`^${name}$`) }) })
    .first();
const cartLink = (page: Page) => page.locator('header [data-part="cart-link"]');

async function search(page: Page, origin: string, query: string): Promise<void> {
  await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`);
  await waitForIslands(page);
}

test('a signed-in shopper at 375 px: Add to cart, then + and −, the count in the header, a reload, and − at 1 takes it out', async ({
  watchPage: page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/');
  const { addressId } = await prepare(page, { modality: 'PICKUP', zip: '45202' });
  try {
    await search(page, origin, 'Whole Milk');
    const milk = card(page, 'Whole Milk');
    await milk.getByRole('button', { name: 'Add to cart' }).click();
    const stepper = milk.getByRole('group', { name: 'Quantity of Whole Milk' });
    await expect(stepper.locator('[data-part="quantity"]')).toHaveText('1');
    await expect(milk.locator('[data-part="feedback"]')).toHaveText('Whole Milk was added to your Pickup cart.');
    const increase = stepper.getByRole('button', { name: 'Increase quantity of Whole Milk' });
    await expect(increase).toBeFocused();
    await expect(cartLink(page)).toHaveAttribute('data-count', '1');

    await page.keyboard.press('Enter');
    await expect(stepper.locator('[data-part="quantity"]')).toHaveText('2');
    await expect(cartLink(page)).toHaveAttribute('data-count', '2');
    await expectAxeClean(page, 'search page, a product card with its stepper');
    await milk.screenshot({ path: testInfo.outputPath('product-card-stepper-375.png') });

    // The cart as the server keeps it, after a reload.
    await page.reload();
    await waitForIslands(page);
    await expect(stepper.locator('[data-part="quantity"]')).toHaveText('2');
    const basket = await page.evaluate(async () => (await fetch('/api/baskets/PICKUP')).json());
    expect(basket.items.map((line: { gtin13: string; quantity: number }) => line.quantity)).toEqual([2]);

    const decrease = stepper.getByRole('button', { name: 'Decrease quantity of Whole Milk' });
    await decrease.click();
    await expect(stepper.locator('[data-part="quantity"]')).toHaveText('1');
    await decrease.click();
    const add = milk.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeFocused();
    await expect(milk.locator('[data-part="feedback"]')).toHaveText('Whole Milk was removed from your Pickup cart.');
    await expect(cartLink(page)).toHaveAttribute('data-count', '0');
    const emptied = await page.evaluate(async () => (await fetch('/api/baskets/PICKUP')).json());
    expect(emptied.items).toEqual([]);
  } finally {
    await cleanUp(page, addressId);
  }
});

test("a guest at 1280 px: the cart kept in this browser shows as the card's stepper, and the cart page lists it", async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('harbor');
  await page.goto(`${origin}/i/privacy-policy`);
  // A guest who chose Pickup (the selector saves the mode in this browser).
  await page.evaluate(() => localStorage.setItem('aisle.harbor.shoppingMode', JSON.stringify('PICKUP')));
  await search(page, origin, 'Bananas');
  const bananas = card(page, 'Bananas');
  await bananas.getByRole('button', { name: 'Add to cart' }).click();
  const stepper = bananas.getByRole('group', { name: 'Quantity of Bananas' });
  await stepper.getByRole('button', { name: 'Increase quantity of Bananas' }).click();
  await expect(stepper.locator('[data-part="quantity"]')).toHaveText('2');
  await expect(cartLink(page)).toHaveAttribute('data-count', '2');
  await page.reload();
  await waitForIslands(page);
  await expect(stepper.locator('[data-part="quantity"]')).toHaveText('2');
  await page.goto(`${origin}/cart`);
  const line = page.locator('[data-part="line"]').filter({ hasText: 'Bananas' });
  await expect(line.locator('[data-part="quantity"]')).toHaveText('2');
});
