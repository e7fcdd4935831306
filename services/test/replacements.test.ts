import { SIMILAR_ITEMS_MAX, similarItemsSchema, unavailableItemsSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';

/*
 * Replacement of unavailable items (issue 11, RPL-*): the basket lines a chosen time cannot fulfil
 * (seeded products with a slotRestriction, CONTRACT "Catalogue") and the similar items offered instead.
 */

const now = new Date('2026-11-20T15:00:00.000Z');
/** Pickup windows of one store on 2026-11-21 at 8 AM and 11 AM of its wall clock. */
const eightAm = 'SP.00000001.20261121T0800';
const elevenAm = 'SP.00000001.20261121T1100';

async function findGtin(client: TestClient, name: string): Promise<string> {
  const response = await client.get(`/api/products?query=${encodeURIComponent(name)}`);
  const product = response.body.items.find((item: { name: string }) => item.name === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product.gtin13;
}

describe.each(backends)('the replacements API on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let app: Hono;

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      app = createApp({ db: seeded.database.db, now: () => now });
    });

    afterAll(async () => {
      await seeded?.close();
    });

    it('lists the basket lines a time cannot fulfil, only the shopper’s own, and none at a later time', async () => {
      const demo = new TestClient(app, 'greenway.localhost:4321');
      await demo.signIn('demo@example.com');
      const sourdough = await findGtin(demo, 'Sourdough Loaf');
      const milk = await findGtin(demo, 'Whole Milk');
      await demo.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: sourdough, quantity: 2 } });
      await demo.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: milk, quantity: 1 } });

      const early = await demo.get(`/api/replacements/unavailable?option.validate=${eightAm}`);
      expect(early.status).toBe(200);
      const earlyItems = unavailableItemsSchema.parse(early.body);
      expect(earlyItems.modality).toBe('PICKUP');
      expect(earlyItems.items.map((item) => [item.line.gtin13, item.code, item.line.quantity])).toEqual([
        [sourdough, 'NOT_AVAILABLE_AT_TIME', 2],
      ]);

      const late = await demo.get(`/api/replacements/unavailable?option.validate=${elevenAm}`);
      expect(unavailableItemsSchema.parse(late.body).items).toEqual([]);

      // Another shopper asking the same time sees their own (empty) basket, never demo's lines.
      const other = new TestClient(app, 'greenway.localhost:4321');
      await other.signIn('new@example.com');
      const theirs = await other.get(`/api/replacements/unavailable?option.validate=${eightAm}`);
      expect(unavailableItemsSchema.parse(theirs.body).items).toEqual([]);

      await demo.request('DELETE', `/api/baskets/PICKUP/items/${sourdough}`);
      await demo.request('DELETE', `/api/baskets/PICKUP/items/${milk}`);
    });

    it('refuses a guest and an option id that is not one', async () => {
      const guest = new TestClient(app, 'greenway.localhost:4321');
      expect((await guest.get(`/api/replacements/unavailable?option.validate=${eightAm}`)).status).toBe(401);
      const demo = new TestClient(app, 'greenway.localhost:4321');
      await demo.signIn('demo@example.com');
      expect((await demo.get('/api/replacements/unavailable?option.validate=tomorrow')).status).toBe(400);
      expect((await demo.get('/api/replacements/unavailable')).status).toBe(400);
    });

    it('offers similar items of the same department that the time can fulfil, never the item itself', async () => {
      const demo = new TestClient(app, 'greenway.localhost:4321');
      await demo.signIn('demo@example.com');
      const sourdough = await findGtin(demo, 'Sourdough Loaf');

      const early = similarItemsSchema.parse(
        (await demo.get(`/api/replacements?option.validate=${eightAm}&id=${sourdough}`)).body,
      );
      expect(early.original.gtin13).toBe(sourdough);
      expect(early.items.length).toBeGreaterThan(4);
      expect(early.items.length).toBeLessThanOrEqual(SIMILAR_ITEMS_MAX);
      for (const item of early.items) {
        expect(item.departmentId).toBe(early.original.departmentId);
        expect(item.gtin13).not.toBe(sourdough);
        expect(item.availability.PICKUP).toBe(true);
        expect(item.slotRestriction === null || item.slotRestriction.availableFromHour <= 8).toBe(true);
      }
      expect(early.items.map((item) => item.name)).not.toContain('French Baguette');

      const later = similarItemsSchema.parse(
        (await demo.get(`/api/replacements?option.validate=${elevenAm}&id=${sourdough}`)).body,
      );
      expect(later.items.map((item) => item.name)).toContain('French Baguette');

      expect((await demo.get(`/api/replacements?option.validate=${eightAm}&id=0000000000000`)).status).toBe(404);
    });
  });
});
