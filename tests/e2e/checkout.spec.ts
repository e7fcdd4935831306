import type { Page } from '@playwright/test';
import { addCardInCardBox, deleteCardInMyWallet, checkoutScreen as screen, toCheckout } from './support/checkout.ts';
import { demoShopper, expect, expectAxeClean, signInThroughApi, siteOrigin, test } from './support/fixtures.ts';
import { cleanUp, prepare, type Setup } from './support/shopping.ts';

/*
 * The checkout payment page against the real server (issue 13; spec cart-scheduling-checkout 2 "Checkout
 * payment page", 4, 5): from scheduling to a placed order with the demo shopper's saved Visa ending 1111,
 * and the SNAP EBT card's PIN, in greenway (Pickup, 45202) and harbor (Delivery, 90012), at 375 and 1280 px. The checkout's first tap
 * comes as soon as the page's first byte is there (no waiting for islands): Place Order must take it once
 * the card box's payment update is done.
 */

const VISA_ENDING = 'Visa ending in 1111';

type Round = { banner: string; title: string; setup: Setup };
const rounds: Round[] = [
  {
    banner: 'greenway',
    title: 'Greenway Market',
    setup: { modality: 'PICKUP', zip: '45202', product: 'Whole Milk' },
  },
  {
    banner: 'harbor',
    title: 'Harbor Foods',
    setup: { modality: 'DELIVERY', zip: '90012', product: 'Whole Milk' },
  },
];

/**
 * PAY-114, PAY-115, PAY-140: ticks the terms box where there is one, places the order, types the demo SNAP
 * card's PIN into the secure frame (the page gets only its token) and waits for the order-complete page.
 */
async function placeWithSnapPin(page: Page, orderId: string): Promise<void> {
  const terms = page.getByRole('checkbox');
  if ((await terms.count()) > 0) await terms.first().check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' });
  await expect(pinDialog).toBeVisible({ timeout: 15_000 });
  await pinDialog.frameLocator('iframe').getByLabel('PIN').fill('1234');
  await pinDialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(new RegExp(`/checkout/CLICKLIST/${orderId}/complete$`), { timeout: 30_000 });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    for (const round of rounds) {
      test(`${round.banner} ${round.setup.modality}: from scheduling, pay with the saved Visa and place the order`, async ({
        watchPage: page,
      }, testInfo) => {
        test.setTimeout(120_000);
        const origin = siteOrigin(round.banner);
        await signInThroughApi(page, origin, demoShopper, '/');
        const { addressId } = await prepare(page, round.setup);
        try {
          const orderId = await toCheckout(page, origin, round.setup.modality);
          // CBX-002, CBX-003: the order number ends in its mode's digits, and Back returns to its scheduling page.
          const mode = round.setup.modality.toLowerCase();
          expect(orderId).toMatch(mode === 'pickup' ? /01$/ : /02$/);
          await expect(page.locator('[data-part="back-link"]')).toHaveAttribute(
            'href',
            `/scheduling?fulfillmentType=${mode}`,
          );
          // The first tap, with no waiting for islands: Place Order shows once the checkout is read and is
          // enabled once the card box's automatic payment update is done (PAY-031..034, PAY-139).
          const placeOrder = page.getByRole('button', { name: 'Place Order' });
          await expect(placeOrder).toBeVisible({ timeout: 30_000 });
          await expect(page).toHaveTitle(`Checkout Payment - ${round.title}`);
          // PAY-002: the page's heading.
          await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
          // PAY-004, PAY-005: below 768 px one column and the mobile step indicator; from it on two columns.
          const isNarrow = width < 768;
          const columns = screen(page).locator('[data-layout]');
          await expect(columns).toHaveAttribute('data-layout', isNarrow ? 'one-column' : 'two-columns');
          const tracks = await columns.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' '));
          expect(tracks).toHaveLength(isNarrow ? 1 : 2);
          const stepper = (variant: string) =>
            screen(page).locator(`[data-component="CheckoutStepper"][data-variant="${variant}"]`);
          await expect(stepper('mobile')).toBeVisible({ visible: isNarrow });
          await expect(stepper('mobile').or(stepper('default')).filter({ visible: true })).toHaveCount(1);
          // PAY-018: directions to the pickup store, from its latitude,longitude; none to a delivery's own address.
          if (mode === 'pickup') {
            await expect(screen(page).getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
              'href',
              /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
            );
          } else {
            await expect(screen(page).locator('[data-part="destination"]')).toBeVisible();
            await expect(screen(page).getByRole('link', { name: /^Get Directions/ })).toHaveCount(0);
          }
          await expect(screen(page).getByText(VISA_ENDING)).toBeVisible();
          await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
          await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeVisible();
          await expect(page.getByText('TBD')).toBeVisible();
          await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
          await page.screenshot({ path: testInfo.outputPath(`checkout-${round.banner}-${width}.png`), fullPage: true });
          await expectAxeClean(page, `checkout, ${round.banner} ${round.setup.modality} at ${width} px`);

          const terms = page.getByRole('checkbox');
          if ((await terms.count()) > 0) await terms.first().check();
          await placeOrder.click();
          // PAY-114, PAY-115: the demo shopper's SNAP card pays the SNAP-eligible milk: its PIN first, typed
          // into the secure frame (the page gets only its token).
          const pinDialog = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' });
          await expect(pinDialog).toBeVisible({ timeout: 15_000 });
          await pinDialog.frameLocator('iframe').getByLabel('PIN').fill('1234');
          await pinDialog.getByRole('button', { name: 'Confirm' }).click();
          // PAY-140, PAY-145: the placed order's page.
          await page.waitForURL(new RegExp(`/checkout/CLICKLIST/${orderId}/complete$`), { timeout: 30_000 });
          const placed = await page.evaluate(async (id) => (await fetch(`/api/checkouts/${id}`)).json(), orderId);
          expect(placed).toMatchObject({
            status: 'PLACED',
            modalityType: round.setup.modality,
            payments: expect.arrayContaining([
              expect.objectContaining({ paymentType: 'BANK_CARD', lastFour: '1111' }),
              expect.objectContaining({ paymentType: 'EBT', lastFour: '0001' }),
            ]),
          });
        } finally {
          await cleanUp(page, addressId);
        }
      });
    }
  });
}

test('greenway DELIVERY: SAVE5 and a tip change the Payment Summary, and the placed order carries both (PRO-003, PRO-006, CBX-043, CBX-044)', async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/');
  // $37.90 of milk: SAVE5 ($5.00 off from $35) applies.
  const { addressId } = await prepare(page, {
    modality: 'DELIVERY',
    zip: '90012',
    product: 'Whole Milk',
    quantity: 10,
  });
  try {
    const orderId = await toCheckout(page, origin, 'DELIVERY');
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled({ timeout: 30_000 });
    const summary = page.locator('[data-component="OrderSummary"]').filter({ hasText: 'Payment Summary' });
    const summaryBefore = (await summary.textContent()) ?? '';

    const form = page.locator('[data-component="PromoForm"]');
    await form.getByLabel('Promo Code').fill('SAVE5');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('SAVE5 successfully added to order!')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(form.locator('[data-part="applied-promo"][data-code="SAVE5"]')).toBeVisible();
    await expect(summary).not.toHaveText(summaryBefore);
    await expect(summary).toContainText('5.00');

    // A suggested tip: the checkout takes it (Place Order waits for the update).
    const summaryWithPromo = (await summary.textContent()) ?? '';
    await page.locator('[data-component="TipSelector"] [data-part="option"]').first().click();
    await expect(summary).not.toHaveText(summaryWithPromo, { timeout: 15_000 });
    await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
    await expectAxeClean(page, 'checkout with SAVE5 and a tip, greenway DELIVERY');

    await placeWithSnapPin(page, orderId);
    const placed = await page.evaluate(async (id) => (await fetch(`/api/checkouts/${id}`)).json(), orderId);
    expect(placed.status).toBe('PLACED');
    expect(placed.priceAdjustment.promos).toEqual([expect.objectContaining({ code: 'SAVE5', discount: 5 })]);
    expect(placed.paymentDetails.gratuityAmount).toBeGreaterThan(0);
  } finally {
    await cleanUp(page, addressId);
  }
});

/**
 * A partner delivery checkout for the prepared basket, made through the API as the scheduling step makes
 * it, with the first partner window that has room (the scheduling page picks the first window of any
 * vendor): flash sales exist only for the partner (PRO-012).
 */
async function partnerCheckout(page: Page, addressId: string | null): Promise<string> {
  const made = await page.evaluate(async (id) => {
    const session = (await (await fetch('/api/session')).json()) as { csrfToken: string };
    const headers = { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
    const basket = (await (await fetch('/api/baskets/DELIVERY')).json()) as { id: string };
    const listed = await fetch('/api/timeslots/upfront', {
      method: 'POST',
      headers: { ...headers, 'user-time-zone': 'America/Los_Angeles' },
      body: JSON.stringify({ modality: 'DELIVERY', destination: { address: { id } } }),
    });
    type Time = { quoteId: string; optionId: string; vendorId: string; remainingCapacity?: number };
    const { days } = (await listed.json()) as { days: Array<{ times: Time[] }> };
    const time = days
      .flatMap((day) => day.times)
      .find((candidate) => candidate.vendorId === 'DELIVERY' && (candidate.remainingCapacity ?? 0) > 0);
    if (!time) return { status: 'no partner window', id: '' };
    const promise = await fetch('/api/promises', {
      method: 'POST',
      headers,
      body: JSON.stringify({ selectedIds: [`${time.quoteId}:${time.optionId}`] }),
    });
    const { id: promiseId } = (await promise.json()) as { id: string };
    const created = await fetch('/api/checkouts', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        modalityType: 'DELIVERY',
        cartId: basket.id,
        promiseId,
        buyer: { dateOfBirth: null },
        fulfillment: {},
        properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
      }),
    });
    return { status: `${promise.status} ${created.status}`, id: ((await created.json()) as { id: string }).id };
  }, addressId);
  expect(made.status).toBe('201 201');
  return made.id;
}

test('greenway partner DELIVERY: a flash sale added through the drawer shows its savings, a page link asks first, and the placed order keeps its coupon (PRO-013, PRO-014, PRO-018, PRO-022, PRO-024)', async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/');
  const { addressId } = await prepare(page, { modality: 'DELIVERY', zip: '90012', product: 'Whole Milk' });
  try {
    const orderId = await partnerCheckout(page, addressId);
    await page.goto(`${origin}/checkout?orderId=${orderId}`);
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled({ timeout: 30_000 });

    const card = page.getByRole('region', { name: 'Flash Sales Available' });
    await card.getByRole('button', { name: 'Shop Flash Sales' }).click();
    const drawer = page.getByRole('dialog', { name: 'Flash Sales' });
    await drawer.getByRole('button', { name: 'Increase quantity of Strawberries' }).click();
    await drawer.getByRole('button', { name: 'Update' }).click();
    await expect(drawer).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText('Flash sale savings')).toBeVisible();

    // PRO-024, PRO-026: a link of the page asks first; keeping the items stays on the page.
    await page.getByRole('link', { name: 'Change Time' }).click();
    const warning = page.getByRole('dialog', { name: 'Remove flash sale items?' });
    await expect(warning).toBeVisible();
    await expectAxeClean(page, 'checkout leave warning, greenway partner DELIVERY');
    await warning.getByRole('button', { name: 'No, Keep Items' }).click();
    await expect(warning).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/checkout');

    await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
    await expect(
      page.getByRole('checkbox', { name: "I agree to the delivery partner's Terms of Service." }),
    ).toBeVisible();
    await placeWithSnapPin(page, orderId);
    const placed = await page.evaluate(async (id) => (await fetch(`/api/checkouts/${id}`)).json(), orderId);
    expect(placed.status).toBe('PLACED');
    expect(placed.summary.cost.yellowTagDiscountTotal).toBeGreaterThan(0);
    expect(placed.lineItems).toContainEqual(
      expect.objectContaining({
        name: 'Strawberries',
        quantity: 1,
        substitutionPolicy: 'NONE',
        priceAdjustment: expect.objectContaining({ type: 'FlashSale' }),
      }),
    );
  } finally {
    await cleanUp(page, addressId);
  }
});

test("greenway PICKUP: a card saved in the card box's modal and declined at placing ends on the rejection page with the processor's reason (ERR-013, ERR-014, ACC-164, WER-044)", async ({
  watchPage: page,
}) => {
  test.setTimeout(150_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/');
  const { addressId } = await prepare(page, { modality: 'PICKUP', zip: '45202', product: 'Whole Milk' });
  try {
    const orderId = await toCheckout(page, origin, 'PICKUP');
    // The sandbox's 4000 0000 0000 0002 is saved, then declined when the order is placed (CONTRACT.md).
    await addCardInCardBox(page, '4000 0000 0000 0002');
    await expect(page.getByText('Successfully saved card')).toBeVisible({ timeout: 15_000 });
    await expect(screen(page).getByText('Visa ending in 0002')).toBeVisible();
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
    await placeOrder.click();
    const pinDialog = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' });
    await expect(pinDialog).toBeVisible({ timeout: 15_000 });
    await pinDialog.frameLocator('iframe').getByLabel('PIN').fill('1234');
    await pinDialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/checkout\/rejected\?orderId=\d+&reason=TRANSACTION_DECLINED$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're sorry, we could not complete your order.");
    await expect(page.locator('[data-part="purchase-error"]')).toContainText(
      'Your card was declined. Please use a different payment method.',
    );
    // Nothing was placed.
    const checkout = await page.evaluate(async (id) => (await fetch(`/api/checkouts/${id}`)).json(), orderId);
    expect(checkout.status).toBe('DRAFT');
  } finally {
    await cleanUp(page, addressId);
    // demo's wallet as seeded: the declining card goes again, if the test got as far as saving it.
    await deleteCardInMyWallet(page, origin, 'Visa ending in 0002');
  }
});
