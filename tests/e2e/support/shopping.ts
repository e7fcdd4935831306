import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/*
 * A signed-in shopper's way to a checkout through the API with the page's own session (scheduling and
 * checkout specs): empty baskets, the active destination of a mode, one product in its basket; and the
 * clean-up that empties the baskets and removes the address added.
 */

/** `quantity` of the product: 2 unless given; without a product the mode's basket stays empty. */
export type Setup = { modality: 'PICKUP' | 'DELIVERY'; zip: string; product?: string; quantity?: number };

/** Gives up the shopper's holds on the banner, empties the baskets, makes `zip` the active destination of the mode and puts one product (if any) in its basket. */
export async function prepare(page: Page, setup: Setup): Promise<{ addressId: string | null }> {
  const outcome = await page.evaluate(async ({ modality, zip, product, quantity = 2 }) => {
    const session = (await (await fetch('/api/session')).json()) as { csrfToken: string };
    const headers = { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
    // Nothing held: scheduling starts with a held time (issue 20), and the server's pinned clock keeps an
    // earlier test's hold alive.
    await fetch('/api/modality-fees/reset', { method: 'POST', headers });
    for (const mode of ['PICKUP', 'DELIVERY', 'IN_STORE']) {
      const { items } = (await (await fetch(`/api/baskets/${mode}`)).json()) as { items: { gtin13: string }[] };
      for (const item of items ?? [])
        await fetch(`/api/baskets/${mode}/items/${item.gtin13}`, { method: 'DELETE', headers });
    }
    let addressId: string | null = null;
    let destination: object;
    if (modality === 'PICKUP') {
      const found = await (await fetch(`/api/stores?postalCode=${zip}&modality=PICKUP&scope=banner&limit=1`)).json();
      destination = { locationId: found.stores[0].locationId };
    } else {
      const added = await fetch('/api/addresses', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          addressType: 'Delivery',
          addressLine1: '1000 N Broadway',
          city: 'Los Angeles',
          countryCode: 'US',
          stateCode: 'CA',
          zip,
          dateAddressUpdated: new Date().toISOString(),
        }),
      });
      addressId = ((await added.json()) as { id: string }).id;
      destination = { address: { id: addressId } };
    }
    const preference = await fetch('/api/modality-preferences', {
      method: 'POST',
      headers,
      body: JSON.stringify({ modalityType: modality, destination }),
    });
    if (!product) return { status: `${preference.status} 200`, addressId };
    const { items } = await (await fetch(`/api/products?query=${encodeURIComponent(product)}&limit=1`)).json();
    const line = await fetch(`/api/baskets/${modality}/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ gtin13: items[0].gtin13, quantity }),
    });
    return { status: `${preference.status} ${line.status}`, addressId };
  }, setup);
  expect(outcome.status).toBe('201 200');
  return { addressId: outcome.addressId };
}

export async function cleanUp(page: Page, addressId: string | null): Promise<void> {
  // The payment page leaves for the cart when its basket changes, which would end this script half way.
  const here = new URL(page.url());
  if (here.pathname === '/checkout') await page.goto(`${here.origin}/i/privacy-policy`);
  await page.evaluate(async (id) => {
    const session = (await (await fetch('/api/session')).json()) as { csrfToken: string };
    const headers = { 'x-csrf-token': session.csrfToken };
    for (const mode of ['PICKUP', 'DELIVERY']) {
      const { items } = (await (await fetch(`/api/baskets/${mode}`)).json()) as { items: { gtin13: string }[] };
      for (const item of items ?? [])
        await fetch(`/api/baskets/${mode}/items/${item.gtin13}`, { method: 'DELETE', headers });
    }
    if (id) await fetch(`/api/addresses/${id}`, { method: 'DELETE', headers });
  }, addressId);
}

/** Gives up the shopper's holds on this banner (the selector's reset call). */
export async function releaseHolds(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const session = (await (await fetch('/api/session')).json()) as { csrfToken: string };
    return (await fetch('/api/modality-fees/reset', { method: 'POST', headers: { 'x-csrf-token': session.csrfToken } }))
      .status;
  });
  expect(status).toBeLessThan(300);
}
