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
 * The email preferences page against the real server and its seed (issue 10): demo@example.com chose
 * Weekly Ad and Boost Offers on greenway, Join e-VIC and Fresh Catch on harbor, Customer Surveys everywhere,
 * and Specials and Promotions on greenway; new@example.com only Weekly Ad. Tests that change a choice put
 * it back. Email links come from the shared server's sandbox mailer (POST /api/sandbox/email-links, a route
 * that exists only when the server runs with AISLE_SANDBOX_MAILER=1, as the e2e servers do).
 */

const page$ = '/account/preferences/email';
const groupLabels = (page: Page, name: string) =>
  page
    .getByRole('group', { name })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''));

test('demo on greenway: its choices in greenway order, saved for good, and the communication preferences', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, page$);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Preferences');
  const group = 'Emails from Greenway Market';
  await expect(page.getByRole('group', { name: group })).toBeVisible();
  expect(await groupLabels(page, group)).toEqual([
    'Weekly Ad',
    'Digital Coupons',
    'Recipes & Inspiration',
    'Boost Offers',
  ]);
  await expect(page.getByRole('checkbox', { name: 'Weekly Ad' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Digital Coupons' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Customer Surveys' })).toBeChecked();
  await expect(page.getByText('Changes can take up to 3 business days to take effect.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Specials and Promotions' })).toBeChecked();
  await expectAxeClean(page, 'email preferences, greenway');
  await page.screenshot({ path: '/tmp/e/email-greenway-1280.png', fullPage: true });

  await page.getByRole('checkbox', { name: 'Digital Coupons' }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your email preferences have been updated.')).toBeVisible();
  await expectAxeClean(page, 'email preferences saved');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Digital Coupons' })).toBeChecked();

  // Put it back for the other tests.
  await page.getByRole('checkbox', { name: 'Digital Coupons' }).uncheck();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your email preferences have been updated.')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Early Access Program' }).check();
  await page.getByRole('button', { name: 'Save Communication Preferences' }).click();
  await expect(page.getByText('Your communication preferences have been updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Early Access Program' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Early Access Program' }).uncheck();
  await page.getByRole('button', { name: 'Save Communication Preferences' }).click();
  await expect(page.getByText('Your communication preferences have been updated.')).toBeVisible();
});

test("demo on harbor: 'Join e-VIC', 'Fresh Catch', 'Fine Wines Club', then Harbor Pass Offers, and no Specials and Promotions", async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('harbor');
  await signInThroughApi(page, origin, demoShopper, page$);
  const group = 'Emails from Harbor Foods';
  await expect(page.getByRole('group', { name: group })).toBeVisible();
  expect(await groupLabels(page, group)).toEqual([
    'Join e-VIC',
    'Fresh Catch',
    'Fine Wines Club',
    'Harbor Pass Offers',
  ]);
  await expect(page.getByRole('checkbox', { name: 'Fresh Catch' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Early Access Program' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Specials and Promotions' })).toHaveCount(0);
  await expectAxeClean(page, 'email preferences, harbor');
  await page.screenshot({ path: '/tmp/e/email-harbor-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAxeClean(page, 'email preferences, harbor, 375 px');
  await page.screenshot({ path: '/tmp/e/email-harbor-375.png', fullPage: true });
});

test('new@example.com without a preferred store is told why Specials and Promotions cannot be turned on', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, page$);
  await page.getByRole('checkbox', { name: 'Specials and Promotions' }).check();
  await page.getByRole('button', { name: 'Save Communication Preferences' }).click();
  await expect(
    page.getByText('Choose a preferred store first: Specials and Promotions are those of your store.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Specials and Promotions' })).toBeChecked();
});

// `page`, not `watchPage`: the gate leaves the page while its other islands may still be loading their modules.
test('a guest without a link is sent to sign-in and back', async ({ page }) => {
  const origin = siteOrigin('greenway');
  await page.goto(`${origin}${page$}`, { waitUntil: 'commit' });
  // Polls the address: the gate's redirect can abort a wait tied to one navigation. The redirect waits for
  // the gate's island to hydrate, which takes longer than expect's 10 s on a loaded machine.
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('returnTo') === page$, {
    timeout: 30_000,
  });
});

test('at 375 px, by keyboard only: check a preference and save it', async ({ watchPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, page$);
  const coupons = page.getByRole('checkbox', { name: 'Digital Coupons' });
  await expect(coupons).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Weekly Ad' }).focus();
  await page.keyboard.press('Tab');
  await expect(coupons).toBeFocused();
  await page.keyboard.press('Space');
  await expect(coupons).toBeChecked();
  // Tab on to the Save button, past the other preferences.
  const save = page.getByRole('button', { name: 'Save Preferences' });
  for (let step = 0; step < 10 && !(await save.evaluate((button) => button === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your email preferences have been updated.')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectAxeClean(page, 'email preferences at 375 px');
  await page.screenshot({ path: '/tmp/e/email-greenway-375.png', fullPage: true });
  await coupons.uncheck();
  await save.click();
  await expect(page.getByText('Your email preferences have been updated.')).toBeVisible();
});

/**
 * The sandbox mailer of the shared server (AISLE_SANDBOX_MAILER=1): the link an email would carry. Asked from
 * the browser, on a page of the site: Node does not resolve `*.localhost` host names, Chromium does.
 */
async function emailLink(page: Page, origin: string, email: string): Promise<string> {
  await page.goto(`${origin}/i/privacy-policy`);
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/sandbox/email-links', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { link?: string } };
    },
    { email },
  );
  expect(answer.status).toBe(200);
  return answer.body.link ?? '';
}

test("an email link opens its own shopper's preferences signed out, saves them, and a wrong token is refused", async ({
  browser,
}) => {
  const origin = siteOrigin('greenway');
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const link = await emailLink(page, origin, 'demo@example.com');
  expect(link).toMatch(/\/account\/preferences\/email\?token=[A-Za-z0-9_-]{43}&token2=[A-Za-z0-9_-]{43}$/);
  expect(link.startsWith(`${origin}/`)).toBe(true);
  await page.goto(link);
  await waitForIslands(page);
  // Signed out, and it stays here: no sign-in redirect.
  await expect(page.getByRole('checkbox', { name: 'Weekly Ad' })).toBeChecked();
  expect(new URL(page.url()).pathname).toBe(page$);
  await expect(page.getByText(/You opened this page from an email link/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Communication Preferences' })).toHaveCount(0);
  await expectAxeClean(page, 'email preferences from a link');
  await page.getByRole('checkbox', { name: 'Health & Wellness' }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your email preferences have been updated.')).toBeVisible();
  await page.screenshot({ path: '/tmp/e/email-link-1280.png', fullPage: true });

  // demo, signed in, sees the change the link made, then puts it back for the other tests.
  const demoContext = await browser.newContext();
  const demoPage = await demoContext.newPage();
  await signInThroughApi(demoPage, origin, demoShopper, page$);
  const wellness = demoPage.getByRole('checkbox', { name: 'Health & Wellness' });
  await expect(wellness).toBeChecked();
  await wellness.uncheck();
  await demoPage.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(demoPage.getByText('Your email preferences have been updated.')).toBeVisible();
  await demoContext.close();

  // A made-up token opens nothing.
  const wrong = new URL(link);
  wrong.searchParams.set('token2', 'A'.repeat(43));
  wrong.searchParams.delete('token');
  await page.goto(wrong.toString());
  await expect(page.getByText(/We're sorry, but we could not find preferences for your account\./)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(page$);
  await expectAxeClean(page, 'email link refused');
  await page.screenshot({ path: '/tmp/e/email-link-refused.png' });

  // Harbor's toggles take only token2: the same link's `token` alone opens nothing there.
  const harborOnlyToken = new URL(link.replace(origin, siteOrigin('harbor')));
  harborOnlyToken.searchParams.delete('token2');
  await page.goto(harborOnlyToken.toString());
  await expect(page.getByText(/We're sorry, but we could not find preferences for your account\./)).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('at 375 px the communication preferences wait for the email list above them: the page does not move (CLS 0)', async ({
  watchPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const origin = siteOrigin('greenway');
  // The email list answers last, as on a slow connection: before the fix the communication section showed
  // first and the list pushed it down (Lighthouse: CLS 0.056).
  await page.route('**/api/email-preferences', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await signInThroughApi(page, origin, demoShopper, page$);
  const communication = page.getByRole('region', { name: 'Communication Preferences' });
  await expect(page.getByRole('checkbox', { name: 'Weekly Ad' })).toBeChecked();
  await expect(communication.getByRole('checkbox', { name: 'Specials and Promotions' })).toBeVisible();
  const shifts = await layoutShifts(page, 500);
  expect(shifts.total, shifts.moved.join('; ')).toBe(0);
});
