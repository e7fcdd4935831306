import type { Page } from '@playwright/test';
import { activeModality } from './support/cartApi.ts';
import {
  demoShopper,
  expect,
  expectAxeClean,
  newShopper,
  signInAs,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';
import { layoutShifts } from './support/shifts.ts';
import { cleanUp, prepare } from './support/shopping.ts';

/*
 * The cart screen against the real server and its seed (issue 11; spec cart-scheduling-checkout 2
 * "Cart"). The seed has no baskets: each test fills the signed-in shopper's baskets through the API with
 * the page's own session and CSRF token, and empties them again, so the specs after it find them empty.
 */

type ApiProduct = { gtin13: string; name: string; maxQuantity: number; ageRestricted: boolean };

/** The first product a search finds, with the page's own origin. */
async function findProduct(page: Page, query: string): Promise<ApiProduct> {
  return page.evaluate(async (search) => {
    const answer = await (await fetch(`/api/products?query=${encodeURIComponent(search)}&limit=1`)).json();
    return answer.items[0];
  }, query);
}

/** Empties every basket of the signed-in shopper, then adds `lines` to the basket of `modality`. */
async function fillBasket(
  page: Page,
  modality: string,
  lines: Array<{ gtin13: string; quantity: number; substitutionPolicy?: string }>,
  others: Array<{ modality: string; gtin13: string }> = [],
): Promise<void> {
  await page.evaluate(
    async ({ modality, lines, others }) => {
      const session = await (await fetch('/api/session')).json();
      const headers = { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
      const { baskets } = await (await fetch('/api/baskets')).json();
      for (const basket of baskets as Array<{ modality: string }>) {
        const { items } = await (await fetch(`/api/baskets/${basket.modality}`)).json();
        for (const item of items as Array<{ gtin13: string }>) {
          await fetch(`/api/baskets/${basket.modality}/items/${item.gtin13}`, { method: 'DELETE', headers });
        }
      }
      for (const line of lines) {
        const answer = await fetch(`/api/baskets/${modality}/items`, {
          method: 'POST',
          headers,
          body: JSON.stringify(line),
        });
        if (!answer.ok) throw new Error(`add ${line.gtin13}: ${answer.status}`);
      }
      for (const other of others) {
        await fetch(`/api/baskets/${other.modality}/items`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ gtin13: other.gtin13, quantity: 1 }),
        });
      }
    },
    { modality, lines, others },
  );
}

const screen = (page: Page) => page.locator('[data-component="CartScreen"]');
const line = (page: Page, name: string) => page.locator('[data-part="line"]').filter({ hasText: name });

test('a new shopper: the empty cart, then a line to step up and down, a substitution choice, and removal', async ({
  watchPage: page,
}) => {
  // Many steps with axe between them: a loaded machine took more than 60 s.
  test.setTimeout(120_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, '/cart');
  const modality = await activeModality(page);
  const bananas = await findProduct(page, 'Bananas');
  await fillBasket(page, modality, []);
  await page.reload();
  await waitForIslands(page);
  await expect(screen(page)).toHaveAttribute('data-state', 'empty');
  await expect(screen(page)).toContainText(/Your (Pickup|Delivery|In Store) cart is empty\./);
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  await expectAxeClean(page, 'empty cart');

  await fillBasket(page, modality, [{ gtin13: bananas.gtin13, quantity: 2 }]);
  await page.reload();
  await waitForIslands(page);
  const row = line(page, bananas.name);
  await expect(page.getByRole('columnheader', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Quantity' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Total Price' })).toBeVisible();
  await expect(row.locator('[data-part="quantity"]')).toHaveText('2');
  await expect(row.locator('[data-part="unit-label"]')).toContainText('per lb');
  await expect(row.locator('[data-part="substitution-text"]')).toHaveText('Substitutions allowed');
  await expect(row.locator('[data-part="line-total"]')).toHaveText('$1.18');
  await expect(page.locator('[data-part="subtotal"]')).toContainText('$1.18');
  if (modality !== 'IN_STORE') {
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/scheduling?fulfillmentType=${modality.toLowerCase()}`,
    );
  }
  await expectAxeClean(page, 'cart with a line');
  // GEN-008: the summary's supporting link to the last-minute items, a plain link that works from the first tap.
  await page.getByRole('link', { name: 'Got everything? See last-minute items' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/got-everything');
  await expect(page.getByRole('heading', { level: 1, name: 'Got everything?' })).toBeVisible();
  await page.goBack();
  await waitForIslands(page);

  await row.getByRole('button', { name: `Increase quantity of ${bananas.name}` }).click();
  await expect(row.locator('[data-part="quantity"]')).toHaveText('3');
  await expect(row.locator('[data-part="line-total"]')).toHaveText('$1.77');
  await row.getByRole('button', { name: `Decrease quantity of ${bananas.name}` }).click();
  await expect(row.locator('[data-part="quantity"]')).toHaveText('2');
  await row.getByLabel(`Substitutions for ${bananas.name}`).selectOption('NONE');
  await expect(row.locator('[data-part="substitution-text"]')).toHaveText('Substitutions not allowed');
  await expect(screen(page)).not.toHaveAttribute('aria-busy', 'true');
  // The server kept every change: the page after a reload shows the same.
  await page.reload();
  await waitForIslands(page);
  await expect(line(page, bananas.name).locator('[data-part="quantity"]')).toHaveText('2');
  await expect(line(page, bananas.name).locator('[data-part="substitution-text"]')).toHaveText(
    'Substitutions not allowed',
  );
  await expect(page.locator('[data-part="cart-link"]')).toHaveAttribute('data-count', '2');

  await line(page, bananas.name)
    .getByRole('button', { name: `Remove ${bananas.name} from cart` })
    .last()
    .click();
  await expect(screen(page)).toHaveAttribute('data-state', 'empty');
  await page.reload();
  await waitForIslands(page);
  await expect(screen(page)).toHaveAttribute('data-state', 'empty');
});

test('harbor: age-restricted and other-cart banners, the maximum, a failed change rolled back, by keyboard', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('harbor');
  await signInThroughApi(page, origin, demoShopper, '/shopping/cart');
  const modality = await activeModality(page);
  const ale = await findProduct(page, 'Wheat Ale');
  const bananas = await findProduct(page, 'Bananas');
  const other = ['PICKUP', 'DELIVERY', 'IN_STORE'].find((mode) => mode !== modality) ?? 'PICKUP';
  await fillBasket(
    page,
    modality,
    [
      { gtin13: ale.gtin13, quantity: ale.maxQuantity },
      { gtin13: bananas.gtin13, quantity: 1 },
    ],
    [{ modality: other, gtin13: bananas.gtin13 }],
  );
  await page.reload();
  await waitForIslands(page);
  await expect(page.locator('[data-part="age-restricted"]')).toContainText(
    'You have age restricted items in your cart.',
  );
  const type = { PICKUP: 'Pickup', DELIVERY: 'Delivery', IN_STORE: 'In Store' }[modality];
  await expect(page.locator('[data-part="other-cart"]')).toContainText(
    `You have items in another cart but you're currently shopping ${type}. Please change how you're shopping or add items to your ${type} cart.`,
  );
  await expectAxeClean(page, 'harbor cart with banners');

  // At the product's maximum, one more is refused with its message; nothing is sent.
  const aleRow = line(page, ale.name);
  await aleRow.getByRole('button', { name: `Increase quantity of ${ale.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(aleRow.locator('[data-part="line-error"]')).toHaveText(
    `You can add up to ${ale.maxQuantity} of this item.`,
  );
  await expect(aleRow.locator('[data-part="quantity"]')).toHaveText(String(ale.maxQuantity));

  // A change the server refuses rolls back and says so.
  await page.route('**/api/baskets/*/items/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'INTERNAL', message: 'boom' }),
        })
      : route.fallback(),
  );
  const bananaRow = line(page, bananas.name);
  await bananaRow.getByRole('button', { name: `Increase quantity of ${bananas.name}` }).focus();
  await page.keyboard.press('Space');
  await expect(bananaRow.locator('[data-part="line-error"]')).toContainText(
    "We're sorry, we are currently experiencing technical difficulties.",
  );
  await expect(bananaRow.locator('[data-part="quantity"]')).toHaveText('1');
  await page.unroute('**/api/baskets/*/items/*');
  await fillBasket(page, modality, []);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a guest's cart: compact rows, the stepper and removal kept in this browser", async ({ watchPage: page }) => {
    const origin = siteOrigin('greenway');
    await page.goto(`${origin}/`);
    await waitForIslands(page);
    const tile = page.locator('[data-component="ProductTile"]').first();
    await tile.getByRole('button', { name: 'Add to cart' }).click();
    const feedback = tile.locator('[data-part="feedback"]');
    await expect(feedback).toHaveText(/was added to your|Choose how you are shopping/);
    test.skip(
      /Choose how you are shopping/.test((await feedback.textContent()) ?? ''),
      'this banner asks a guest to choose a mode first',
    );
    await page.goto(`${origin}/cart`);
    await waitForIslands(page);
    await expect(screen(page)).toHaveAttribute('data-source', 'guest');
    const row = page.locator('[data-part="line"]').first();
    await expect(row.locator('[data-part="quantity"]')).toHaveText('1');
    // Compact: no column headers; quantity and price share a row under the item.
    await expect(page.getByRole('columnheader', { name: 'Items' })).toBeHidden();
    const quantityBox = await row.locator('[data-part="stepper"]').boundingBox();
    const priceBox = await row.locator('[data-part="line-total"]').boundingBox();
    expect(Math.abs((quantityBox?.y ?? 0) - (priceBox?.y ?? 100))).toBeLessThan(40);
    await expectAxeClean(page, 'guest cart at 375 px');
    await page.screenshot({ path: '/tmp/cart-guest-375.png', fullPage: true });
    await row.getByRole('button', { name: /^Increase quantity of/ }).click();
    await expect(row.locator('[data-part="quantity"]')).toHaveText('2');
    await page.reload();
    await waitForIslands(page);
    await expect(page.locator('[data-part="line"]').first().locator('[data-part="quantity"]')).toHaveText('2');
    await page
      .locator('[data-part="line"]')
      .first()
      .getByRole('button', { name: /^Remove .* from cart$/ })
      .last()
      .click();
    await expect(screen(page)).toHaveAttribute('data-state', 'empty');
  });
});

test.describe('the first tap on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.describe.configure({ timeout: 90_000 });

  /*
   * The cart's lines come from the shopper's basket, so the island renders its steppers and remove
   * buttons once it has hydrated and its screen has loaded; a tap as soon as a stepper shows must count.
   * 375 px, CPU slowed four times, navigation answered at its first byte, no waiting for islands
   * (as tests/e2e/first-tap.spec.ts does).
   */
  test("the first taps on a line's stepper and remove button take effect", async ({ watchPage: page }) => {
    const origin = siteOrigin('greenway');
    await signInThroughApi(page, origin, newShopper, '/cart');
    const modality = await activeModality(page);
    const bananas = await findProduct(page, 'Bananas');
    const milk = await findProduct(page, 'Milk');
    await fillBasket(page, modality, [
      { gtin13: bananas.gtin13, quantity: 1 },
      { gtin13: milk.gtin13, quantity: 1 },
    ]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/cart`, { waitUntil: 'commit' });
    await line(page, bananas.name)
      .getByRole('button', { name: `Increase quantity of ${bananas.name}` })
      .click({ timeout: 30_000 });
    await expect(line(page, bananas.name).locator('[data-part="quantity"]')).toHaveText('2', { timeout: 30_000 });
    // Shown at once; sent once the request's schema is here (ADR 0029): the next page waits for the answer.
    await expect(screen(page)).not.toHaveAttribute('aria-busy', { timeout: 30_000 });
    await page.goto(`${origin}/cart`, { waitUntil: 'commit' });
    await line(page, milk.name)
      .getByRole('button', { name: `Remove ${milk.name} from cart` })
      .last()
      .click({ timeout: 30_000 });
    await expect(line(page, milk.name)).toHaveCount(0, { timeout: 30_000 });
    await expect(screen(page)).not.toHaveAttribute('aria-busy', { timeout: 30_000 });
    // The server has both changes.
    await page.reload();
    await expect(line(page, bananas.name).locator('[data-part="quantity"]')).toHaveText('2', { timeout: 30_000 });
    await expect(line(page, milk.name)).toHaveCount(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await fillBasket(page, modality, []);
  });
});

test('screenshots at 375 and 1280 px, greenway and harbor', async ({ watchPage: page }) => {
  for (const banner of ['greenway', 'harbor']) {
    const origin = siteOrigin(banner);
    await signInThroughApi(page, origin, demoShopper, '/cart');
    const modality = await activeModality(page);
    const bananas = await findProduct(page, 'Bananas');
    const ale = await findProduct(page, 'Wheat Ale');
    await fillBasket(page, modality, [
      { gtin13: bananas.gtin13, quantity: 3 },
      { gtin13: ale.gtin13, quantity: 1, substitutionPolicy: 'NONE' },
    ]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await waitForIslands(page);
      await expect(screen(page)).toHaveAttribute('data-state', 'lines');
      await page.screenshot({ path: `/tmp/cart-${banner}-${width}.png`, fullPage: true });
    }
    await fillBasket(page, modality, []);
    await page.context().clearCookies();
  }
});

for (const width of [375, 1280]) {
  test(`the cart's lines arrive without moving the page (CLS 0) at ${width} px`, async ({ watchPage: page }) => {
    const origin = siteOrigin('greenway');
    await page.setViewportSize({ width, height: 812 });
    // A first /cart after an API sign-in caught a header shift in CI (0.0013 at 1280 px): on a slow CPU the
    // browser painted the header before it had read its actions, and the cart's column then grew. The cart's
    // column keeps its width now (shell.css.ts).
    await signInThroughApi(page, origin, newShopper, '/cart');
    // Nothing held: the header's hold line has its own test (held-time.spec.ts).
    await page.evaluate(async () => {
      const { csrfToken } = (await (await fetch('/api/session')).json()) as { csrfToken: string };
      await fetch('/api/modality-fees/reset', { method: 'POST', headers: { 'x-csrf-token': csrfToken } });
    });
    const modality = await activeModality(page);
    const bananas = await findProduct(page, 'Bananas');
    await fillBasket(page, modality, [{ gtin13: bananas.gtin13, quantity: 1 }]);
    // A slow phone's CPU (six times slower): the islands hydrate after the first paint, as under load. The
    // header's shopping-mode label then changes after paint; before its column had a fixed width, the search
    // box moved sideways (0.0037 at 1280 px, one run in three; CI's stop 25 run caught it).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${origin}/cart`);
    await expect(line(page, bananas.name)).toBeVisible();
    const shifts = await layoutShifts(page, 500);
    expect(shifts.total, `moved: ${shifts.moved.join('; ')}`).toBeLessThan(0.001);
    await fillBasket(page, modality, []);
  });
}

test('a signed-in shopper names a backup item for a line, kept by the server (CART-008)', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('harbor');
  await signInThroughApi(page, origin, newShopper, '/cart');
  const modality = await activeModality(page);
  const bananas = await findProduct(page, 'Bananas');
  await fillBasket(page, modality, [{ gtin13: bananas.gtin13, quantity: 1 }]);
  await page.reload();
  await waitForIslands(page);
  const row = line(page, bananas.name);
  await row.getByLabel(`Substitutions for ${bananas.name}`).selectOption('CUSTOMER_CHOICE');
  const picker = row.getByLabel(`Backup item for ${bananas.name}`);
  await expect(picker.locator('option').nth(1)).toBeAttached();
  const backupName = ((await picker.locator('option').nth(1).textContent()) ?? '').trim();
  expect(backupName).not.toBe(bananas.name);
  await picker.selectOption({ index: 1 });
  await expect(row.locator('[data-part="substitution-text"]')).toHaveText(`Substitute with ${backupName}`);
  await expect(screen(page)).not.toHaveAttribute('aria-busy', 'true');
  await expectAxeClean(page, 'backup item chosen');
  await page.reload();
  await waitForIslands(page);
  await expect(line(page, bananas.name).locator('[data-part="substitution-text"]')).toHaveText(
    `Substitute with ${backupName}`,
  );
  await fillBasket(page, modality, []);
});

for (const width of [375, 1280]) {
  test(`the Delivery cart shows its address with the lines, never 'Add Delivery Address' first, without moving (CLS 0) at ${width} px`, async ({
    watchPage: page,
  }) => {
    const origin = siteOrigin('harbor');
    // Through the sign-in page: at 375 px the account control may widen on /cart when the session arrives
    // ('Sign In' as an icon, then 'Hi, Jordan'), which an API sign-in made show here once in five runs.
    await signInAs(page, origin, demoShopper, '/');
    const { addressId } = await prepare(page, { modality: 'DELIVERY', zip: '90012', product: 'Whole Milk' });
    try {
      await page.setViewportSize({ width, height: 812 });
      // Whether the destination ever said the shopper has no address, on the way to showing the one they have.
      await page.addInitScript((none) => {
        const seen = window as unknown as { saidNone: boolean };
        seen.saidNone = false;
        new MutationObserver(() => {
          if (document.body?.textContent?.includes(none)) seen.saidNone = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }, 'Add the address we should deliver this order to.');
      // A slow phone's CPU: the address book and the shopping mode answer after the lines are known. Before the
      // cart waited for them, it showed 'Add Delivery Address', then the address and its map above the lines,
      // which moved down by 195 px (0.076 at 1280 px).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${origin}/cart`);
      const destination = page.locator('[data-component="DeliveryDestination"]');
      await expect(destination.locator('[data-part="address"]')).toHaveText(/1000 N Broadway/);
      await expect(line(page, 'Whole Milk')).toBeVisible();
      const shifts = await layoutShifts(page, 500);
      expect(shifts.total, `moved: ${shifts.moved.join('; ')}`).toBeLessThan(0.001);
      expect(await page.evaluate(() => (window as unknown as { saidNone: boolean }).saidNone)).toBe(false);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    } finally {
      await cleanUp(page, addressId);
    }
  });
}

test("on a phone, the subtotal and 'Continue' stay at the bottom of the screen until the summary is in view; not drawn at 1280 px (issue 22)", async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughApi(page, origin, demoShopper, '/cart');
  await prepare(page, { modality: 'PICKUP', zip: '45202' });
  const products = await Promise.all(
    ['Bananas', 'Whole Milk', 'Paper Towels', 'Hass Avocados'].map((name) => findProduct(page, name)),
  );
  await fillBasket(
    page,
    'PICKUP',
    products.map((product) => ({ gtin13: product.gtin13, quantity: 1 })),
  );
  try {
    await page.goto(`${origin}/cart`);
    await expect(screen(page)).toHaveAttribute('data-state', 'lines');
    const bar = page.locator('[data-part="phone-bar"]');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('4 items');
    await expect(bar).toContainText(`Subtotal ${await page.locator('[data-part="subtotal"] strong').innerText()}`);
    await expect(bar).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('cart-375-phone-bar.png') });
    await expectAxeClean(page, 'cart at 375 px with the phone bar');
    // The summary in view: its own 'Continue' is in reach, and the bar goes.
    await page.locator('[data-part="summary"]').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    await bar.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/scheduling');
    // At 1280 px the summary sits beside the lines: no bar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/cart`);
    await expect(screen(page)).toHaveAttribute('data-state', 'lines');
    await expect(page.locator('[data-part="phone-bar"]')).toBeHidden();
  } finally {
    await cleanUp(page, null);
  }
});
