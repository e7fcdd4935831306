import type { Page } from '@playwright/test';
import { catalogueText } from './support/copy.ts';
import { expect, expectAxeClean, siteOrigin, slowPhone, test, waitForIslands } from './support/fixtures.ts';
import { lastMail } from './support/mail.ts';
import { addVisasThroughTheApi } from './support/wallet.ts';

/*
 * Accounts a shopper creates (issue 22, docs/adr/0024-accounts.md) against the real server: a new shopper
 * is sent to sign-in by the checkout and told why, creates an account (a weak password and a taken email
 * first), verifies it through the sandbox mailer, signs in, resets the password (an expired link first)
 * and signs in with the new one. On a phone (greenway, 375 px) and a desktop (harbor, 1280 px), with axe on
 * every page; and on a throttled phone, the forms post before their script has run.
 */

const copy = (key: string) => catalogueText('accounts', key);
const goodPassword = 'fresh-basket-42';
const newPassword = 'new-basket-77';

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await waitForIslands(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

for (const { banner, width, height, plan } of [
  { banner: 'greenway', width: 375, height: 812, plan: 'Boost' },
  { banner: 'harbor', width: 1280, height: 900, plan: 'Harbor Pass 99' },
]) {
  test.describe(`${banner} at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    // Under 30 s on a quiet machine; the margin is for a shared CI machine under load.
    test.describe.configure({ timeout: 120_000 });

    test('a new shopper creates an account, verifies it, signs in, resets the password, signs in again and joins a membership', async ({
      watchPage: page,
    }) => {
      const origin = siteOrigin(banner);
      const email = `new-${banner}-${Date.now()}@example.com`;

      // The checkout sends a signed-out shopper to sign-in, which says why and offers a new account.
      await page.goto(`${origin}/checkout`);
      await page.waitForURL((url) => url.pathname === '/signin');
      expect(new URL(page.url()).searchParams.get('reason')).toBe('checkout');
      await expect(page.getByText(copy('checkout'))).toBeVisible();
      await expectAxeClean(page, 'sign-in with a reason');
      await page.getByRole('link', { name: copy('createAccount') }).click();

      // A weak password is caught before posting, with the rule.
      await page.waitForURL((url) => url.pathname === '/account/create');
      await waitForIslands(page);
      await page.getByLabel('First name').fill('Avery');
      await page.getByLabel('Last name').fill('Lane');
      await page.getByLabel('Email').fill('demo@example.com');
      await page.getByLabel('Password').fill('short');
      await page.getByRole('button', { name: copy('createSubmit') }).click();
      await expect(page.getByText(copy('passwordWeak')).first()).toBeVisible();
      await expect(page).toHaveURL(/\/account\/create$/);

      // A taken email comes back from the server; the names and the email stay, the password does not.
      await page.getByLabel('Password').fill(goodPassword);
      await page.getByRole('button', { name: copy('createSubmit') }).click();
      await page.waitForURL((url) => url.searchParams.get('error') === 'emailTaken');
      await waitForIslands(page);
      await expect(page.getByRole('alert')).toContainText(copy('emailTaken'));
      await expect(page.getByLabel('First name')).toHaveValue('Avery');
      await expect(page.getByLabel('Email')).toHaveValue('demo@example.com');
      await expect(page.getByLabel('Password')).toHaveValue('');
      await expectAxeClean(page, 'create with a taken email');

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(goodPassword);
      await page.getByRole('button', { name: copy('createSubmit') }).click();
      await page.waitForURL((url) => url.pathname === '/account/verify');
      await expect(page.getByText(copy('accountReady'))).toBeVisible();

      // The verification link works once.
      const verification = await lastMail(page, email);
      expect(verification.purpose).toBe('verify-email');
      await page.goto(verification.link);
      await expect(
        page
          .getByRole('status')
          .or(page.getByRole('alert'))
          .filter({ hasText: copy('verified') }),
      ).toBeVisible();
      await page.goto(verification.link);
      await expect(page.getByText(copy('used'))).toBeVisible();

      // Signed out, the shopper signs in with the new account.
      await page.context().clearCookies();
      await page.goto(`${origin}/signin`);
      await signInWith(page, email, goodPassword);

      // 'Forgot password?': the request page answers the same for any email; the link it mails has expired.
      await page.context().clearCookies();
      await page.goto(`${origin}/signin`);
      await page.getByRole('link', { name: copy('link') }).click();
      await page.waitForURL((url) => url.pathname === '/account/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: copy('sendLink') }).click();
      await page.waitForURL((url) => url.searchParams.get('sent') === '1');
      await expect(page.getByText(copy('resetSent'))).toBeVisible();
      const expired = await lastMail(page, email);
      expect(expired.purpose).toBe('reset-password');
      expect(
        (await page.request.post(`${siteOrigin()}/api/sandbox/mail/expire-links`, { data: { email } })).status(),
      ).toBe(200);
      await page.goto(expired.link);
      await waitForIslands(page);
      await page.getByLabel(copy('newPassword')).fill(newPassword);
      await page.getByRole('button', { name: copy('savePassword') }).click();
      await page.waitForURL((url) => url.searchParams.get('error') === 'linkExpired');
      await expect(page.getByRole('alert')).toContainText(copy('linkExpired'));
      await expectAxeClean(page, 'expired reset link');

      // A new link; the new password is set, and sign-in says so.
      await page.goto(`${origin}/account/forgot-password`);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: copy('sendLink') }).click();
      await page.waitForURL((url) => url.searchParams.get('sent') === '1');
      await page.goto((await lastMail(page, email)).link);
      await waitForIslands(page);
      await page.getByLabel(copy('newPassword')).fill(newPassword);
      await page.getByRole('button', { name: copy('savePassword') }).click();
      await page.waitForURL((url) => url.pathname === '/signin');
      await expect(page.getByText(copy('passwordChanged'))).toBeVisible();
      await signInWith(page, email, newPassword);

      // Issue 22: a membership, charged to a card the shopper saved (typed into the capture frame).
      await addVisasThroughTheApi(page, ['12'], String(new Date().getUTCFullYear() + 5));
      await page.goto(`${origin}/membership`);
      await page.getByRole('button', { name: `Join ${plan}, $12.95 every 30 days` }).click();
      const join = page.getByRole('dialog', { name: `Join ${plan}` });
      await expect(join.getByText('You will be charged $12.95 today to your Visa ending in 1111.')).toBeVisible();
      await expectAxeClean(page, 'join a membership');
      await join.getByRole('button', { name: 'Join and Pay $12.95' }).click();
      await expect(page.locator('[data-part="membership-notice"]')).toHaveText(
        `Welcome to ${plan}! Your membership is active.`,
      );
      await expect(page.getByRole('heading', { name: `Your Plan: ${plan}` })).toBeVisible();
      await expect(page.getByText('Charged to your Visa ending in 1111.')).toBeVisible();
    });
  });
}

test.describe('on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the reset request form posts when tapped right after load, before hydration', async ({ watchPage: page }) => {
    await slowPhone(page);
    const origin = siteOrigin('pinecrest');
    await page.goto(`${origin}/account/forgot-password`, { waitUntil: 'commit' });
    // The server's HTML alone: a real form with a real field and button.
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: copy('sendLink') }).click();
    await page.waitForURL((url) => url.searchParams.get('sent') === '1');
    // The same answer as for an account's email: nothing tells whether the email has an account.
    await expect(page.getByText(copy('resetSent'))).toBeVisible();
    await expectAxeClean(page, 'reset link sent (pinecrest)');
  });
});
