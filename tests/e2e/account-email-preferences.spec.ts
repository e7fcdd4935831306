import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { pinnedNow, repoRoot, startAisle } from './support/aisle.ts';
import {
  demoShopper,
  expect,
  expectAxeClean,
  newShopper,
  signInAs,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';

/*
 * The email preferences page against the real server and its seed (issue 10): demo@example.com chose
 * Weekly Ad and Boost Offers on greenway, Join e-VIC and Fresh Catch on harbor, Customer Surveys everywhere,
 * and Specials and Promotions on greenway; new@example.com only Weekly Ad. Tests that change a choice put
 * it back. Email links come from services/scripts/email-link.ts, the sandbox's stand-in for the mailer.
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
  await signInAs(page, origin, demoShopper, page$);
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
  await signInAs(page, origin, demoShopper, page$);
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
  await signInAs(page, origin, newShopper, page$);
  await page.getByRole('checkbox', { name: 'Specials and Promotions' }).check();
  await page.getByRole('button', { name: 'Save Communication Preferences' }).click();
  await expect(
    page.getByText('Choose a preferred store first: Specials and Promotions are those of your store.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Specials and Promotions' })).toBeChecked();
});

test('a guest without a link is sent to sign-in and back', async ({ watchPage: page }) => {
  const origin = siteOrigin('greenway');
  await page.goto(`${origin}${page$}`);
  await page.waitForURL((url) => url.pathname === '/signin', { waitUntil: 'commit' });
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(page$);
});

test('at 375 px, by keyboard only: check a preference and save it', async ({ watchPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = siteOrigin('greenway');
  await signInAs(page, origin, newShopper, page$);
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

const run = promisify(execFile);

test("an email link opens its own shopper's preferences signed out, saves them, and a wrong token is refused", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const aisle = await startAisle();
  try {
    // The mailer stand-in needs the embedded database to itself: stop, make the link, start again.
    await aisle.stop();
    const { stdout } = await run(
      process.execPath,
      [path.join(repoRoot, 'services/scripts/email-link.ts'), 'demo@example.com', 'greenway', aisle.origin('greenway')],
      { cwd: repoRoot, env: { ...process.env, AISLE_DATA_DIR: aisle.dataDir, AISLE_NOW: pinnedNow, DATABASE_URL: '' } },
    );
    await aisle.restart();
    const link = stdout.trim();
    expect(link).toMatch(/\/account\/preferences\/email\?token=[A-Za-z0-9_-]{43}&token2=[A-Za-z0-9_-]{43}$/);

    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
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

    // demo, signed in, sees the change the link made.
    const demoPage = await (await browser.newContext()).newPage();
    await signInAs(demoPage, aisle.origin('greenway'), demoShopper, page$);
    await expect(demoPage.getByRole('checkbox', { name: 'Health & Wellness' })).toBeChecked();

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
    const harborOnlyToken = new URL(link.replace(aisle.origin('greenway'), aisle.origin('harbor')));
    harborOnlyToken.searchParams.delete('token2');
    await page.goto(harborOnlyToken.toString());
    await expect(page.getByText(/We're sorry, but we could not find preferences for your account\./)).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  } finally {
    await aisle.dispose();
  }
});
