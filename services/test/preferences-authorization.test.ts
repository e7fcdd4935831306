import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';

/*
 * Object-level authorization of the email and SMS preferences (issue 10): new@example.com, signed in, can
 * neither read nor change demo@example.com's. The preference APIs take no shopper id: the session names the
 * shopper, an email link's token names its own, and an SMS call's phone number must be the caller's own.
 * Each attempt below is followed by demo's own read, which must be unchanged.
 */
const now = new Date('2026-11-20T15:00:00.000Z');
const demoPhone = '+15135550142';

type Selected = { id: string; selected: boolean };
const selectedIds = (body: { emailPreferences: Selected[]; emailUngroupedPreferences: Selected[] }) =>
  [...body.emailPreferences, ...body.emailUngroupedPreferences].filter((item) => item.selected).map((item) => item.id);

describe.each(backends)('preferences authorization on $name', (backend) => {
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
  });
});
