import type { Page } from '@playwright/test';
import {
  demoShopper,
  expect,
  expectAxeClean,
  newShopper,
  signInThroughApi,
  siteOrigin,
  slowPhone,
  test,
} from './support/fixtures.ts';
import { layoutShifts } from './support/shifts.ts';

/*
 * The account's home and the preferred store against the real server and its seed (issue 10): demo has
 * a greenway store (Cincinnati) and none for harbor; new has none anywhere. These tests set new's harbor
 * store and leave demo as seeded.
 */

const links = (page: Page) => page.locator('[data-part="account-links"]');

test("demo's account home: the profile, the greenway store and a link to every account page", async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/account/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
  const profile = page.locator('[data-part="profile"]');
  await expect(profile).toContainText('Jordan Rivera');
  await expect(profile).toContainText('demo@example.com');
  await expect(profile).toContainText('(513) 555-0142');
  await expect(profile).toContainText('Your Boost membership is active.');
  const store = page.getByRole('article', { name: 'Preferred Store' });
  await expect(store).toContainText('Cincinnati, OH');
  await expect(store).toContainText(/Open until|Opens at/);
  for (const [name, href] of [
    ['Addresses', '/account/addresses'],
    ['Preferred Store', '/account/preferred-store'],
    ['Email Preferences', '/account/preferences/email'],
    ['Text Message Preferences', '/account/preferences/sms'],
    ['Membership', '/membership'],
    ['Purchases', '/mypurchases'],
  ] as const) {
    await expect(links(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expectAxeClean(page, 'account home, demo');
  await page.getByRole('link', { name: 'Change Preferred Store' }).click();
  await expect(page).toHaveURL(/\/account\/preferred-store$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preferred Store');
  await expect(page.getByRole('article', { name: 'Preferred Store' })).toContainText('Cincinnati, OH');
  await expectAxeClean(page, 'preferred store page, demo');
});

test('the account pages do not move when the profile and the store arrive (CLS under 0.005)', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/account/dashboard');
  await expect(page.getByRole('article', { name: 'Preferred Store' })).toBeVisible();
  await expect(page.locator('[data-part="profile"]')).toContainText('Jordan Rivera');
  // Before the fixes of this test's commit the home moved by 0.026 (the gate's line, the header, the store
  // section). What a cold run still shows is under 0.005 (a web font swapping in); anything the page's own
  // parts do is far above it.
  expect((await layoutShifts(page)).total).toBeLessThan(0.005);
  await page.goto(`${origin}/account/preferred-store`);
  await expect(page.getByRole('article', { name: 'Preferred Store' })).toBeVisible();
  expect((await layoutShifts(page)).total).toBeLessThan(0.005);
});

test.describe('on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.describe.configure({ timeout: 90_000 });

  test('new chooses a harbor store: the first search tap works before hydration, by keyboard, and the home shows it', async ({
    watchPage: page,
  }) => {
    const origin = siteOrigin('harbor');
    await signInThroughApi(page, origin, newShopper, '/account/dashboard');
    await expect(page.getByText("You haven't chosen a preferred store yet.")).toBeVisible();
    await expect(page.getByText('No mobile number on file')).toBeVisible();
    await expectAxeClean(page, 'account home, new');

    await slowPhone(page);
    await page.goto(`${origin}/account/preferred-store`, { waitUntil: 'commit' });
    const zip = page.getByRole('textbox', { name: 'ZIP Code' });
    await zip.fill('45202');
    await zip.press('Enter');
    const results = page.getByRole('region', { name: 'Stores near 45202' });
    await expect(results).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/postalCode=45202/);
    const first = results.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    // Only harbor's own stores, nearest first, each with its distance.
    await expect(first).toContainText(/[\d.]+ miles away/);

    const details = first.getByRole('button', { name: 'View Details' });
    await details.focus();
    await page.keyboard.press('Enter');
    await expect(first.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(first.locator('[data-part="store-details"]')).toContainText(/Store #\d{5}/);
    await first.getByRole('button', { name: 'Make This My Store' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your preferred store was successfully updated.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Preferred Store' }).getByRole('heading')).toHaveText(name);
    await expect(first.getByRole('button', { name: 'Make This My Store' })).toHaveCount(0);
    await expectAxeClean(page, 'preferred store chosen');

    await page.goto(`${origin}/account/dashboard`);
    await expect(page.getByRole('article', { name: 'Preferred Store' }).getByRole('heading')).toHaveText(name);
    await expect(page.getByRole('link', { name: 'Change Preferred Store' })).toBeVisible();
  });

  test('a search with no store within 500 miles says so, and a bad ZIP is refused before any call', async ({
    watchPage: page,
  }) => {
    const origin = siteOrigin('greenway');
    await signInThroughApi(page, origin, newShopper, '/account/preferred-store');
    const form = page.getByRole('form', { name: 'Find a Store' });
    const zip = form.getByRole('textbox', { name: 'ZIP Code' });
    await zip.fill('96701');
    await form.getByRole('button', { name: 'Search' }).click();
    // On the throttled phone the first tap may land before hydration: the form's own submit, then the search.
    await expect(page.getByText('No Stores were found within 500 Miles of the entered location!')).toBeVisible({
      timeout: 20_000,
    });
    await expect(zip).toHaveValue('96701');
    await zip.fill('4520');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter a valid ZIP code.')).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, 'preferred store, invalid ZIP');
  });
});

// `page`, not `watchPage`: the gate leaves the page while its other islands may still be loading their modules.
test('a guest is sent to sign-in from the account home and from the preferred store page', async ({ page }) => {
  const origin = siteOrigin('harbor');
  for (const path of ['/account/dashboard', '/account/preferred-store']) {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    // Polls the address: the gate's redirect can abort a wait tied to one navigation.
    await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('returnTo') === path);
  }
});
