import type { Locator, Page, Route } from '@playwright/test';
import { captureOrigin, demoShopper, expect, signInAs, siteOrigin } from './fixtures.ts';

/*
 * The wallet flyout as a shopper reaches it (My Wallet from the account home), and the few things the
 * wallet's error and retry specs need around it: a wallet call's path, a refusal in the API's own error
 * shape, and demo's wallet as seen by the API, to restore it after a test.
 */

export const walletPath = '/api/payment/v2/wallet';

/** The flyout in My Wallet mode. */
export const myWallet = (page: Page): Locator => page.getByRole('dialog', { name: 'Wallet' });

/** Signs `shopper` in on `banner` and opens My Wallet from the account home's link. */
export async function openMyWallet(
  page: Page,
  banner = 'greenway',
  shopper: { email: string; password: string } = demoShopper,
): Promise<void> {
  await signInAs(page, siteOrigin(banner), shopper, '/account/dashboard');
  await page.getByRole('link', { name: 'Manage your saved cards' }).click();
  await expect(myWallet(page)).toBeVisible();
}

/** Whether a request is the wallet call `method` on `pathname` (under /api/payment/v2/wallet). */
export function isWalletCall(url: URL | string, pathname = ''): boolean {
  return new URL(url).pathname === `${walletPath}${pathname}`;
}

/**
 * The status and error code of the next POST to the wallet, read as the answer arrives: read after the click that
 * sent it, on a loaded machine, Chromium had now and then let the body go ('No data found for resource').
 */
export function nextWalletPostAnswer(page: Page): Promise<{ status: number; code: unknown }> {
  let answered: { status: number; code: unknown } | undefined;
  return page
    .waitForResponse(async (response) => {
      if (!isWalletCall(response.url()) || response.request().method() !== 'POST') return false;
      answered = { status: response.status(), code: ((await response.json()) as { code?: unknown }).code };
      return true;
    })
    .then(() => answered as { status: number; code: unknown });
}

/** Answers a routed call as the API refuses one: `{ code, message }` with the status. */
export function refuse(route: Route, status: number, code: string): Promise<void> {
  return route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ code, message: `Refused by the test with ${code}.` }),
  });
}

/** Fills the add-card form of the flyout: names and the card in the secure frame. */
export async function fillAddCard(
  page: Page,
  card: { number: string; month?: string; yearIndex?: number; cvv?: string },
): Promise<Locator> {
  const form = page.getByRole('dialog', { name: 'Add Credit/Debit Card' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Jordan');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
  const frame = page.frameLocator('iframe[title="Secure card entry"]');
  await frame.getByRole('textbox', { name: 'Card Number' }).fill(card.number);
  await frame.getByRole('combobox', { name: 'Expiration Month' }).selectOption(card.month ?? '12');
  await frame.getByRole('combobox', { name: 'Expiration Year' }).selectOption({ index: card.yearIndex ?? 5 });
  await frame.getByRole('textbox', { name: 'Security Code' }).fill(card.cvv ?? '123');
  return form;
}

export type WalletAnswer = { status: number; body: { code?: string; [key: string]: unknown } };

/**
 * A wallet call from the page with the wallet's headers (what the storefront's wallet client sends) and a
 * token of the page's session; `token: null` leaves the bearer token out, `intent` names a payment intent.
 */
export async function walletCall(
  page: Page,
  method: string,
  pathname: string,
  body?: unknown,
  options: { token?: string | null; intent?: string } = {},
): Promise<WalletAnswer> {
  return page.evaluate(
    async ([path, method, pathname, body, options]) => {
      const state = window as unknown as { walletToken?: string; csrf?: string };
      if (!state.csrf) state.csrf = (await (await fetch('/api/session')).json()).csrfToken;
      if (!state.walletToken) {
        const answer = await fetch(`${path}/auth/token`, {
          method: 'POST',
          headers: { 'x-csrf-token': state.csrf as string },
        });
        state.walletToken = (await answer.json()).token;
      }
      const token = options.token === null ? '' : (options.token ?? state.walletToken);
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        'x-application-id': 'CLICKLIST',
        'x-channel': 'WEB',
        'x-tenant': 'greenway',
        'idempotency-key': crypto.randomUUID(),
        'x-auth-type': 'B2C',
        'x-csrf-token': state.csrf as string,
        'show-snap-card': 'true',
        'show-gift-cards': 'true',
        'giftcard-balance': 'true',
      };
      if (options.intent) headers['x-payment-intent-id'] = options.intent;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${path}${pathname}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    },
    [walletPath, method, pathname, body, options] as const,
  );
}

export type ApiCard = { id: string; cardType: string; lastFourPan: string; expirationMonth: string };

/** The signed-in shopper's cards as the wallet API lists them (for clean-up and for "nothing changed"). */
export async function listedCards(page: Page): Promise<ApiCard[]> {
  const answer = await walletCall(page, 'GET', '');
  expect(answer.status).toBe(200);
  return (answer.body as unknown as { data: { payment: { cards: ApiCard[] } } }).data.payment.cards;
}

/** Deletes the signed-in shopper's cards whose ids are not in `keep` (demo's seeded wallet). */
export async function deleteCardsExcept(page: Page, keep: readonly string[]): Promise<void> {
  for (const card of await listedCards(page)) {
    if (!keep.includes(card.id)) expect((await walletCall(page, 'DELETE', `/${card.id}`)).status).toBe(204);
  }
}

/** A billing address the sandbox takes (a real Cincinnati ZIP). */
export const billing = {
  addressLines: ['1014 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
};

/** The credit card add's body (API-020) for a capture answer. */
export function creditBody(response: Record<string, string | null>, overrides: { billing?: typeof billing } = {}) {
  return {
    dateTime: { timezone: 'UTC', value: new Date().toISOString() },
    facilityId: 'default-facility',
    storeId: 'default-store',
    defaultCard: false,
    save: true,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing: overrides.billing ?? billing,
      brand: 'VISA',
      expirationMonth: response.expMonth,
      expirationYear: response.expYear,
      lowValueToken: response.checkoutId,
      cardFirstSix: response.firstSix,
      firstName: 'Casey',
      lastName: 'Newman',
    },
    fraudTransactionId: 'fraud-e2e-1',
    deviceInfo: {},
  };
}

/**
 * Adds a Visa 4111 card per month to the signed-in wallet, each typed into a capture frame and posted to the
 * API, from the storefront page open now (its origin is the frame's parent).
 */
export async function addVisasThroughTheApi(page: Page, months: readonly string[], expiryYear: string): Promise<void> {
  await page.evaluate(
    async ([capture, parent]) => {
      const iframe = document.createElement('iframe');
      iframe.name = 'harness';
      iframe.src = `${capture}/payment-form.html?parent=${encodeURIComponent(parent)}&time=${Date.now()}`;
      document.body.append(iframe);
      await new Promise<void>((resolve) => {
        const ping = setInterval(() => iframe.contentWindow?.postMessage({ type: 'aisle-frame:ping' }, capture), 100);
        window.addEventListener('message', (event) => {
          if (event.origin === capture && event.data?.type === 'aisle-frame:ready') {
            clearInterval(ping);
            resolve();
          }
        });
      });
    },
    [captureOrigin(), new URL(page.url()).origin] as const,
  );
  const frame = page.frameLocator('iframe[name="harness"]');
  for (const [index, month] of months.entries()) {
    await frame.getByRole('textbox', { name: /Card Number/ }).fill('4111 1111 1111 1111');
    await frame.getByRole('combobox', { name: /Month/ }).selectOption(month);
    await frame.getByRole('combobox', { name: /Year/ }).selectOption(expiryYear);
    await frame.getByRole('textbox', { name: /CVV|Security/ }).fill('123');
    const captured = await page.evaluate(
      ([capture, requestId]) =>
        new Promise<Record<string, string | null>>((resolve) => {
          window.addEventListener('message', (event) => {
            if (event.origin === capture && event.data?.requestId === requestId) resolve(event.data.response);
          });
          document
            .querySelector<HTMLIFrameElement>('iframe[name="harness"]')
            ?.contentWindow?.postMessage({ type: 'aisle-frame:submit', requestId }, capture);
        }),
      [captureOrigin(), `fill${index}`] as const,
    );
    const added = await walletCall(page, 'POST', '', creditBody(captured));
    expect(added.status, `Visa expiring ${month}/${expiryYear}`).toBe(201);
  }
  await page.evaluate(() => document.querySelector('iframe[name="harness"]')?.remove());
}
