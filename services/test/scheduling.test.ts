import { checkoutSchema, timeslotPromiseSchema, upfrontTimeslotsSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { and, eq, gt, ilike } from '../src/db/orm.ts';
import { checkouts, products, promises, shopperPhones, shoppers, stores } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import type { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/*
 * The scheduling step's calls (issue 11): a promise is created (POST) or moved (PUT with its versionKey,
 * PRM-002/003), knows the basket items its window cannot fulfil (PRM-014), and a checkout is made from
 * the basket and the live promise (SCH-047..065), only the shopper's own (object-level authorization).
 */

/** Friday 2026-11-20, 7:00 in Los Angeles, 10:00 in Cincinnati. */
const now = new Date('2026-11-20T15:00:00.000Z');

async function gtinOf(database: Database, name: string): Promise<string> {
  const [row] = await database.db.select({ gtin13: products.gtin13 }).from(products).where(ilike(products.name, name));
  if (!row) throw new Error(`No product ${name}`);
  return row.gtin13;
}

async function pickupStoreOf(database: Database): Promise<string> {
  const [row] = await database.db
    .select({ locationId: stores.locationId })
    .from(stores)
    .where(and(eq(stores.bannerId, 'greenway'), eq(stores.offersPickup, true), eq(stores.postalCode, '45202')));
  if (!row) throw new Error('No greenway pickup store in 45202');
  return row.locationId;
}

async function pickupTimes(client: TestClient, locationId: string) {
  const listed = await client.request('POST', '/api/timeslots/upfront', {
    body: { modality: 'PICKUP', destination: { locationId } },
    headers: { 'user-time-zone': 'America/New_York' },
  });
  expect(listed.status).toBe(200);
  return upfrontTimeslotsSchema.parse(listed.body).days.flatMap((day) => day.times);
}

const selectionOf = (time: { quoteId: string; optionId: string }) => `${time.quoteId}:${time.optionId}`;

describe.each(backends)('scheduling calls on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let opened: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;
    let clock = now;
    let locationId: string;

    beforeAll(async () => {
      opened = await openSeeded(backend, now);
      database = opened.database;
      app = createApp({ db: database.db, now: () => clock });
      locationId = await pickupStoreOf(database);
    });

    afterEach(() => {
      clock = now;
    });

    afterAll(async () => {
      await opened?.close();
    });

    async function shopperWithCart(items: Array<{ name: string; quantity: number }>, modality = 'PICKUP') {
      const shopper = await createSignedInShopper(database.db, app, now, { addressZip: '90012' });
      for (const item of items) {
        const added = await shopper.client.request('POST', `/api/baskets/${modality}/items`, {
          body: { gtin13: await gtinOf(database, item.name), quantity: item.quantity },
        });
        expect(added.status).toBe(200);
      }
      const basket = await shopper.client.get(`/api/baskets/${modality}`);
      return { ...shopper, cartId: basket.body.id as string };
    }

    /** Holds the store's first Pickup time and creates the checkout from the shopper's Pickup basket. */
    async function pickupCheckout(shopper: Awaited<ReturnType<typeof shopperWithCart>>, dateOfBirth: string | null) {
      const [time] = await pickupTimes(shopper.client, locationId);
      const promise = await shopper.client.request('POST', '/api/promises', {
        body: { selectedIds: [selectionOf(time as { quoteId: string; optionId: string })] },
      });
      const created = await shopper.client.request('POST', '/api/checkouts', {
        body: {
          modalityType: 'PICKUP',
          cartId: shopper.cartId,
          promiseId: promise.body.id,
          // The browser cannot post another identity: buyer and contact are not in the request's schema.
          buyer: { dateOfBirth },
          fulfillment: {},
          properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
        },
      });
      expect(created.status).toBe(201);
      return { created, promise };
    }

    it('creates a promise with POST, moves it with PUT and its versionKey, and refuses a stale versionKey (PRM-002, PRM-003, PRM-013)', async () => {
      const { client } = await shopperWithCart([{ name: 'Whole Milk', quantity: 1 }]);
      const times = await pickupTimes(client, locationId);
      const [first, second] = times;
      const created = await client.request('POST', '/api/promises', {
        body: { selectedIds: [selectionOf(first as (typeof times)[number])] },
      });
      expect(created.status).toBe(201);
      const promise = timeslotPromiseSchema.parse(created.body);
      expect(promise).toMatchObject({ versionKey: '1', modality: 'PICKUP' });

      const moved = await client.request('PUT', `/api/promises/${promise.id}`, {
        body: { selectedId: selectionOf(second as (typeof times)[number]), versionKey: '1' },
      });
      expect(moved.status).toBe(200);
      expect(timeslotPromiseSchema.parse(moved.body)).toMatchObject({
        id: promise.id,
        versionKey: '2',
        optionId: second?.optionId,
      });

      const stale = await client.request('PUT', `/api/promises/${promise.id}`, {
        body: { selectedId: selectionOf(first as (typeof times)[number]), versionKey: '1' },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('VERSION_CONFLICT');
    });

    it("answers 404 for another shopper's promise and PROMISE_EXPIRED for an expired one", async () => {
      const owner = await shopperWithCart([{ name: 'Whole Milk', quantity: 1 }]);
      const other = await shopperWithCart([{ name: 'Whole Milk', quantity: 1 }]);
      const [time] = await pickupTimes(owner.client, locationId);
      const created = await owner.client.request('POST', '/api/promises', {
        body: { selectedIds: [selectionOf(time as { quoteId: string; optionId: string })] },
      });
      const moveByOther = await other.client.request('PUT', `/api/promises/${created.body.id}`, {
        body: { selectedId: selectionOf(time as { quoteId: string; optionId: string }), versionKey: '1' },
      });
      expect(moveByOther.status).toBe(404);

      clock = new Date(Date.parse(created.body.expiresAt));
      const late = await owner.client.request('PUT', `/api/promises/${created.body.id}`, {
        body: { selectedId: selectionOf(time as { quoteId: string; optionId: string }), versionKey: '1' },
      });
      expect(late.status).toBe(410);
      expect(late.body.code).toBe('PROMISE_EXPIRED');
    });

    it('lists the basket items a window cannot fulfil as excluded, and includes them in a later window (PRM-014, PRM-015)', async () => {
      const { client } = await shopperWithCart([
        { name: 'Whole Milk', quantity: 1 },
        { name: 'Sourdough Loaf', quantity: 1 },
      ]);
      const milk = await gtinOf(database, 'Whole Milk');
      const sourdough = await gtinOf(database, 'Sourdough Loaf');
      // Tomorrow in Cincinnati: 8:00 is before the bread arrives (from 10:00); 14:00 is after.
      const times = (await pickupTimes(client, locationId)).filter((time) => time.optionId.includes('20261121'));
      const early = times.find((time) => time.optionId.endsWith('T0800'));
      const late = times.find((time) => time.optionId.endsWith('T1400'));
      const created = await client.request('POST', '/api/promises', {
        body: { selectedIds: [selectionOf(early as (typeof times)[number])] },
      });
      expect(created.body.items).toEqual({
        included: [milk],
        excluded: [{ gtin13: sourdough, code: 'NOT_AVAILABLE_AT_TIME' }],
      });
      const moved = await client.request('PUT', `/api/promises/${created.body.id}`, {
        body: { selectedId: selectionOf(late as (typeof times)[number]), versionKey: '1' },
      });
      expect(moved.body.items).toEqual({ included: [milk, sourdough], excluded: [] });
    });

    it('creates a DRAFT checkout from the basket and the live promise, readable only by its shopper (SCH-047, SCH-054..065)', async () => {
      const owner = await shopperWithCart([{ name: 'Whole Milk', quantity: 2 }]);
      const { created, promise } = await pickupCheckout(owner, null);
      const checkout = checkoutSchema.parse(created.body);
      expect(checkout).toMatchObject({
        status: 'DRAFT',
        modalityType: 'PICKUP',
        cartId: owner.cartId,
        buyer: { profileId: owner.shopperId, dateOfBirth: null, address: null },
        fulfillment: {
          contact: { firstName: 'Test', lastName: 'Shopper', smsOptin: false },
          location: { locationId },
          deliveryType: null,
          promise: { id: promise.body.id, displayString: promise.body.displayString },
        },
        lineItems: [
          {
            gtin13: await gtinOf(database, 'Whole Milk'),
            quantity: 2,
            channel: 'ONLINE',
            substitutionPolicy: 'SHOPPER_CHOICE',
            modalityType: 'PICKUP',
          },
        ],
        properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
      });
      // CBX-002: a Pickup order's number ends in 01.
      expect(checkout.id).toMatch(/^\d{12,}01$/);
      expect((await owner.client.get(`/api/checkouts/${checkout.id}`)).body).toEqual(created.body);
      const other = await shopperWithCart([]);
      const peek = await other.client.get(`/api/checkouts/${checkout.id}`);
      expect(peek.status).toBe(404);
    });

    it("fills buyer and contact from the shopper's own profile: email, loyalty id, +1 phone, names only when they pass the pattern (SCH-054, SCH-056..059)", async () => {
      const named = await shopperWithCart([{ name: 'Whole Milk', quantity: 1 }]);
      const [profile] = await database.db
        .update(shoppers)
        .set({ firstName: "  Zoë-Anne O'Neil ", lastName: 'Smith', loyaltyCardNumber: '480012345679' })
        .where(eq(shoppers.id, named.shopperId))
        .returning({ email: shoppers.email });
      await database.db.insert(shopperPhones).values([
        { shopperId: named.shopperId, type: 'HOME', number: '5135550199' },
        { shopperId: named.shopperId, type: 'MOBILE', number: '5135550142' },
      ]);
      const { created, promise } = await pickupCheckout(named, '1990-05-17');
      const checkout = checkoutSchema.parse(created.body);
      const promiseId = promise.body.id as string;
      // SCH-054: profileId, dateOfBirth, email and loyaltyId.
      expect(checkout.buyer).toMatchObject({
        profileId: named.shopperId,
        dateOfBirth: '1990-05-17',
        email: profile?.email,
        loyaltyId: '480012345679',
      });
      // SCH-056, SCH-057: the contact, its phone the mobile one (stored as 10 digits) as +1 and 10 digits.
      expect(checkout.fulfillment.contact).toEqual({
        firstName: "Zoë-Anne O'Neil",
        lastName: 'Smith',
        phone: '+15135550142',
        smsOptin: false,
        dateOfBirth: '1990-05-17',
      });
      // SCH-059: address (none for Pickup), location and promise.
      expect(checkout.fulfillment).toMatchObject({
        address: null,
        location: { locationId },
        promise: { id: promiseId },
      });

      // SCH-058: names that fail the pattern are not sent (and no phone is none).
      const odd = await shopperWithCart([{ name: 'Whole Milk', quantity: 1 }]);
      await database.db
        .update(shoppers)
        .set({ firstName: '<script>', lastName: '1234' })
        .where(eq(shoppers.id, odd.shopperId));
      const oddCheckout = checkoutSchema.parse((await pickupCheckout(odd, null)).created.body);
      expect(oddCheckout.fulfillment.contact).toMatchObject({ firstName: null, lastName: null, phone: null });
    });

    it('carries the delivery address, deliveryType and instructions for Delivery, under a number ending in 02 (SCH-055, SCH-060, SCH-061, CBX-003)', async () => {
      const shopper = await shopperWithCart([{ name: 'Whole Milk', quantity: 1 }], 'DELIVERY');
      const listed = await shopper.client.request('POST', '/api/timeslots/upfront', {
        body: { modality: 'DELIVERY', destination: { address: { id: shopper.addressId } } },
        headers: { 'user-time-zone': 'America/Los_Angeles' },
      });
      const time = upfrontTimeslotsSchema.parse(listed.body).days[1]?.times[0];
      const promise = await shopper.client.request('POST', '/api/promises', {
        body: { selectedIds: [selectionOf(time as { quoteId: string; optionId: string })] },
      });
      const created = await shopper.client.request('POST', '/api/checkouts', {
        body: {
          modalityType: 'DELIVERY',
          cartId: shopper.cartId,
          promiseId: promise.body.id,
          buyer: { dateOfBirth: null },
          fulfillment: { deliveryType: 'Contactless', instructions: 'Ring twice' },
          properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.id).toMatch(/^\d{12,}02$/);
      expect(created.body.buyer.address).toMatchObject({ id: shopper.addressId, postalCode: '90012' });
      expect(created.body.fulfillment).toMatchObject({ deliveryType: 'Contactless', instructions: 'Ring twice' });
    });

    it('asks for a date of birth of at least 21 when the basket has alcohol, and refuses an expired promise (SCH-051, SCH-052)', async () => {
      const shopper = await shopperWithCart([
        { name: 'Whole Milk', quantity: 1 },
        { name: 'Lager', quantity: 1 },
      ]);
      const [time] = await pickupTimes(shopper.client, locationId);
      const promise = await shopper.client.request('POST', '/api/promises', {
        body: { selectedIds: [selectionOf(time as { quoteId: string; optionId: string })] },
      });
      const create = (dateOfBirth: string | null) =>
        shopper.client.request('POST', '/api/checkouts', {
          body: {
            modalityType: 'PICKUP',
            cartId: shopper.cartId,
            promiseId: promise.body.id,
            buyer: { dateOfBirth },
            fulfillment: {},
            properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
          },
        });
      const missing = await create(null);
      expect(missing.status).toBe(422);
      expect(missing.body).toMatchObject({
        code: 'AGE_VERIFICATION_REQUIRED',
        issues: [{ path: 'buyer.dateOfBirth', message: 'minimum age 21' }],
      });
      expect((await create('2006-11-21')).status).toBe(422);
      expect((await create('2005-11-20')).status).toBe(201);

      clock = new Date(Date.parse(promise.body.expiresAt));
      const late = await create('2005-11-20');
      expect(late.body.code).toBe('PROMISE_EXPIRED');
    });

    it("renews a hold in its own window, also when the window is full, and reads back what is left by the server's clock (issue 20, WCAG 2.2.1)", async () => {
      const shoppers = await Promise.all(
        Array.from({ length: 10 }, () => shopperWithCart([{ name: 'Whole Milk', quantity: 1 }])),
      );
      const times = await pickupTimes(shoppers[0]?.client as TestClient, locationId);
      const target = times.find((time) => time.optionId.endsWith('20261123T1200')) as (typeof times)[number];
      const held = await Promise.all(
        shoppers.map(async ({ client }) => {
          const created = await client.request('POST', '/api/promises', {
            body: { selectedIds: [selectionOf(target)] },
          });
          expect(created.status).toBe(201);
          return timeslotPromiseSchema.parse(created.body);
        }),
      );
      // The window is full: an eleventh shopper cannot hold it.
      const late = await shopperWithCart([{ name: 'Whole Milk', quantity: 1 }]);
      const refused = await late.client.request('POST', '/api/promises', {
        body: { selectedIds: [selectionOf(target)] },
      });
      expect(refused.status).toBe(409);

      const [first] = held as [(typeof held)[number]];
      const owner = shoppers[0] as (typeof shoppers)[number];
      const { checkout } = await (async () => {
        const created = await owner.client.request('POST', '/api/checkouts', {
          body: {
            modalityType: 'PICKUP',
            cartId: owner.cartId,
            promiseId: first.id,
            buyer: { dateOfBirth: null },
            fulfillment: {},
            properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
          },
        });
        expect(created.status).toBe(201);
        return { checkout: checkoutSchema.parse(created.body) };
      })();

      clock = new Date(now.getTime() + 26 * 60_000);
      const readBack = await owner.client.get('/api/promises/current?modality=PICKUP');
      expect(readBack.body).toMatchObject({ promise: { id: first.id }, now: clock.toISOString() });
      expect(Date.parse(readBack.body.promise.expiresAt) - Date.parse(readBack.body.now)).toBe(4 * 60_000);

      const renewed = await owner.client.request('PUT', `/api/promises/${first.id}`, {
        body: { selectedId: first.selectedId, versionKey: first.versionKey },
      });
      expect(renewed.status).toBe(200);
      expect(timeslotPromiseSchema.parse(renewed.body)).toMatchObject({
        id: first.id,
        selectedId: first.selectedId,
        versionKey: '2',
        expiresAt: new Date(clock.getTime() + 30 * 60_000).toISOString(),
      });

      // Renewing took no second place in the full window.
      const stillFull = await late.client.request('POST', '/api/promises', {
        body: { selectedIds: [selectionOf(target)] },
      });
      expect(stillFull.status).toBe(409);

      // Past the first hold's end the checkout's hold is still live.
      clock = new Date(now.getTime() + 40 * 60_000);
      expect((await owner.client.get('/api/promises/current?modality=PICKUP')).body.promise?.id).toBe(first.id);
      expect(checkout.fulfillment.promise.id).toBe(first.id);
    });

    it('never holds more than a window’s capacity when many shoppers move their holds into it at once', async () => {
      const shoppers = await Promise.all(
        Array.from({ length: 14 }, () => shopperWithCart([{ name: 'Whole Milk', quantity: 1 }])),
      );
      const times = await pickupTimes(shoppers[0]?.client as TestClient, locationId);
      const target = times.find((time) => time.optionId.endsWith('20261122T1200')) as (typeof times)[number];
      const starts = await Promise.all(
        shoppers.map(async ({ client }, index) => {
          const start = times[index % 5] as (typeof times)[number];
          const created = await client.request('POST', '/api/promises', {
            body: { selectedIds: [selectionOf(start)] },
          });
          return created.body.id as string;
        }),
      );
      const moved = await Promise.all(
        shoppers.map(({ client }, index) =>
          client.request('PUT', `/api/promises/${starts[index]}`, {
            body: { selectedId: selectionOf(target), versionKey: '1' },
          }),
        ),
      );
      const statuses = moved.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(4);
      const live = await database.db
        .select({ id: promises.id })
        .from(promises)
        .where(and(eq(promises.optionId, target.optionId), gt(promises.expiresAt, now)));
      expect(live).toHaveLength(10);
      expect(
        await database.db
          .select({ id: checkouts.id })
          .from(checkouts)
          .where(eq(checkouts.cartId, shoppers[0]?.cartId as string)),
      ).toEqual([]);
    });
  });
});
