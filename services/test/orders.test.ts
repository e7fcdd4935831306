import { BUY_AGAIN_MAX, buyAgainSchema, orderDetailsSchema, orderListSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { createApp } from '../src/http/app.ts';
import { seededOrderIds } from '../src/seed/orders.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';

const now = new Date('2026-11-24T15:00:00.000Z');

describe.each(backends)('placed orders API on $name (issue 13)', (backend) => {
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

    async function signedIn(email: string, host = 'localhost:4321'): Promise<TestClient> {
      const client = new TestClient(app, host);
      expect((await client.signIn(email)).status).toBe(200);
      return client;
    }

    it("answers the shopper's own order with its details, destination and pending flag", async () => {
      const demo = await signedIn('demo@example.com');
      const answer = await demo.get(`/api/orders/${seededOrderIds.pickup}`);
      expect(answer.status).toBe(200);
      const order = orderDetailsSchema.parse(answer.body);
      expect(order).toMatchObject({
        id: seededOrderIds.pickup,
        appName: 'CLICKLIST',
        status: 'PLACED',
        modalityType: 'PICKUP',
        isPending: true,
        buyer: { email: 'demo@example.com' },
        destination: { kind: 'store', name: 'Downtown Cincinnati' },
      });
      expect(order.lineItems.map((line) => line.quantity)).toEqual([2, 1, 3]);
      expect(order.destination?.latitude).toEqual(expect.any(Number));
      expect(order.payments).toEqual([expect.objectContaining({ brand: 'VISA', lastFour: '1111' })]);
      // The slot is tomorrow at 10 AM in the store's zone (Cincinnati: Eastern time).
      expect(order.fulfillment.promise).toMatchObject({
        timeZone: 'America/New_York',
        displayString: '10:00 AM - 11:00 AM',
      });
    });

    it('answers the delivery orders with the address, contactless, modified and warehouse details', async () => {
      const demo = await signedIn('demo@example.com');
      const modified = orderDetailsSchema.parse(
        (await demo.get(`/api/orders/${seededOrderIds.modifiedContactless}`)).body,
      );
      expect(modified).toMatchObject({
        status: 'MODIFIED',
        modalityType: 'DELIVERY',
        modifiedAt: expect.any(String),
        fulfillment: { deliveryType: 'Contactless', promise: { vendorId: 'DELIVERY' } },
        destination: { kind: 'address', name: 'Office', lines: ['2712 Erie Ave', 'Cincinnati, OH 45208'] },
      });
      const warehouse = orderDetailsSchema.parse((await demo.get(`/api/orders/${seededOrderIds.warehouse}`)).body);
      expect(warehouse).toMatchObject({
        fulfillment: { deliveryType: 'Standard', promise: { vendorId: 'IN_HOUSE_DELIVERY' } },
        destination: { kind: 'address', name: 'Home' },
      });
    });

    it("answers 404 for another shopper's order, another banner's and an unknown id, alike", async () => {
      const demo = await signedIn('demo@example.com');
      const other = await demo.get(`/api/orders/${seededOrderIds.otherShopper}`);
      const harborOnGreenway = await demo.get(`/api/orders/${seededOrderIds.harborPickup}`);
      const unknown = await demo.get('/api/orders/8899999999');
      for (const answer of [other, harborOnGreenway, unknown]) {
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('NOT_FOUND');
      }
      expect(other.body).toEqual(unknown.body);
      // The owner reads it; the harbor order reads on harbor's host.
      const owner = await signedIn('new@example.com');
      expect((await owner.get(`/api/orders/${seededOrderIds.otherShopper}`)).status).toBe(200);
      const demoOnHarbor = await signedIn('demo@example.com', 'harbor.localhost:4321');
      expect((await demoOnHarbor.get(`/api/orders/${seededOrderIds.harborPickup}`)).status).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const guest = new TestClient(app);
      expect((await guest.get('/api/orders')).status).toBe(401);
      expect((await guest.get(`/api/orders/${seededOrderIds.pickup}`)).status).toBe(401);
    });

    it("lists the shopper's orders on this banner, newest first, the pending ones marked", async () => {
      const demo = await signedIn('demo@example.com');
      const answer = await demo.get('/api/orders');
      expect(answer.status).toBe(200);
      const { orders } = orderListSchema.parse(answer.body);
      expect(orders.map((order) => order.id)).toEqual([
        seededOrderIds.pickup,
        seededOrderIds.modifiedContactless,
        seededOrderIds.warehouse,
        seededOrderIds.past,
      ]);
      expect(orders.map((order) => order.isPending)).toEqual([true, true, true, false]);
      expect(orders[0]).toMatchObject({ itemCount: 6, destinationName: 'Downtown Cincinnati', appName: 'CLICKLIST' });
      expect(orders[1]).toMatchObject({ status: 'MODIFIED', destinationName: 'Office' });
      const harbor = orderListSchema.parse(
        (await signedIn('demo@example.com', 'harbor.localhost:4321').then((client) => client.get('/api/orders'))).body,
      );
      expect(harbor.orders.map((order) => order.id)).toEqual([seededOrderIds.harborPickup]);
      const newShopper = orderListSchema.parse((await (await signedIn('new@example.com')).get('/api/orders')).body);
      expect(newShopper.orders.map((order) => order.id)).toEqual([seededOrderIds.otherShopper]);
    });

    it('a cancelled order is no longer pending, and an order without details is not listed', async () => {
      await database.db.execute(sql`update orders set status = 'CANCELLED' where id = ${seededOrderIds.warehouse}`);
      await database.db.execute(
        sql`insert into orders (id, app_name, shopper_id, banner_id, modality, placed_at)
            select '8800199999', 'CLICKLIST', id, 'greenway', 'PICKUP', ${now.toISOString()}::timestamptz
            from shoppers where email = 'demo@example.com'`,
      );
      try {
        const demo = await signedIn('demo@example.com');
        const { orders } = orderListSchema.parse((await demo.get('/api/orders')).body);
        expect(orders.find((order) => order.id === seededOrderIds.warehouse)?.isPending).toBe(false);
        expect(orders.map((order) => order.id)).not.toContain('8800199999');
        expect((await demo.get('/api/orders/8800199999')).status).toBe(404);
      } finally {
        await database.db.execute(sql`update orders set status = 'PLACED' where id = ${seededOrderIds.warehouse}`);
        await database.db.execute(sql`delete from orders where id = '8800199999'`);
      }
    });

    /** The products of a shopper's orders as the API answers them, newest order first. */
    async function orderedProducts(client: TestClient): Promise<Array<{ placedAt: string; gtin13s: string[] }>> {
      const { orders } = orderListSchema.parse((await client.get('/api/orders')).body);
      const details = await Promise.all(
        orders
          .filter((order) => order.status !== 'CANCELLED')
          .map(async (order) => orderDetailsSchema.parse((await client.get(`/api/orders/${order.id}`)).body)),
      );
      return details.map((order) => ({
        placedAt: order.placedAt,
        gtin13s: order.lineItems.map((line) => line.gtin13),
      }));
    }

    it("'Buy it again' offers the products of the shopper's own orders on this banner, the newest order's first (issue 22)", async () => {
      const demo = await signedIn('demo@example.com');
      const answer = await demo.get('/api/buy-again');
      expect(answer.status).toBe(200);
      const { items } = buyAgainSchema.parse(answer.body);
      const ordered = await orderedProducts(demo);
      const everyOrdered = new Set(ordered.flatMap((order) => order.gtin13s));
      expect(items.length).toBe(Math.min(everyOrdered.size, BUY_AGAIN_MAX));
      expect(items.map((product) => product.gtin13).every((gtin13) => everyOrdered.has(gtin13))).toBe(true);
      expect(new Set(items.map((product) => product.gtin13)).size).toBe(items.length);
      const newest = [...ordered].sort((a, b) => b.placedAt.localeCompare(a.placedAt))[0];
      expect(newest?.gtin13s).toContain(items[0]?.gtin13);

      // Another shopper's orders and another banner's are not offered.
      const theirs = new Set(
        (await orderedProducts(await signedIn('new@example.com'))).flatMap((order) => order.gtin13s),
      );
      const onlyTheirs = [...theirs].filter((gtin13) => !everyOrdered.has(gtin13));
      const onHarbor = await orderedProducts(await signedIn('demo@example.com', 'harbor.localhost:4321'));
      const onlyHarbor = onHarbor.flatMap((order) => order.gtin13s).filter((gtin13) => !everyOrdered.has(gtin13));
      for (const gtin13 of [...onlyTheirs, ...onlyHarbor]) {
        expect(items.map((product) => product.gtin13)).not.toContain(gtin13);
      }
      const harborItems = buyAgainSchema.parse(
        (await (await signedIn('demo@example.com', 'harbor.localhost:4321')).get('/api/buy-again')).body,
      ).items;
      expect(new Set(harborItems.map((product) => product.gtin13))).toEqual(
        new Set(onHarbor.flatMap((order) => order.gtin13s)),
      );
      expect((await new TestClient(app, 'localhost:4321').get('/api/buy-again')).status).toBe(401);
    });

    it("'Buy it again' leaves out a cancelled order's products", async () => {
      const demo = await signedIn('demo@example.com');
      const offered = async () =>
        buyAgainSchema.parse((await demo.get('/api/buy-again')).body).items.map((product) => product.gtin13);
      const warehouse = orderDetailsSchema.parse((await demo.get(`/api/orders/${seededOrderIds.warehouse}`)).body);
      const [first] = warehouse.lineItems;
      if (!first) throw new Error('the warehouse order has lines');
      expect(await offered()).toContain(first.gtin13);

      await database.db.execute(sql`update orders set status = 'CANCELLED' where id = ${seededOrderIds.warehouse}`);
      try {
        const stillOrdered = new Set((await orderedProducts(demo)).flatMap((order) => order.gtin13s));
        const after = await offered();
        for (const line of warehouse.lineItems) expect(after.includes(line.gtin13)).toBe(stillOrdered.has(line.gtin13));
      } finally {
        await database.db.execute(sql`update orders set status = 'PLACED' where id = ${seededOrderIds.warehouse}`);
      }
    });
  });
});
