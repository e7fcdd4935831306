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

/*
 * Replacement of unavailable items against the real server and its seed (issue 11, RPL-*): the Sourdough
 * Loaf is baked from 10 AM (its slotRestriction), so an 8 AM Pickup window cannot fulfil it. Each test
 * makes Pickup at a Cincinnati store demo's active mode, fills the Pickup basket and holds tomorrow's
 * 8 AM window through the API with the page's own session, and puts the basket and the active mode back
 * afterwards (a held window cannot be given back: the API has no call for it).
 */

type Setup = { loaf: string; previous: { modalityType: string; destination: unknown } | null };

/** Pickup at a 45202 store, the basket holding two loaves, tomorrow's 8 AM window held. */
async function holdEarlyPickup(page: Page): Promise<Setup> {
  const outcome = await page.evaluate(async () => {
    const session = await (await fetch('/api/session')).json();
    const headers = { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
    const { preferences } = await (await fetch('/api/modality-preferences')).json();
    const newest = preferences[0] ?? null;
    const previous = newest ? { modalityType: newest.modalityType, destination: newest.destination } : null;
    const { stores } = await (await fetch('/api/stores?postalCode=45202&modality=PICKUP&scope=banner&limit=1')).json();
    const locationId = stores[0].locationId as string;
    const chosen = await fetch('/api/modality-preferences', {
      method: 'POST',
      headers,
      body: JSON.stringify({ modalityType: 'PICKUP', destination: { locationId } }),
    });
    if (chosen.status !== 201) return `preference ${chosen.status}`;
    const { items: found } = await (await fetch('/api/products?query=Sourdough%20Loaf&limit=1')).json();
    const loaf = found[0].gtin13 as string;
    const { items: lines } = await (await fetch('/api/baskets/PICKUP')).json();
    for (const line of lines as Array<{ gtin13: string }>) {
      await fetch(`/api/baskets/PICKUP/items/${line.gtin13}`, { method: 'DELETE', headers });
    }
    await fetch('/api/baskets/PICKUP/items', {
      method: 'POST',
      headers,
      body: JSON.stringify({ gtin13: loaf, quantity: 2 }),
    });
    const slots = await (
      await fetch('/api/timeslots/upfront', {
        method: 'POST',
        headers: { ...headers, 'user-time-zone': 'America/New_York' },
        body: JSON.stringify({ modality: 'PICKUP', destination: { locationId } }),
      })
    ).json();
    const early = (slots.days[1].times as Array<{ quoteId: string; optionId: string }>).find((time) =>
      /T0[89]00$/.test(time.optionId),
    );
    if (!early) return 'no early window';
    const held = await fetch('/api/promises', {
      method: 'POST',
      headers,
      body: JSON.stringify({ selectedIds: [`${early.quoteId}:${early.optionId}`] }),
    });
    if (held.status !== 201) return `promise ${held.status}`;
    return { loaf, previous };
  });
  if (typeof outcome === 'string') throw new Error(outcome);
  return outcome;
}

/** Empties the Pickup basket and makes the shopper's earlier mode active again. */
async function putBack(page: Page, setup: Setup): Promise<void> {
  await page.evaluate(async ({ previous }) => {
    const session = await (await fetch('/api/session')).json();
    const headers = { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
    const { items } = await (await fetch('/api/baskets/PICKUP')).json();
    for (const line of items as Array<{ gtin13: string }>) {
      await fetch(`/api/baskets/PICKUP/items/${line.gtin13}`, { method: 'DELETE', headers });
    }
    if (previous) {
      const destination =
        'locationId' in (previous.destination as object)
          ? previous.destination
          : { address: { id: (previous.destination as { address: { id: string } }).address.id } };
      await fetch('/api/modality-preferences', {
        method: 'POST',
        headers,
        body: JSON.stringify({ modalityType: previous.modalityType, destination }),
      });
    }
  }, setup);
}

test('the cart offers similar items for a loaf the held 8 AM Pickup time cannot fulfil; one is chosen, then released', async ({
  watchPage: page,
}) => {
  test.setTimeout(90_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/cart');
  const setup = await holdEarlyPickup(page);
  try {
    await page.reload();
    await waitForIslands(page);
    const panel = page.locator(`[data-part="unavailable-item"][data-gtin13="${setup.loaf}"]`);
    await expect(panel).toContainText('Sourdough Loaf');
    await expect(panel).toContainText('This item is currently unavailable.');
    await expect(panel.getByRole('heading', { name: 'Similar Items' })).toBeVisible();
    const rows = panel.locator('[data-part="similar-item"]');
    await expect(rows).toHaveCount(4);
    await expectAxeClean(page, 'cart with an unavailable item');

    const first = rows.first();
    const name = (await first.locator('p').first().textContent()) ?? '';
    await first.getByRole('combobox', { name: `Select quantity of ${name}` }).selectOption('1');
    const added = page.locator('[data-part="line"]').filter({ hasText: name });
    await expect(added.locator('[data-part="substitution-text"]')).toHaveText('Substitutions not allowed');
    await expect(panel).toContainText(`Replaced with ${name}`);
    await expect(rows.nth(1).getByRole('combobox')).toBeDisabled();

    // Kept across a reload (in this browser, 60 minutes), and the server kept the line.
    await page.reload();
    await waitForIslands(page);
    await expect(panel.locator('[data-part="similar-item"]').nth(1).getByRole('combobox')).toBeDisabled();
    await panel.getByRole('combobox', { name: `Select quantity of ${name}` }).selectOption('0');
    await expect(page.locator('[data-part="line"]').filter({ hasText: name })).toHaveCount(0);
    await expect(panel.locator('[data-part="similar-item"]').nth(1).getByRole('combobox')).toBeEnabled();
  } finally {
    await putBack(page, setup);
  }
});

/** new@example.com: Pickup at a 45202 store active, the Pickup basket holding two loaves and a gallon of milk. */
async function pickupCartWithLoaf(page: Page): Promise<void> {
  const outcome = await page.evaluate(async () => {
    const session = await (await fetch('/api/session')).json();
    const headers = { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
    const { stores } = await (await fetch('/api/stores?postalCode=45202&modality=PICKUP&scope=banner&limit=1')).json();
    const chosen = await fetch('/api/modality-preferences', {
      method: 'POST',
      headers,
      body: JSON.stringify({ modalityType: 'PICKUP', destination: { locationId: stores[0].locationId } }),
    });
    const statuses = [chosen.status];
    for (const [query, quantity] of [
      ['Sourdough Loaf', 2],
      ['Whole Milk', 1],
    ] as const) {
      const { items } = await (await fetch(`/api/products?query=${encodeURIComponent(query)}&limit=1`)).json();
      const added = await fetch('/api/baskets/PICKUP/items', {
        method: 'POST',
        headers,
        body: JSON.stringify({ gtin13: items[0].gtin13, quantity }),
      });
      statuses.push(added.status);
    }
    return statuses.join(' ');
  });
  expect(outcome).toBe('201 200 200');
}

async function emptyPickup(page: Page): Promise<void> {
  // From a page with no cart of its own: the checkout page leaves for the cart when its basket changes,
  // which would destroy this script half way (and hide the test's own failure behind that one).
  await page.goto(`${new URL(page.url()).origin}/i/privacy-policy`);
  await page.evaluate(async () => {
    const session = await (await fetch('/api/session')).json();
    const headers = { 'x-csrf-token': session.csrfToken };
    const { items } = await (await fetch('/api/baskets/PICKUP')).json();
    for (const line of items as Array<{ gtin13: string }>) {
      await fetch(`/api/baskets/PICKUP/items/${line.gtin13}`, { method: 'DELETE', headers });
    }
  });
}

test('scheduling a Pickup cart at 8 AM opens the replacement drawer; a replacement, then Continue to Payment', async ({
  watchPage: page,
}) => {
  test.setTimeout(180_000);
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, '/');
  await pickupCartWithLoaf(page);
  try {
    await page.goto(`${origin}/scheduling?fulfillmentType=pickup`);
    await waitForIslands(page);
    const scheduling = page.locator('[data-component="Scheduling"]');
    await expect(scheduling).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    // Tomorrow at 8 AM: the loaf is baked from 10 AM.
    await page.locator('[data-component="DayCarousel"] [role="radio"]').nth(1).click();
    await page
      .getByRole('radiogroup', { name: 'Choose a time' })
      .getByRole('radio', { name: /^8:00 AM/ })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const list = page.getByRole('dialog', { name: 'Items Are Unavailable' });
    await expect(list).toContainText('Sourdough Loaf');
    await expect(list).toContainText('Item may be unavailable. Please see cart.');
    await expectAxeClean(page, 'replacement drawer, unavailable items');
    await list.getByRole('button', { name: 'Find Similar Item for Sourdough Loaf' }).click();

    const find = page.getByRole('dialog', { name: 'Select a Replacement' });
    const first = find.locator('[data-part="similar-item"]').first();
    const name = (await first.locator('p').first().textContent()) ?? '';
    await first.getByRole('combobox', { name: `Select quantity of ${name}` }).selectOption('1');
    await find.getByRole('button', { name: 'Replace Item' }).click();

    const allSet = page.getByRole('dialog', { name: "You're All Set" });
    await expect(allSet).toContainText(`Replaced with ${name}`);
    await allSet.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/checkout\?orderId=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const checkout = await page.evaluate(async (id) => (await fetch(`/api/checkouts/${id}`)).json(), orderId);
    const names = (checkout.lineItems as Array<{ name: string; quantity: number }>).map((item) => item.name);
    // The replacement is in the order; the loaf the time cannot fulfil is not.
    expect(names).toContain(name);
    expect(names).not.toContain('Sourdough Loaf');
  } finally {
    await emptyPickup(page);
  }
});
