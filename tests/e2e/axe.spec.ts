import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoShopper, expect, signInThroughApi, siteOrigin, test, waitForIslands } from './support/fixtures.ts';

/** Every route of a banner's site, as a shopper reaches it (a few with the query their flows take). */
const publicRoutes = [
  '/',
  '/search?q=apple',
  '/search?department=produce',
  '/signin',
  '/cart',
  '/shopping/cart',
  '/checkout/rejected',
  '/checkout/rejected?isModify=true',
  '/account/preferences/email?token=e2e-token',
  '/products/start-my-cart',
  '/got-everything',
  '/topic/digital-faqs',
  '/i/privacy-policy',
  '/i/snap-ebt-faq',
  '/i/terms/accessibility',
  '/i/terms/alcohol-sales',
  '/no-such-page',
];

const signedInRoutes = [
  '/',
  '/cart',
  '/cart/modify',
  '/scheduling?fulfillmentType=pickup',
  '/checkout?orderId=8800123401',
  '/checkout/CLICKLIST/8800123401/complete',
  '/account/dashboard',
  '/account/addresses',
  '/account/address/',
  '/account/preferences/email',
  '/account/preferences/sms',
  '/membership',
  '/mywallet',
  '/mypurchases',
  '/mypurchases/pending/8800123401',
];

async function expectNoViolations(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: axe then skips collecting the nodes of every passed and incomplete check.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${url}\n${summary.join('\n')}`).toEqual([]);
}

// Six independent sweeps that only read: they spread over the workers instead of filling one for five minutes.
test.describe.configure({ mode: 'parallel' });

for (const banner of ['greenway', 'harbor']) {
  test(`${banner}: every public route passes axe`, async ({ watchPage: page }) => {
    test.setTimeout(180_000);
    for (const route of publicRoutes) await expectNoViolations(page, `${siteOrigin(banner)}${route}`);
  });

  test(`${banner}: every signed-in route passes axe`, async ({ watchPage: page }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, siteOrigin(banner), demoShopper, '/');
    for (const route of signedInRoutes) await expectNoViolations(page, `${siteOrigin(banner)}${route}`);
  });

  test(`${banner}: the open header menus pass axe`, async ({ watchPage: page }) => {
    await signInThroughApi(page, siteOrigin(banner), demoShopper, '/');
    await waitForIslands(page);
    await page.locator('[data-part="shopping-mode-button"]').click();
    await expect(page.getByRole('button', { name: 'Pickup', exact: true })).toBeVisible();
    let results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Hi, / }).click();
    results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
