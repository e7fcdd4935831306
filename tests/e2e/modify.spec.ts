import { demoShopper, expect, expectAxeClean, signInAs, siteOrigin, test, waitForIslands } from './support/fixtures.ts';
import { cleanUp, prepare } from './support/shopping.ts';

/*
 * Modifying a placed order against the real server (issue 13; spec cart-scheduling-checkout "Modify order"):
 * demo places a Pickup order of two milks, opens it from My Purchases, takes a third on the modify cart,
 * completes the modify checkout ('Complete your order', 'Submit Modified Order') and lands on the
 * order-complete page flagged as modified; the server holds the new quantity. Each tap comes right after
 * the page's first byte.
 */

test('greenway: a placed Pickup order, one more milk on the modify cart, Submit Modified Order', async ({
  watchPage: page,
}, testInfo) => {
  test.setTimeout(180_000);
  const origin = siteOrigin('greenway');
  await signInAs(page, origin, demoShopper, '/');
  const { addressId } = await prepare(page, { modality: 'PICKUP', zip: '45202', product: 'Whole Milk' });
  try {
    // Place the order the test then changes (the checkout's own test covers this part in detail).
    await page.goto(`${origin}/scheduling?fulfillmentType=pickup`);
    await waitForIslands(page);
    await expect(page.locator('[data-component="Scheduling"]')).toHaveAttribute('data-state', 'ready', {
      timeout: 15_000,
    });
    // A time a few hours away: an order whose window starts within the hour cannot be changed (CANNOT_MODIFY).
    const later = page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio').nth(4);
    await later.check();
    await expect(later).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/checkout\?orderId=\d+$/, { waitUntil: 'commit' });
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled({ timeout: 30_000 });
    await placeOrder.click();
    const pin = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' });
    await expect(pin).toBeVisible({ timeout: 15_000 });
    await pin.frameLocator('iframe').getByLabel('PIN').fill('1234');
    await pin.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(new RegExp(`/checkout/CLICKLIST/${orderId}/complete$`), { timeout: 30_000 });

    // My Purchases' order page: '+ Add or Edit Items' is a real link, taken at once.
    await page.goto(`${origin}/mypurchases/pending/${orderId}`);
    await page.getByRole('link', { name: '+ Add or Edit Items' }).click();
    await page.waitForURL(new RegExp(`/cart/modify\\?orderId=${orderId}$`));
    const cart = page.locator('[data-component="ModifyCart"]');
    await expect(cart).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    const milk = cart.locator('[data-part="line"]').filter({ hasText: 'Whole Milk' });
    await expect(milk.locator('[data-part="quantity"]')).toHaveText('2');
    await milk.locator('[data-part="increase"]').click();
    await expect(milk.locator('[data-part="quantity"]')).toHaveText('3');
    await expectAxeClean(page, 'modify cart');
    await cart.locator('[data-part="continue"]').click();

    // The modify checkout (MOD-001, MOD-002, MOD-006): no promo codes, the original payment.
    await page.waitForURL(/\/checkout\?/, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Complete your order' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Promo Code' })).toHaveCount(0);
    const submit = page.getByRole('button', { name: 'Submit Modified Order' });
    await expect(submit).toBeEnabled({ timeout: 15_000 });
    await page.screenshot({ path: testInfo.outputPath('modify-checkout.png'), fullPage: true });
    await expectAxeClean(page, 'modify checkout');
    await submit.click();
    // A SNAP EBT charge asks for the PIN again; whichever comes first, the PIN dialog or the page that follows,
    // is waited for (isVisible does not wait).
    const pinAgain = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' });
    const modified = new RegExp(`/checkout/CLICKLIST/${orderId}/complete\\?im=true$`);
    const next = await Promise.race([
      pinAgain
        .waitFor({ state: 'visible', timeout: 30_000 })
        .then(() => 'pin' as const)
        .catch(() => null),
      page
        .waitForURL(modified, { timeout: 30_000 })
        .then(() => 'complete' as const)
        .catch(() => null),
    ]);
    if (next === 'pin') {
      await pinAgain.frameLocator('iframe').getByLabel('PIN').fill('1234');
      await pinAgain.getByRole('button', { name: 'Confirm' }).click();
    }
    // MOD-016: the order-complete page, flagged as modified.
    await page.waitForURL(modified, { timeout: 30_000 });
    await expect(page.getByText('Your Order Has Been Updated!')).toBeVisible({ timeout: 15_000 });
    const order = await page.evaluate(async (id) => (await fetch(`/api/orders/${id}`)).json(), orderId);
    expect(order.status).toBe('MODIFIED');
    expect(JSON.stringify(order)).toContain('"quantity":3');
  } finally {
    await cleanUp(page, addressId);
  }
});
