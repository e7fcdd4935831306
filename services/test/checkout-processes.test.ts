import { randomUUID } from 'node:crypto';
import { checkoutSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { eq, loadNodePostgres } from '../src/db/orm.ts';
import { checkouts, orders } from '../src/db/schema.ts';
import { isPostgresAvailable } from './support/backends.ts';
import { addCard, shopperWithCheckout, submitBodyOf, updateCheckout } from './support/checkouts.ts';
import { TestClient } from './support/client.ts';
import { type MainProcesses, processDatabase, startMainProcesses } from './support/processes.ts';

/*
 * Exactly once across processes (issue 13): two real server processes (`node services/src/main.ts`, as
 * `npm start` runs it) on one PostgreSQL database. Place-order, add-to-cart and create-checkout calls with
 * one idempotency key, and updates with one versionKey, are spread over both; the database's key row and
 * the checkout's row lock decide, no process keeps anything in memory. A key whose first request is still
 * running answers 409.
 */

/** Friday 2026-11-20, 10:00 in Cincinnati. */
const now = new Date('2026-11-20T15:00:00.000Z');
const testDatabase = processDatabase('aisle_checkout');
const databaseUrl = testDatabase.url;
/** How long a request waits for another holding its key, in these servers. */
const waitMs = 1_500;

/** A stand-in for the Hono app: the TestClient's requests go over the network to one of the processes. */
function networkApp(): Hono {
  return { request: (url: string, init: RequestInit) => fetch(url, init) } as unknown as Hono;
}

describe.skipIf(!isPostgresAvailable)('checkout exactly once across two `node services/src/main.ts` processes', () => {
  let processes: MainProcesses;
  let ports: number[] = [];
  let database: Database;

  beforeAll(async () => {
    processes = await startMainProcesses(testDatabase, 2, {
      AISLE_NOW: now.toISOString(),
      AISLE_IDEMPOTENCY_WAIT_MS: String(waitMs),
    });
    ports = processes.ports;
    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await processes?.stop();
  }, 60_000);

  /** Runs `during` while another transaction holds an uncommitted claim of the key, then rolls it back. */
  async function whileKeyIsHeld(
    claim: { shopperId: string; key: string; operation: string; targetId: string },
    during: () => Promise<void>,
  ) {
    const { pg } = loadNodePostgres();
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        `insert into idempotency_keys (shopper_id, key, operation, target_id, request_hash, status, created_at)
         values ($1, $2, $3, $4, $5, 'IN_FLIGHT', $6)`,
        [claim.shopperId, claim.key, claim.operation, claim.targetId, '0'.repeat(64), now.toISOString()],
      );
      await during();
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  }

  /** A shopper with a draft checkout, and a second client carrying the same session to the other process. */
  async function shopperOnBoth() {
    const shopper = await shopperWithCheckout(database.db, networkApp(), now, {
      items: [{ name: 'Whole Milk', quantity: 2 }],
      host: `localhost:${ports[0]}`,
    });
    const other = new TestClient(networkApp(), `localhost:${ports[1]}`);
    other.cookie = shopper.client.cookie;
    other.csrfToken = shopper.client.csrfToken;
    return { ...shopper, clients: [shopper.client, other] };
  }

  /** A shopper with a payable checkout, on both processes. */
  async function payableOnBoth() {
    const shopper = await shopperOnBoth();
    const visa = await addCard(database.db, shopper.shopperId, 'visa', now);
    const paid = await updateCheckout(shopper.client, shopper.checkout.id, {
      payments: [{ paymentType: 'BANK_CARD', id: visa }],
      fulfillment: { contact: { firstName: 'Test', lastName: 'Shopper', phone: '+15135550100' } },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return { ...shopper, checkout: checkoutSchema.parse(paid.body) };
  }

  it('makes one order of 100 concurrent place-order calls with one key over both processes, with 100 identical answers', async () => {
    const { clients, checkout, shopperId } = await payableOnBoth();
    const body = submitBodyOf(checkout);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        (clients[index % 2] as TestClient).request('PUT', `/api/checkouts/${checkout.id}/submit`, { body }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0]?.body.status).toBe('PLACED');
    const rows = await database.db.select().from(orders).where(eq(orders.shopperId, shopperId));
    expect(rows.map((row) => row.id)).toEqual([checkout.id]);
  }, 120_000);

  it('applies one of 50 concurrent updates carrying one versionKey over both processes', async () => {
    const { clients, checkout } = await payableOnBoth();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (clients[index % 2] as TestClient).request('PUT', `/api/checkouts/${checkout.id}`, {
          body: {
            versionKey: checkout.versionKey,
            fulfillment: {
              contact: { firstName: 'Test', lastName: 'Shopper', phone: `+1513555${String(index).padStart(4, '0')}` },
            },
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'VERSION_CONFLICT')).toHaveLength(49);
    const final = await (clients[1] as TestClient).get(`/api/checkouts/${checkout.id}`);
    expect(final.body.versionKey).toBe(String(Number(checkout.versionKey) + 1));
  }, 120_000);

  it('adds once of 20 concurrent add-to-cart calls with one key over both processes, with 20 identical answers', async () => {
    const { clients, checkout } = await shopperOnBoth();
    const gtin13 = checkout.lineItems[0]?.gtin13;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (clients[index % 2] as TestClient).request('POST', '/api/baskets/PICKUP/items', {
          body: { gtin13, quantity: 1 },
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const basket = await (clients[1] as TestClient).get('/api/baskets/PICKUP');
    expect(basket.body.items.find((line: { gtin13: string }) => line.gtin13 === gtin13)?.quantity).toBe(3);
  }, 120_000);

  it('creates one draft checkout of 20 concurrent creations with one key over both processes', async () => {
    const { clients, createBody, shopperId, checkout } = await shopperOnBoth();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (clients[index % 2] as TestClient).request('POST', '/api/checkouts', {
          body: createBody,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const rows = await database.db.select().from(checkouts).where(eq(checkouts.shopperId, shopperId));
    expect(rows.map((row) => row.id).sort()).toEqual([checkout.id, answers[0]?.body.id].sort());
  }, 120_000);

  it('answers an add-to-cart 409 IDEMPOTENCY_KEY_IN_FLIGHT while another transaction holds its key', async () => {
    const { clients, checkout, shopperId } = await shopperOnBoth();
    const key = randomUUID();
    await whileKeyIsHeld({ shopperId, key, operation: 'add-basket-item', targetId: 'greenway/PICKUP' }, async () => {
      const waiting = await (clients[1] as TestClient).request('POST', '/api/baskets/PICKUP/items', {
        body: { gtin13: checkout.lineItems[0]?.gtin13, quantity: 1 },
        headers: { 'idempotency-key': key },
      });
      expect(waiting.status).toBe(409);
      expect(waiting.body.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    });
  }, 60_000);

  it('answers 409 IDEMPOTENCY_KEY_IN_FLIGHT while another transaction holds the key, and places it once that one gives up', async () => {
    const { clients, checkout, shopperId } = await payableOnBoth();
    const key = randomUUID();
    await whileKeyIsHeld({ shopperId, key, operation: 'submit', targetId: checkout.id }, async () => {
      const started = Date.now();
      const waiting = await (clients[1] as TestClient).request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: submitBodyOf(checkout, { key }),
      });
      expect(waiting.status).toBe(409);
      expect(waiting.body.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
      expect(Date.now() - started).toBeGreaterThanOrEqual(waitMs - 100);
    });
    const placed = await (clients[0] as TestClient).request('PUT', `/api/checkouts/${checkout.id}/submit`, {
      body: submitBodyOf(checkout, { key }),
    });
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('PLACED');
  }, 60_000);
});
