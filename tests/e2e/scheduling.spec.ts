import type { Page } from '@playwright/test';
import {
  expect,
  expectAxeClean,
  newShopper,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';
import { cleanUp, prepare } from './support/shopping.ts';

/*
 * The scheduling step against the real server (issue 11; spec cart-scheduling-checkout 2 "Scheduling
 * page", 4): from a filled cart to a created checkout. The seeded shopper with names only gets a Pickup
 * store (45202) or a Delivery address (90012) through the API with the page's own session; each test
 * empties the baskets and removes the address it added.
 */

const scheduling = (page: Page) => page.locator('[data-component="Scheduling"]');

test('greenway Pickup (45202), keyboard only: the empty state, then a time, Continue and a created checkout', async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, '/');
  const { addressId } = await prepare(page, { modality: 'PICKUP', zip: '45202', product: 'Whole Milk' });
  try {
    await page.goto(`${origin}/scheduling?fulfillmentType=pickup`);
    await waitForIslands(page);
    await expect(page).toHaveTitle('Checkout Scheduling - Greenway Market');
    await expect(scheduling(page)).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Pickup Summary' })).toBeVisible();
    // ACC-003, ACC-004: /scheduling is the checkout's time step, and its day picker is part of the page's
    // form (Continue submits it), not the modal it is elsewhere (ACC-005).
    expect(await scheduling(page).evaluate((element) => element.tagName)).toBe('FORM');
    await expect(scheduling(page).locator('[data-component="DayCarousel"]')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // SCH-024, SCH-025: the first day and its first open time are chosen.
    await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible();
    await expect(page.locator('[data-part="selected-time"]')).not.toHaveText('No time selected');
    await expectAxeClean(page, 'scheduling, pickup');

    // Keyboard only: Tab to Continue and press Enter.
    const continueButton = page.getByRole('button', { name: 'Continue' });
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await continueButton.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(continueButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\?orderId=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const checkout = await page.evaluate(async (id) => (await fetch(`/api/checkouts/${id}`)).json(), orderId);
    expect(checkout).toMatchObject({ status: 'DRAFT', modalityType: 'PICKUP', lineItems: [{ quantity: 2 }] });
  } finally {
    await cleanUp(page, addressId);
  }
  // With nothing in the Pickup cart: the empty state and 'Start My Cart' (SCH-006, SCH-007).
  await page.goto(`${origin}/scheduling?fulfillmentType=pickup`);
  await waitForIslands(page);
  await expect(scheduling(page)).toHaveAttribute('data-state', 'empty', { timeout: 15_000 });
  await expect(scheduling(page)).toContainText(
    'You must have pickup items in your cart to schedule your Pickup order. Start shopping now!',
  );
  await expect(page.getByRole('link', { name: 'Start My Cart' })).toBeVisible();
});

test('harbor Delivery (90012): a later time, Continue, and the checkout carries the address', async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  const origin = siteOrigin('harbor');
  await signInThroughApi(page, origin, newShopper, '/');
  const { addressId } = await prepare(page, { modality: 'DELIVERY', zip: '90012', product: 'Whole Milk' });
  try {
    await page.goto(`${origin}/scheduling?fulfillmentType=delivery`);
    await waitForIslands(page);
    await expect(page).toHaveTitle('Checkout Scheduling - Harbor Foods');
    await expect(scheduling(page)).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Delivery Summary' })).toBeVisible();
    // SCH-019, SCH-018: the desktop's banner 'Schedule your order'; on a phone the header 'Choose a day and time'.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule your order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a day and time' })).toBeHidden();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { name: 'Choose a day and time' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAxeClean(page, 'scheduling, delivery');
    const options = page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio');
    await options.nth(1).check();
    await expect(options.nth(1)).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/checkout\?orderId=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const checkout = await page.evaluate(async (id) => (await fetch(`/api/checkouts/${id}`)).json(), orderId);
    expect(checkout).toMatchObject({
      status: 'DRAFT',
      modalityType: 'DELIVERY',
      buyer: { address: { id: addressId, postalCode: '90012' } },
      fulfillment: { deliveryType: 'Standard' },
    });
  } finally {
    await cleanUp(page, addressId);
  }
});
