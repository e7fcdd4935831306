import type { Page } from '@playwright/test';
import {
  demoShopper,
  expect,
  newShopper,
  signInAs,
  signInThroughApi,
  siteOrigin,
  slowPhone,
  test,
  waitForIslands,
} from './support/fixtures.ts';

/*
 * The first tap is never lost (issue 9). A shopper on a slow phone taps as soon as a control shows,
 * before its island has hydrated. These tests do the same: a 375 px viewport, the CPU slowed four times
 * (CDP Emulation.setCPUThrottlingRate), navigation answered at its first byte (`waitUntil: 'commit'`) and
 * no waiting for islands. Each control either works without JavaScript (a real link or form) or its tap
 * is held and replayed once its island has hydrated (storefront/src/scripts/firstTap.ts).
 */

test.use({ viewport: { width: 375, height: 812 } });

const modeButton = (page: Page) => page.locator('[data-part="shopping-mode-button"]');
/** The selector, as the header's modal or as the /shopping-mode page panel. */
const selector = (page: Page) => page.locator('[data-component="Selector"]');

test.describe('the first tap on a slow phone', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const round of [1, 2, 3]) {
    test(`the header's 'Choose how to shop' opens the selector on the first tap (load ${round})`, async ({
      watchPage: page,
    }) => {
      await slowPhone(page);
      await page.goto(`${siteOrigin()}/`, { waitUntil: 'commit' });
      await modeButton(page).click();
      await expect(selector(page)).toBeVisible({ timeout: 30_000 });
      await expect(selector(page).getByRole('textbox', { name: 'ZIP Code' })).toBeVisible();
    });
  }

  test("the home page's products are in its HTML, and a first tap on 'Add to cart' is held until the tile can add", async ({
    watchPage: page,
  }) => {
    await slowPhone(page);
    await page.goto(`${siteOrigin()}/`, { waitUntil: 'commit' });
    const tile = page.locator('[data-component="ProductTile"]').first();
    await tile.getByRole('button', { name: 'Add to cart' }).click();
    // The tap reached the island: the tile adds the product to the guest's cart, or asks a guest who has
    // not chosen how to shop to choose first (which one depends on the mode a guest starts in).
    await expect(tile.locator('[data-part="feedback"]')).toHaveText(
      /^(Bananas was added to your (Pickup|Delivery|In Store) cart\.|Choose how you are shopping to add items to your cart\.)$/,
      { timeout: 30_000 },
    );
  });

  test("the header's control is a real link to the selector's page, so it works before any script", async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/i/privacy-policy`);
    await expect(page.locator('[data-part="shopping-mode"]')).toHaveAttribute('href', '/shopping-mode');
    await page.goto(`${siteOrigin()}/search?q=milk`, { waitUntil: 'commit' });
    await expect(modeButton(page)).toHaveAttribute('href', '/shopping-mode?returnTo=%2Fsearch%3Fq%3Dmilk');
  });

  for (const [orderId, target] of [
    ['10000000000101', '/scheduling?fulfillmentType=pickup'],
    ['10000000000102', '/scheduling?fulfillmentType=delivery'],
  ]) {
    test(`the payment page's Back link returns to the order's own scheduling page on the first tap (${orderId}, CBX-002, CBX-003)`, async ({
      watchPage: page,
    }) => {
      await slowPhone(page);
      await signInAs(page, siteOrigin(), demoShopper, '/');
      await page.goto(`${siteOrigin()}/checkout?orderId=${orderId}`, { waitUntil: 'commit' });
      await page.locator('[data-part="back-link"]').click();
      // At its commit: the scheduling page may send a shopper whose mode an earlier test changed on to
      // /shopping-mode before its load event, and where the link leads is what this test proves.
      await page.waitForURL((url) => `${url.pathname}${url.search}` === target, {
        timeout: 30_000,
        waitUntil: 'commit',
      });
    });
  }

  test('the selector page answers its first taps: a mode, a ZIP search, a store, then back where the shopper was', async ({
    watchPage: page,
  }) => {
    await slowPhone(page);
    await page.goto(`${siteOrigin()}/shopping-mode?returnTo=%2Fcart`, { waitUntil: 'commit' });
    const panel = selector(page);
    await panel.getByRole('tab', { name: 'In Store' }).click();
    // On its own page the panel's title is the page's heading.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How are you shopping today?');
    await expect(panel.getByRole('tab', { name: 'In Store' })).toHaveAttribute('aria-selected', 'true');
    await panel.getByRole('tab', { name: 'Pickup' }).click();
    await panel.getByRole('textbox', { name: 'ZIP Code' }).fill('45202');
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(panel.getByText('Showing results near 45202')).toBeVisible({ timeout: 30_000 });
    const store = page.getByRole('article', { name: 'Downtown Cincinnati' });
    await store.getByRole('button', { name: /Select Store/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart', { timeout: 30_000 });
    await expect(modeButton(page)).toContainText('Downtown Cincinnati', { timeout: 30_000 });
  });

  test("the sign-in form's first submit signs the shopper in", async ({ watchPage: page }) => {
    await slowPhone(page);
    await page.goto(`${siteOrigin()}/signin?returnTo=%2F`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(demoShopper.email);
    await page.getByLabel('Password').fill(demoShopper.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: `Hi, ${demoShopper.firstName}` })).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('what a shopper types before an island hydrates reaches the island', () => {
  /** Holds back the requests `pattern` matches until the returned function is called. */
  async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }
  const noStores = 'No Stores were found within 500 Miles of the entered location!';

  /**
   * The preferred store page of a new shopper with '96701' typed into its ZIP field while React's renderer
   * is held back (the first-tap script is running); `release` lets the island hydrate.
   */
  async function typedBeforeHydration(page: Page) {
    await signInThroughApi(page, siteOrigin(), newShopper, '/account/dashboard');
    const release = await holdBack(page, /\/_astro\/client\.[\w-]+\.js$/);
    await page.goto(`${siteOrigin()}/account/preferred-store`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Find a Store' });
    const zip = form.getByRole('textbox', { name: 'ZIP Code' });
    await zip.fill('96701');
    return { release, form, zip };
  }

  // The ZIP field is controlled (React state): hydration alone would leave the state empty, and 'Search'
  // would find 'ZIP Code is a required field.'.
  test('typed, then a tap held until the island hydrates', async ({ watchPage: page }) => {
    const { release, form, zip } = await typedBeforeHydration(page);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByText(noStores)).toBeVisible({ timeout: 20_000 });
    await expect(zip).toHaveValue('96701');
    await expect(page).toHaveURL(/postalCode=96701/);
  });

  // Enter in the field submits the form as a click on its Search button (implicit submission), which is
  // held; hydration may replace the form (a client render that differs), and the held tap then finds the new
  // button where the old one was.
  test('typed, then Enter held, and the form replaced before the island hydrates', async ({ watchPage: page }) => {
    const { release, form, zip } = await typedBeforeHydration(page);
    // The page stays (the form's GET would reload it): the island, not the browser, runs the search.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await zip.press('Enter');
    await expect(form.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');
    await form.evaluate((element) => element.replaceWith(element.cloneNode(true)));
    release();
    await expect(page.getByText(noStores)).toBeVisible({ timeout: 20_000 });
    await expect(zip).toHaveValue('96701');
    await expect(page).toHaveURL(/postalCode=96701/);
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
    await expect(form.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-busy', 'true');
  });

  test('typed before any script ran, then a tap after hydration', async ({ watchPage: page }) => {
    await signInThroughApi(page, siteOrigin(), newShopper, '/account/dashboard');
    const release = await holdBack(page, /\/_astro\/.*\.js$/);
    await page.goto(`${siteOrigin()}/account/preferred-store`, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Find a Store' });
    const zip = form.getByRole('textbox', { name: 'ZIP Code' });
    await zip.fill('96701');
    release();
    await waitForIslands(page);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(noStores)).toBeVisible({ timeout: 20_000 });
    await expect(zip).toHaveValue('96701');
  });
});

test("the home page's first screen paints without script: departments and featured products are in its HTML", async ({
  browser,
}) => {
  // The largest paint (the first product image) must not wait for React and two API calls
  // (docs/adr/0012-cart-budget-and-home-lcp.md): the page is built with them (services/scripts/home-catalogue.ts).
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${siteOrigin('harbor')}/`);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.locator('[data-component="ProductTile"]')).toHaveCount(12);
  // This week's deals are built in too (issue 22).
  await expect(page.locator('[data-part="on-sale"]').getByRole('article')).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Produce/ })).toHaveAttribute('href', '/department/produce');
  const firstImage = page.locator('[data-component="ProductTile"] img').first();
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
  await context.close();
});
