import type { Page } from '@playwright/test';
import { addCardInCardBox, checkoutById, checkoutScreen as screen, toCheckout } from './support/checkout.ts';
import { expect, newShopper, signInAs, siteOrigin, test } from './support/fixtures.ts';
import { cleanUp, prepare, type Setup } from './support/shopping.ts';
import { listedCards, walletCall } from './support/wallet.ts';

/*
 * The checkout as a returning shopper lives it (issue 20): a second order by the same shopper, with what
 * the page remembered from the first. new@example.com has no phone on the profile, so the checkout starts
 * without one and the page offers the phone it kept from the last order (PAY-056). Each test leaves new's
 * wallet and baskets as seeded (no cards, empty baskets); the placed orders stay, as any shopper's do.
 */

/** Not SNAP-eligible, $9.99: the bank card pays it, no PIN is asked. */
const paperTowelsPickup: Setup = { modality: 'PICKUP', zip: '45202', product: 'Paper Towels', quantity: 1 };

/** Deletes every card new@example.com saved in the test (new starts with none). */
async function emptyWallet(page: Page): Promise<void> {
  for (const card of await listedCards(page)) {
    expect((await walletCall(page, 'DELETE', `/${card.id}`)).status).toBe(204);
  }
}

test('a returning shopper places a second order with the phone the checkout shows from the first, without typing it again (PAY-056, PAY-047)', async ({
  watchPage: page,
}) => {
  test.setTimeout(180_000);
  const origin = siteOrigin('greenway');
  await signInAs(page, origin, newShopper, '/');
  let addressId: string | null = null;
  try {
    // The first order: no phone on the profile, so Place Order asks for it in the contact drawer.
    ({ addressId } = await prepare(page, paperTowelsPickup));
    const firstId = await toCheckout(page, origin, 'PICKUP');
    await addCardInCardBox(page, '4111 1111 1111 1111');
    await expect(page.getByText('Successfully saved card')).toBeVisible({ timeout: 15_000 });
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
    await placeOrder.click();
    const drawer = page.getByRole('dialog', { name: 'Edit Contact Information' });
    await expect(drawer.getByText('Phone number is required')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Phone' }).pressSequentially('5135550177');
    // Leaving the field clears its message first (the button then stays where the pointer goes).
    await page.keyboard.press('Tab');
    await drawer.getByRole('button', { name: 'Update Contact Information' }).click();
    await expect(drawer).toBeHidden();
    await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
    await placeOrder.click();
    await page.waitForURL(new RegExp(`/checkout/CLICKLIST/${firstId}/complete$`), { timeout: 30_000 });

    // The second order: the page shows the phone it kept, and Place Order places it as shown.
    ({ addressId } = await prepare(page, paperTowelsPickup));
    const secondId = await toCheckout(page, origin, 'PICKUP');
    await expect(screen(page).locator('[data-part="contact-row"]')).toContainText('(513) 555-0177');
    await expect(placeOrder).toBeEnabled({ timeout: 30_000 });
    await placeOrder.click();
    await page.waitForURL(new RegExp(`/checkout/CLICKLIST/${secondId}/complete$`), { timeout: 30_000 });
    const placed = await checkoutById(page, secondId);
    expect(placed.status).toBe('PLACED');
    expect(placed.fulfillment.contact.phone).toBe('+15135550177');
  } finally {
    await cleanUp(page, addressId);
    await emptyWallet(page);
  }
});
