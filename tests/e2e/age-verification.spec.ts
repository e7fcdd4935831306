import type { Locator, Page } from '@playwright/test';
import { pinnedNow } from './support/aisle.ts';
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
 * Age verification from the shopper's side (issue 10 with issue 11's scheduling step; account-and-selector 5,
 * cart-scheduling-checkout 2 step 5): the seeded shopper with names only has an ale (minimum age 21) in the
 * Pickup cart for 45202 and presses Continue. The date of birth lives only on the checkout it is sent with,
 * never on the shopper, so each run asks again; the test empties the baskets when it ends.
 *
 * The server's clock is pinned (support/aisle.ts); the modal judges a date against the store's day on the
 * browser's clock, so the browser is set to the same instant: Friday 2026-11-20, 10:00 in Cincinnati.
 */

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Verify Your Age' });
const birthDateField = (page: Page) => dialog(page).getByRole('textbox', { name: 'Date of Birth (MM/DD/YYYY)' });
const termsBox = (page: Page) => dialog(page).getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
const invalidDate = 'Please enter a valid date.';
const termsRequired = 'Please agree to the Terms & Conditions.';

/** Tabs from where the focus is until `target` has it (at most 40 presses). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Presses one key and lets the page's timers run, as a person's pace does: the date mask reads the caret on
 * a timer, and keys sent faster than it runs are dropped (design-system TextField.test.tsx says the same).
 */
async function pressKey(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Types `digits` into the cleared date field by keyboard and submits the modal with Enter. */
async function submitBirthDate(page: Page, digits: string): Promise<void> {
  await tabTo(page, birthDateField(page));
  await pressKey(page, 'ControlOrMeta+A');
  await pressKey(page, 'Backspace');
  for (const digit of digits) await pressKey(page, digit);
  await page.keyboard.press('Enter');
}

/** Presses the scheduling step's Continue by keyboard; the modal opens on the ale (ACC-067, SCH-051). */
async function continueToAgeVerification(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/scheduling?fulfillmentType=pickup`);
  await waitForIslands(page);
  await expect(page.locator('[data-component="Scheduling"]')).toHaveAttribute('data-state', 'ready', {
    timeout: 15_000,
  });
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
}

test('greenway Pickup with an ale: every age verification message, the terms, Back to Cart, then a checkout', async ({
  watchPage: page,
}) => {
  test.setTimeout(240_000);
  await page.clock.setFixedTime(new Date(pinnedNow));
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, '/');
  const { addressId } = await prepare(page, { modality: 'PICKUP', zip: '45202', product: 'Wheat Ale', quantity: 1 });
  try {
    const basket = await page.evaluate(async () => (await fetch('/api/baskets/PICKUP')).json());
    expect(basket.items).toMatchObject([{ product: { name: 'Wheat Ale', ageRestricted: true, minAge: 21 } }]);

    await continueToAgeVerification(page, origin);
    await expect(dialog(page)).toHaveAccessibleDescription(/.+/);
    await expectAxeClean(page, 'age verification modal');

    // Nothing given: both messages, and the date field takes the focus (ACC-092, ACC-097).
    await tabTo(page, dialog(page).getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(birthDateField(page)).toHaveAccessibleDescription(invalidDate);
    await expect(termsBox(page)).toHaveAccessibleDescription(termsRequired);
    await expect(birthDateField(page)).toBeFocused();
    await expectAxeClean(page, 'age verification modal with both errors');

    // The terms ticked by keyboard; then every wrong date in turn, each with its own message.
    await tabTo(page, termsBox(page));
    await page.keyboard.press('Space');
    await expect(termsBox(page)).toBeChecked();
    await expect(termsBox(page)).not.toHaveAccessibleDescription(termsRequired);
    const wrongDates = [
      ['02302000', '02/30/2000', invalidDate], // not a calendar date (ACC-092)
      ['12311899', '12/31/1899', invalidDate], // before 1900-01-01 (ACC-093)
      ['11212026', '11/21/2026', invalidDate], // tomorrow in Cincinnati
      ['11212005', '11/21/2005', 'Items in your order require a minimum age of 21.'], // 21 tomorrow (ACC-095, SCH-052)
    ] as const;
    for (const [digits, shown, message] of wrongDates) {
      await submitBirthDate(page, digits);
      await expect(birthDateField(page), shown).toHaveValue(shown);
      await expect(birthDateField(page), shown).toHaveAccessibleDescription(message);
      await expect(birthDateField(page), shown).toBeFocused();
      await expect(dialog(page)).toBeVisible();
    }
    // A valid date with the terms unticked: only the terms message, on the focused box (ACC-097).
    await tabTo(page, termsBox(page));
    await page.keyboard.press('Space');
    await expect(termsBox(page)).not.toBeChecked();
    await submitBirthDate(page, '01011990');
    await expect(termsBox(page)).toHaveAccessibleDescription(termsRequired);
    await expect(termsBox(page)).toBeFocused();
    await expect(birthDateField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/scheduling\?fulfillmentType=pickup$/);

    // The terms open in a second modal and close back to the first (ACC-016, ACC-068).
    await tabTo(page, dialog(page).getByRole('button', { name: 'View Terms & Conditions' }));
    await page.keyboard.press('Enter');
    const terms = page.getByRole('dialog', { name: 'Terms & Conditions' });
    await expect(terms).toBeVisible();
    await expectAxeClean(page, 'terms modal over age verification');
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'View Terms & Conditions' })).toBeFocused();

    // 'Back to Cart' goes to /cart (ACC-002), and nothing was created.
    await tabTo(page, dialog(page).getByRole('link', { name: 'Back to Cart' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/cart`);

    // Back again: a valid date (exactly 21 today, ACC-096) and the terms make the checkout (ACC-069).
    await continueToAgeVerification(page, origin);
    await expect(birthDateField(page)).toHaveValue('');
    await submitBirthDate(page, '11202005');
    await expect(termsBox(page)).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\?orderId=\d+$/);
    await expect(dialog(page)).toBeHidden();
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const checkout = await page.evaluate(async (id) => (await fetch(`/api/checkouts/${id}`)).json(), orderId);
    expect(checkout).toMatchObject({
      status: 'DRAFT',
      modalityType: 'PICKUP',
      buyer: { dateOfBirth: '2005-11-20' },
      lineItems: [{ quantity: 1, ageRestricted: true }],
    });
  } finally {
    await cleanUp(page, addressId);
  }
});
