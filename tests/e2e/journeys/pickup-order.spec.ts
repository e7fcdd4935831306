import type { Page } from '@playwright/test';
import { type AlbumComparison, albumStep, isMakingAlbum } from '../support/album.ts';
import {
  checkedTime,
  checkoutScreen,
  enterSnapPin,
  expectFrameFits,
  pinDialog,
  schedulingReady,
} from '../support/checkout.ts';
import { demoShopper, expect, siteOrigin, siteSearch, slowPhone, test, waitForIslands } from '../support/fixtures.ts';
import { cleanUp, prepare } from '../support/shopping.ts';

/*
 * A Pickup order as a shopper lives it (issue 20), through the pages and the clicks a person uses, not the
 * API: the home page as a guest, the header's search, a product page, sign-in from there and back, 'Add to
 * cart', the cart, a pickup time, the checkout with the real card-capture frame, Place Order, the receipt
 * and the purchases list. Each step checks what the shopper sees; `npm run album` photographs each one
 * (support/album.ts). In `npm test` it walks greenway at 1280 px and harbor at 375 px; the album walks both
 * banners at both widths.
 */

const journey = 'A Pickup order, from the home page to the receipt';

const variants = isMakingAlbum
  ? [
      { banner: 'greenway', width: 1280 },
      { banner: 'greenway', width: 375 },
      { banner: 'harbor', width: 1280 },
      { banner: 'harbor', width: 375 },
    ]
  : [
      { banner: 'greenway', width: 1280 },
      { banner: 'harbor', width: 375 },
    ];

const productTiles = (page: Page) => page.locator('[data-component="ProductTile"]');
const buyingBox = (page: Page) => page.locator('[data-component="ProductPurchase"]');

for (const { banner, width } of variants) {
  const variant = `${banner} ${width} px`;
  test(`${variant}: ${journey}`, async ({ watchPage: page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // A phone's processor: islands hydrate late, and the journey clicks as soon as a control shows.
    await slowPhone(page);
    const origin = siteOrigin(banner);
    const step = (name: string, comparison?: AlbumComparison) => albumStep(page, journey, variant, name, comparison);

    // A guest on the home page: the featured products, each with its price.
    await page.goto(`${origin}/`);
    await expect(productTiles(page).first()).toBeVisible();
    await step('Home, as a guest');

    // The header's search box is a plain form: it works before any script.
    const search = siteSearch(page);
    await search.fill('whole milk');
    await search.press('Enter');
    await expect(page).toHaveURL(`${origin}/search?q=whole+milk`);
    const milkLink = productTiles(page).getByRole('link', { name: 'Whole Milk' }).first();
    await expect(milkLink).toBeVisible();
    await step('Search results for “whole milk”');

    await milkLink.click();
    await page.waitForURL(/\/products\/\d{13}-whole-milk$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whole Milk');
    const productPath = new URL(page.url()).pathname;
    await step('Product page');
    // Back to the results and Forward to the product, as people compare.
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/search?q=whole+milk`);
    await expect(milkLink).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whole Milk');

    // Sign-in from the product page returns the shopper to it.
    await page.goto(`${origin}/signin?returnTo=${encodeURIComponent(productPath)}`);
    await waitForIslands(page);
    await page.getByLabel('Email').fill(demoShopper.email);
    await page.getByLabel('Password').fill(demoShopper.password);
    await step('Sign in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === productPath);

    // Pickup at the store near 45202, with empty baskets (what an earlier test left is gone).
    await prepare(page, { modality: 'PICKUP', zip: '45202' });
    try {
      await page.reload();
      await waitForIslands(page);
      await buyingBox(page).getByRole('button', { name: 'Add to cart' }).click();
      await expect(buyingBox(page).locator('[data-part="feedback"]')).toHaveText(
        'Whole Milk was added to your Pickup cart.',
      );
      await expect(page.locator('[data-part="cart-link"]')).toHaveAttribute('data-count', '1');
      await step('Added to the Pickup cart');
      // A reload: the milk is still in the cart.
      await page.reload();
      await expect(page.locator('[data-part="cart-link"]')).toHaveAttribute('data-count', '1');

      // The cart, from the header.
      await page.locator('[data-part="cart-link"]').click();
      await page.waitForURL((url) => url.pathname === '/cart');
      const cart = page.locator('[data-component="CartScreen"]');
      await expect(cart).toHaveAttribute('data-state', 'lines');
      await expect(cart.locator('[data-part="line"]').filter({ hasText: 'Whole Milk' })).toBeVisible();
      await step('Cart');
      await page.reload();
      await expect(cart).toHaveAttribute('data-state', 'lines');
      await expect(cart.locator('[data-part="line"]').filter({ hasText: 'Whole Milk' })).toBeVisible();

      // A pickup time: scheduling offers the first one checked.
      await cart.locator('[data-part="continue"]').click();
      await page.waitForURL((url) => url.pathname === '/scheduling');
      await schedulingReady(page);
      await expect(checkedTime(page)).toHaveCount(1);
      await step('Choose a pickup time');
      // Back to the cart and Forward again: the cart as it was, scheduling with one time checked.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/cart');
      await expect(cart.locator('[data-part="line"]').filter({ hasText: 'Whole Milk' })).toBeVisible();
      await page.goForward();
      await page.waitForURL((url) => url.pathname === '/scheduling');
      await schedulingReady(page);
      await expect(checkedTime(page)).toHaveCount(1);

      // The checkout: demo's Visa pays; the card form shows the real capture frame, on its own origin.
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL(/\/checkout\?orderId=\d+$/);
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      await expect(placeOrder).toBeEnabled({ timeout: 30_000 });
      await step('Checkout');
      // A reload: the same checkout, still ready to place.
      await page.reload();
      await expect(placeOrder).toBeEnabled({ timeout: 30_000 });
      expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);

      await checkoutScreen(page).getByRole('button', { name: 'Add a Credit or Debit Card' }).click();
      const modal = page.getByRole('dialog', { name: 'Add a Credit or Debit Card' });
      const frame = modal.frameLocator('iframe');
      for (const field of ['Card Number', 'Expiration Month', 'Expiration Year', 'Security Code']) {
        await expect(frame.getByLabel(field)).toBeVisible();
      }
      expect(new URL((await modal.locator('iframe').getAttribute('src')) ?? '', origin).origin).not.toBe(origin);
      // Nothing of the frame is cut off: every field inside it, at both widths.
      await expectFrameFits(modal.locator('iframe'), 'the add-card frame');
      await step('Add a card: the secure capture frame', { target: modal });
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();

      // Place Order: the receipt, then the order in the purchases list.
      await placeOrder.click();
      // Whole Milk is SNAP-eligible and demo's SNAP EBT card is chosen: its PIN, typed in its secure frame.
      await expect(pinDialog(page)).toBeVisible({ timeout: 15_000 });
      await step('SNAP EBT PIN', { target: pinDialog(page) });
      await enterSnapPin(page, '1234');
      await page.waitForURL(new RegExp(`/checkout/CLICKLIST/${orderId}/complete$`), { timeout: 30_000 });
      await expect(page.locator('[data-part="order-id"]')).toHaveText(`Order #${orderId}`);
      await step('Order placed');

      await page.goto(`${origin}/mypurchases`);
      await expect(page.getByRole('link', { name: new RegExp(orderId) })).toBeVisible();
      await step('Purchases');
    } finally {
      await cleanUp(page, null);
    }
  });
}
