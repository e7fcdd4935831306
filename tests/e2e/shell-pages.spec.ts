import type { Page, Route } from '@playwright/test';
import {
  demoShopper,
  expect,
  expectAxeClean,
  sharedPort,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';

const gate = (page: Page) => page.locator('[data-component="BasketGate"]');

test.describe('the basket gate', () => {
  test('shows "Loading basket..." while the basket loads, then holds the loaded basket and its id', async ({
    watchPage: page,
  }) => {
    await signInThroughApi(page, siteOrigin('harbor'), demoShopper, '/');
    await waitForIslands(page);
    // A basket with an item has an id (an empty one has none).
    await page.locator('[data-part="add-to-cart"]').first().click();
    await expect(page.locator('[data-part="cart-link"]')).not.toHaveAttribute('data-count', '0');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/baskets/**', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${siteOrigin('harbor')}/cart`);
    await waitForIslands(page);
    await expect(gate(page)).toHaveAttribute('data-state', 'loading');
    await expect(gate(page)).toHaveText('Loading basket...');
    await expect(gate(page)).toHaveAttribute('role', 'status');
    release();
    await expect(gate(page)).toHaveAttribute('data-state', 'loaded');
    await expect(page.getByText('Loading basket...')).toHaveCount(0);
    const basket = await page.evaluate(async () => {
      const answer = await fetch('/api/baskets/PICKUP', { headers: { accept: 'application/json' } });
      return (await answer.json()) as { id: string | null; itemCount: number };
    });
    expect(basket.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(basket.itemCount).toBeGreaterThan(0);
    await expect(gate(page)).toHaveAttribute('data-basket-id', basket.id as string);
    await expect(gate(page)).toHaveAttribute('data-item-count', String(basket.itemCount));
  });

  test('a basket load failure shows the load-failed message with the banner’s phone', async ({ watchPage: page }) => {
    await signInThroughApi(page, siteOrigin(), demoShopper, '/');
    await page.route('**/api/baskets**', (route: Route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }),
    );
    await page.goto(`${siteOrigin()}/cart`);
    await waitForIslands(page);
    await expect(gate(page)).toHaveAttribute('data-state', 'loadError', { timeout: 30_000 });
    await expect(gate(page)).toContainText(
      "We're sorry, but we weren't able to load your shopping cart. Please try again. If the problem persists, please contact Customer Service at (800) 555-0100.",
    );
    await expect(page.getByText('Loading basket...')).toHaveCount(0);
  });
});

test.describe('the post-authorization rejection page', () => {
  test('/checkout/rejected shows the not-completed page with the phone, RV9547 and Go to Home', async ({
    watchPage: page,
  }) => {
    const answer = await page.goto(`${siteOrigin()}/checkout/rejected`);
    expect(answer?.status()).toBe(200);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're sorry, we could not complete your order.");
    await expect(page.getByText('Order Canceled', { exact: true })).toHaveCount(0);
    await expect(
      page.getByText(
        "Your payment couldn't be authorized, so your order was canceled. For help, please contact Customer Service at (800) 555-0100.",
      ),
    ).toBeVisible();
    await expect(page.locator('[data-part="error-code"]')).toHaveText('Error Code: RV9547');
    // ACC-166, ACC-167: no reason (or one the catalogue does not know) is a processing error.
    const purchaseError = page.locator('[data-part="purchase-error"]');
    await expect(purchaseError).toContainText('Processing Error');
    await expect(purchaseError).toContainText("We're having trouble processing your order. Please try again.");
    const home = page.getByRole('link', { name: 'Go to Home', exact: true });
    await expect(home).toBeVisible();
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('/checkout/rejected?isModify=true reads Order Canceled, with the banner’s own phone', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin('harbor')}/checkout/rejected?isModify=true`);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Canceled');
    await expect(page.getByText("We're sorry, we could not complete your order.")).toHaveCount(0);
    await expect(
      page.getByText(
        "Your payment couldn't be authorized for the changes, so your order was canceled. For help, please call Harbor Foods Customer Care at (888) 555-0169.",
      ),
    ).toBeVisible();
    await expect(page.locator('[data-part="error-code"]')).toHaveText('Error Code: RV9547');
    await expect(page.getByRole('link', { name: 'Go to Home', exact: true })).toHaveAttribute('href', '/');
  });

  test('/checkout/rejected?reason=… names the processor’s reason in the shopper’s words, nothing under it moving (ACC-164, ACC-165, ERR-014)', async ({
    watchPage: page,
  }) => {
    // A phone's width, where the message wraps most: the box kept its room from the first paint.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${siteOrigin()}/checkout/rejected?reason=INSUFFICIENT_FUNDS`);
    const purchaseError = page.locator('[data-part="purchase-error"]');
    const goHome = page.getByRole('link', { name: 'Go to Home', exact: true });
    const before = await goHome.boundingBox();
    await waitForIslands(page);
    await expect(purchaseError).toContainText('Payment Declined');
    await expect(purchaseError).toContainText(
      'Your card has insufficient funds. Please use a different payment method.',
    );
    expect(await goHome.boundingBox()).toEqual(before);
    await expectAxeClean(page, 'the rejection page with a reason');
  });
});

test.describe('the simple layout of the checkout pages', () => {
  test('a header with the logo link home and a Back link only where a page gives one, the footer, and 1215 px at most (GEN-057..059, GEN-063)', async ({
    watchPage: page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`${siteOrigin()}/checkout/rejected`);
    const header = page.locator('header[data-layout="simple"]');
    await expect(header.locator('[data-part="logo-link"]')).toHaveAttribute('href', '/');
    await expect(header.getByRole('img', { name: /Greenway Market/ })).toBeVisible();
    // The rejection page gives no Back link; the payment page does (GEN-057).
    await expect(header.locator('[data-part="back-link"]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const main = await page.locator('main#main').boundingBox();
    expect(main?.width).toBe(1215);
    const payment = await (await page.request.get(`${siteOrigin()}/checkout?orderId=10000000000101`)).text();
    expect(payment).toMatch(/<a[^>]*data-part="back-link"[^>]*>[\s\S]*?Back\s*<\/a>/);
  });
});

test.describe('checkout page titles', () => {
  test('/scheduling is titled "Checkout Scheduling - {banner}" and /checkout "Checkout Payment - {banner}"', async ({
    watchPage: page,
  }) => {
    // Both pages send the shopper on once their islands run (/scheduling without a fulfillmentType to the
    // mode's scheduler or the selector, SCH-003..005; /checkout without an orderId), so the titles are read
    // from the pages as the server sends them (the same static page for every shopper).
    const titleOf = async (origin: string, path: string) => {
      const answer = await page.request.get(`http://127.0.0.1:${sharedPort()}${path}`, {
        headers: { host: new URL(origin).host },
      });
      expect(answer.status()).toBe(200);
      return /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1];
    };
    for (const [banner, name] of [
      ['harbor', 'Harbor Foods'],
      [undefined, 'Greenway Market'],
    ] as const) {
      const origin = siteOrigin(banner);
      expect(await titleOf(origin, '/scheduling')).toBe(`Checkout Scheduling - ${name}`);
      expect(await titleOf(origin, '/checkout')).toBe(`Checkout Payment - ${name}`);
    }
  });

  test('/scheduling sends a signed-out shopper to sign-in', async ({ watchPage: page }) => {
    await page.goto(`${siteOrigin()}/scheduling`);
    await expect(page).toHaveURL(/\/signin\?returnTo=/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/scheduling');
    await expect(page).toHaveTitle('Sign In - Greenway Market');
  });
});
