import { banners } from '@aisle/banner-themes';
import {
  activeModalityPreferences,
  addressListSchema,
  addressValidationSchema,
  MAX_ADDRESSES_PER_SHOPPER,
  modalityOptionsSchema,
  modalityPreferenceListSchema,
  modalityPreferenceSchema,
  serviceAddressSchema,
  timeslotPromiseSchema,
  timeslotSelectionId,
  upfrontTimeslotsSchema,
} from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createApp } from '../src/http/app.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { backends } from './support/backends.ts';
import { findGtin, TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/** The e2e clock: Friday 2026-11-20, 10:00 in Cincinnati, 7:00 in Los Angeles. */
const now = new Date('2026-11-20T15:00:00.000Z');
const inStoreOnlyBanner = banners.find((banner) => banner.id === 'elm-street');
const timeZoneHeader = { 'user-time-zone': 'America/Los_Angeles' };

const payload = (overrides: Record<string, unknown> = {}) => ({
  addressType: 'Delivery',
  addressLine1: '222 E Market St',
  city: 'Indianapolis',
  countryCode: 'US',
  stateCode: 'IN',
  zip: '46204',
  dateAddressUpdated: now.toISOString(),
  ...overrides,
});

describe.each(backends)('selector API on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let place: Awaited<ReturnType<typeof backend.create>>;
    let database: Database;
    let app: Hono;

    beforeAll(async () => {
      place = await backend.create();
      database = await place.open();
      await migrate(database);
      await seedIfEmpty(database, { now });
      app = createApp({ db: database.db, now: () => now });
    });

    afterAll(async () => {
      await database?.close();
      await place?.destroy();
    });

    const shopper = (options: Parameters<typeof createSignedInShopper>[3] = {}) =>
      createSignedInShopper(database.db, app, now, options);

    async function demo(): Promise<TestClient> {
      const client = new TestClient(app);
      expect((await client.signIn('demo@example.com')).status).toBe(200);
      return client;
    }

    describe('modality options', () => {
      it('lists at least 3 greenway Pickup stores for 45202, nearest first, miles to two decimals', async () => {
        const response = await new TestClient(app).request('POST', '/api/modality-options', {
          body: { postalCode: '45202', pageContext: 'modality_window' },
        });
        expect(response.status).toBe(200);
        const options = modalityOptionsSchema.parse(response.body);
        const own = options.PICKUP.filter((option) => !option.isCrossBanner);
        expect(own.length).toBeGreaterThanOrEqual(3);
        const distances = options.PICKUP.map((option) => option.distance);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        for (const distance of distances) expect(Math.round(distance * 100) / 100).toBe(distance);
        expect(own.slice(0, 3).every((option) => option.distance <= 15)).toBe(true);
        expect(options.PICKUP[0]).toEqual({
          destination: { locationId: '10100351' },
          distance: 0,
          isCrossBanner: false,
          fulfillment: [{ kind: 'STORE', locationId: '10100351' }],
          providerId: null,
        });
        const details = new Map(options.storeDetails.map((store) => [store.locationId, store]));
        for (const option of [...options.PICKUP, ...options.IN_STORE]) {
          expect(details.has((option.destination as { locationId: string }).locationId)).toBe(true);
        }
        expect(details.get('10100351')).toMatchObject({ vanityName: 'Downtown Cincinnati', banner: 'greenway' });
        expect(options.origin.postalCode).toBe('45202');
        expect(options.externalOnlineDeliveryUrl).toBeNull();
      });

      it('names cross-banner stores of other banners as such, with their site', async () => {
        const response = await new TestClient(app).request('POST', '/api/modality-options', {
          body: { postalCode: '45202' },
        });
        const options = modalityOptionsSchema.parse(response.body);
        const crossBanner = options.PICKUP.find((option) => option.isCrossBanner);
        if (!crossBanner || !('locationId' in crossBanner.destination)) throw new Error('no cross-banner store');
        const { locationId } = crossBanner.destination;
        const store = options.storeDetails.find((detail) => detail.locationId === locationId);
        expect(store?.banner).not.toBe('greenway');
        expect(store?.externalNavigation?.webUrl).toBe(`http://${store?.banner}.localhost:4321/`);
      });

      it('offers Delivery at 90012 from the in-house fulfillment center and from the partner', async () => {
        const response = await new TestClient(app).request('POST', '/api/modality-options', {
          body: { postalCode: '90012' },
        });
        expect(response.status).toBe(200);
        const options = modalityOptionsSchema.parse(response.body);
        const inHouse = options.DELIVERY.find((option) => option.providerId === 'IN_HOUSE_DELIVERY');
        expect(inHouse).toMatchObject({
          destination: {
            address: { postalCode: '90012', cityTown: 'Los Angeles', stateProvince: 'CA', addressLines: [] },
          },
          isCrossBanner: false,
          fulfillment: [{ kind: 'FULFILLMENT_CENTER', id: 'fc-los-angeles', providerId: 'IN_HOUSE_DELIVERY' }],
        });
        const partner = options.DELIVERY.find((option) => option.providerId === 'DELIVERY');
        expect(partner?.fulfillment[0]).toEqual({ kind: 'STORE', locationId: '10100358' });
        const distances = options.DELIVERY.map((option) => option.distance);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        expect(
          options.PICKUP.some(
            (option) => 'locationId' in option.destination && option.destination.locationId === '10100358',
          ),
        ).toBe(true);
      });

      it('offers only partner delivery in Columbus (43215), where no fulfillment center reaches', async () => {
        const response = await new TestClient(app).request('POST', '/api/modality-options', {
          body: { postalCode: '43215' },
        });
        const options = modalityOptionsSchema.parse(response.body);
        expect(options.DELIVERY.map((option) => option.providerId)).toEqual(['DELIVERY']);
      });

      it('takes an address or a point instead of a ZIP code', async () => {
        const byAddress = await new TestClient(app).request('POST', '/api/modality-options', {
          body: {
            address: {
              addressLines: ['727 n broadway'],
              cityTown: 'los angeles',
              stateProvince: 'ca',
              postalCode: '90012',
            },
          },
        });
        expect(byAddress.status).toBe(200);
        const options = modalityOptionsSchema.parse(byAddress.body);
        expect(options.DELIVERY[0]?.destination).toEqual({
          address: {
            addressLines: ['727 N Broadway'],
            cityTown: 'Los Angeles',
            stateProvince: 'CA',
            postalCode: '90012',
            countryCode: 'US',
          },
        });
        const byPoint = await new TestClient(app).request('POST', '/api/modality-options', {
          body: { location: { lat: 39.1072, lng: -84.502 } },
        });
        expect(byPoint.status).toBe(200);
        expect(byPoint.body.origin).toEqual({ postalCode: '45202', lat: 39.1072, lng: -84.502 });
        expect(byPoint.body.PICKUP[0].destination).toEqual({ locationId: '10100351' });
      });

      it('answers 400 NO_STORES_FOUND for 96701 (nothing within 500 miles)', async () => {
        const response = await new TestClient(app).request('POST', '/api/modality-options', {
          body: { postalCode: '96701' },
        });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('NO_STORES_FOUND');
      });

      it('answers 400 address_validation_fail_modality_options for an unknown ZIP or an unverifiable address', async () => {
        for (const body of [
          { postalCode: '00000' },
          { postalCode: '99999' },
          { address: { addressLines: ['Vine Street'], postalCode: '45202' } },
        ]) {
          const response = await new TestClient(app).request('POST', '/api/modality-options', { body });
          expect(response.status).toBe(400);
          expect(response.body.code).toBe('address_validation_fail_modality_options');
        }
      });

      it('refuses a malformed request: not exactly one place, a ZIP that is not 5 digits', async () => {
        for (const body of [
          {},
          { postalCode: '45202', location: { lat: 1, lng: 2 } },
          { postalCode: '4520' },
          { postalCode: '45202', pageContext: 'somewhere' },
        ]) {
          const response = await new TestClient(app).request('POST', '/api/modality-options', { body });
          expect(response.status).toBe(400);
          expect(response.body.code).toBe('VALIDATION_FAILED');
        }
      });

      it('gives a banner empty lists for the modes it lacks, and another banner to shop Delivery on', async () => {
        expect(inStoreOnlyBanner?.capabilities).toEqual({ PICKUP: false, DELIVERY: false, IN_STORE: true });
        const response = await new TestClient(app).request('POST', '/api/modality-options', {
          body: { postalCode: '45202' },
          headers: { 'x-banner-name': inStoreOnlyBanner?.xBannerName as string },
        });
        expect(response.status).toBe(200);
        const options = modalityOptionsSchema.parse(response.body);
        expect(options.PICKUP).toEqual([]);
        expect(options.DELIVERY).toEqual([]);
        expect(options.IN_STORE.length).toBeGreaterThan(0);
        expect(options.externalOnlineDeliveryUrl).toBe('http://greenway.localhost:4321/');
      });

      it('takes the CSRF header from a signed-in shopper; a guest needs none', async () => {
        const { client } = await shopper();
        const refused = await client.request('POST', '/api/modality-options', {
          body: { postalCode: '45202' },
          csrf: false,
        });
        expect([refused.status, refused.body.code]).toEqual([403, 'CSRF_FAILED']);
        expect((await client.request('POST', '/api/modality-options', { body: { postalCode: '45202' } })).status).toBe(
          200,
        );
        expect(
          (await new TestClient(app).request('POST', '/api/modality-options', { body: { postalCode: '45202' } }))
            .status,
        ).toBe(200);
      });

      it("marks the signed-in shopper's current store as currentlyShopping", async () => {
        const { client } = await shopper();
        await client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'PICKUP', destination: { locationId: '10100352' } },
        });
        const response = await client.request('POST', '/api/modality-options', { body: { postalCode: '45202' } });
        const shopping = response.body.storeDetails.filter(
          (store: { currentlyShopping: boolean }) => store.currentlyShopping,
        );
        expect(shopping.map((store: { locationId: string }) => store.locationId)).toEqual(['10100352']);
      });
    });

    describe('modality preferences', () => {
      it('needs a session to list or set', async () => {
        const guest = new TestClient(app);
        expect((await guest.get('/api/modality-preferences')).status).toBe(401);
        const created = await guest.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'PICKUP', destination: { locationId: '10100351' } },
        });
        expect(created.status).toBe(401);
        expect(created.body.code).toBe('UNAUTHENTICATED');
      });

      it('creates a store preference with a generated id, createdDate, source and the store to show', async () => {
        const { client } = await shopper();
        const response = await client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'PICKUP', destination: { locationId: '10100351' }, source: 'SELECTOR' },
        });
        expect(response.status).toBe(201);
        const preference = modalityPreferenceSchema.parse(response.body);
        expect(preference).toMatchObject({
          modalityType: 'PICKUP',
          destination: { locationId: '10100351' },
          createdDate: now.toISOString(),
          source: 'SELECTOR',
          label: 'Downtown Cincinnati',
          store: { locationId: '10100351', vanityName: 'Downtown Cincinnati', banner: 'greenway', postalCode: '45202' },
        });
        expect(preference.id).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('creates a Delivery preference for a saved address of the shopper', async () => {
        const { client, addressId } = await shopper({ addressZip: '90012' });
        const response = await client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'DELIVERY', destination: { address: { id: addressId } }, source: 'TIMESLOT' },
        });
        expect(response.status).toBe(201);
        expect(response.body).toMatchObject({
          modalityType: 'DELIVERY',
          destination: {
            address: { id: addressId, addressLines: ['100 Test St'], postalCode: '90012', stateProvince: 'CA' },
          },
          label: '100 Test St',
          store: null,
        });
      });

      it('lists newest first, and the most recent per mode is the active one, even with a pinned clock', async () => {
        const { client, addressId } = await shopper({ addressZip: '45202' });
        const set = (body: object) => client.request('POST', '/api/modality-preferences', { body });
        await set({ modalityType: 'PICKUP', destination: { locationId: '10100351' } });
        await set({ modalityType: 'IN_STORE', destination: { locationId: '10100353' } });
        await set({ modalityType: 'PICKUP', destination: { locationId: '10100352' } });
        await set({ modalityType: 'DELIVERY', destination: { address: { id: addressId } } });
        const response = await client.get('/api/modality-preferences');
        expect(response.status).toBe(200);
        const { preferences } = modalityPreferenceListSchema.parse(response.body);
        expect(preferences.map((preference) => preference.modalityType)).toEqual([
          'DELIVERY',
          'PICKUP',
          'IN_STORE',
          'PICKUP',
        ]);
        const dates = preferences.map((preference) => Date.parse(preference.createdDate));
        expect(new Set(dates).size).toBe(4);
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
        const active = activeModalityPreferences(preferences);
        expect(active.PICKUP?.destination).toEqual({ locationId: '10100352' });
        expect(active.IN_STORE?.destination).toEqual({ locationId: '10100353' });
        expect(active.DELIVERY?.modalityType).toBe('DELIVERY');
      });

      it('keeps the newest 10 per mode', async () => {
        const { client } = await shopper();
        for (let index = 0; index < 12; index += 1) {
          const response = await client.request('POST', '/api/modality-preferences', {
            body: { modalityType: 'PICKUP', destination: { locationId: index % 2 ? '10100351' : '10100352' } },
          });
          expect(response.status).toBe(201);
        }
        const { preferences } = (await client.get('/api/modality-preferences')).body;
        expect(preferences).toHaveLength(10);
        expect(preferences[0].destination).toEqual({ locationId: '10100351' });
      });

      it('refuses an unknown store (404), a cross-banner store or a mode the banner lacks (409), the wrong destination kind (400)', async () => {
        const { client } = await shopper();
        const set = (body: object, headers?: Record<string, string>) =>
          client.request('POST', '/api/modality-preferences', { body, ...(headers ? { headers } : {}) });
        const unknown = await set({ modalityType: 'PICKUP', destination: { locationId: '99999999' } });
        expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
        const stores = modalityOptionsSchema.parse(
          (await client.request('POST', '/api/modality-options', { body: { postalCode: '45202' } })).body,
        );
        const crossBanner = stores.PICKUP.find((option) => option.isCrossBanner)?.destination as { locationId: string };
        const cross = await set({ modalityType: 'PICKUP', destination: crossBanner });
        expect([cross.status, cross.body.code]).toEqual([409, 'MODALITY_NOT_AVAILABLE']);
        const lacking = await set(
          { modalityType: 'PICKUP', destination: { locationId: '10100351' } },
          { 'x-banner-name': inStoreOnlyBanner?.xBannerName as string },
        );
        expect([lacking.status, lacking.body.code]).toEqual([409, 'MODALITY_NOT_AVAILABLE']);
        const wrongKind = await set({ modalityType: 'DELIVERY', destination: { locationId: '10100351' } });
        expect([wrongKind.status, wrongKind.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      });

      it("refuses another shopper's address (404 ADDRESS_NOT_FOUND) and an address no one delivers to (409)", async () => {
        const owner = await shopper({ addressZip: '90012' });
        const other = await shopper({ addressZip: '98101' });
        const stolen = await other.client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'DELIVERY', destination: { address: { id: owner.addressId } } },
        });
        expect([stolen.status, stolen.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
        const unserved = await other.client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'DELIVERY', destination: { address: { id: other.addressId } } },
        });
        expect([unserved.status, unserved.body.code]).toEqual([409, 'MODALITY_NOT_AVAILABLE']);
      });

      it('keeps preferences per shopper and per banner', async () => {
        const first = await shopper();
        const second = await shopper();
        await first.client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'PICKUP', destination: { locationId: '10100351' } },
        });
        expect((await second.client.get('/api/modality-preferences')).body.preferences).toEqual([]);
        const onOtherBanner = await first.client.get('/api/modality-preferences', { 'x-banner-name': 'harbor' });
        expect(onOtherBanner.body.preferences).toEqual([]);
        expect((await first.client.get('/api/modality-preferences')).body.preferences).toHaveLength(1);
      });

      it('needs the CSRF header to set a preference', async () => {
        const { client } = await shopper();
        const response = await client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'PICKUP', destination: { locationId: '10100351' } },
          csrf: false,
        });
        expect([response.status, response.body.code]).toEqual([403, 'CSRF_FAILED']);
      });

      it('drops the Delivery preferences of a deleted address: the previous one becomes active', async () => {
        const { client, addressId } = await shopper({ addressZip: '45202' });
        const added = await client.request('POST', '/api/addresses', {
          body: payload({ addressLine1: '415 Vine St', city: 'Cincinnati', stateCode: 'OH', zip: '45202' }),
        });
        await client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'DELIVERY', destination: { address: { id: addressId } } },
        });
        await client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'DELIVERY', destination: { address: { id: added.body.id } } },
        });
        expect((await client.request('DELETE', `/api/addresses/${added.body.id}`)).status).toBe(204);
        const { preferences } = (await client.get('/api/modality-preferences')).body;
        expect(preferences).toHaveLength(1);
        expect(preferences[0].destination.address.id).toBe(addressId);
      });
    });

    describe('address validation', () => {
      const validate = (body: object, client = new TestClient(app)) =>
        client.request('POST', '/api/addresses/validate', { body });

      it('verifies an address as typed, for a guest too, and says in-house delivery reaches it', async () => {
        const response = await validate({
          address: {
            addressLines: ['Apt 3', '1014 Vine St'],
            cityTown: 'Cincinnati',
            stateProvince: 'OH',
            postalCode: '45202',
          },
          modalityType: 'DELIVERY',
          origin: 'MODALITY_SELECTOR',
          keyspace: 'selector',
        });
        expect(response.status).toBe(200);
        const validation = addressValidationSchema.parse(response.body);
        expect(validation).toMatchObject({ isVerified: true, isCorrected: false, isEligible: true });
        expect(validation.suggested?.addressLines).toEqual(['Apt 3', '1014 Vine St']);
      });

      it('suggests a corrected address: suffix, casing, city of the ZIP code, ZIP+4', async () => {
        const response = await validate({
          address: {
            addressLines: ['123 main street'],
            cityTown: 'cincinati',
            stateProvince: 'oh',
            postalCode: '452021234',
          },
        });
        expect(response.body).toMatchObject({
          isVerified: true,
          isCorrected: true,
          isEligible: true,
          original: { addressLines: ['123 main street'], cityTown: 'cincinati', postalCode: '452021234' },
          suggested: {
            addressLines: ['123 Main St'],
            cityTown: 'Cincinnati',
            stateProvince: 'OH',
            postalCode: '45202-1234',
            countryCode: 'US',
          },
        });
      });

      it('counts an address it cannot verify as corrected, not verified (SEL-118)', async () => {
        for (const address of [
          { addressLines: ['1 Main St'], postalCode: '00000' },
          { addressLines: ['Main Street'], postalCode: '45202' },
        ]) {
          const response = await validate({ address });
          expect(response.status).toBe(200);
          expect(response.body).toMatchObject({
            isVerified: false,
            isCorrected: true,
            isEligible: false,
            suggested: null,
          });
        }
      });

      it('says in-house delivery does not reach Columbus (43215), nor any address for a banner without Delivery', async () => {
        const columbus = await validate({
          address: { addressLines: ['1100 N High St'], cityTown: 'Columbus', stateProvince: 'OH', postalCode: '43215' },
        });
        expect(columbus.body).toMatchObject({ isVerified: true, isCorrected: false, isEligible: false });
        const noDelivery = await new TestClient(app).request('POST', '/api/addresses/validate', {
          body: {
            address: {
              addressLines: ['1014 Vine St'],
              cityTown: 'Cincinnati',
              stateProvince: 'OH',
              postalCode: '45202',
            },
          },
          headers: { 'x-banner-name': inStoreOnlyBanner?.xBannerName as string },
        });
        expect(noDelivery.body.isEligible).toBe(false);
      });

      it('requires postalCode (400 VALIDATION_FAILED at address.postalCode)', async () => {
        const response = await validate({
          address: { addressLines: ['1014 Vine St'], cityTown: 'Cincinnati', stateProvince: 'OH' },
        });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(response.body.issues.map((issue: { path: string }) => issue.path)).toContain('address.postalCode');
        expect((await validate({ address: { addressLines: ['1014 Vine St'], postalCode: '' } })).status).toBe(400);
        const threeLines = await validate({
          address: { addressLines: ['Floor 2', 'Apt 3', '1014 Vine St'], postalCode: '45202' },
        });
        expect([threeLines.status, threeLines.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      });
    });

    describe('address book', () => {
      it("lists demo's addresses latest modified first", async () => {
        const client = await demo();
        const response = await client.get('/api/addresses');
        expect(response.status).toBe(200);
        const { addresses } = addressListSchema.parse(response.body);
        expect(addresses.map((address) => address.label)).toEqual(["Sam's place", 'Office', 'Home']);
      });

      it('adds an address (201) that then comes first; the ZIP+4 gets its dash and coordinates', async () => {
        const { client } = await shopper({ addressZip: '45202' });
        const response = await client.request('POST', '/api/addresses', {
          body: payload({ addressLine2: 'Suite 4', zip: '46204/1234', label: 'Work', preferredAddress: true }),
        });
        expect(response.status).toBe(201);
        const address = serviceAddressSchema.parse(response.body);
        expect(address).toMatchObject({
          type: 'delivery',
          preferredAddress: true,
          label: 'Work',
          address: {
            addressLines: ['Suite 4', '222 E Market St'],
            cityTown: 'Indianapolis',
            stateProvince: 'IN',
            postalCode: '46204-1234',
            countryCode: 'US',
          },
        });
        expect(address.location?.lat).toBeCloseTo(39.77, 1);
        const listed = (await client.get('/api/addresses')).body.addresses;
        expect(listed).toHaveLength(2);
        expect(listed[0].id).toBe(address.id);
      });

      it('adds a Canadian address: country CA from the province, the postal code spaced, no location (ACC-084..086)', async () => {
        const { client } = await shopper();
        const canadian = payload({ addressLine1: '111 Wellington St', city: 'Ottawa', stateCode: 'ON', zip: 'k1a0a9' });
        const mixed = await client.request('POST', '/api/addresses', { body: { ...canadian, countryCode: 'US' } });
        expect([mixed.status, mixed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
        const response = await client.request('POST', '/api/addresses', { body: { ...canadian, countryCode: 'CA' } });
        expect(response.status).toBe(201);
        const address = serviceAddressSchema.parse(response.body);
        expect(address.address).toMatchObject({
          addressLines: ['111 Wellington St'],
          cityTown: 'Ottawa',
          stateProvince: 'ON',
          postalCode: 'K1A 0A9',
          countryCode: 'CA',
        });
        expect(address.location).toBeNull();
        // A postal code of another province is not an address there.
        const elsewhere = await client.request('POST', '/api/addresses', {
          body: { ...canadian, countryCode: 'CA', zip: 'V6B 1A1' },
        });
        expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
        // The selector finds no way to shop there, as for an address it cannot place.
        const validation = await client.request('POST', '/api/addresses/validate', {
          body: {
            address: {
              addressLines: ['111 Wellington St'],
              cityTown: 'Ottawa',
              stateProvince: 'ON',
              postalCode: 'K1A 0A9',
              countryCode: 'CA',
            },
          },
        });
        expect(validation.body).toMatchObject({ isVerified: true, isCorrected: false, isEligible: false });
      });

      it('needs city, countryCode, line1, stateCode, type and zip (400 VALIDATION_FAILED)', async () => {
        const { client } = await shopper();
        for (const field of ['city', 'countryCode', 'addressLine1', 'stateCode', 'addressType', 'zip']) {
          const body = payload();
          delete (body as Record<string, unknown>)[field];
          const response = await client.request('POST', '/api/addresses', { body });
          expect(response.status, field).toBe(400);
          expect(response.body.code).toBe('VALIDATION_FAILED');
        }
      });

      it('refuses an address that does not exist: unknown ZIP, a state not the ZIP code’s, no house number (404 ADDRESS_NOT_FOUND)', async () => {
        const { client } = await shopper();
        for (const body of [
          payload({ zip: '00000' }),
          payload({ stateCode: 'OH' }),
          payload({ addressLine1: 'Market Street' }),
        ]) {
          const response = await client.request('POST', '/api/addresses', { body });
          expect(response.status).toBe(404);
          expect(response.body.code).toBe('ADDRESS_NOT_FOUND');
        }
        expect((await client.get('/api/addresses')).body.addresses).toEqual([]);
      });

      it('refuses a second home address (409 CONSTRAINT_VIOLATION_EXCEPTION)', async () => {
        const { client } = await shopper();
        expect(
          (await client.request('POST', '/api/addresses', { body: payload({ addressType: 'Home' }) })).status,
        ).toBe(201);
        const second = await client.request('POST', '/api/addresses', { body: payload({ addressType: 'Home' }) });
        expect([second.status, second.body.code]).toEqual([409, 'CONSTRAINT_VIOLATION_EXCEPTION']);
      });

      it(`refuses more than ${MAX_ADDRESSES_PER_SHOPPER} addresses (409 TOO_MANY_ADDRESSES)`, async () => {
        const { client } = await shopper();
        for (let index = 0; index < MAX_ADDRESSES_PER_SHOPPER; index += 1) {
          const response = await client.request('POST', '/api/addresses', {
            body: payload({ addressLine1: `${index + 1} Market St` }),
          });
          expect(response.status).toBe(201);
        }
        const over = await client.request('POST', '/api/addresses', { body: payload() });
        expect([over.status, over.body.code]).toEqual([409, 'TOO_MANY_ADDRESSES']);
        expect((await client.get('/api/addresses')).body.addresses).toHaveLength(MAX_ADDRESSES_PER_SHOPPER);
      });

      it('keeps one preferred address', async () => {
        const { client } = await shopper();
        await client.request('POST', '/api/addresses', { body: payload({ preferredAddress: true }) });
        await client.request('POST', '/api/addresses', {
          body: payload({ addressLine1: '9 Market St', preferredAddress: true }),
        });
        const { addresses } = (await client.get('/api/addresses')).body;
        expect(addresses.map((address: { preferredAddress: boolean }) => address.preferredAddress)).toEqual([
          true,
          false,
        ]);
      });

      it('updates an address: new fields, modified later, first in the list', async () => {
        const { client } = await shopper();
        const first = (await client.request('POST', '/api/addresses', { body: payload() })).body;
        await client.request('POST', '/api/addresses', { body: payload({ addressLine1: '9 Market St' }) });
        const response = await client.request('PUT', `/api/addresses/${first.id}`, {
          body: payload({ addressId: first.id, addressLine1: '300 W Washington St', notes: 'Ring twice' }),
        });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          id: first.id,
          notes: 'Ring twice',
          address: { addressLines: ['300 W Washington St'] },
        });
        expect(Date.parse(response.body.modified.value)).toBeGreaterThan(Date.parse(first.modified.value));
        expect((await client.get('/api/addresses')).body.addresses[0].id).toBe(first.id);
        const mismatch = await client.request('PUT', `/api/addresses/${first.id}`, {
          body: payload({ addressId: crypto.randomUUID() }),
        });
        expect([mismatch.status, mismatch.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      });

      it("cannot read, change or delete another shopper's address: 404 ADDRESS_NOT_FOUND, and nothing changes", async () => {
        const owner = await shopper({ addressZip: '90012' });
        const intruder = await shopper();
        expect((await intruder.client.get('/api/addresses')).body.addresses).toEqual([]);
        const changed = await intruder.client.request('PUT', `/api/addresses/${owner.addressId}`, { body: payload() });
        expect([changed.status, changed.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
        const deleted = await intruder.client.request('DELETE', `/api/addresses/${owner.addressId}`);
        expect([deleted.status, deleted.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
        const unknown = await intruder.client.request('DELETE', `/api/addresses/${crypto.randomUUID()}`);
        expect(unknown.body).toEqual(deleted.body);
        const kept = (await owner.client.get('/api/addresses')).body.addresses;
        expect(kept).toHaveLength(1);
        expect(kept[0].address.addressLines).toEqual(['100 Test St']);
      });

      it('removes an address (204), then it is gone (404 on a second delete)', async () => {
        const { client, addressId } = await shopper({ addressZip: '45202' });
        const removed = await client.request('DELETE', `/api/addresses/${addressId}`);
        expect(removed.status).toBe(204);
        expect((await client.get('/api/addresses')).body.addresses).toEqual([]);
        expect((await client.request('DELETE', `/api/addresses/${addressId}`)).status).toBe(404);
        expect((await client.request('DELETE', '/api/addresses/not-a-uuid')).status).toBe(400);
      });

      it('needs a session, and the CSRF header to change anything', async () => {
        expect((await new TestClient(app).get('/api/addresses')).status).toBe(401);
        const { client, addressId } = await shopper({ addressZip: '45202' });
        for (const [method, path, body] of [
          ['POST', '/api/addresses', payload()],
          ['PUT', `/api/addresses/${addressId}`, payload()],
          ['DELETE', `/api/addresses/${addressId}`, undefined],
        ] as const) {
          const response = await client.request(method, path, { ...(body ? { body } : {}), csrf: false });
          expect([response.status, response.body.code]).toEqual([403, 'CSRF_FAILED']);
        }
        expect((await client.get('/api/addresses')).body.addresses).toHaveLength(1);
      });
    });

    describe('up-front time slots', () => {
      const timeslots = (client: TestClient, body: object, headers: Record<string, string> = timeZoneHeader) =>
        client.request('POST', '/api/timeslots/upfront', { body, headers });

      it('needs a valid user-time-zone header (400 VALIDATION_FAILED)', async () => {
        const { client, addressId } = await shopper({ addressZip: '90012' });
        const body = { locale: 'en-US', modality: 'DELIVERY', destination: { address: { id: addressId } } };
        for (const headers of [{}, { 'user-time-zone': 'Mars/Olympus' }, { 'user-time-zone': 'not a zone' }] as Array<
          Record<string, string>
        >) {
          const response = await timeslots(client, body, headers);
          expect(response.status).toBe(400);
          expect(response.body.code).toBe('VALIDATION_FAILED');
        }
        expect(
          (await new TestClient(app).request('POST', '/api/timeslots/upfront', { body, headers: timeZoneHeader }))
            .status,
        ).toBe(401);
      });

      it('gives 7 days of 2-hour Delivery windows from the clock, with express today, costs, and an empty Sunday', async () => {
        const { client, addressId } = await shopper({ addressZip: '90012' });
        const response = await timeslots(client, {
          locale: 'en-US',
          modality: 'DELIVERY',
          destination: { address: { id: addressId } },
          vendors: { sources: ['ALL_DELIVERY'], handoffs: ['DOORSTEP'] },
          items: [],
        });
        expect(response.status).toBe(200);
        const { days, timeZone } = upfrontTimeslotsSchema.parse(response.body);
        expect(timeZone).toBe('America/Los_Angeles');
        expect(days.map((day) => day.date)).toEqual([
          '2026-11-20',
          '2026-11-21',
          '2026-11-22',
          '2026-11-23',
          '2026-11-24',
          '2026-11-25',
          '2026-11-26',
        ]);
        expect(days[0]?.month).toBe('Nov');
        expect(days[2]?.times).toEqual([]);
        const [express] = days[0]?.times ?? [];
        expect(express).toMatchObject({
          displayString: '8:00 AM - 9:00 AM',
          isExpress: true,
          type: 'EXPRESS',
          vendorId: 'IN_HOUSE_DELIVERY',
          vendorName: 'Greenway Market Delivery',
          cost: 11.95,
          shouldShowFees: true,
          remainingCapacity: 1,
          startTime: '2026-11-20T16:00:00.000Z',
          endTime: '2026-11-20T17:00:00.000Z',
        });
        expect(express?.quoteId).toBe(`D.a${(addressId as string).replaceAll('-', '')}.20261120`);
        const saturday = days[1]?.times ?? [];
        expect(
          saturday.filter((time) => time.vendorId === 'IN_HOUSE_DELIVERY').map((time) => time.displayString),
        ).toEqual([
          '8:00 AM - 10:00 AM',
          '10:00 AM - 12:00 PM',
          '12:00 PM - 2:00 PM',
          '2:00 PM - 4:00 PM',
          '4:00 PM - 6:00 PM',
          '6:00 PM - 8:00 PM',
        ]);
        expect(saturday.some((time) => time.vendorId === 'DELIVERY' && time.vendorName === 'Partner Delivery')).toBe(
          true,
        );
        expect(saturday.find((time) => time.vendorId === 'IN_HOUSE_DELIVERY')).toMatchObject({
          cost: 3.95,
          remainingCapacity: 8,
        });
        expect(saturday.some((time) => time.cost + (time.waiver ?? 0) < 5)).toBe(true);
        const ids = days.flatMap((day) => day.times.map(timeslotSelectionId));
        expect(new Set(ids).size).toBe(ids.length);
      });

      it('waives in-house fees for a same-day member (demo, BST) on orders of $35.00 or more, not express or partner fees (issue 20)', async () => {
        const client = await demo();
        const addresses = (await client.get('/api/addresses')).body.addresses;
        const samsPlace = addresses.find((address: { label: string }) => address.label === "Sam's place");
        const response = await timeslots(client, {
          locale: 'en-US',
          modality: 'DELIVERY',
          destination: { address: { id: samsPlace.id } },
        });
        // Below the $35.00 threshold (SCH-092): the price stands, and the time says what makes it free.
        const inHouseOf = (body: { days: Array<{ times: Array<{ vendorId: string }> }> }) =>
          body.days[1]?.times.find((time) => time.vendorId === 'IN_HOUSE_DELIVERY');
        const before = inHouseOf(response.body);
        expect(before).toMatchObject({ cost: 3.95, memberFreeThreshold: 35 });
        expect(before).not.toHaveProperty('waiver');

        // Ten milks ($37.90) in the Delivery basket: the in-house window is free, the partner's and express not.
        const gtin13 = await findGtin(client, 'Whole Milk');
        const added = await client.request('POST', '/api/baskets/DELIVERY/items', { body: { gtin13, quantity: 10 } });
        expect(added.status).toBe(200);
        try {
          const over = await timeslots(client, {
            locale: 'en-US',
            modality: 'DELIVERY',
            destination: { address: { id: samsPlace.id } },
          });
          const times = over.body.days[1].times;
          expect(inHouseOf(over.body)).toMatchObject({
            cost: 0,
            waiver: 3.95,
            memberFreeThreshold: 35,
            shouldShowFees: true,
          });
          const partner = times.find((time: { vendorId: string }) => time.vendorId === 'DELIVERY');
          expect(partner.waiver).toBeUndefined();
          expect(partner.memberFreeThreshold).toBeUndefined();
          expect(over.body.days[0].times[0]).toMatchObject({ isExpress: true, cost: 11.95 });
          expect(over.body.days[0].times[0].memberFreeThreshold).toBeUndefined();
        } finally {
          await client.request('DELETE', `/api/baskets/DELIVERY/items/${gtin13}`);
        }
      });

      it('reads the windows in the delivery address’s zone, whatever the device’s (issue 9)', async () => {
        const { client, addressId } = await shopper({ addressZip: '90012' });
        const response = await timeslots(
          client,
          {
            locale: 'en-US',
            modality: 'DELIVERY',
            destination: { address: { id: addressId } },
            vendors: { sources: ['IN_HOUSE_DELIVERY'], handoffs: [] },
          },
          { 'user-time-zone': 'UTC' },
        );
        // A UTC browser once listed '4:00 PM - 5:00 PM' for Los Angeles' 8 AM express hour.
        expect(response.body.timeZone).toBe('America/Los_Angeles');
        expect(response.body.days[0].date).toBe('2026-11-20');
        expect(response.body.days[0].times[0]).toMatchObject({ isExpress: true, displayString: '8:00 AM - 9:00 AM' });
        expect(
          response.body.days
            .flatMap((day: { times: Array<{ vendorId: string }> }) => day.times)
            .every((time: { vendorId: string }) => time.vendorId === 'IN_HOUSE_DELIVERY'),
        ).toBe(true);
      });

      it('gives free 1-hour Pickup windows for a store, fees off', async () => {
        const { client } = await shopper();
        const response = await timeslots(
          client,
          { locale: 'en-US', modality: 'PICKUP', destination: { locationId: '10100351' } },
          { 'user-time-zone': 'America/New_York' },
        );
        expect(response.status).toBe(200);
        const { days } = upfrontTimeslotsSchema.parse(response.body);
        expect(days).toHaveLength(7);
        expect(days[0]?.times[0]).toMatchObject({
          displayString: '11:00 AM - 12:00 PM',
          cost: 0,
          shouldShowFees: false,
          vendorId: 'STORE_PICKUP',
          vendorName: 'Downtown Cincinnati',
          remainingCapacity: 10,
        });
        expect(days[2]?.times).toHaveLength(13);
      });

      it('uses the active preference when no destination is given, and 400 when there is none', async () => {
        const { client } = await shopper();
        const none = await timeslots(client, { locale: 'en-US', modality: 'PICKUP' });
        expect([none.status, none.body.code]).toEqual([400, 'VALIDATION_FAILED']);
        await client.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'PICKUP', destination: { locationId: '10100358' } },
        });
        const response = await timeslots(client, { locale: 'en-US', modality: 'PICKUP' });
        expect(response.status).toBe(200);
        expect(response.body.days[0].times[0].vendorName).toBe('Chinatown');
      });

      it("answers no days where no one delivers, 404 for another shopper's address, 409 for a banner without Delivery", async () => {
        const seattle = await shopper({ addressZip: '98101' });
        const empty = await timeslots(seattle.client, {
          locale: 'en-US',
          modality: 'DELIVERY',
          destination: { address: { id: seattle.addressId } },
        });
        expect(empty.status).toBe(200);
        expect(empty.body.days).toEqual([]);
        const owner = await shopper({ addressZip: '90012' });
        const stolen = await timeslots(seattle.client, {
          locale: 'en-US',
          modality: 'DELIVERY',
          destination: { address: { id: owner.addressId } },
        });
        expect([stolen.status, stolen.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
        const lacking = await owner.client.request('POST', '/api/timeslots/upfront', {
          body: { locale: 'en-US', modality: 'DELIVERY', destination: { address: { id: owner.addressId } } },
          headers: { ...timeZoneHeader, 'x-banner-name': inStoreOnlyBanner?.xBannerName as string },
        });
        expect([lacking.status, lacking.body.code]).toEqual([409, 'MODALITY_NOT_AVAILABLE']);
        const wrongKind = await timeslots(owner.client, {
          locale: 'en-US',
          modality: 'PICKUP',
          destination: { address: { id: owner.addressId } },
        });
        expect([wrongKind.status, wrongKind.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      });
    });

    describe('promises', () => {
      async function firstTimes(client: TestClient, addressId: string | null) {
        const response = await client.request('POST', '/api/timeslots/upfront', {
          body: { locale: 'en-US', modality: 'DELIVERY', destination: { address: { id: addressId } } },
          headers: timeZoneHeader,
        });
        return upfrontTimeslotsSchema.parse(response.body).days;
      }

      it('holds a window for 30 minutes and answers it as the current promise', async () => {
        const { client, addressId } = await shopper({ addressZip: '90012' });
        const days = await firstTimes(client, addressId);
        const chosen = days[1]?.times[0];
        const selectedId = timeslotSelectionId(chosen as { quoteId: string; optionId: string });
        const response = await client.request('POST', '/api/promises', {
          body: { selectedIds: [selectedId], keyspace: 'selector', component: 'upfront-timeslots' },
        });
        expect(response.status).toBe(201);
        const promise = timeslotPromiseSchema.parse(response.body);
        expect(promise).toMatchObject({
          selectedId,
          modality: 'DELIVERY',
          vendorId: chosen?.vendorId,
          startTime: chosen?.startTime,
          endTime: chosen?.endTime,
          displayString: chosen?.displayString,
          // The hold time reads in the place's zone, as the window does.
          timeZone: 'America/Los_Angeles',
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
        });
        expect((await client.get('/api/promises/current')).body.promise).toEqual(promise);
        expect((await client.get('/api/promises/current?modality=DELIVERY')).body.promise.id).toBe(promise.id);
        expect((await client.get('/api/promises/current?modality=PICKUP')).body.promise).toBeNull();
        const after = await firstTimes(client, addressId);
        expect(after[1]?.times[0]?.remainingCapacity).toBe((chosen?.remainingCapacity as number) - 1);
      });

      it('replaces the shopper’s earlier promise of the same mode, releasing its place', async () => {
        const { client, addressId } = await shopper({ addressZip: '90012' });
        const days = await firstTimes(client, addressId);
        const [first, second] = days[3]?.times ?? [];
        await client.request('POST', '/api/promises', { body: { selectedIds: [timeslotSelectionId(first as never)] } });
        const replaced = await client.request('POST', '/api/promises', {
          body: { selectedIds: [timeslotSelectionId(second as never)] },
        });
        expect(replaced.status).toBe(201);
        const after = (await firstTimes(client, addressId))[3]?.times ?? [];
        expect(after[0]?.remainingCapacity).toBe(first?.remainingCapacity);
        expect(after[1]?.remainingCapacity).toBe((second?.remainingCapacity as number) - 1);
        expect((await client.get('/api/promises/current')).body.promise.optionId).toBe(second?.optionId);
      });

      it('answers 409 SLOT_FULL for the express hour near 90012 once someone holds its one place', async () => {
        const first = await shopper({ addressZip: '90012' });
        const second = await shopper({ addressZip: '90026' });
        const express = (await firstTimes(first.client, first.addressId))[0]?.times[0];
        expect(express).toMatchObject({ isExpress: true, remainingCapacity: 1 });
        const taken = await first.client.request('POST', '/api/promises', {
          body: { selectedIds: [timeslotSelectionId(express as never)] },
        });
        expect(taken.status).toBe(201);
        const secondExpress = (await firstTimes(second.client, second.addressId))[0]?.times[0];
        expect(secondExpress).toMatchObject({ isExpress: true, optionId: express?.optionId, remainingCapacity: 0 });
        const full = await second.client.request('POST', '/api/promises', {
          body: { selectedIds: [timeslotSelectionId(secondExpress as never)] },
        });
        expect([full.status, full.body.code]).toEqual([409, 'SLOT_FULL']);
        expect((await second.client.get('/api/promises/current')).body.promise).toBeNull();
        // Taking it again is a replacement of one's own hold, not a second place.
        const again = await first.client.request('POST', '/api/promises', {
          body: { selectedIds: [timeslotSelectionId(express as never)] },
        });
        expect(again.status).toBe(201);
        // Clearing the fee quote releases the place.
        expect((await first.client.request('POST', '/api/modality-fees/reset')).status).toBe(204);
        expect((await first.client.get('/api/promises/current')).body.promise).toBeNull();
        const released = await second.client.request('POST', '/api/promises', {
          body: { selectedIds: [timeslotSelectionId(secondExpress as never)] },
        });
        expect(released.status).toBe(201);
        await second.client.request('POST', '/api/modality-fees/reset');
      });

      it("refuses made-up, past or someone else's options", async () => {
        const owner = await shopper({ addressZip: '90012' });
        const other = await shopper({ addressZip: '90012' });
        const option = (await firstTimes(owner.client, owner.addressId))[1]?.times[0];
        const stolen = await other.client.request('POST', '/api/promises', {
          body: { selectedIds: [timeslotSelectionId(option as never)] },
        });
        expect([stolen.status, stolen.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
        const reference = `a${(owner.addressId as string).replaceAll('-', '')}`;
        for (const selectedId of [
          `D.${reference}.20261120:IH.fc-los-angeles.20261120T0800`, // starts within 2 hours: not on offer
          `D.${reference}.20261119:IH.fc-los-angeles.20261119T1000`, // yesterday
          `D.${reference}.20261122:IH.fc-los-angeles.20261122T1000`, // Sunday
          `D.${reference}.20261121:IH.fc-cincinnati.20261121T1000`, // a center that does not serve the address
          `X.${reference}.20261121:IH.fc-los-angeles.20261121T1000`,
        ]) {
          const response = await owner.client.request('POST', '/api/promises', { body: { selectedIds: [selectedId] } });
          expect([response.status, response.body.code], selectedId).toEqual([404, 'NOT_FOUND']);
        }
        const malformed = await owner.client.request('POST', '/api/promises', { body: { selectedIds: ['no-colon'] } });
        expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
        expect((await owner.client.request('POST', '/api/promises', { body: { selectedIds: [] } })).status).toBe(400);
      });

      it("keeps promises private: another shopper sees none, and the reset clears only one's own", async () => {
        const owner = await shopper({ addressZip: '90012' });
        const other = await shopper({ addressZip: '90012' });
        const option = (await firstTimes(owner.client, owner.addressId))[4]?.times[0];
        await owner.client.request('POST', '/api/promises', {
          body: { selectedIds: [timeslotSelectionId(option as never)] },
        });
        expect((await other.client.get('/api/promises/current')).body.promise).toBeNull();
        await other.client.request('POST', '/api/modality-fees/reset');
        expect((await owner.client.get('/api/promises/current')).body.promise).not.toBeNull();
        await owner.client.request('POST', '/api/modality-fees/reset');
      });

      it('needs a session and the CSRF header', async () => {
        const { client, addressId } = await shopper({ addressZip: '90012' });
        const option = (await firstTimes(client, addressId))[1]?.times[0];
        const body = { selectedIds: [timeslotSelectionId(option as never)] };
        expect((await new TestClient(app).request('POST', '/api/promises', { body })).status).toBe(401);
        expect((await new TestClient(app).get('/api/promises/current')).status).toBe(401);
        const withoutCsrf = await client.request('POST', '/api/promises', { body, csrf: false });
        expect([withoutCsrf.status, withoutCsrf.body.code]).toEqual([403, 'CSRF_FAILED']);
        const resetWithoutCsrf = await client.request('POST', '/api/modality-fees/reset', { csrf: false });
        expect([resetWithoutCsrf.status, resetWithoutCsrf.body.code]).toEqual([403, 'CSRF_FAILED']);
        expect((await new TestClient(app).request('POST', '/api/modality-fees/reset')).status).toBe(401);
      });
    });
  });
});
