import { upfrontTimeslotsSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { and, count, eq, gt } from '../src/db/orm.ts';
import { promises } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { backends, postgresBackend } from './support/backends.ts';
import type { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/*
 * Capacity is a database invariant: however many requests and server processes compete for the last
 * place of a window, exactly one gets it. Holds expire and give their place back.
 */

/** The e2e clock: Friday 2026-11-20, 7:00 in Los Angeles; today's express hour there is 8:00-9:00. */
const now = new Date('2026-11-20T15:00:00.000Z');
const expressOptionId = 'IHX.fc-los-angeles.20261120T0800';

function expressSelection(addressId: string | null, date = '20261120', optionId = expressOptionId): string {
  return `D.a${(addressId as string).replaceAll('-', '')}.${date}:${optionId}`;
}

async function liveHoldsOf(database: Database, optionId: string, at: Date): Promise<number> {
  const [row] = await database.db
    .select({ total: count() })
    .from(promises)
    .where(and(eq(promises.optionId, optionId), gt(promises.expiresAt, at)));
  return Number(row?.total ?? 0);
}

const statusesOf = (responses: Array<{ status: number; body: { code?: string } }>) =>
  responses.map((response) => (response.status === 201 ? 201 : `${response.status} ${response.body.code}`)).sort();

describe.each(backends)('time-slot capacity on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let place: Awaited<ReturnType<typeof backend.create>>;
    let database: Database;
    let clock = now;
    let app: Hono;

    beforeAll(async () => {
      place = await backend.create();
      database = await place.open();
      await migrate(database);
      await seedIfEmpty(database, { now });
      app = createApp({ db: database.db, now: () => clock });
    });

    afterEach(async () => {
      clock = now;
      delete process.env.AISLE_PROMISE_HOLD_MINUTES;
      await database.db.delete(promises);
    });

    afterAll(async () => {
      await database?.close();
      await place?.destroy();
    });

    it('gives the one place of the express hour to exactly one of 10 concurrent shoppers', async () => {
      const shoppers = await Promise.all(
        Array.from({ length: 10 }, () => createSignedInShopper(database.db, app, now, { addressZip: '90012' })),
      );
      const listed = await shoppers[0]?.client.request('POST', '/api/timeslots/upfront', {
        body: { modality: 'DELIVERY', destination: { address: { id: shoppers[0]?.addressId } } },
        headers: { 'user-time-zone': 'America/Los_Angeles' },
      });
      const express = upfrontTimeslotsSchema.parse(listed?.body).days[0]?.times[0];
      expect(express).toMatchObject({ optionId: expressOptionId, isExpress: true, remainingCapacity: 1 });

      const responses = await Promise.all(
        shoppers.map(({ client, addressId }) =>
          client.request('POST', '/api/promises', { body: { selectedIds: [expressSelection(addressId)] } }),
        ),
      );
      expect(statusesOf(responses)).toEqual([201, ...Array(9).fill('409 SLOT_FULL')]);
      expect(await liveHoldsOf(database, expressOptionId, now)).toBe(1);
    });

    it('fills an 8-place window with exactly 8 of 12 concurrent shoppers', async () => {
      const optionId = 'IH.fc-los-angeles.20261121T1000';
      const shoppers = await Promise.all(
        Array.from({ length: 12 }, () => createSignedInShopper(database.db, app, now, { addressZip: '90026' })),
      );
      const responses = await Promise.all(
        shoppers.map(({ client, addressId }) =>
          client.request('POST', '/api/promises', {
            body: { selectedIds: [expressSelection(addressId, '20261121', optionId)] },
          }),
        ),
      );
      expect(statusesOf(responses).filter((status) => status === 201)).toHaveLength(8);
      expect(statusesOf(responses).filter((status) => status === '409 SLOT_FULL')).toHaveLength(4);
      expect(await liveHoldsOf(database, optionId, now)).toBe(8);
    });

    it('gives the place back when the hold expires (AISLE_PROMISE_HOLD_MINUTES)', async () => {
      // 6:00 in Los Angeles: the express hour is still 8:00-9:00 half an hour later.
      clock = new Date('2026-11-20T14:00:00.000Z');
      process.env.AISLE_PROMISE_HOLD_MINUTES = '20';
      const holder = await createSignedInShopper(database.db, app, clock, { addressZip: '90012' });
      const waiting = await createSignedInShopper(database.db, app, clock, { addressZip: '90012' });
      const take = (shopper: { client: TestClient; addressId: string | null }) =>
        shopper.client.request('POST', '/api/promises', {
          body: { selectedIds: [expressSelection(shopper.addressId)] },
        });

      const held = await take(holder);
      expect(held.status).toBe(201);
      expect(held.body.expiresAt).toBe('2026-11-20T14:20:00.000Z');
      expect((await take(waiting)).body.code).toBe('SLOT_FULL');

      clock = new Date('2026-11-20T14:19:59.000Z');
      expect((await take(waiting)).body.code).toBe('SLOT_FULL');
      expect((await holder.client.get('/api/promises/current')).body.promise.id).toBe(held.body.id);

      clock = new Date('2026-11-20T14:20:00.000Z');
      expect((await holder.client.get('/api/promises/current')).body.promise).toBeNull();
      const listed = await waiting.client.request('POST', '/api/timeslots/upfront', {
        body: { modality: 'DELIVERY', destination: { address: { id: waiting.addressId } } },
        headers: { 'user-time-zone': 'America/Los_Angeles' },
      });
      expect(listed.body.days[0].times[0]).toMatchObject({ optionId: expressOptionId, remainingCapacity: 1 });
      const taken = await take(waiting);
      expect(taken.status).toBe(201);
      expect(await liveHoldsOf(database, expressOptionId, clock)).toBe(1);
    });

    it('refuses a second live hold on a full window even when written straight into the database', async () => {
      const first = await createSignedInShopper(database.db, app, now, { addressZip: '90012' });
      const second = await createSignedInShopper(database.db, app, now, { addressZip: '90012' });
      const taken = await first.client.request('POST', '/api/promises', {
        body: { selectedIds: [expressSelection(first.addressId)] },
      });
      expect(taken.status).toBe(201);
      const [row] = await database.db.select().from(promises).where(eq(promises.id, taken.body.id));
      await expect(
        database.db
          .insert(promises)
          .values({ ...(row as typeof promises.$inferSelect), id: crypto.randomUUID(), shopperId: second.shopperId }),
      ).rejects.toThrow();
    });
  });
});

describe.skipIf(!postgresBackend.isAvailable)(
  'time-slot capacity across two server processes on one PostgreSQL',
  () => {
    let place: Awaited<ReturnType<typeof postgresBackend.create>>;
    let first: Database;
    let second: Database;
    let apps: Hono[];

    beforeAll(async () => {
      place = await postgresBackend.create();
      first = await place.open();
      second = await place.open();
      await migrate(first);
      await seedIfEmpty(first, { now });
      // Two apps, two connection pools: what two `npm start` processes with one DATABASE_URL would be.
      apps = [createApp({ db: first.db, now: () => now }), createApp({ db: second.db, now: () => now })];
    });

    afterAll(async () => {
      await first?.close();
      await second?.close();
      await place?.destroy();
    });

    it('gives the last place to exactly one of 16 concurrent shoppers spread over both, every round', async () => {
      for (let round = 0; round < 3; round += 1) {
        await first.db.delete(promises);
        const shoppers = await Promise.all(
          Array.from({ length: 16 }, (_, index) =>
            createSignedInShopper(first.db, apps[index % 2] as Hono, now, { addressZip: '90012' }),
          ),
        );
        const responses = await Promise.all(
          shoppers.map(({ client, addressId }) =>
            client.request('POST', '/api/promises', { body: { selectedIds: [expressSelection(addressId)] } }),
          ),
        );
        expect(statusesOf(responses)).toEqual([201, ...Array(15).fill('409 SLOT_FULL')]);
        expect(await liveHoldsOf(first, expressOptionId, now)).toBe(1);
      }
    });
  },
);
