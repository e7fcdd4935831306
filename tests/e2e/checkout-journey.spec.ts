import type { Page } from '@playwright/test';
import {
  addCardInCardBox,
  checkoutById,
  enterSnapPin,
  replaceInMyWallet,
  sandboxGift,
  checkoutScreen as screen,
  toCheckout,
} from './support/checkout.ts';
import {
  demoShopper,
  expect,
  newShopper,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';
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
  await signInThroughApi(page, origin, newShopper, '/');
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

/** Two SNAP-eligible milks: SNAP EBT may pay them, with its PIN (PAY-114). */
const milkPickup: Setup = { modality: 'PICKUP', zip: '45202', product: 'Whole Milk' };

/** One more product in demo's Pickup basket, as the product page adds it: the answer's status. */
function addToBasket(page: Page, product: string): Promise<number> {
  return page.evaluate(async (name) => {
    const session = (await (await fetch('/api/session')).json()) as { csrfToken: string };
    const { items } = await (await fetch(`/api/products?query=${encodeURIComponent(name)}&limit=1`)).json();
    const added = await fetch('/api/baskets/PICKUP/items', {
      method: 'POST',
      headers: { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ gtin13: items[0].gtin13, quantity: 1 }),
    });
    return added.status;
  }, product);
}

type Tender = { paymentType: string; lastFour: string; amount: number };
const tendersOf = (payments: Tender[]) =>
  payments
    .filter((payment) => payment.paymentType === 'BANK_CARD' || payment.amount > 0)
    .map(({ paymentType, lastFour, amount }) => ({ paymentType, lastFour, amount }))
    .sort((a, b) => a.paymentType.localeCompare(b.paymentType));

test('greenway PICKUP: a card added at checkout, a gift card and a custom SNAP EBT amount survive a reload, and the order charges exactly them (CBX-039..042, PAY-031, PAY-126)', async ({
  watchPage: page,
}) => {
  test.setTimeout(180_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/');
  const { addressId } = await prepare(page, milkPickup);
  let isPlacing = false;
  try {
    // Paper towels too: SNAP EBT cannot pay all of it, so a gift card is still wanted (PAY-103).
    expect(await addToBasket(page, 'Paper Towels')).toBe(200);
    const orderId = await toCheckout(page, origin, 'PICKUP');
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled({ timeout: 30_000 });
    const payingWith = screen(page).locator('[data-part="paying-with"]');
    // A card added at checkout (not the preferred Visa) pays.
    await addCardInCardBox(page, '6011 1111 1111 1117');
    await expect(page.getByText('Successfully saved card')).toBeVisible({ timeout: 15_000 });
    const bankRow = payingWith.locator('[data-part="selected-card"][data-group="bank"]');
    await expect(bankRow).toContainText('Discover ending in 1117');
    // The gift card ticked in the flyout.
    await payingWith.getByRole('button', { name: 'Add or Change Payment Method' }).click();
    const flyout = page.getByRole('dialog', { name: 'Select Payment' });
    await flyout.getByRole('checkbox', { name: sandboxGift.name }).check();
    await flyout.getByRole('button', { name: 'Confirm' }).click();
    await expect(flyout).toBeHidden();
    const giftRow = payingWith.locator('[data-part="selected-card"][data-group="gift"]');
    await expect(giftRow).toContainText(sandboxGift.name);
    await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
    // A custom SNAP EBT amount.
    const snapCharge = screen(page).locator('[data-part="snap-charge"]');
    await snapCharge.getByRole('button', { name: 'Change Amount' }).click();
    const amountDialog = page.getByRole('dialog', { name: 'Change SNAP EBT Amount' });
    await amountDialog.getByRole('textbox', { name: 'Amount to charge to your SNAP EBT card' }).fill('1.00');
    await amountDialog.getByRole('button', { name: 'Done' }).click();
    await expect(amountDialog).toBeHidden();
    await expect(snapCharge).toContainText('Charge to SNAP EBT: $1.00');
    await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
    await expect
      .poll(async () => tendersOf((await checkoutById(page, orderId)).payments).map((tender) => tender.lastFour))
      .toEqual(['1117', '0001', '0001']);
    const chosen = tendersOf((await checkoutById(page, orderId)).payments);
    expect(chosen.find((tender) => tender.paymentType === 'EBT')?.amount).toBe(1);

    // The reload shows the same choices, and the checkout still carries them.
    await page.reload();
    await waitForIslands(page);
    await expect(placeOrder).toBeEnabled({ timeout: 30_000 });
    await expect(bankRow).toContainText('Discover ending in 1117');
    await expect(giftRow).toContainText(sandboxGift.name);
    await expect(snapCharge).toContainText('Charge to SNAP EBT: $1.00');
    await page.waitForTimeout(1_000);
    expect(tendersOf((await checkoutById(page, orderId)).payments)).toEqual(chosen);

    // The placed order charges exactly what the page showed.
    isPlacing = true;
    await placeOrder.click();
    await enterSnapPin(page, '1234');
    await page.waitForURL(new RegExp(`/checkout/CLICKLIST/${orderId}/complete$`), { timeout: 30_000 });
    const order = await page.evaluate(async (id) => (await fetch(`/api/orders/${id}`)).json(), orderId);
    const charged = (order.payments as { cardType: string; lastFour: string; amount: number }[])
      .map(({ cardType, lastFour }) => `${cardType} ${lastFour}`)
      .sort();
    expect(charged).toHaveLength(3);
    expect(charged).toContain('EBT_CARD 0001');
    expect(charged).toContain('GIFT_CARD 0001');
    expect(charged.some((tender) => /^(BANK|CREDIT)_CARD 1117$/.test(tender))).toBe(true);
    expect(order.payments.find((payment: { cardType: string }) => payment.cardType === 'EBT_CARD')?.amount).toBe(1);
  } finally {
    await cleanUp(page, addressId);
    for (const card of await listedCards(page)) {
      if (card.lastFourPan === '1117') expect((await walletCall(page, 'DELETE', `/${card.id}`)).status).toBe(204);
    }
    if (isPlacing) await replaceInMyWallet(page, origin, sandboxGift);
  }
});

test("a shopper without a mobile phone on the profile who ticks 'Text me updates about this order' is told why it cannot be, and the box is not left ticked (PAY-054)", async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, '/');
  const { addressId } = await prepare(page, paperTowelsPickup);
  try {
    const orderId = await toCheckout(page, origin, 'PICKUP');
    await expect(screen(page).locator('[data-part="contact-row"]')).toBeVisible({ timeout: 30_000 });
    await screen(page).locator('[data-part="edit-contact"]').click();
    const drawer = page.getByRole('dialog', { name: 'Edit Contact Information' });
    await drawer.getByRole('textbox', { name: 'Phone' }).fill('');
    await drawer.getByRole('textbox', { name: 'Phone' }).pressSequentially('5135550177');
    await page.keyboard.press('Tab');
    const optIn = drawer.getByRole('checkbox', { name: 'Text me updates about this order' });
    await expect(optIn).toBeEnabled();
    await optIn.click();
    const why =
      'Text updates go only to the mobile phone number on your account, and this number is not on your account.';
    await expect(drawer.getByText(why)).toBeVisible({ timeout: 15_000 });
    await expect(optIn).not.toBeChecked();
    await expect(optIn).toHaveAccessibleDescription(why);
    // Nothing was sent for the order: the checkout does not say the shopper gets texts.
    expect((await checkoutById(page, orderId)).fulfillment.contact.smsOptin).toBe(false);
  } finally {
    await cleanUp(page, addressId);
  }
});

test('the checkout says it is loading, over the outline of the page, until its screen and its checkout are there; a checkout that is not there says so, with the way to the cart (issue 20, ERR-024)', async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/');
  const { addressId } = await prepare(page, paperTowelsPickup);
  try {
    const orderId = await toCheckout(page, origin, 'PICKUP');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled({ timeout: 30_000 });
    // A slow network: the screen's script and the checkout come late.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/CheckoutScreen\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    const loading = page.locator('[data-part="checkout-loading"]');
    await expect(loading).toBeVisible();
    await expect(loading.getByRole('status')).toHaveText('Loading...');
    await expect(loading.locator('[data-component="Skeleton"]').first()).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled({ timeout: 30_000 });
    await expect(loading).toHaveCount(0);
    await page.unroute(/\/_astro\/CheckoutScreen\.[\w-]+\.js$/);

    // A checkout that is not there: ERR-024's message under a title that says so, and the way to the cart.
    await page.goto(`${origin}/checkout?orderId=999999`);
    await expect(page.getByText("We couldn't find this checkout")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Error code: CO404$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Cart' }).click();
    await page.waitForURL(/\/cart$/);
    expect(orderId).not.toBe('999999');
  } finally {
    await cleanUp(page, addressId);
  }
});
