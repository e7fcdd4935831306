import type { Page } from '@playwright/test';
import { expectedBanner, hexToRgb } from './support/banners.ts';
import {
  demoShopper,
  expect,
  expectAxeClean,
  newShopper,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';

/*
 * The wallet flyout in My Wallet mode (issue 12) against the real server, its seeded wallets and the
 * secure frames on pay.localhost: demo's cards, make preferred, delete a gift card and re-add the same
 * sandbox card; new's empty wallet and a billing address, by keyboard only. Each demo test leaves demo's
 * wallet as seeded (a card it adds it deletes; the deleted gift card comes back with its number).
 */

const wallet = (page: Page) => page.getByRole('dialog', { name: 'Wallet' });

async function openMyWallet(page: Page, shopper: typeof demoShopper | typeof newShopper) {
  await signInThroughApi(page, siteOrigin('greenway'), shopper, '/account/dashboard');
  await page.getByRole('link', { name: 'Manage your saved cards' }).click();
  await expect(wallet(page)).toBeVisible();
}

async function cardAction(page: Page, card: string, action: string) {
  await wallet(page)
    .getByRole('button', { name: `Actions for ${card}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test("demo's My Wallet: the groups, the preferred Visa first, nothing selected, only 'Close'", async ({
  watchPage: page,
}) => {
  await openMyWallet(page, demoShopper);
  const flyout = wallet(page);
  const visa = flyout.getByRole('radio', { name: 'Visa ending in 1111' });
  await expect(visa).toBeVisible();
  await expect(flyout.getByRole('radio').first()).toHaveAccessibleName('Visa ending in 1111');
  await expect(visa).not.toBeChecked();
  await expect(flyout.getByText('Preferred')).toBeVisible();
  await expect(flyout.getByRole('radio', { name: 'Mastercard ending in 4444' })).toBeDisabled();
  await expect(flyout.getByText('Expired. Please update your payment info.')).toBeVisible();
  await expect(flyout.getByRole('checkbox', { name: 'SNAP EBT ending in 0001' })).toBeVisible();
  await expect(flyout.getByRole('checkbox', { name: /Gift Card ending in/ })).toHaveCount(2);
  await expect(flyout.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await expect(flyout.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/account/dashboard');
  await expectAxeClean(page, 'My Wallet, demo');
  // WAL-009: the page under the flyout does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await flyout.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(wallet(page)).toHaveCount(0);
});

test('demo adds a Discover card through the secure frame, makes it preferred, then restores the Visa', async ({
  watchPage: page,
}) => {
  await openMyWallet(page, demoShopper);
  let flyout = wallet(page);
  await flyout.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
  flyout = page.getByRole('dialog', { name: 'Add Credit/Debit Card' });
  await flyout.getByRole('textbox', { name: 'First Name' }).fill('Jordan');
  await flyout.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
  const frame = page.frameLocator('iframe[title="Secure card entry"]');
  await frame.getByRole('textbox', { name: 'Card Number' }).fill('6011 1111 1111 1117');
  await frame.getByRole('combobox', { name: 'Expiration Month' }).selectOption('12');
  await frame.getByRole('combobox', { name: 'Expiration Year' }).selectOption({ index: 5 });
  await frame.getByRole('textbox', { name: 'Security Code' }).fill('123');
  await expect(flyout.getByRole('group', { name: 'Billing Address' })).toContainText('Cincinnati, OH');
  await flyout.getByRole('button', { name: 'Submit' }).click();
  await expect(wallet(page).getByText('Card Added!')).toBeVisible();
  await expect(wallet(page).getByRole('radio', { name: 'Discover ending in 1117' })).toBeVisible();

  await cardAction(page, 'Discover ending in 1117', 'Make Preferred');
  await expect(wallet(page).getByText('Card Updated!')).toBeVisible();
  await expect(wallet(page).getByRole('radio').first()).toHaveAccessibleName('Discover ending in 1117');
  // The server keeps it: a fresh load lists the Discover first (the wallet's own address, which opens My
  // Wallet by itself: clicking the dashboard's link raced the flyout that address opens).
  await page.goto(`${siteOrigin('greenway')}/account/dashboard?link=mywallet`);
  await expect(wallet(page).getByRole('radio').first()).toHaveAccessibleName('Discover ending in 1117');

  await cardAction(page, 'Visa ending in 1111', 'Make Preferred');
  await expect(wallet(page).getByRole('radio').first()).toHaveAccessibleName('Visa ending in 1111');
  await cardAction(page, 'Discover ending in 1117', 'Delete');
  await page.getByRole('dialog', { name: 'Deleting Payment' }).getByRole('button', { name: 'Delete Card' }).click();
  await expect(wallet(page).getByText('Card Deleted!')).toBeVisible();
  await expect(wallet(page).getByRole('radio', { name: 'Discover ending in 1117' })).toHaveCount(0);
});

test('demo deletes the $25.00 gift card and adds the same sandbox card back', async ({ watchPage: page }) => {
  await openMyWallet(page, demoShopper);
  const gift = wallet(page).getByRole('checkbox', { name: 'Gift Card ending in 0001' });
  await expect(gift).toBeVisible();
  await cardAction(page, 'Gift Card ending in 0001', 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Deleting Payment' });
  await expect(confirm.getByText('Are you sure you want to delete your card?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Card' }).click();
  await expect(wallet(page).getByText('Card Deleted!')).toBeVisible();
  await expect(gift).toHaveCount(0);

  await wallet(page).getByRole('button', { name: 'Add Gift Card' }).click();
  const form = page.getByRole('dialog', { name: 'Add Gift Card' });
  const frame = page.frameLocator('iframe');
  await frame.getByRole('textbox', { name: 'Card Number' }).fill('6006491000000000001');
  await frame.getByRole('textbox', { name: 'PIN' }).fill('1234');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(wallet(page).getByText('Card Added!')).toBeVisible();
  await expect(wallet(page).getByRole('checkbox', { name: 'Gift Card ending in 0001' })).toBeVisible();
  await expect(wallet(page).getByText('$25.00')).toBeVisible();
});

test("new's empty wallet and a first billing address, by keyboard only", async ({ watchPage: page }) => {
  await signInThroughApi(page, siteOrigin('greenway'), newShopper, '/account/dashboard');
  await waitForIslands(page);
  const entry = page.getByRole('link', { name: 'Manage your saved cards' });
  await entry.focus();
  await page.keyboard.press('Enter');
  const flyout = wallet(page);
  await expect(flyout.getByRole('button', { name: 'Add Credit/Debit Card' })).toBeVisible();
  await expect(flyout.getByRole('radio')).toHaveCount(0);
  await expect(flyout.getByRole('checkbox')).toHaveCount(0);
  await expectAxeClean(page, 'My Wallet, new');

  await flyout.getByRole('button', { name: 'Add Credit/Debit Card' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add Credit/Debit Card' });
  await form.getByRole('button', { name: 'Add new address' }).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Billing Address' });
  await list.getByRole('button', { name: 'Add new address' }).focus();
  await page.keyboard.press('Enter');
  const address = page.getByRole('dialog', { name: 'Add or Edit Billing Address' });
  await address.getByRole('textbox', { name: 'Address', exact: true }).focus();
  await page.keyboard.type('12 Oak St');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Cincinnati');
  await address.getByRole('combobox', { name: 'State' }).selectOption('OH');
  await address.getByRole('textbox', { name: 'Postal Code' }).focus();
  await page.keyboard.type('45202');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('radio', { name: /12 Oak St/ })).toBeChecked();
  await list.getByRole('button', { name: 'Use this address' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('12 Oak St')).toBeVisible();
  await form.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Enter');
  await wallet(page).getByRole('button', { name: 'Close', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("demo's My Wallet on harbor at 375 px: the three groups with their cards and add buttons, within the screen, axe-clean (WAL-002, WAL-032, WAL-034, WAL-036)", async ({
  watchPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughApi(page, siteOrigin('harbor'), demoShopper, '/account/dashboard');
  await page.getByRole('link', { name: 'Manage your saved cards' }).click();
  const flyout = wallet(page);
  await expect(flyout).toBeVisible();
  const bank = flyout.getByRole('region', { name: 'Credit & Debit' });
  await expect(bank.getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  await expect(bank.getByRole('radio', { name: 'Mastercard ending in 4444' })).toBeDisabled();
  await expect(bank.getByRole('button', { name: 'Add Credit/Debit Card' })).toBeVisible();
  const snap = flyout.getByRole('region', { name: 'SNAP EBT' });
  await expect(snap.getByRole('checkbox', { name: 'SNAP EBT ending in 0001' })).toBeVisible();
  await expect(snap.getByRole('button', { name: 'Add SNAP EBT Card' })).toBeVisible();
  const gift = flyout.getByRole('region', { name: 'Gift Card' });
  await expect(gift.getByRole('checkbox', { name: /Gift Card ending in/ })).toHaveCount(2);
  await expect(gift.getByRole('button', { name: 'Add Gift Card' })).toBeVisible();
  // The flyout fills the small screen and nothing in it runs off to the side.
  // Rounded and polled: the flyout slides in, and its edge lands on a fraction of a pixel.
  const box = await flyout.boundingBox();
  expect(Math.round(box?.x ?? -1)).toBeGreaterThanOrEqual(0);
  await expect
    .poll(async () => {
      const settled = await flyout.boundingBox();
      return Math.round((settled?.x ?? 0) + (settled?.width ?? 0));
    })
    .toBeLessThanOrEqual(375);
  expect(await flyout.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // harbor's own theme reaches the portalled flyout: its font, and its brand colour on the primary button.
  const harbor = expectedBanner('harbor');
  expect(await flyout.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(harbor.fontFamily);
  await expect(flyout.getByRole('button', { name: 'Close', exact: true })).toHaveCSS(
    'background-color',
    hexToRgb(harbor.brand),
  );
  await expectAxeClean(page, 'My Wallet, demo, harbor, 375 px');
});
