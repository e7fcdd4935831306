import { randomUUID } from 'node:crypto';
import { basketSchema, checkoutSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { count, eq } from '../src/db/orm.ts';
import { checkouts } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { shopperWithCheckout } from './support/checkouts.ts';
import { findGtin, TestClient } from './support/client.ts';

/*
 * Issue 11, "no duplicated effect (a retried add-to-cart adds once)": adding to a basket and creating the
 * draft checkout run once per idempotency-key header, as placing an order does (docs/adr/0018): the key's
 * row is claimed in the effect's own transaction, the same key replays the stored answer, another body with
 * it is refused. Two server processes on one database: checkout-processes.test.ts.
 */

/** Friday 2026-11-20, 10:00 in Cincinnati. */
const now = new Date('2026-11-20T15:00:00.000Z');

describe.each(backends)('idempotent adds and checkout creation on $name', (backend) => {
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

    async function signedIn() {
      const client = new TestClient(app, 'greenway.localhost:4321');
      await client.signIn('demo@example.com');
      return client;
    }

    const add = (client: TestClient, body: object, key?: string) =>
      client.request('POST', '/api/baskets/DELIVERY/items', {
        body,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });

    const quantityOf = async (client: TestClient, gtin13: string) =>
      basketSchema.parse((await client.get('/api/baskets/DELIVERY')).body).items.find((line) => line.gtin13 === gtin13)
        ?.quantity ?? 0;

    it('adds once for one key sent twice and replays the first answer; a new key adds again', async () => {
      const client = await signedIn();
      const gtin13 = await findGtin(client, 'Unsalted Butter');
      const before = await quantityOf(client, gtin13);
      const key = randomUUID();
      const first = await add(client, { gtin13, quantity: 2 }, key);
      const retried = await add(client, { gtin13, quantity: 2 }, key);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(retried.status).toBe(200);
      expect(retried.body).toEqual(first.body);
      expect(await quantityOf(client, gtin13)).toBe(before + 2);

      const next = await add(client, { gtin13, quantity: 2 }, randomUUID());
      expect(next.status).toBe(200);
      expect(await quantityOf(client, gtin13)).toBe(before + 4);
    });

    it('adds once of 20 concurrent adds with one key, with 20 identical answers', async () => {
      const client = await signedIn();
      const gtin13 = await findGtin(client, 'Whole Milk');
      const before = await quantityOf(client, gtin13);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => add(client, { gtin13, quantity: 1 }, key)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect(await quantityOf(client, gtin13)).toBe(before + 1);
    });

    it('refuses a key reused with another body (422 IDEMPOTENCY_KEY_REUSED) and a key that is not a uuid (400)', async () => {
      const client = await signedIn();
      const gtin13 = await findGtin(client, 'Sourdough Loaf');
      const before = await quantityOf(client, gtin13);
      const key = randomUUID();
      expect((await add(client, { gtin13, quantity: 1 }, key)).status).toBe(200);
      const reused = await add(client, { gtin13, quantity: 3 }, key);
      expect(reused.status).toBe(422);
      expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      const malformed = await add(client, { gtin13, quantity: 1 }, 'not-a-uuid');
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe('VALIDATION_FAILED');
      expect(await quantityOf(client, gtin13)).toBe(before + 1);
    });

    it('releases the key of a refused add (over the maximum): the key may then add another body', async () => {
      const client = await signedIn();
      const gtin13 = await findGtin(client, 'Sourdough Loaf');
      const key = randomUUID();
      const tooMany = await add(client, { gtin13, quantity: 99 }, key);
      expect(tooMany.body.code).toBe('CART_QUANTITY_LIMIT_EXCEEDED');
      const before = await quantityOf(client, gtin13);
      // The claim rolled back with the refusal: nothing is stored under the key, another body may use it.
      expect((await add(client, { gtin13, quantity: 1 }, key)).status).toBe(200);
      expect(await quantityOf(client, gtin13)).toBe(before + 1);
    });

    const draftCount = async (shopperId: string) =>
      (await database.db.select({ value: count() }).from(checkouts).where(eq(checkouts.shopperId, shopperId)))[0]
        ?.value ?? 0;

    it('creates one draft checkout of 20 concurrent creations with one key, with 20 identical answers', async () => {
      const shopper = await shopperWithCheckout(database.db, app, now, {
        items: [{ name: 'Whole Milk', quantity: 1 }],
      });
      expect(await draftCount(shopper.shopperId)).toBe(1);
      const key = randomUUID();
      const create = () =>
        shopper.client.request('POST', '/api/checkouts', {
          body: shopper.createBody,
          headers: { 'idempotency-key': key },
        });
      const answers = await Promise.all(Array.from({ length: 20 }, create));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      const created = checkoutSchema.parse(answers[0]?.body);
      expect(created.id).not.toBe(shopper.checkout.id);
      expect(await draftCount(shopper.shopperId)).toBe(2);

      const retried = await create();
      expect(retried.status).toBe(201);
      expect(retried.body.id).toBe(created.id);
      const reused = await shopper.client.request('POST', '/api/checkouts', {
        body: { ...shopper.createBody, buyer: { dateOfBirth: '1980-01-01' } },
        headers: { 'idempotency-key': key },
      });
      expect(reused.status).toBe(422);
      expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await draftCount(shopper.shopperId)).toBe(2);
    });
  });
});
