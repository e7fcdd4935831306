import type { Response } from '@playwright/test';
import { catalogueText } from './support/copy.ts';
import { demoShopper, expect, siteOrigin, test, waitForIslands } from './support/fixtures.ts';

test('a signed-in page sends a signed-out shopper to sign-in and back', async ({ watchPage: page }) => {
  await page.goto(`${siteOrigin('harbor')}/account/dashboard?link=mywallet`);
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/account/dashboard?link=mywallet');
  await expect(page).toHaveTitle('Sign In - Harbor Foods');
  await waitForIslands(page);

  await page.getByLabel('Email').fill(demoShopper.email);
  await page.getByLabel('Password').fill(demoShopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await page.waitForURL((url) => url.pathname === '/account/dashboard');
  expect(new URL(page.url()).search).toBe('?link=mywallet');
  await waitForIslands(page);
  // The wallet link opens My Wallet on the dashboard; closing it gives the page back.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Hi, ${demoShopper.firstName}` })).toBeVisible();
  await expect(page.locator('[data-part="session-gate"]')).toHaveCount(0);
});

test('/mywallet redirects to the dashboard’s wallet link', async ({ watchPage: page }) => {
  await page.goto(`${siteOrigin()}/mywallet`);
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/account/dashboard?link=mywallet');
});

test('a wrong password keeps the shopper on sign-in with a message', async ({ watchPage: page }) => {
  await page.goto(`${siteOrigin()}/signin`);
  await waitForIslands(page);
  await page.getByLabel('Email').fill(demoShopper.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText("The email or password you entered doesn't match our records.");
  await expect(page).toHaveURL(/\/signin$/);
});

test("after 5 wrong passwords for an account the sign-in page says to wait (429 from the real server), in the copy catalogue's words", async ({
  watchPage: page,
}) => {
  // An address no account has: the limit holds (this email, this client) only, never a seeded shopper.
  const email = `guesser-${Date.now()}@example.com`;
  await page.goto(`${siteOrigin()}/signin`);
  await waitForIslands(page);
  await page.getByLabel('Email').fill(email);
  const alert = page.getByRole('alert');
  // The sign-in call itself (a POST), not the page's own reading of the session (a GET) that may answer
  // meanwhile: waiting for any /api/session answer once caught that GET's 200.
  const isSignIn = (response: Response) =>
    response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/session';
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel('Password').fill(`guess-${attempt}`);
    const answered = page.waitForResponse(isSignIn);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await answered).status()).toBe(401);
    await expect(alert).toContainText("The email or password you entered doesn't match our records.");
  }
  await page.getByLabel('Password').fill('guess-5');
  const refused = page.waitForResponse(isSignIn);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const response = await refused;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(alert).toContainText(catalogueText('errors', 'tooManyAttempts'));
  await expect(page).toHaveURL(/\/signin$/);
});

test('empty fields are named in their errors', async ({ watchPage: page }) => {
  await page.goto(`${siteOrigin()}/signin`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is a required field.')).toBeVisible();
  await expect(page.getByText('Password is a required field.')).toBeVisible();
});

test('sign-out ends the session', async ({ watchPage: page }) => {
  await page.goto(`${siteOrigin()}/signin?returnTo=%2Fcart`);
  await waitForIslands(page);
  await page.getByLabel('Email').fill(demoShopper.email);
  await page.getByLabel('Password').fill(demoShopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await waitForIslands(page);
  await page.getByRole('button', { name: `Hi, ${demoShopper.firstName}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForIslands(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('CBX-033: /signin?reason=expired says the session expired from the first paint; an unknown reason says nothing', async ({
  watchPage: page,
}) => {
  await page.goto(`${siteOrigin('harbor')}/signin?reason=expired&returnTo=%2Fcheckout`);
  await expect(page.getByText('Your session has expired.')).toBeVisible();
  await expect(page.locator('[data-sign-in-reason]:visible')).toHaveCount(1);
  await page.goto(`${siteOrigin('harbor')}/signin?reason=nonsense`);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('[data-sign-in-reason]:visible')).toHaveCount(0);
});
