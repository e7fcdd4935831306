import { addressListSchema, timeslotSelectionId, upfrontTimeslotsSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';

/*
 * Object-level authorization in the account area (issue 10) with the seeded accounts: new@example.com,
 * signed in, can neither read nor change demo@example.com's email, communication and SMS preferences, nor
 * read, change, delete or use demo's addresses by their real ids, nor see demo's preferred store or
 * shopping-mode preferences. The preference APIs take no shopper id: the session names the shopper, an
 * email link's token names its own, and an SMS call's phone number must be the caller's own; an address id
 * is looked up among the caller's own addresses only. Each attempt below is followed by demo's own read,
 * which must be unchanged. (services/test/selector-api.test.ts proves the same for made-up shoppers.)
 */
const now = new Date('2026-11-20T15:00:00.000Z');
const demoPhone = '+15135550142';
const timeZoneHeader = { 'user-time-zone': 'America/New_York' };

/** A valid address change: a stranger's attempt is refused for the id, never for the body. */
const addressChange = {
  addressType: 'Delivery',
  addressLine1: '600 Walnut St',
  city: 'Cincinnati',
  countryCode: 'US',
  stateCode: 'OH',
  zip: '45202',
  dateAddressUpdated: now.toISOString(),
};

type Selected = { id: string; selected: boolean };
const selectedIds = (body: { emailPreferences: Selected[]; emailUngroupedPreferences: Selected[] }) =>
  [...body.emailPreferences, ...body.emailUngroupedPreferences].filter((item) => item.selected).map((item) => item.id);

describe.each(backends)('account authorization on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let app: Hono;
    let demo: TestClient;
    let intruder: TestClient;

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      app = createApp({ db: seeded.database.db, now: () => now });
      demo = new TestClient(app, 'greenway.localhost:4321');
      intruder = new TestClient(app, 'greenway.localhost:4321');
      expect((await demo.signIn('demo@example.com')).status).toBe(200);
      expect((await intruder.signIn('new@example.com')).status).toBe(200);
    });
    afterAll(async () => {
      await seeded?.close();
    });

    it("new@ reads only their own email preferences and changes only their own, never demo's", async () => {
      const demoBefore = await demo.get('/api/email-preferences');
      expect(selectedIds(demoBefore.body)).toEqual([
        'greenway:weekly-ad',
        'greenway:boost-offers',
        'all:customer-surveys',
      ]);
      const own = await intruder.get('/api/email-preferences');
      expect(own.status).toBe(200);
      expect(selectedIds(own.body)).toEqual(['greenway:weekly-ad']);

      // Unchecking demo's choices and checking others, as new@: only new@'s change.
      const changed = await intruder.request('PUT', '/api/email-preferences', {
        body: {
          emailPreferences: [
            { id: 'greenway:boost-offers', selected: false },
            { id: 'all:customer-surveys', selected: false },
            { id: 'greenway:digital-coupons', selected: true },
          ],
        },
      });
      expect(changed.status).toBe(200);
      expect(selectedIds(changed.body)).toEqual(['greenway:weekly-ad', 'greenway:digital-coupons']);
      expect(selectedIds((await demo.get('/api/email-preferences')).body)).toEqual(selectedIds(demoBefore.body));

      // A shopper id smuggled into the query or the body is not a way in.
      const smuggled = await intruder.request('PUT', '/api/email-preferences?shopper=demo@example.com', {
        body: {
          shopperId: 'demo',
          email: 'demo@example.com',
          emailPreferences: [{ id: 'all:customer-surveys', selected: false }],
        },
      });
      // Unknown fields are dropped: the change is new@'s own.
      expect(smuggled.status).toBe(200);
      expect(selectedIds(smuggled.body)).toEqual(['greenway:weekly-ad', 'greenway:digital-coupons']);
      expect(selectedIds((await demo.get('/api/email-preferences')).body)).toEqual(selectedIds(demoBefore.body));

      // Signed out, there is nothing to read or change.
      const guest = new TestClient(app, 'greenway.localhost:4321');
      expect((await guest.get('/api/email-preferences')).status).toBe(401);
    });

    it("new@ sees and sets only their own communication preferences, never demo's", async () => {
      const demoBefore = (await demo.get('/api/promotion-preferences')).body;
      expect(demoBefore).toMatchObject({ specialsAndPromotions: true });
      const own = await intruder.get('/api/promotion-preferences');
      expect(own.body).toMatchObject({ specialsAndPromotions: false, earlyAccess: false });
      const set = await intruder.request('PUT', '/api/promotion-preferences', {
        body: { earlyAccess: true, relevantAdsOptIn: !demoBefore.relevantAdsOptIn },
      });
      expect(set.status).toBe(200);
      expect((await demo.get('/api/promotion-preferences')).body).toEqual(demoBefore);
    });

    it("new@ can neither read nor change demo's SMS preferences, nor reply from demo's phone", async () => {
      const before = await demo.request('POST', '/api/communications/sms/opt-in-status', {
        body: { phoneNumber: demoPhone, triggerType: 'TRANSACTIONAL' },
      });
      expect(before.body).toMatchObject({ selected: true, customerOptedIn: true });
      for (const [path, body] of [
        ['/api/communications/sms/opt-in-status', { phoneNumber: demoPhone, triggerType: 'TRANSACTIONAL' }],
        ['/api/communications/sms/opt-in', { optIn: false, phoneNumber: demoPhone, triggerType: 'TRANSACTIONAL' }],
        ['/api/communications/sms/opt-in', { optIn: true, phoneNumber: demoPhone, triggerType: 'PROMOTIONAL' }],
        ['/api/communications/sms/transactional-opt-in', { phoneNumber: demoPhone, triggerType: 'TRANSACTIONAL' }],
        ['/api/communications/sms/replies', { phoneNumber: demoPhone, text: 'STOP' }],
      ] as const) {
        const response = await intruder.request('POST', path, { body });
        expect(response.status, path).toBe(409);
        expect(response.body.code, path).toBe('MOBILE_PHONE_REQUIRED');
        // Nothing of demo's answers: no preference, no title, no opt-in state.
        expect(response.body, path).not.toHaveProperty('customerOptedIn');
      }
      const after = await demo.request('POST', '/api/communications/sms/opt-in-status', {
        body: { phoneNumber: demoPhone, triggerType: 'TRANSACTIONAL' },
      });
      expect(after.body).toEqual(before.body);
      const promotional = await demo.request('POST', '/api/communications/sms/opt-in-status', {
        body: { phoneNumber: demoPhone, triggerType: 'PROMOTIONAL' },
      });
      expect(promotional.body).toMatchObject({ selected: false, warning: null });
    });

    it("new@ can read, change, delete or shop to none of demo's addresses, by their real ids", async () => {
      const demoBefore = addressListSchema.parse((await demo.get('/api/addresses')).body).addresses;
      expect(demoBefore.map((address) => address.address.addressLines.at(-1)).sort()).toEqual([
        '1014 Vine St',
        '1250 W Sunset Blvd',
        '2712 Erie Ave',
      ]);
      const demoIds = demoBefore.map((address) => address.id);
      expect((await intruder.get('/api/addresses')).body).toEqual({ addresses: [] });

      // An unknown id gets the same answer: the refusal does not tell that demo's address exists.
      const unknownId = crypto.randomUUID();
      const unknownChange = await intruder.request('PUT', `/api/addresses/${unknownId}`, { body: addressChange });
      const unknownDelete = await intruder.request('DELETE', `/api/addresses/${unknownId}`);
      expect([unknownChange.status, unknownChange.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
      for (const id of demoIds) {
        const changed = await intruder.request('PUT', `/api/addresses/${id}`, { body: addressChange });
        expect(changed.body, id).toEqual(unknownChange.body);
        const deleted = await intruder.request('DELETE', `/api/addresses/${id}`);
        expect([deleted.status, deleted.body], id).toEqual([unknownDelete.status, unknownDelete.body]);
        // Nor made new@'s Delivery destination, nor asked for its time slots.
        const destination = { address: { id } };
        const preference = await intruder.request('POST', '/api/modality-preferences', {
          body: { modalityType: 'DELIVERY', destination },
        });
        expect([preference.status, preference.body.code], id).toEqual([404, 'ADDRESS_NOT_FOUND']);
        const times = await intruder.request('POST', '/api/timeslots/upfront', {
          body: { locale: 'en-US', modality: 'DELIVERY', destination },
          headers: timeZoneHeader,
        });
        expect([times.status, times.body.code], id).toEqual([404, 'ADDRESS_NOT_FOUND']);
      }

      // A time slot chosen for demo's home names the address in its id: new@ cannot hold it.
      const demoTimes = await demo.request('POST', '/api/timeslots/upfront', {
        body: { locale: 'en-US', modality: 'DELIVERY', destination: { address: { id: demoIds[0] } } },
        headers: timeZoneHeader,
      });
      expect(demoTimes.status).toBe(200);
      const slot = upfrontTimeslotsSchema.parse(demoTimes.body).days[1]?.times[0];
      if (!slot) throw new Error("no time slot for demo's home");
      const held = await intruder.request('POST', '/api/promises', {
        body: { selectedIds: [timeslotSelectionId(slot)] },
      });
      expect([held.status, held.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
      expect((await intruder.get('/api/promises/current')).body.promise).toBeNull();

      expect(addressListSchema.parse((await demo.get('/api/addresses')).body).addresses).toEqual(demoBefore);
      expect((await intruder.get('/api/addresses')).body).toEqual({ addresses: [] });
    });

    it("new@ sees neither demo's preferred store nor demo's shopping-mode preferences, and sets only their own", async () => {
      const demoStore = (await demo.get('/api/profile/preferred-store')).body;
      expect(demoStore.store).toMatchObject({ banner: 'greenway' });
      expect((await intruder.get('/api/profile/preferred-store')).body).toEqual({ store: null });

      const homeId = addressListSchema.parse((await demo.get('/api/addresses')).body).addresses[0]?.id;
      const demoChoice = await demo.request('POST', '/api/modality-preferences', {
        body: { modalityType: 'DELIVERY', destination: { address: { id: homeId } } },
      });
      expect(demoChoice.status).toBe(201);
      const demoPreferences = (await demo.get('/api/modality-preferences')).body;
      const intruderBefore = (await intruder.get('/api/modality-preferences')).body;
      expect(JSON.stringify(intruderBefore)).not.toContain(homeId);

      // new@ chooses a store of their own: only new@'s choices change.
      const own = await intruder.request('POST', '/api/modality-preferences', {
        body: { modalityType: 'PICKUP', destination: { locationId: demoStore.store.locationId } },
      });
      expect(own.status).toBe(201);
      const setStore = await intruder.request('PUT', '/api/profile/preferred-store', {
        body: { locationId: demoStore.store.locationId },
      });
      expect(setStore.status).toBe(200);
      expect(JSON.stringify((await intruder.get('/api/modality-preferences')).body)).not.toContain(homeId);
      expect((await demo.get('/api/modality-preferences')).body).toEqual(demoPreferences);
      expect((await demo.get('/api/profile/preferred-store')).body).toEqual(demoStore);
    });
  });
});
