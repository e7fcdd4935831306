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

test('a guest at 375 px adds a product far below the header: the cart stays in reach with its count, clear of focus, until the header is back', async ({
  watchPage: page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const origin = siteOrigin('greenway');
  await page.goto(`${origin}/i/privacy-policy`);
  await page.evaluate(() => localStorage.setItem('aisle.greenway.shoppingMode', JSON.stringify('PICKUP')));
  await page.goto(`${origin}/search?department=produce`);
  await waitForIslands(page);
  const last = page.locator('[data-component="ProductTile"]').last();
  const name = (await last.locator('h3').textContent())?.trim() ?? '';
  await last.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page)).not.toBeInViewport();

  const reach = page.locator('[data-part="cart-in-reach"]');
  await expect(reach).toBeVisible();
  await expect(reach).toHaveAccessibleName('Cart, 1 item');
  await expect(reach).toBeInViewport({ ratio: 1 });
  await expect(reach).toContainText(`Added ${name}`);
  await expect(reach).toHaveAttribute('href', '/cart');
  // The control that took focus from 'Add to cart' is not under the card.
  const increase = last.getByRole('button', { name: `Increase quantity of ${name}` });
  await expect(increase).toBeFocused();
  const [focused, card] = [await increase.boundingBox(), await reach.boundingBox()];
  expect(focused && card && focused.y + focused.height <= card.y).toBe(true);
  await expectAxeClean(page, 'a product card added, with the cart in reach');
  await page.screenshot({ path: testInfo.outputPath('cart-in-reach-375.png') });

  // Another add: the count follows. Then, with the header's cart back on screen, the card goes.
  await increase.click();
  await expect(reach).toHaveAccessibleName('Cart, 2 items');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(cartLink(page)).toBeInViewport();
  await expect(page.locator('[data-part="cart-in-reach"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await reach.click();
  await expect(page).toHaveURL(/\/cart$/);
});
