import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/*
 * The cart specs' way to set a signed-in shopper's basket through the API, with the page's own session
 * and CSRF token, and to read which shopping mode's cart `/cart` shows.
 */

/** Runs the page's own API calls with its session's CSRF token. */
export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/api/session')).json();
      const answer = await fetch(path, {
        method,
        headers: { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return answer.status === 204 ? null : answer.json();
    },
    { method, path, body },
  );
}

/** Empties the basket of `modality` and its promo codes, then adds `lines`. */
export async function setBasket(
  page: Page,
  modality: string,
  lines: Array<{ gtin13: string; quantity: number; substitutionPolicy?: string }>,
): Promise<void> {
  const basket = (await callApi(page, 'GET', `/api/baskets/${modality}`)) as { items: Array<{ gtin13: string }> };
  for (const item of basket.items) await callApi(page, 'DELETE', `/api/baskets/${modality}/items/${item.gtin13}`);
  const promos = (await callApi(page, 'GET', `/api/baskets/${modality}/promos`)) as { promos: Array<{ code: string }> };
  for (const promo of promos.promos) {
    await callApi(page, 'PUT', `/api/baskets/${modality}/promos`, {
      priceAdjustment: { promos: [{ action: 'Remove', code: promo.code }] },
    });
  }
  for (const line of lines) await callApi(page, 'POST', `/api/baskets/${modality}/items`, line);
}

/** The shopping mode whose cart /cart shows the signed-in shopper (their latest choice). */
export async function activeModality(page: Page): Promise<string> {
  const screen = page.locator('[data-component="CartScreen"]');
  await expect(screen).toHaveAttribute('data-modality', /^(PICKUP|DELIVERY|IN_STORE)$/, { timeout: 15_000 });
  return (await screen.getAttribute('data-modality')) ?? '';
}
