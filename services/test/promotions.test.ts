import { basketPromosSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { baskets } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { discountCents, evaluatePromotions, type PromotionRule } from '../src/promotions/evaluate.ts';
import { backends, openSeeded } from './support/backends.ts';
import { findGtin, TestClient } from './support/client.ts';

/*
 * Promo codes on a basket (issue 11; PRO-001..011, CONTRACT.md "Promo codes"): SAVE5 is $5.00 off an
 * order of $35 or more, FRESH10 10% off produce, any other code is refused; each shopper's codes are their own.
 */

const save5: PromotionRule = {
  code: 'SAVE5',
  kind: 'ORDER_AMOUNT_OFF',
  amountOffCents: 500,
  minimumSubtotalCents: 3500,
  percentOff: null,
  departmentId: null,
};
const fresh10: PromotionRule = {
  code: 'FRESH10',
  kind: 'DEPARTMENT_PERCENT_OFF',
  amountOffCents: null,
  minimumSubtotalCents: 0,
  percentOff: 10,
  departmentId: 'produce',
};

describe('promotion evaluation', () => {
  it('SAVE5 takes $5.00 off from $35.00 on, nothing below', () => {
    expect(discountCents(save5, [{ departmentId: 'dairy-eggs', lineCents: 3499 }])).toBe(0);
    expect(discountCents(save5, [{ departmentId: 'dairy-eggs', lineCents: 3500 }])).toBe(500);
    expect(discountCents(save5, [])).toBe(0);
  });

  it('FRESH10 takes 10% off the produce lines only, rounded to the cent', () => {
    const lines = [
      { departmentId: 'produce', lineCents: 1195 },
      { departmentId: 'dairy-eggs', lineCents: 5000 },
    ];
    expect(discountCents(fresh10, lines)).toBe(120);
    expect(discountCents(fresh10, [{ departmentId: 'dairy-eggs', lineCents: 5000 }])).toBe(0);
  });

  it('never takes the total below zero, in the order the codes were applied', () => {
    const tiny = { ...save5, code: 'TINY', minimumSubtotalCents: 0 };
    const result = evaluatePromotions([tiny, fresh10], [{ departmentId: 'produce', lineCents: 300 }]);
    expect(result.discounts.get('TINY')).toBe(300);
    expect(result.discounts.get('FRESH10')).toBe(0);
    expect(result.discountCents).toBe(300);
  });
});

const now = new Date('2026-11-20T15:00:00.000Z');

const promos = (client: TestClient, modality: string, action: 'Add' | 'Remove', code: string) =>
  client.request('PUT', `/api/baskets/${modality}/promos`, {
    body: { priceAdjustment: { promos: [{ action, code }] } },
  });

describe.each(backends)('the promo code API on $name', (backend) => {
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

    it('refuses SAVE5 under $35, applies it from $35 on, and removes it', async () => {
      const client = new TestClient(app, 'greenway.localhost:4321');
      await client.signIn('new@example.com');
      const milk = await findGtin(client, 'Whole Milk');
      await client.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: milk, quantity: 2 } });

      const under = await promos(client, 'PICKUP', 'Add', 'SAVE5');
      expect(under.status).toBe(422);
      expect(under.body.code).toBe('PROMO_NOT_ELIGIBLE');

      await client.request('PATCH', `/api/baskets/PICKUP/items/${milk}`, { body: { quantity: 10 } });
      // Case and spaces do not matter.
      const applied = await promos(client, 'PICKUP', 'Add', ' save5 ');
      expect(applied.status).toBe(200);
      const answer = basketPromosSchema.parse(applied.body);
      expect(answer).toMatchObject({ subtotal: 37.9, discountTotal: 5, estimatedTotal: 32.9 });
      expect(answer.promos).toEqual([
        {
          id: 'promo-SAVE5',
          offerId: 'OFFER-SAVE5',
          code: 'SAVE5',
          description: '$5.00 off orders of $35 or more',
          discount: 5,
          couponId: null,
          appliedTo: 'ORDER',
          type: 'Promo',
        },
      ]);
      // Applying it again changes nothing; the basket keeps it (read back).
      expect(basketPromosSchema.parse((await promos(client, 'PICKUP', 'Add', 'SAVE5')).body).promos).toHaveLength(1);
      expect(basketPromosSchema.parse((await client.get('/api/baskets/PICKUP/promos')).body).discountTotal).toBe(5);

      // Below $35 again: still listed, takes nothing off.
      await client.request('PATCH', `/api/baskets/PICKUP/items/${milk}`, { body: { quantity: 1 } });
      const below = basketPromosSchema.parse((await client.get('/api/baskets/PICKUP/promos')).body);
      expect(below.promos[0]).toMatchObject({ code: 'SAVE5', discount: 0 });
      expect(below.estimatedTotal).toBe(3.79);

      const removed = basketPromosSchema.parse((await promos(client, 'PICKUP', 'Remove', 'SAVE5')).body);
      expect(removed.promos).toEqual([]);
      await client.request('DELETE', `/api/baskets/PICKUP/items/${milk}`);
    });

    it('applies FRESH10 to produce only, and refuses it without produce', async () => {
      const client = new TestClient(app, 'greenway.localhost:4321');
      await client.signIn('new@example.com');
      const milk = await findGtin(client, 'Whole Milk');
      const apples = await findGtin(client, 'Honeycrisp Apples');
      await client.request('POST', '/api/baskets/DELIVERY/items', { body: { gtin13: milk, quantity: 1 } });
      const without = await promos(client, 'DELIVERY', 'Add', 'FRESH10');
      expect(without.body.code).toBe('PROMO_NOT_ELIGIBLE');
      await client.request('POST', '/api/baskets/DELIVERY/items', { body: { gtin13: apples, quantity: 4 } });
      const answer = basketPromosSchema.parse((await promos(client, 'DELIVERY', 'Add', 'FRESH10')).body);
      // 4 x $2.99 = $11.96; 10% is $1.20 (rounded); milk is not produce.
      expect(answer.promos[0]).toMatchObject({ code: 'FRESH10', discount: 1.2, appliedTo: 'produce' });
      expect(answer).toMatchObject({ subtotal: 15.75, discountTotal: 1.2, estimatedTotal: 14.55 });
      // Promos are per mode: the Pickup basket has none.
      expect(basketPromosSchema.parse((await client.get('/api/baskets/PICKUP/promos')).body).promos).toEqual([]);
      await promos(client, 'DELIVERY', 'Remove', 'FRESH10');
      await client.request('DELETE', `/api/baskets/DELIVERY/items/${milk}`);
      await client.request('DELETE', `/api/baskets/DELIVERY/items/${apples}`);
    });

    it('refuses an unknown code, an empty one and one over 128 characters, changing nothing', async () => {
      const client = new TestClient(app, 'greenway.localhost:4321');
      await client.signIn('new@example.com');
      const milk = await findGtin(client, 'Whole Milk');
      await client.request('POST', '/api/baskets/IN_STORE/items', { body: { gtin13: milk, quantity: 10 } });
      const unknown = await promos(client, 'IN_STORE', 'Add', 'FREEBIE');
      expect([unknown.status, unknown.body.code]).toEqual([422, 'PROMO_CODE_INVALID']);
      expect((await promos(client, 'IN_STORE', 'Add', '   ')).status).toBe(400);
      expect((await promos(client, 'IN_STORE', 'Add', 'S'.repeat(129))).status).toBe(400);
      // All or none: SAVE5 is not kept when a later code in the same call is refused.
      const mixed = await client.request('PUT', '/api/baskets/IN_STORE/promos', {
        body: {
          priceAdjustment: {
            promos: [
              { action: 'Add', code: 'SAVE5' },
              { action: 'Add', code: 'FREEBIE' },
            ],
          },
        },
      });
      expect(mixed.status).toBe(422);
      expect(basketPromosSchema.parse((await client.get('/api/baskets/IN_STORE/promos')).body).promos).toEqual([]);
      await client.request('DELETE', `/api/baskets/IN_STORE/items/${milk}`);
    });

    it("never shows or removes another shopper's promo codes, and needs a session", async () => {
      const owner = new TestClient(app, 'greenway.localhost:4321');
      await owner.signIn('demo@example.com');
      const other = new TestClient(app, 'greenway.localhost:4321');
      await other.signIn('new@example.com');
      const milk = await findGtin(owner, 'Whole Milk');
      await owner.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: milk, quantity: 10 } });
      expect((await promos(owner, 'PICKUP', 'Add', 'SAVE5')).status).toBe(200);
      expect(basketPromosSchema.parse((await other.get('/api/baskets/PICKUP/promos')).body).promos).toEqual([]);
      await promos(other, 'PICKUP', 'Remove', 'SAVE5');
      expect(basketPromosSchema.parse((await owner.get('/api/baskets/PICKUP/promos')).body).promos).toHaveLength(1);
      const guest = new TestClient(app, 'greenway.localhost:4321');
      expect((await guest.get('/api/baskets/PICKUP/promos')).status).toBe(401);
      await promos(owner, 'PICKUP', 'Remove', 'SAVE5');
      await owner.request('DELETE', `/api/baskets/PICKUP/items/${milk}`);
    });

    it('the database refuses a code applied twice to one basket and a code no promotion has', async () => {
      const [basket] = await database.db.select({ id: baskets.id }).from(baskets).limit(1);
      if (!basket) throw new Error('No basket');
      await database.db.execute(
        sql`insert into basket_promotions (basket_id, code, applied_at) values (${basket.id}, 'FRESH10', now())`,
      );
      await expect(
        database.db.execute(
          sql`insert into basket_promotions (basket_id, code, applied_at) values (${basket.id}, 'FRESH10', now())`,
        ),
      ).rejects.toThrow();
      await expect(
        database.db.execute(
          sql`insert into basket_promotions (basket_id, code, applied_at) values (${basket.id}, 'NOPE', now())`,
        ),
      ).rejects.toThrow();
      await database.db.execute(sql`delete from basket_promotions where basket_id = ${basket.id}`);
    });
  });
});
