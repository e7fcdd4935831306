import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { isWalletCall, myWallet, openMyWallet, refuse, walletPath } from './support/wallet.ts';

/*
 * The wallet client's retries (API-057..059) seen end to end in My Wallet, against the real server: the
 * list call is answered 401 or 404 PAYMENT_INTENT_NOT_FOUND by page.route (the real server gives both only
 * for a token or an intent the test cannot make go stale on demand); every new token and payment intent is
 * the real server's, and the call that finally passes is answered by the real server with them.
 */

const bearerOf = (request: Request) => request.headers().authorization ?? '';

test('401 on the list call: a new token from the server and the call again, twice, then the cards (API-057)', async ({
  watchPage: page,
}) => {
  const tokens: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith(`${walletPath}/auth/token`) && response.status() === 201) {
      tokens.push((await response.json()).token);
    }
  });
  const listCalls: Request[] = [];
  await page.route(
    (url) => isWalletCall(url),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      listCalls.push(route.request());
      if (listCalls.length <= 2) return refuse(route, 401, 'UNAUTHORIZED');
      return route.fallback();
    },
  );
  await openMyWallet(page);
  await expect(myWallet(page).getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  expect(listCalls).toHaveLength(3);
  // Each try carries the token the server gave after the refusal before it.
  const bearers = listCalls.map(bearerOf);
  expect(new Set(bearers).size).toBe(3);
  await expect.poll(() => tokens.length).toBe(3);
  expect(bearers).toEqual(tokens.slice(-3).map((token) => `Bearer ${token}`));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('401 five times over: after the fifth new token is refused too, the shopper is sent to sign-in, which returns a signed-in shopper to the wallet (API-058)', async ({
  watchPage: page,
}) => {
  let tokenRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(`${walletPath}/auth/token`)) tokenRequests += 1;
  });
  await openMyWallet(page);
  await expect(myWallet(page).getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  let listCalls = 0;
  await page.route(
    (url) => isWalletCall(url),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      listCalls += 1;
      // The first try and five more are refused; the page sign-in sends the shopper back to may list again.
      return listCalls <= 6 ? refuse(route, 401, 'UNAUTHORIZED') : route.fallback();
    },
  );
  const visited: string[] = [];
  let countsAtSignIn = { listCalls: 0, tokenRequests: 0 };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    visited.push(frame.url().replace(/^https?:\/\/[^/]+/, ''));
    if (new URL(frame.url()).pathname === '/signin') countsAtSignIn = { listCalls, tokenRequests };
  });
  // A fresh page: its wallet client starts without a token.
  tokenRequests = 0;
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/account/dashboard?link=mywallet`);
  // Sign-in says why the shopper is there: the account pages' reason.
  const signIn = `/signin?${new URLSearchParams({ returnTo: '/account/dashboard?link=mywallet', reason: 'account' })}`;
  await expect.poll(() => visited).toContain(signIn);
  // Each try after the first carried a new token; the sixth refusal sent the shopper away.
  expect(countsAtSignIn).toEqual({ listCalls: 6, tokenRequests: 6 });
  expect(visited.slice(0, 2)).toEqual(['/account/dashboard?link=mywallet', signIn]);
  // The session itself is alive (only the wallet's token was refused): sign-in returns the shopper.
  await expect(myWallet(page).getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  expect(visited.at(-1)).toBe('/account/dashboard?link=mywallet');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('404 PAYMENT_INTENT_NOT_FOUND: a new payment intent from the server and the call again with it, then the cards; five times over, the list says it could not load (API-059)', async ({
  watchPage: page,
}) => {
  const intents: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith(`${walletPath}/payment-intents`) && response.status() === 201) {
      intents.push((await response.json()).paymentIntentId);
    }
  });
  const listCalls: Request[] = [];
  let refusals = 1;
  await page.route(
    (url) => isWalletCall(url),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      listCalls.push(route.request());
      if (listCalls.length <= refusals) return refuse(route, 404, 'PAYMENT_INTENT_NOT_FOUND');
      return route.fallback();
    },
  );
  await openMyWallet(page);
  const flyout = myWallet(page);
  await expect(flyout.getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  expect(listCalls).toHaveLength(2);
  await expect.poll(() => intents.length).toBe(1);
  // My Wallet starts without an intent; the second try names the one the server just made, and the real
  // server took it (it answers 404 itself for an intent it does not know).
  expect(listCalls[0]?.headers()['x-payment-intent-id']).toBeUndefined();
  expect(listCalls[1]?.headers()['x-payment-intent-id']).toBe(intents[0]);

  // Five new intents refused as well: the client stops and the list shows its load failure with Retry.
  listCalls.length = 0;
  intents.length = 0;
  refusals = 6;
  await page.goto(`${new URL(page.url()).origin}/account/dashboard?link=mywallet`);
  await expect(myWallet(page).getByRole('alert')).toHaveText(
    "Error: We couldn't load your saved cards. Please try again.Retry",
  );
  expect(listCalls).toHaveLength(6);
  await expect.poll(() => intents.length).toBe(5);
  expect(listCalls.slice(1).map((request) => request.headers()['x-payment-intent-id'])).toEqual(intents);
  // Retry is a new call: the route lets it through, and the cards come.
  await myWallet(page).getByRole('button', { name: 'Retry' }).click();
  await expect(myWallet(page).getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
