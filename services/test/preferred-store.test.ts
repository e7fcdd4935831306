import { customerProfileSchema, preferredStoreSchema, storeSearchResultSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/** 10:00 in Cincinnati: the stores there are open. */
const now = new Date('2026-11-20T15:00:00.000Z');
const harborHost = 'harbor.localhost:4321';

/*
 * The account's preferred store (issue 10; ACC-021, ACC-022, ACC-038, ACC-154, ACC-171): one per shopper and
 * banner, only a store of that banner, only ever the signed-in shopper's own.
 */
describe.each(backends)('preferred store on $name', (backend) => {
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

    async function ownStoreNear(client: TestClient, zip: string, index = 0) {
      const response = await client.get(`/api/stores?postalCode=${zip}&scope=banner&limit=20`);
      expect(response.status).toBe(200);
      const { stores } = storeSearchResultSchema.parse(response.body);
      const store = stores[index];
      if (!store) throw new Error(`no store ${index} near ${zip}`);
      return store;
    }

    it("gives demo's greenway store, and none for harbor until one is chosen", async () => {
      const client = new TestClient(app);
      await client.signIn('demo@example.com');
      const greenway = preferredStoreSchema.parse((await client.get('/api/profile/preferred-store')).body);
      expect(greenway.store).toMatchObject({ banner: 'greenway', divisionNumber: '101', isOpen: true });
      const atHarbor = new TestClient(app, harborHost);
      await atHarbor.signIn('demo@example.com');
      expect((await atHarbor.get('/api/profile/preferred-store')).body).toEqual({ store: null });
    });

    it("the search's banner scope lists only the banner's own stores, within 500 miles, nearest first", async () => {
      const client = new TestClient(app, harborHost);
      const linked = storeSearchResultSchema.parse((await client.get('/api/stores?postalCode=45202&limit=20')).body);
      expect(linked.stores.some((store) => store.isCrossBanner)).toBe(true);
      const own = storeSearchResultSchema.parse(
        (await client.get('/api/stores?postalCode=45202&limit=20&scope=banner')).body,
      );
      expect(own.radiusMiles).toBe(500);
      expect(own.stores.length).toBeGreaterThan(0);
      expect(own.stores.every((store) => store.banner === 'harbor' && !store.isCrossBanner)).toBe(true);
      const distances = own.stores.map((store) => store.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect((await client.get('/api/stores?postalCode=45202&scope=everyone')).status).toBe(400);
      const none = await client.get('/api/stores?postalCode=96701&scope=banner');
      expect(none.body).toEqual({
        code: 'NO_STORES_FOUND',
        message: 'No Stores were found within 500 Miles of the entered location!',
      });
    });

    it('sets a store of the banner, shows it in the profile, and changes it again', async () => {
      const { client } = await createSignedInShopper(database.db, app, now, { host: harborHost });
      expect((await client.get('/api/profile/preferred-store')).body).toEqual({ store: null });
      const first = await ownStoreNear(client, '45202', 0);
      const set = await client.request('PUT', '/api/profile/preferred-store', {
        body: { locationId: first.locationId },
      });
      expect(set.status).toBe(200);
      expect(preferredStoreSchema.parse(set.body).store?.locationId).toBe(first.locationId);
      expect(preferredStoreSchema.parse((await client.get('/api/profile/preferred-store')).body).store).toEqual(
        set.body.store,
      );
      const profile = customerProfileSchema.parse((await client.get('/api/profile')).body);
      expect(profile.bannerSpecificDetails).toEqual([
        expect.objectContaining({ banner: 'harbor', preferredStoreNumber: first.storeNumber }),
      ]);
      const second = await ownStoreNear(client, '90012', 0);
      await client.request('PUT', '/api/profile/preferred-store', { body: { locationId: second.locationId } });
      expect(
        preferredStoreSchema.parse((await client.get('/api/profile/preferred-store')).body).store?.locationId,
      ).toBe(second.locationId);
    });

    it("refuses another banner's store, an unknown one, a malformed id, no CSRF token and no session", async () => {
      const { client } = await createSignedInShopper(database.db, app, now, { host: harborHost });
      const greenwayStore = storeSearchResultSchema
        .parse((await client.get('/api/stores?postalCode=45202&limit=20')).body)
        .stores.find((store) => store.banner === 'greenway');
      if (!greenwayStore) throw new Error('no greenway store near 45202');
      const cross = await client.request('PUT', '/api/profile/preferred-store', {
        body: { locationId: greenwayStore.locationId },
      });
      expect(cross.status).toBe(404);
      expect(cross.body.code).toBe('STORE_NOT_FOUND');
      const unknown = await client.request('PUT', '/api/profile/preferred-store', { body: { locationId: '99999999' } });
      expect(unknown.body.code).toBe('STORE_NOT_FOUND');
      const malformed = await client.request('PUT', '/api/profile/preferred-store', { body: { locationId: '12' } });
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe('VALIDATION_FAILED');
      const own = await ownStoreNear(client, '45202');
      const noCsrf = await client.request('PUT', '/api/profile/preferred-store', {
        body: { locationId: own.locationId },
        csrf: false,
      });
      expect(noCsrf.status).toBe(403);
      expect(noCsrf.body.code).toBe('CSRF_FAILED');
      expect((await client.get('/api/profile/preferred-store')).body).toEqual({ store: null });
      const guest = new TestClient(app, harborHost);
      expect((await guest.get('/api/profile/preferred-store')).status).toBe(401);
      expect(
        (await guest.request('PUT', '/api/profile/preferred-store', { body: { locationId: own.locationId } })).status,
      ).toBeGreaterThanOrEqual(401);
    });

    it("one shopper's choice never changes another's", async () => {
      const a = await createSignedInShopper(database.db, app, now, { host: harborHost });
      const b = await createSignedInShopper(database.db, app, now, { host: harborHost });
      const store = await ownStoreNear(a.client, '45202');
      await a.client.request('PUT', '/api/profile/preferred-store', { body: { locationId: store.locationId } });
      expect((await b.client.get('/api/profile/preferred-store')).body).toEqual({ store: null });
    });
  });
});
