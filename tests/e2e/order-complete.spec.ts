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
import { layoutShifts } from './support/shifts.ts';

/*
 * The order-complete page and the purchases pages against the real server and its seeded orders
 * (services/src/seed/orders.ts): demo has a greenway Pickup (8800100001), a modified contactless Delivery
 * (8800100002), a Delivery from the fulfillment center (8800100003), a past Pickup (8800100004) and a harbor
 * Pickup (8800100005); new@example.com has greenway order 8800200001. Nothing here changes the data.
 */

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const content = (page: Page) => page.locator('[data-component="OrderComplete"]');

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('greenway: the order-complete page of a Pickup order shows the confirmation, order and items', async ({
      watchPage: page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const origin = siteOrigin('greenway');
      const path = '/checkout/CLICKLIST/8800100001/complete';
      await signInThroughApi(page, origin, demoShopper, path);
      await expect(page).toHaveTitle('Checkout Confirmed - Greenway Market');
      const order = content(page);
      await expect(order).toHaveAttribute('data-state', 'loaded');
      await expect(order.locator('[data-part="confirmation"]')).toHaveText('Your Pickup Order Is Confirmed!');
      await expect(order.locator('[data-part="email"]')).toHaveText(
        'We sent a confirmation email to demo@example.com.',
      );
      await expect(order.locator('[data-part="order-id"]')).toHaveText('Order #8800100001');
      await expect(order.locator('[data-part="ordered-on"]')).toHaveText(
        /^Ordered on [A-Z][a-z]{2}\.? \d{1,2}, \d{4}$/,
      );
      await expect(order).toContainText('Forgot something? Add to your order before shopping begins.');
      await expect(order.getByRole('link', { name: '+ Add or Edit Items' })).toHaveAttribute(
        'href',
        '/mypurchases/pending/8800100001',
      );
      await expect(order.locator('[data-part="destination"]')).toContainText('Downtown Cincinnati');
      await expect(order.locator('[data-part="item-count"]')).toHaveText('6 items');
      await expect(order.locator('[data-part="line-item"]')).toHaveCount(3);
      await expect(order.locator('[data-part="contactless-flag"]')).toHaveCount(0);
      // OCP-011, OCP-012: the map of the store shows above the mobile breakpoint only.
      const map = order.getByRole('img', { name: /^Map of Downtown Cincinnati/ });
      if (viewport.width > 450) await expect(map).toBeVisible();
      else await expect(map).toBeHidden();
      await expectAxeClean(page, `order complete, pickup, ${viewport.name}`);
      await page.screenshot({
        path: testInfo.outputPath(`order-complete-greenway-${viewport.name}.png`),
        fullPage: true,
      });

      // '+ Add or Edit Items' leads to the order's real details.
      await order.getByRole('link', { name: '+ Add or Edit Items' }).click();
      await expect(page).toHaveURL(/\/mypurchases\/pending\/8800100001$/);
      const details = page.locator('[data-component="PendingPurchase"]');
      await expect(details).toHaveAttribute('data-state', 'loaded');
      await expect(details.locator('[data-part="order-id"]')).toHaveText('Order #8800100001');
      await expect(details.locator('[data-part="status"]')).toHaveText('In Progress');
      await expectAxeClean(page, `pending purchase, ${viewport.name}`);
    });

    test('harbor: the modified contactless delivery and the warehouse delivery carry their flags', async ({
      watchPage: page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const greenway = siteOrigin('greenway');
      await signInThroughApi(page, greenway, demoShopper, '/checkout/CLICKLIST/8800100002/complete');
      const modified = content(page);
      await expect(modified).toHaveAttribute('data-modified', 'true');
      await expect(modified.locator('[data-part="confirmation"]')).toHaveText('Your Order Has Been Updated!');
      await expect(modified.locator('[data-part="contactless-flag"]')).toHaveText('Contactless Delivery');
      await expect(modified.locator('[data-part="warehouse-flag"]')).toHaveCount(0);
      await expect(modified.locator('[data-part="destination"]')).toContainText('2712 Erie Ave');

      await page.goto(`${greenway}/checkout/CLICKLIST/8800100003/complete`);
      const warehouse = content(page);
      await expect(warehouse.locator('[data-part="confirmation"]')).toHaveText('Your Delivery Order Is Confirmed!');
      await expect(warehouse.locator('[data-part="warehouse-flag"]')).toHaveText(
        'Delivered from our fulfillment center',
      );
      await expect(warehouse.locator('[data-part="contactless-flag"]')).toHaveCount(0);

      // harbor: its own order, its own title.
      const harbor = siteOrigin('harbor');
      await signInThroughApi(page, harbor, demoShopper, '/checkout/CLICKLIST/8800100005/complete');
      await expect(page).toHaveTitle(/^Checkout Confirmed - /);
      await expect(content(page).locator('[data-part="order-id"]')).toHaveText('Order #8800100005');
      await expect(content(page).locator('[data-part="item-count"]')).toHaveText('3 items');
      await expectAxeClean(page, `order complete, harbor, ${viewport.name}`);
      await page.screenshot({
        path: testInfo.outputPath(`order-complete-harbor-${viewport.name}.png`),
        fullPage: true,
      });
    });

    test('the purchases list leads to each order; harbor lists only its own', async ({ watchPage: page }, testInfo) => {
      test.setTimeout(120_000);
      const greenway = siteOrigin('greenway');
      await signInThroughApi(page, greenway, demoShopper, '/mypurchases');
      const list = page.locator('[data-component="Purchases"]');
      await expect(list).toHaveAttribute('data-state', 'loaded');
      // demo's seeded orders: three in progress, one past (the checkout's test may have placed more by now).
      const pending = list.locator('[data-part="pending"]');
      for (const id of ['8800100001', '8800100002', '8800100003']) {
        await expect(pending.getByRole('link', { name: `View Order #${id}` })).toHaveAttribute(
          'href',
          `/mypurchases/pending/${id}`,
        );
      }
      await expect(list.locator('[data-part="past"] [data-part="order"]')).toHaveCount(1);
      await expect(list.locator('[data-part="past"]')).toContainText('Completed');
      await expectAxeClean(page, `my purchases, ${viewport.name}`);
      await page.screenshot({ path: testInfo.outputPath(`purchases-greenway-${viewport.name}.png`), fullPage: true });
      await list.getByRole('link', { name: 'View Order #8800100004' }).click();
      await expect(page).toHaveURL(/\/mypurchases\/pending\/8800100004$/);
      await expect(page.locator('[data-component="PendingPurchase"] [data-part="status"]')).toHaveText('Completed');
      await page.getByRole('link', { name: 'Back to My Purchases' }).click();
      await expect(page).toHaveURL(/\/mypurchases$/);

      const harbor = siteOrigin('harbor');
      await signInThroughApi(page, harbor, demoShopper, '/mypurchases');
      const harborList = page.locator('[data-component="Purchases"]');
      // harbor's own seeded order (and any the checkout's test placed there), never greenway's.
      await expect(harborList.getByRole('link', { name: 'View Order #8800100005' })).toBeVisible();
      for (const id of ['8800100001', '8800100002', '8800100003', '8800100004']) {
        await expect(harborList.getByRole('link', { name: `View Order #${id}` })).toHaveCount(0);
      }
      await page.screenshot({ path: testInfo.outputPath(`purchases-harbor-${viewport.name}.png`), fullPage: true });
    });
  });
}

test("another shopper's order is not found, never shown, on both pages", async ({ watchPage: page }) => {
  test.setTimeout(120_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/mypurchases');
  const response = await page.goto(`${origin}/checkout/CLICKLIST/8800200001/complete`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Wheat a minute… that page doesn't exist!");
  await expect(page.locator('body')).not.toContainText('8800200001');
  // The harbor order on greenway's site, and the order through another app, are not found either.
  expect((await page.goto(`${origin}/checkout/CLICKLIST/8800100005/complete`))?.status()).toBe(404);
  expect((await page.goto(`${origin}/checkout/OTHERAPP/8800100001/complete`))?.status()).toBe(404);

  await page.goto(`${origin}/mypurchases/pending/8800200001`);
  const details = page.locator('[data-component="PendingPurchase"]');
  await expect(details).toHaveAttribute('data-state', 'not-found');
  await expect(details).toHaveText(/We couldn't find that order\./);
  await expect(page.locator('main')).not.toContainText('Casey');
  await expectAxeClean(page, 'pending purchase, not found');

  // The owner sees it.
  await page.context().clearCookies();
  await signInThroughApi(page, origin, newShopper, '/checkout/CLICKLIST/8800200001/complete');
  await expect(content(page).locator('[data-part="order-id"]')).toHaveText('Order #8800200001');
});

test('coming back to the confirmation just seen resets the stored path and goes home (OCP-002, OCP-003)', async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  const origin = siteOrigin('greenway');
  const path = '/checkout/CLICKLIST/8800100001/complete';
  await signInThroughApi(page, origin, demoShopper, path);
  await expect(content(page)).toHaveAttribute('data-state', 'loaded');
  expect(await page.evaluate(() => sessionStorage.getItem('aisle.greenway.lastVisitedPath'))).toBe(path);
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => sessionStorage.getItem('aisle.greenway.lastVisitedPath'))).toBe('/');
  // Visited again after another page, it shows.
  await page.goto(`${origin}${path}`);
  await expect(content(page)).toHaveAttribute('data-state', 'loaded');
});

test("the page says 'Loading...' until modality preferences have loaded (OCP-017, OCP-018)", async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/mypurchases');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/modality-preferences*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${origin}/checkout/CLICKLIST/8800100001/complete`);
  await waitForIslands(page);
  const order = content(page);
  await expect(order).toHaveAttribute('data-state', 'loading');
  await expect(order).toHaveText('Loading...');
  await expect(page.locator('[data-part="order-id"]')).toHaveCount(0);
  release();
  await expect(order).toHaveAttribute('data-state', 'loaded');
  await expect(order.locator('[data-part="order-id"]')).toHaveText('Order #8800100001');
});

test('a refused call that comes back while the gate is leaving does not send the shopper a second time', async ({
  page,
}) => {
  const origin = siteOrigin('greenway');
  // The gate leaves first; the order list's 401 is held until then, and sign-in's page is slow to come, so the
  // refused call's own redirect would land while the first one is still on its way and replace it.
  let gateLeft: () => void = () => undefined;
  const leaving = new Promise<void>((resolve) => {
    gateLeft = resolve;
  });
  await page.route(`${origin}/signin**`, async (route) => {
    gateLeft();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.route(`${origin}/api/orders`, async (route) => {
    await leaving;
    await route.continue();
  });
  const signInRequests: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/signin') {
      signInRequests.push(request.url());
    }
  });
  await page.goto(`${origin}/mypurchases`, { waitUntil: 'commit' });
  // Sign-in's page is what the shopper sees (its address can lag behind the held answer on a loaded machine).
  await expect.poll(() => signInRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
  expect(signInRequests.map((url) => new URL(url).search)).toEqual([
    `?${new URLSearchParams({ returnTo: '/mypurchases', reason: 'purchases' })}`,
  ]);
});

test('signed out, the purchases pages send the shopper to sign-in', async ({ watchPage: page }) => {
  const origin = siteOrigin('greenway');
  await page.goto(`${origin}/mypurchases`);
  await expect(page).toHaveURL((url) => url.pathname === '/signin');
  const query = new URL(page.url()).searchParams;
  expect(query.get('returnTo')).toBe('/mypurchases');
  // The gate and the refused order list both find no session; one redirect, and a guest is not told it expired:
  // sign-in says why the shopper is there (issue 22).
  expect(query.get('reason')).toBe('purchases');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Sign in to see your purchases.')).toBeVisible();
  await expect(page.getByText('Your session has expired.')).toBeHidden();
  // The line is there from the first paint: the form under it never moves (before, it came with the form's
  // island and pushed the form down, CLS 0.03).
  const shifts = await layoutShifts(page, 300);
  expect(shifts.total, shifts.moved.join('; ')).toBe(0);
});
