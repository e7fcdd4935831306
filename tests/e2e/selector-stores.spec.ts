import type { Locator, Page } from '@playwright/test';
import {
  demoShopper,
  expect,
  expectAxeClean,
  sharedPort,
  signIn,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';

/*
 * The shopping-mode selector's frame, default screen and store selection (issue 4) against the real
 * server and its seed: 45202 has greenway stores (Downtown Cincinnati at 0.00 mi) and a harbor store
 * as a cross-banner one, 96701 nothing within 500 miles, 00000 is no ZIP code.
 */

const modeButton = (page: Page) => page.locator('[data-part="shopping-mode-button"]');
const selector = (page: Page, name = 'How are you shopping today?') => page.getByRole('dialog', { name });

async function openSelector(page: Page): Promise<Locator> {
  await modeButton(page).click();
  const dialog = selector(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function searchZip(dialog: Locator, zip: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'ZIP Code' }).fill(zip);
  await dialog.getByRole('button', { name: 'Search' }).click();
}

/** The default screen → a ZIP search → a mode's store list → 'Select Store' on the named store. */
async function chooseStore(page: Page, option: 'Pickup' | 'In Store', storeName: string): Promise<void> {
  const dialog = await openSelector(page);
  await searchZip(dialog, '45202');
  await expect(dialog.getByText('Showing results near 45202')).toBeVisible();
  await dialog.getByRole('button', { name: option, exact: true }).click();
  const store = page.getByRole('article', { name: storeName });
  await store.getByRole('button', { name: /Select Store/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('the selector frame and default screen', () => {
  test("when the selector's code cannot load, the banner's connection message says so and the next tap opens it", async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    const chunk = /\/_astro\/SelectorRoot\.[^/]+\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (request) => chunk.test(new URL(request.url()).pathname));
    await modeButton(page).click();
    await failed;
    const notice = page.locator('[data-part="shopping-mode"]').getByRole('alert');
    await expect(notice).toHaveText("Hmmm, looks like we've lost you. Please check your internet connection.");
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAxeClean(page, "the selector's code did not load");
    await page.unroute(chunk);
    await expect(async () => {
      await modeButton(page).click();
      await expect(selector(page)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    await expect(notice).toHaveCount(0);
  });

  test('opens from the header with the heading, ZIP search, options, disclaimer and did-you-know box', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    await expect(modeButton(page)).toHaveText('Choose how to shop');
    const dialog = await openSelector(page);
    await expect(dialog.getByRole('button', { name: 'close dialog' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'ZIP Code' })).toHaveAttribute('maxlength', '5');
    for (const name of ['Pickup', 'Delivery', 'In Store']) {
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('* $35 minimum on qualifying orders. Restrictions may apply.')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Did you know?' })).toBeVisible();
    await expectAxeClean(page, 'default screen');
    // The page behind is locked while the dialog is open (its CSS comes without an inline <style>).
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // Escape closes it and focus goes back to the header button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(modeButton(page)).toBeFocused();
  });

  test('a banner without Delivery (pinecrest, In Store only) offers no Delivery option', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin('pinecrest')}/`);
    await waitForIslands(page);
    const dialog = await openSelector(page);
    await expect(dialog.getByRole('button', { name: 'In Store', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delivery', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Pickup', exact: true })).toHaveCount(0);
    await expectAxeClean(page, 'pinecrest default screen');
  });

  test('an invalid ZIP is marked invalid, on the client and by the server, and keeps what was typed', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    const dialog = await openSelector(page);
    const zip = dialog.getByRole('textbox', { name: 'ZIP Code' });
    await searchZip(dialog, '4520');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Please enter a valid 5-digit ZIP code.')).toBeVisible();
    await expect(zip).toHaveValue('4520');
    await expectAxeClean(page, 'invalid ZIP (client)');

    await searchZip(dialog, '00000');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveValue('00000');
    await expectAxeClean(page, 'invalid ZIP (server)');
  });

  test('96701 has no stores within 500 miles', async ({ watchPage: page }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    const dialog = await openSelector(page);
    await searchZip(dialog, '96701');
    await expect(dialog.getByText('No Stores were found within 500 Miles of the entered location!')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'ZIP Code' })).not.toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, 'no stores');
  });

  test('a guest choosing Delivery is asked to sign in', async ({ watchPage: page }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    const dialog = await openSelector(page);
    await dialog.getByRole('button', { name: 'Delivery', exact: true }).click();
    const signInScreen = page.getByRole('dialog', { name: 'Delivery' });
    await expect(signInScreen).toBeVisible();
    await expect(page.locator('[data-component="Selector"]')).toHaveAttribute('data-screen', 'signIn');
    // Back returns to the default screen.
    await signInScreen.getByRole('button', { name: 'Back' }).click();
    await expect(selector(page)).toBeVisible();
  });
});

test.describe('the store selection menu', () => {
  test('45202 Pickup: stores nearest first with two-decimal miles, open text, a cross-banner store', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    const dialog = await openSelector(page);
    await searchZip(dialog, '45202');
    await dialog.getByRole('button', { name: 'Pickup', exact: true }).click();
    const menu = selector(page, 'Choose a Pickup Store');
    await expect(menu).toBeVisible();
    const stores = menu.getByRole('article');
    await expect(stores.first()).toContainText('Downtown Cincinnati');
    await expect(stores.first().locator('[data-part="distance"]')).toHaveText('0.00 mi');
    const distances = await stores.locator('[data-part="distance"]').allTextContents();
    expect(distances.length).toBeGreaterThanOrEqual(3);
    for (const distance of distances) expect(distance).toMatch(/^\d+\.\d{2} mi$/);
    const miles = distances.map((distance) => Number.parseFloat(distance));
    expect([...miles].sort((first, second) => first - second)).toEqual(miles);
    await expect(stores.first().locator('[data-part="hours"]')).not.toBeEmpty();
    // The other banner's store links to that banner's site.
    await expect(stores.filter({ hasText: 'Partner Store' }).first()).toBeVisible();
    const crossBanner = menu.getByRole('article', { name: 'Oakley' });
    await expect(crossBanner).toContainText('Partner Store');
    await expect(crossBanner.getByRole('link', { name: /Start Shopping/ })).toHaveAttribute(
      'href',
      `http://harbor.localhost:${sharedPort()}/`,
    );
    await expect(crossBanner.getByRole('button', { name: /Select Store/ })).toHaveCount(0);
    await expectAxeClean(page, 'Pickup store list');
  });

  test('a guest’s chosen Pickup store shows in the header on every page, after a reload too', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    await chooseStore(page, 'Pickup', 'Downtown Cincinnati');
    await expect(modeButton(page)).toHaveText('Pickup at Downtown Cincinnati');
    await expect(modeButton(page)).toBeFocused();

    await page.goto(`${siteOrigin()}/search?q=milk`);
    await waitForIslands(page);
    await expect(modeButton(page)).toHaveText('Pickup at Downtown Cincinnati');
    await page.reload();
    await waitForIslands(page);
    await expect(modeButton(page)).toHaveText('Pickup at Downtown Cincinnati');

    // The store is marked as the one being shopped when the menu opens again.
    const dialog = await openSelector(page);
    await expect(dialog.getByRole('button', { name: 'Pickup', exact: true })).toHaveAccessibleDescription(
      /Downtown Cincinnati/,
    );
  });

  test('a signed-in shopper’s store is kept in their account: another browser shows it', async ({
    browser,
    watchPage: page,
  }) => {
    await signInThroughApi(page, siteOrigin(), demoShopper, '/');
    await waitForIslands(page);
    await chooseStore(page, 'Pickup', 'Walnut Hills');
    await expect(modeButton(page)).toHaveText('Pickup at Walnut Hills');
    await page.goto(`${siteOrigin()}/cart`);
    await waitForIslands(page);
    await expect(modeButton(page)).toHaveText('Pickup at Walnut Hills');

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    try {
      await signIn(other, siteOrigin(), '/');
      await waitForIslands(other);
      await expect(modeButton(other)).toHaveText('Pickup at Walnut Hills');
    } finally {
      await otherContext.close();
    }
  });

  test('In Store: the chosen store becomes the In Store mode', async ({ watchPage: page }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    const dialog = await openSelector(page);
    await searchZip(dialog, '45202');
    await dialog.getByRole('button', { name: 'In Store', exact: true }).click();
    const menu = selector(page, 'Choose a Store');
    await expect(menu).toBeVisible();
    await expectAxeClean(page, 'In Store store list');
    await menu
      .getByRole('article', { name: 'Downtown Cincinnati' })
      .getByRole('button', { name: /Select Store/ })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(modeButton(page)).toHaveText('Shopping in Downtown Cincinnati');
  });

  test('a guest’s cart without a store asks to choose one (issue 20), and says Change Store once chosen', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/cart`);
    await waitForIslands(page);
    // Nothing chosen yet: the cart is the banner's first mode (Pickup) with no store.
    await expect(modeButton(page)).toHaveText('Choose how to shop');
    const choose = page.getByRole('button', { name: 'Choose a Store' });
    await expect(choose).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Store' })).toHaveCount(0);
    await expectAxeClean(page, 'a guest cart without a store');
    await choose.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await searchZip(dialog, '45202');
    await dialog
      .getByRole('article', { name: 'Downtown Cincinnati' })
      .getByRole('button', { name: /Select Store/ })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(modeButton(page)).toHaveText('Pickup at Downtown Cincinnati');
    await expect(page.getByRole('button', { name: 'Change Store' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose a Store' })).toHaveCount(0);
  });

  test('the cart’s Change Store opens store selection only, titled Change Store, without Back', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    await chooseStore(page, 'Pickup', 'Downtown Cincinnati');
    await page.goto(`${siteOrigin()}/cart`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Change Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Store' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(dialog.getByRole('tablist')).toHaveCount(0);
    // The stores near the current one are listed at once; the current one is marked.
    await expect(dialog.getByRole('article', { name: 'Downtown Cincinnati' })).toContainText('Currently Shopping');
    await expectAxeClean(page, 'Change Store from the cart');
    await dialog
      .getByRole('article', { name: 'Walnut Hills' })
      .getByRole('button', { name: /Select Store/ })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(modeButton(page)).toHaveText('Pickup at Walnut Hills');
  });
});

test.describe('keyboard and small screens', () => {
  test('the whole Pickup choice by keyboard alone', async ({ watchPage: page }) => {
    await page.goto(`${siteOrigin('harbor')}/`);
    await waitForIslands(page);
    // Tab from the top of the page to the shopping-mode button.
    let reached = false;
    for (let step = 0; step < 20 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await modeButton(page).evaluate((button) => button === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = selector(page);
    await expect(dialog).toBeVisible();

    const zip = dialog.getByRole('textbox', { name: 'ZIP Code' });
    for (let step = 0; step < 10 && !(await zip.evaluate((input) => input === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(zip).toBeFocused();
    await page.keyboard.type('45202');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Showing results near 45202')).toBeVisible();

    const pickup = dialog.getByRole('button', { name: 'Pickup', exact: true });
    for (
      let step = 0;
      step < 10 && !(await pickup.evaluate((button) => button === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(pickup).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = selector(page, 'Choose a Pickup Store');
    await expect(menu).toBeVisible();

    const select = menu.getByRole('button', { name: /Select Store/ }).first();
    await expect(select).toBeVisible();
    for (
      let step = 0;
      step < 15 && !(await select.evaluate((button) => button === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(select).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(modeButton(page)).toHaveText(/^Pickup at /);
    await expect(modeButton(page)).toBeFocused();
  });

  test('at 375 px the selector fits the screen and works', async ({ watchPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    const dialog = await openSelector(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await searchZip(dialog, '45202');
    await dialog.getByRole('button', { name: 'Pickup', exact: true }).click();
    const menu = selector(page, 'Choose a Pickup Store');
    await expect(menu.getByRole('article').first()).toBeVisible();
    const overflow = await menu.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAxeClean(page, 'store list at 375 px');
  });

  test('a content-only page’s shopping-mode link opens the selector’s own page, which returns to the page', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/i/privacy-policy`);
    await page.locator('[data-part="shopping-mode"]').click();
    await page.waitForURL((url) => url.pathname === '/shopping-mode');
    const panel = page.getByRole('region', { name: 'How are you shopping today?' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'close dialog' }).click();
    await page.waitForURL((url) => url.pathname === '/i/privacy-policy');
  });
});
