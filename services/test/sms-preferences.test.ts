import { smsPreferenceSchema, smsReplyResultSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { shopperPhones } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const demoPhone = '+15135550142';

/** A fresh shopper with a mobile phone (verified or not), signed in. */
async function shopperWithMobile(database: Database, app: Hono, number: string, isVerified = true) {
  const shopper = await createSignedInShopper(database.db, app, now);
  await database.db.insert(shopperPhones).values({ shopperId: shopper.shopperId, type: 'MOBILE', number, isVerified });
  return { ...shopper, phoneNumber: `+1${number}` };
}

describe.each(backends)('SMS preferences on $name', (backend) => {
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

    it("reads each of demo's preferences with phoneNumber and triggerType: order texts on, the others off (ACC-042, ACC-043, ACC-122)", async () => {
      const client = new TestClient(app);
      await client.signIn('demo@example.com');
      const read = async (triggerType: string) =>
        client.request('POST', '/api/communications/sms/opt-in-status', {
          body: { phoneNumber: demoPhone, triggerType },
        });
      const transactional = await read('TRANSACTIONAL');
      expect(transactional.status).toBe(200);
      expect(smsPreferenceSchema.parse(transactional.body)).toEqual({
        preferenceType: 'TRANSACTIONAL',
        title: 'Order Updates',
        description: 'Texts about your orders: confirmations, changes, substitutions and delivery times.',
        unsubscribeNote: 'To unsubscribe, text STOP to 10500.',
        selected: true,
        warning: null,
        customerOptedIn: true,
      });
      const promotional = (await read('PROMOTIONAL')).body;
      expect(promotional).toMatchObject({ preferenceType: 'PROMOTIONAL', selected: false, customerOptedIn: false });
      // ACC-173: about once a week, said on the promotional preference.
      expect(promotional.description).toBe(
        'Weekly deals, digital coupons and offers from Greenway Market. Promotional texts are sent about once a week.',
      );
      expect((await read('CLICKLIST')).body).toMatchObject({ title: 'Pickup Alerts', selected: false });
      expect((await read('EMAIL')).status).toBe(400);
    });

    it('words the preferences in the banner of the site', async () => {
      const client = new TestClient(app, 'harbor.localhost:4321');
      await client.signIn('demo@example.com');
      const response = await client.request('POST', '/api/communications/sms/opt-in-status', {
        body: { phoneNumber: demoPhone, triggerType: 'PROMOTIONAL' },
      });
      expect(response.body.description).toContain('from Harbor Foods.');
    });

    it('opts in and out with a POST of optIn, phoneNumber and triggerType; order texts to a verified phone are on at once (ACC-065, ACC-123)', async () => {
      const { client, phoneNumber } = await shopperWithMobile(database, app, '6145550101');
      const update = (optIn: boolean, triggerType: string) =>
        client.request('POST', '/api/communications/sms/opt-in', { body: { optIn, phoneNumber, triggerType } });
      const on = await update(true, 'CLICKLIST');
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ selected: true, customerOptedIn: true, warning: null });
      const off = await update(false, 'CLICKLIST');
      expect(off.body).toMatchObject({ selected: false, customerOptedIn: false, warning: null });
      const read = await client.request('POST', '/api/communications/sms/opt-in-status', {
        body: { phoneNumber, triggerType: 'CLICKLIST' },
      });
      expect(read.body).toMatchObject({ selected: false });
      // The state change needs the session's CSRF token.
      const forged = await client.request('POST', '/api/communications/sms/opt-in', {
        body: { optIn: true, phoneNumber, triggerType: 'CLICKLIST' },
        csrf: false,
      });
      expect(forged.status).toBe(403);
    });

    it('keeps a promotional opt-in pending with the check-phone warning until the phone replies YES; STOP ends every opt-in (ACC-066, ACC-156, ACC-174)', async () => {
      const { client, phoneNumber } = await shopperWithMobile(database, app, '6145550102');
      const pending = await client.request('POST', '/api/communications/sms/opt-in', {
        body: { optIn: true, phoneNumber, triggerType: 'PROMOTIONAL' },
      });
      expect(pending.body).toMatchObject({
        selected: true,
        customerOptedIn: false,
        warning: 'Please check your phone for further instructions in order to save this preference.',
      });
      await client.request('POST', '/api/communications/sms/opt-in', {
        body: { optIn: true, phoneNumber, triggerType: 'TRANSACTIONAL' },
      });
      const yes = await client.request('POST', '/api/communications/sms/replies', {
        body: { phoneNumber, text: ' yes ' },
      });
      expect(yes.status).toBe(200);
      const confirmed = smsReplyResultSchema.parse(yes.body).preferences;
      expect(
        confirmed.map((entry) => [entry.preferenceType, entry.selected, entry.customerOptedIn, entry.warning]),
      ).toEqual([
        ['CLICKLIST', false, false, null],
        ['PROMOTIONAL', true, true, null],
        ['TRANSACTIONAL', true, true, null],
      ]);
      // Opting in again to what is confirmed keeps it confirmed (no second confirmation text).
      const again = await client.request('POST', '/api/communications/sms/opt-in', {
        body: { optIn: true, phoneNumber, triggerType: 'PROMOTIONAL' },
      });
      expect(again.body).toMatchObject({ selected: true, customerOptedIn: true, warning: null });
      const stop = await client.request('POST', '/api/communications/sms/replies', {
        body: { phoneNumber, text: 'STOP' },
      });
      expect(stop.body.preferences.every((entry: { selected: boolean }) => !entry.selected)).toBe(true);
      const other = await client.request('POST', '/api/communications/sms/replies', {
        body: { phoneNumber, text: 'HELLO' },
      });
      expect(other.status).toBe(400);
    });

    it('answers the transactional opt-in with data.hasErrors and data.customerOptedIn; an unverified phone must confirm first (ACC-124, ACC-125)', async () => {
      const verified = await shopperWithMobile(database, app, '6145550103');
      const answer = await verified.client.request('POST', '/api/communications/sms/transactional-opt-in', {
        body: { phoneNumber: verified.phoneNumber, triggerType: 'TRANSACTIONAL' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { hasErrors: false, customerOptedIn: true } });

      const unverified = await shopperWithMobile(database, app, '6145550104', false);
      const pending = await unverified.client.request('POST', '/api/communications/sms/transactional-opt-in', {
        body: { phoneNumber: unverified.phoneNumber, triggerType: 'TRANSACTIONAL' },
      });
      expect(pending.body).toEqual({ data: { hasErrors: false, customerOptedIn: false } });
      const status = await unverified.client.request('POST', '/api/communications/sms/opt-in-status', {
        body: { phoneNumber: unverified.phoneNumber, triggerType: 'TRANSACTIONAL' },
      });
      expect(status.body.warning).toBe(
        'Please check your phone for further instructions in order to save this preference.',
      );
      const wrongTrigger = await verified.client.request('POST', '/api/communications/sms/transactional-opt-in', {
        body: { phoneNumber: verified.phoneNumber, triggerType: 'PROMOTIONAL' },
      });
      expect(wrongTrigger.status).toBe(400);
    });

    it('refuses a shopper without a mobile phone, and any number but the shopper’s own (ACC-151)', async () => {
      const client = new TestClient(app);
      await client.signIn('new@example.com');
      const none = await client.request('POST', '/api/communications/sms/opt-in', {
        body: { optIn: true, phoneNumber: demoPhone, triggerType: 'PROMOTIONAL' },
      });
      expect(none.status).toBe(409);
      expect(none.body.code).toBe('MOBILE_PHONE_REQUIRED');

      // Someone else's number (demo's) is refused to another shopper with a phone, for reads and replies too.
      const intruder = await shopperWithMobile(database, app, '6145550105');
      for (const [path, body] of [
        ['/api/communications/sms/opt-in-status', { phoneNumber: demoPhone, triggerType: 'TRANSACTIONAL' }],
        ['/api/communications/sms/opt-in', { optIn: false, phoneNumber: demoPhone, triggerType: 'TRANSACTIONAL' }],
        ['/api/communications/sms/replies', { phoneNumber: demoPhone, text: 'STOP' }],
      ] as const) {
        const response = await intruder.client.request('POST', path, { body });
        expect(response.status, path).toBe(409);
      }
      const demo = new TestClient(app);
      await demo.signIn('demo@example.com');
      const still = await demo.request('POST', '/api/communications/sms/opt-in-status', {
        body: { phoneNumber: demoPhone, triggerType: 'TRANSACTIONAL' },
      });
      expect(still.body).toMatchObject({ selected: true, customerOptedIn: true });
      // A phone number that is not '+1' and 10 digits never reaches the domain (ACC-088, ACC-089).
      const malformed = await demo.request('POST', '/api/communications/sms/opt-in-status', {
        body: { phoneNumber: '5135550142', triggerType: 'TRANSACTIONAL' },
      });
      expect(malformed.status).toBe(400);
      const guest = await new TestClient(app).request('POST', '/api/communications/sms/opt-in-status', {
        body: { phoneNumber: demoPhone, triggerType: 'TRANSACTIONAL' },
      });
      expect(guest.status).toBe(401);
    });

    it('keeps the opt-in rules in the database', async () => {
      const { shopperId } = await shopperWithMobile(database, app, '6145550106');
      await expect(
        database.db.execute(
          sql`insert into sms_opt_ins (shopper_id, phone_number, trigger_type, status, requested_at, updated_at) values (${shopperId}, '+16145550106', 'PROMOTIONAL', 'OPTED_IN', now(), now())`,
        ),
      ).rejects.toThrow();
      await expect(
        database.db.execute(
          sql`insert into sms_opt_ins (shopper_id, phone_number, trigger_type, status, requested_at, updated_at) values (${shopperId}, '6145550106', 'PROMOTIONAL', 'PENDING', now(), now())`,
        ),
      ).rejects.toThrow();
    });
  });
});
