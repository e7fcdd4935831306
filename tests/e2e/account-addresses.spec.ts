import type { Page } from '@playwright/test';
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
 * The account's address book against the real server and its seed (issue 10; 'View All Addresses' of
 * issue 9): demo@example.com has Home (45202), Office (45208) and "Sam's place" (90026, newest);
 * new@example.com starts with none, and these tests leave it so (other specs count on it).
 */

/**
 * Deletes whatever addresses the signed-in shopper of `page` has, with the page's own session and CSRF
 * token (Node cannot resolve the banner hosts; Chromium can).
 */
async function removeAllAddresses(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const session = await (await fetch('/api/session')).json();
    if (!session.csrfToken) return;
    const { addresses } = await (await fetch('/api/addresses')).json();
    for (const address of addresses as Array<{ id: string }>) {
      await fetch(`/api/addresses/${address.id}`, { method: 'DELETE', headers: { 'x-csrf-token': session.csrfToken } });
    }
  });
}

const cards = (page: Page) => page.locator('[data-flow="account"]').getByRole('article');

test('the address book lists every address, home first then newest, and is what the selector links to', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('harbor');
  await signInThroughApi(page, origin, demoShopper, '/account/addresses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Addresses');
  await expect(cards(page).first()).toContainText('1014 Vine St');
  await expect(cards(page).first()).toContainText('Home');
  await expect(page.getByRole('link', { name: 'Add New Address' })).toHaveAttribute('href', '/account/address/');
  await expectAxeClean(page, 'address book');
  // The selector's 'View All Addresses' (ACC-009) leads here.
  await page.goto(`${origin}/`);
  await waitForIslands(page);
  await page.locator('[data-part="shopping-mode-button"]').click();
  await page
    .getByRole('dialog', { name: 'How are you shopping today?' })
    .getByRole('button', { name: /^Delivery/ })
    .click();
  const viewAll = page.getByRole('dialog', { name: 'Choose a Delivery Address' }).getByRole('link', {
    name: 'View All Addresses',
  });
  await expect(viewAll).toHaveAttribute('href', '/account/addresses');
  await viewAll.click();
  await page.waitForURL(`${origin}/account/addresses`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Addresses');
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first()).toContainText('1014 Vine St');
});

test("demo's address book at 375 px: the cards stack in the screen's width, each with its actions, by keyboard", async ({
  watchPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughApi(page, siteOrigin('greenway'), demoShopper, '/account/addresses');
  await expect(cards(page)).toHaveCount(3);
  // ACC-010: one card per address, home first, then the newest.
  await expect(cards(page).nth(0)).toContainText('1014 Vine St');
  await expect(cards(page).nth(1)).toContainText('1250 W Sunset Blvd');
  await expect(cards(page).nth(2)).toContainText('2712 Erie Ave');
  // Nothing wider than the phone: no sideways scrolling, no card cut off.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  let previousBottom = 0;
  for (const card of await cards(page).all()) {
    const box = await card.boundingBox();
    if (!box) throw new Error('a card has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y).toBeGreaterThanOrEqual(previousBottom);
    previousBottom = box.y + box.height;
    expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
  }
  // ACC-011: the 'Add New Address' card, reached by keyboard.
  const addNew = page.getByRole('link', { name: 'Add New Address' });
  for (let presses = 0; presses < 60; presses += 1) {
    if (await addNew.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(addNew).toBeFocused();
  await expect(addNew).toBeInViewport();
  await expectAxeClean(page, 'address book, 375 px');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/account\/address\/$/);
});

test('a new shopper adds, edits and deletes an address, by keyboard, and the list follows each change', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, '/account/addresses');
  try {
    // ACC-012, ACC-013: the empty book.
    await expect(page.getByText('Get started by adding an address')).toBeVisible();
    await expectAxeClean(page, 'empty address book');
    await page.getByRole('link', { name: 'Add New Address' }).click();
    await page.waitForURL(`${origin}/account/address/`);
    await waitForIslands(page);

    // The client's check first, then the service corrects the address and the shopper confirms it.
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Address is a required field.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Address' })).toBeFocused();
    await expectAxeClean(page, 'address form with errors');
    await page.keyboard.type('123 main street');
    await page.getByRole('textbox', { name: 'City' }).fill('cincinnati');
    await page.getByRole('combobox', { name: 'State/Province' }).selectOption('OH');
    await page.getByRole('textbox', { name: 'ZIP/Postal Code' }).fill('45202');
    await page.getByRole('radio', { name: 'Home' }).check();
    await page.getByRole('textbox', { name: 'ZIP/Postal Code' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Confirm Your Address' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Suggested Address' })).toHaveAccessibleDescription(
      /^123 Main St\s+Cincinnati, OH 45202$/,
    );
    await expectAxeClean(page, 'confirm step');
    await page.getByRole('radio', { name: 'Suggested Address' }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(`${origin}/account/addresses`);
    await expect(page.getByText('Your address was saved.')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('123 Main St');
    await expect(cards(page).first()).toContainText('Home');

    // Edit: the form holds the address; a unit is added.
    await cards(page).first().getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/account\/address\/\?addressId=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Your Address');
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('123 Main St');
    await page.getByRole('textbox', { name: /Apt Suite etc/ }).fill('Apt 2');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL(`${origin}/account/addresses`);
    await expect(cards(page).first()).toContainText('Apt 2');

    // The dialog's code loads when it first opens (LazyModal, ADR 0029): when it cannot come, nothing opens, the
    // banner's connection message says why (an alert), focus stays on Delete and the page stays usable; the next
    // press tries again, opens it and clears the message.
    await page.route(/\/_astro\/Modal\.[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (request) => /\/_astro\/Modal\./.test(request.url()));
    await cards(page).first().getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await failed;
    const notice = page.getByRole('alert').filter({ hasText: "Hmmm, looks like we've lost you." });
    await expect(notice).toHaveText("Hmmm, looks like we've lost you. Please check your internet connection.");
    await expect(cards(page).first().getByRole('button', { name: 'Delete' })).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAxeClean(page, "the dialog's code did not load");
    await page.unroute(/\/_astro\/Modal\.[^/]+\.js$/);

    // Delete, confirmed by keyboard: the book is empty again. A press made while the failed load is still being
    // handled comes before the dialog has closed again and does nothing: press until it opens.
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this address?' });
    await expect(async () => {
      await cards(page).first().getByRole('button', { name: 'Delete' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    await expect(notice).toHaveCount(0);
    await expectAxeClean(page, 'delete confirmation');
    await dialog.getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByText('Your address was deleted.')).toBeVisible();
    await expect(page.getByText('Get started by adding an address')).toBeVisible();
  } finally {
    await removeAllAddresses(page);
  }
});

test("demo's 4th address: the account's book lists all four, the selector's book shows 3 and 'View All Addresses'", async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('harbor');
  await signInThroughApi(page, origin, demoShopper, '/account/address/');
  await waitForIslands(page);
  let addedId: string | null = null;
  try {
    await page.getByRole('textbox', { name: 'Address' }).fill('600 Walnut St');
    await page.getByRole('textbox', { name: 'City' }).fill('Cincinnati');
    await page.getByRole('combobox', { name: 'State/Province' }).selectOption('OH');
    await page.getByRole('textbox', { name: 'ZIP/Postal Code' }).fill('45202');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL(`${origin}/account/addresses`);
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).first()).toContainText('1014 Vine St');
    await expect(cards(page).nth(1)).toContainText('600 Walnut St');
    addedId = await page.evaluate(async () => {
      const { addresses } = await (await fetch('/api/addresses')).json();
      return (
        (addresses as Array<{ id: string; address: { addressLines: string[] } }>).find((address) =>
          address.address.addressLines.includes('600 Walnut St'),
        )?.id ?? null
      );
    });
    // The selector's address book shows at most 3 (ACC-168), home first, and leads to the full list.
    await page.goto(`${origin}/`);
    await waitForIslands(page);
    await page.locator('[data-part="shopping-mode-button"]').click();
    await page
      .getByRole('dialog', { name: 'How are you shopping today?' })
      .getByRole('button', { name: /^Delivery/ })
      .click();
    const book = page.getByRole('dialog', { name: 'Choose a Delivery Address' });
    await expect(book.getByRole('button', { name: 'Select Address' })).toHaveCount(3);
    await expect(book.getByRole('link', { name: 'View All Addresses' })).toHaveAttribute('href', '/account/addresses');
  } finally {
    if (addedId) {
      await page.evaluate(async (id) => {
        const session = await (await fetch('/api/session')).json();
        await fetch(`/api/addresses/${id}`, { method: 'DELETE', headers: { 'x-csrf-token': session.csrfToken } });
      }, addedId);
    }
  }
});

// `page`, not `watchPage`: the gate leaves the page while its other islands may still be loading their
// modules, and a module load cut short by that navigation is not an error of the page.
test('a guest who opens the address book is sent to sign-in and back', async ({ page }) => {
  const origin = siteOrigin('greenway');
  await page.goto(`${origin}/account/addresses`, { waitUntil: 'commit' });
  // Polls the address: the gate's redirect can abort a wait tied to one navigation. The redirect waits for
  // the gate's island to hydrate, which takes longer than expect's 10 s on a loaded machine.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/signin' && url.searchParams.get('returnTo') === '/account/addresses',
    { timeout: 30_000 },
  );
});

test('a new shopper saves a Canadian address: Ontario makes it Canadian and a US ZIP code is refused', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, '/account/address/');
  await waitForIslands(page);
  try {
    await page.getByRole('textbox', { name: 'Address' }).fill('111 wellington street');
    await page.getByRole('textbox', { name: 'City' }).fill('Ottawa');
    await page.getByRole('combobox', { name: 'State/Province' }).selectOption('ON');
    const postalCode = page.getByRole('textbox', { name: 'ZIP/Postal Code' });
    await postalCode.fill('45202');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Please enter a valid postal code.')).toBeVisible();
    await expect(postalCode).toHaveValue('45202');
    await postalCode.fill('k1a0a9');
    await page.getByRole('button', { name: 'Save Address' }).click();
    // The service spaces the postal code and writes the street its way: the shopper confirms.
    await expect(page.getByRole('radio', { name: 'Suggested Address' })).toHaveAccessibleDescription(
      /^111 Wellington St\s+Ottawa, ON K1A 0A9$/,
    );
    await page.getByRole('radio', { name: 'Suggested Address' }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${origin}/account/addresses`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('K1A 0A9');
    const saved = await page.evaluate(async () => (await (await fetch('/api/addresses')).json()).addresses[0].address);
    expect(saved).toMatchObject({ stateProvince: 'ON', postalCode: 'K1A 0A9', countryCode: 'CA' });
    await expectAxeClean(page, 'address book with a Canadian address');
  } finally {
    await removeAllAddresses(page);
  }
});
