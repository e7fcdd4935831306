import { basketSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { findGtin, TestClient } from './support/client.ts';

/*
 * The cart screen's API (issue 11): a line's substitution choice with its named backup item (CART-008,
 * migration 0008), a change that is safe to send twice, and each shopper's cart their own.
 */

const now = new Date('2026-11-20T15:00:00.000Z');

describe.each(backends)('the cart API on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      database = seeded.database;
      app = createApp({ db: database.db, now: () => now });
    });

    afterAll(async () => {
      await seeded?.close();
    });

    it('names the backup item of a CUSTOMER_CHOICE line, clears it, and refuses an item as its own backup', async () => {
      const client = new TestClient(app, 'greenway.localhost:4321');
      await client.signIn('demo@example.com');
      const milk = await findGtin(client, 'Whole Milk');
      const butter = await findGtin(client, 'Unsalted Butter');
      await client.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: milk, quantity: 1 } });
      const fresh = basketSchema.parse((await client.get('/api/baskets/PICKUP')).body);
      expect(fresh.items[0]).toMatchObject({
        gtin13: milk,
        substitutionPolicy: 'SHOPPER_CHOICE',
        substitutionItem: null,
      });

      const chosen = await client.request('PATCH', `/api/baskets/PICKUP/items/${milk}`, {
        body: { substitutionPolicy: 'CUSTOMER_CHOICE', substitutionGtin13: butter },
      });
      expect(chosen.status).toBe(200);
      expect(basketSchema.parse(chosen.body).items[0]).toMatchObject({
        substitutionPolicy: 'CUSTOMER_CHOICE',
        substitutionItem: { gtin13: butter, name: 'Unsalted Butter' },
      });

      const itself = await client.request('PATCH', `/api/baskets/PICKUP/items/${milk}`, {
        body: { substitutionGtin13: milk },
      });
      expect(itself.status).toBe(400);
      // The database refuses it too, however the row is written.
      await expect(
        database.db.execute(sql`update basket_items set substitution_gtin13 = gtin13 where gtin13 = ${milk}`),
      ).rejects.toThrow();
      const unknown = await client.request('PATCH', `/api/baskets/PICKUP/items/${milk}`, {
        body: { substitutionGtin13: '0000000000000' },
      });
      expect([400, 404]).toContain(unknown.status);

      const cleared = await client.request('PATCH', `/api/baskets/PICKUP/items/${milk}`, {
        body: { substitutionPolicy: 'NONE', substitutionGtin13: null },
      });
      expect(basketSchema.parse(cleared.body).items[0]).toMatchObject({
        substitutionPolicy: 'NONE',
        substitutionItem: null,
      });
      await client.request('DELETE', `/api/baskets/PICKUP/items/${milk}`);
    });

    it("carries each line's Prop 65 flag and message on the line's product (CART-035, CART-036)", async () => {
      const client = new TestClient(app, 'greenway.localhost:4321');
      await client.signIn('new@example.com');
      const tuna = await findGtin(client, 'Chunk Light Tuna in Water');
      const milk = await findGtin(client, 'Whole Milk');
      for (const gtin13 of [tuna, milk]) {
        await client.request('POST', '/api/baskets/DELIVERY/items', { body: { gtin13, quantity: 1 } });
      }
      const basket = basketSchema.parse((await client.get('/api/baskets/DELIVERY')).body);
      const lineOf = (gtin13: string) => basket.items.find((line) => line.gtin13 === gtin13);
      expect(lineOf(tuna)?.product).toMatchObject({ prop65: true, prop65Warning: expect.stringMatching(/^WARNING/) });
      expect(lineOf(milk)?.product).toMatchObject({ prop65: false, prop65Warning: null });
      for (const gtin13 of [tuna, milk]) await client.request('DELETE', `/api/baskets/DELIVERY/items/${gtin13}`);
    });

    it('a quantity change sent twice applies once (quantities are absolute)', async () => {
      const client = new TestClient(app, 'greenway.localhost:4321');
      await client.signIn('demo@example.com');
      const milk = await findGtin(client, 'Whole Milk');
      await client.request('POST', '/api/baskets/DELIVERY/items', { body: { gtin13: milk, quantity: 1 } });
      for (const _attempt of [1, 2]) {
        const answer = await client.request('PATCH', `/api/baskets/DELIVERY/items/${milk}`, { body: { quantity: 3 } });
        expect(basketSchema.parse(answer.body)).toMatchObject({ itemCount: 3 });
      }
      expect(basketSchema.parse((await client.get('/api/baskets/DELIVERY')).body).itemCount).toBe(3);
      await client.request('DELETE', `/api/baskets/DELIVERY/items/${milk}`);
    });

    it("never shows or changes another shopper's cart line", async () => {
      const owner = new TestClient(app, 'greenway.localhost:4321');
      await owner.signIn('demo@example.com');
      const other = new TestClient(app, 'greenway.localhost:4321');
      await other.signIn('new@example.com');
      const milk = await findGtin(owner, 'Whole Milk');
      const butter = await findGtin(owner, 'Unsalted Butter');
      await owner.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: milk, quantity: 2 } });
      expect(basketSchema.parse((await other.get('/api/baskets/PICKUP')).body).items).toEqual([]);
      const change = await other.request('PATCH', `/api/baskets/PICKUP/items/${milk}`, {
        body: { substitutionPolicy: 'CUSTOMER_CHOICE', substitutionGtin13: butter },
      });
      expect(change.status).toBe(404);
      const mine = basketSchema.parse((await owner.get('/api/baskets/PICKUP')).body);
      expect(mine.items[0]).toMatchObject({
        quantity: 2,
        substitutionPolicy: 'SHOPPER_CHOICE',
        substitutionItem: null,
      });
      await owner.request('DELETE', `/api/baskets/PICKUP/items/${milk}`);
    });
  });
});
