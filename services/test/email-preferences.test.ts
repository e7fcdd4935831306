import { emailPreferencesSchema, promotionPreferencesSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { eq, sql } from '../src/db/orm.ts';
import { emailLinkTokens, shoppers } from '../src/db/schema.ts';
import { chooseLinkToken, issueEmailLinkTokens } from '../src/emailPreferences/linkTokens.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const shortDescriptions = (list: Array<{ shortDescription: string }>) => list.map((item) => item.shortDescription);

describe('chooseLinkToken (ACC-108)', () => {
  const tokens = { token: 'a'.repeat(43), token2: 'b'.repeat(43) };
  it('uses token2 when both toggles are on and both tokens are there', () => {
    expect(chooseLinkToken({ token: true, token2: true }, tokens)).toEqual({ kind: 'token2', value: tokens.token2 });
  });
  it('falls back to token when the link has no token2', () => {
    expect(chooseLinkToken({ token: true, token2: true }, { token: tokens.token })).toEqual({
      kind: 'token',
      value: tokens.token,
    });
  });
  it('uses token when only its toggle is on', () => {
    expect(chooseLinkToken({ token: true, token2: false }, tokens)).toEqual({ kind: 'token', value: tokens.token });
  });
  it('uses no token when both toggles are off, or the on one is missing', () => {
    expect(chooseLinkToken({ token: false, token2: false }, tokens)).toBeNull();
    expect(chooseLinkToken({ token: false, token2: true }, { token: tokens.token })).toBeNull();
  });
});

describe.each(backends)('email preferences API on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;

    async function signedIn(email: string, host = 'greenway.localhost:4321'): Promise<TestClient> {
      const client = new TestClient(app, host);
      expect((await client.signIn(email)).status).toBe(200);
      return client;
    }

    async function shopperId(email: string): Promise<string> {
      const [row] = await database.db.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.email, email));
      return row?.id as string;
    }

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      database = seeded.database;
      app = createApp({ db: database.db, now: () => now });
    });
    afterAll(async () => {
      await seeded?.close();
    });

    it("gives demo's greenway preferences in greenway's order, with the seeded choices (ACC-040, ACC-041)", async () => {
      const client = await signedIn('demo@example.com');
      const response = await client.get('/api/email-preferences');
      expect(response.status).toBe(200);
      const answer = emailPreferencesSchema.parse(response.body);
      expect(shortDescriptions(answer.emailPreferences)).toEqual([
        'Weekly Ad',
        'Digital Coupons',
        'Recipes & Inspiration',
        'Boost Offers',
      ]);
      expect(answer.emailPreferences.map((item) => [item.id, item.selected, item.banner])).toEqual([
        ['greenway:weekly-ad', true, 'greenway'],
        ['greenway:digital-coupons', false, 'greenway'],
        ['greenway:recipes-inspiration', false, 'greenway'],
        ['greenway:boost-offers', true, 'greenway'],
      ]);
      expect(answer.emailPreferences.every((item) => item.longDescription.length > 0)).toBe(true);
      expect(
        answer.emailUngroupedPreferences.map((item) => [item.shortDescription, item.selected, item.banner]),
      ).toEqual([
        ['Customer Surveys', true, null],
        ['Health & Wellness', false, null],
      ]);
    });

    it("orders harbor's as 'Join e-VIC', 'Fresh Catch', 'Fine Wines Club', then its membership offers (ACC-178, ACC-179)", async () => {
      const client = await signedIn('demo@example.com', 'harbor.localhost:4321');
      const answer = emailPreferencesSchema.parse((await client.get('/api/email-preferences')).body);
      expect(shortDescriptions(answer.emailPreferences)).toEqual([
        'Join e-VIC',
        'Fresh Catch',
        'Fine Wines Club',
        'Harbor Pass Offers',
      ]);
      expect(shortDescriptions(answer.emailPreferences)).not.toContain('ExpressLane Offers');
      expect(
        answer.emailPreferences.find((item) => item.shortDescription === 'Harbor Pass Offers')?.longDescription,
      ).toBe('Offers and news for Harbor Pass members.');
    });

    it('every banner offers a list of its own, and new@example.com has only its seeded choice', async () => {
      const client = await signedIn('new@example.com');
      const answer = emailPreferencesSchema.parse((await client.get('/api/email-preferences')).body);
      expect(answer.emailPreferences.filter((item) => item.selected).map((item) => item.id)).toEqual([
        'greenway:weekly-ad',
      ]);
      const result = await database.db.execute(
        sql`select count(distinct banner_id)::int as banners from email_topics where banner_id is not null`,
      );
      expect(
        Number((result as unknown as { rows: Array<{ banners: number }> }).rows[0]?.banners),
      ).toBeGreaterThanOrEqual(30);
    });

    it('saves with PUT and the CSRF token, answering the whole list (ACC-120, ACC-130, ACC-133)', async () => {
      const { client } = await createSignedInShopper(database.db, app, now, { host: 'greenway.localhost:4321' });
      const response = await client.request('PUT', '/api/email-preferences', {
        body: {
          emailPreferences: [
            { id: 'greenway:digital-coupons', selected: true },
            { id: 'all:health-wellness', selected: true },
          ],
        },
      });
      expect(response.status).toBe(200);
      const answer = emailPreferencesSchema.parse(response.body);
      expect(answer.emailPreferences.find((item) => item.id === 'greenway:digital-coupons')?.selected).toBe(true);
      expect(answer.emailUngroupedPreferences.find((item) => item.id === 'all:health-wellness')?.selected).toBe(true);
      const again = await client.request('PUT', '/api/email-preferences', {
        body: { emailPreferences: [{ id: 'greenway:digital-coupons', selected: false }] },
      });
      expect(
        again.body.emailPreferences.find((item: { id: string }) => item.id === 'greenway:digital-coupons').selected,
      ).toBe(false);
    });

    it('refuses a save without the CSRF token, a guest, and a topic of another banner', async () => {
      const { client } = await createSignedInShopper(database.db, app, now, { host: 'greenway.localhost:4321' });
      const body = { emailPreferences: [{ id: 'greenway:weekly-ad', selected: true }] };
      expect((await client.request('PUT', '/api/email-preferences', { body, csrf: false })).body.code).toBe(
        'CSRF_FAILED',
      );
      const guest = new TestClient(app, 'greenway.localhost:4321');
      expect((await guest.request('PUT', '/api/email-preferences', { body })).status).toBe(401);
      expect((await guest.get('/api/email-preferences')).status).toBe(401);
      const foreign = await client.request('PUT', '/api/email-preferences', {
        body: { emailPreferences: [{ id: 'harbor:fresh-catch', selected: true }] },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.code).toBe('VALIDATION_FAILED');
    });

    it("one shopper's save never touches another's preferences (object-level authorization)", async () => {
      const first = await createSignedInShopper(database.db, app, now, { host: 'greenway.localhost:4321' });
      const second = await createSignedInShopper(database.db, app, now, { host: 'greenway.localhost:4321' });
      await first.client.request('PUT', '/api/email-preferences', {
        body: { emailPreferences: [{ id: 'greenway:recipes-inspiration', selected: true }] },
      });
      const theirs = await second.client.get('/api/email-preferences');
      expect(theirs.body.emailPreferences.every((item: { selected: boolean }) => !item.selected)).toBe(true);
    });

    describe('email links (ACC-018, ACC-019, ACC-106..108, ACC-129, ACC-131, ACC-132)', () => {
      it('a signed-out shopper reads and saves their own preferences with the link, and only theirs', async () => {
        const demoId = await shopperId('demo@example.com');
        const { token, token2 } = await issueEmailLinkTokens(database.db, demoId, now);
        const guest = new TestClient(app, 'greenway.localhost:4321');
        const read = await guest.get(`/api/email-preferences/link?token=${token}&token2=${token2}`);
        expect(read.status).toBe(200);
        expect(emailPreferencesSchema.parse(read.body).emailPreferences[0]).toMatchObject({
          id: 'greenway:weekly-ad',
          selected: true,
        });
        const saved = await guest.request('PUT', '/api/email-preferences/link', {
          body: { token, token2, emailPreferences: [{ id: 'greenway:recipes-inspiration', selected: true }] },
        });
        expect(saved.status).toBe(200);
        const demo = await signedIn('demo@example.com');
        const after = await demo.get('/api/email-preferences');
        expect(
          after.body.emailPreferences.find((item: { id: string }) => item.id === 'greenway:recipes-inspiration')
            .selected,
        ).toBe(true);
        // Another signed-in shopper opening demo's link still changes demo's, never their own.
        const other = await createSignedInShopper(database.db, app, now, { host: 'greenway.localhost:4321' });
        await other.client.request('PUT', '/api/email-preferences/link', {
          body: { token2, emailPreferences: [{ id: 'greenway:digital-coupons', selected: true }] },
        });
        const otherOwn = await other.client.get('/api/email-preferences');
        expect(otherOwn.body.emailPreferences.every((item: { selected: boolean }) => !item.selected)).toBe(true);
      });

      it('the sandbox mailer makes a working link only on a server started with it (AISLE_SANDBOX_MAILER=1)', async () => {
        const ordinary = new TestClient(app, 'greenway.localhost:4321');
        const refused = await ordinary.request('POST', '/api/sandbox/email-links', {
          body: { email: 'new@example.com' },
        });
        expect(refused.status).toBe(404);
        const mailer = new TestClient(
          createApp({ db: database.db, now: () => now, hasSandboxMailer: true }),
          'harbor.localhost:4321',
        );
        const made = await mailer.request('POST', '/api/sandbox/email-links', { body: { email: 'New@Example.com ' } });
        expect(made.status).toBe(200);
        const link = new URL(made.body.link);
        expect([link.origin, link.pathname]).toEqual(['http://harbor.localhost:4321', '/account/preferences/email']);
        const read = await ordinary.get(`/api/email-preferences/link?token2=${link.searchParams.get('token2')}`);
        expect(read.status).toBe(200);
        const unknown = await mailer.request('POST', '/api/sandbox/email-links', {
          body: { email: 'nobody@example.com' },
        });
        expect(unknown.status).toBe(404);
        expect((await mailer.request('POST', '/api/sandbox/email-links', { body: {} })).status).toBe(400);
      });

      it('stores only the SHA-256 of each token', async () => {
        const id = (await createSignedInShopper(database.db, app, now)).shopperId;
        const { token, token2 } = await issueEmailLinkTokens(database.db, id, now);
        const rows = await database.db.select().from(emailLinkTokens).where(eq(emailLinkTokens.shopperId, id));
        expect(rows.map((row) => row.kind).sort()).toEqual(['token', 'token2']);
        for (const row of rows) {
          expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
          expect([token, token2]).not.toContain(row.tokenHash);
        }
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(token).not.toBe(token2);
      });

      it('refuses a wrong, a malformed, a swapped, an expired and a missing token', async () => {
        const id = (await createSignedInShopper(database.db, app, now)).shopperId;
        const { token, token2 } = await issueEmailLinkTokens(database.db, id, now);
        const guest = new TestClient(app, 'greenway.localhost:4321');
        const wrong = await guest.get(`/api/email-preferences/link?token2=${'x'.repeat(43)}`);
        expect([wrong.status, wrong.body.code]).toEqual([404, 'PREFERENCES_NOT_FOUND']);
        expect((await guest.get('/api/email-preferences/link?token=short')).status).toBe(400);
        // A token of one kind does not pass as the other.
        const swapped = await guest.get(`/api/email-preferences/link?token2=${token}`);
        expect(swapped.body.code).toBe('PREFERENCES_NOT_FOUND');
        expect((await guest.get('/api/email-preferences/link')).body.code).toBe('PREFERENCES_NOT_FOUND');
        const save = await guest.request('PUT', '/api/email-preferences/link', {
          body: { token2: 'y'.repeat(43), emailPreferences: [{ id: 'greenway:weekly-ad', selected: true }] },
        });
        expect([save.status, save.body.code]).toEqual([404, 'PREFERENCES_NOT_FOUND']);
        const later = createApp({ db: database.db, now: () => new Date(now.getTime() + 91 * 24 * 60 * 60 * 1000) });
        const expired = await new TestClient(later, 'greenway.localhost:4321').get(
          `/api/email-preferences/link?token2=${token2}`,
        );
        expect(expired.body.code).toBe('PREFERENCES_NOT_FOUND');
      });

      it("follows the banner's toggles: harbor takes token2 only", async () => {
        const id = (await createSignedInShopper(database.db, app, now)).shopperId;
        const { token, token2 } = await issueEmailLinkTokens(database.db, id, now);
        const harbor = new TestClient(app, 'harbor.localhost:4321');
        expect((await harbor.get(`/api/email-preferences/link?token=${token}`)).body.code).toBe(
          'PREFERENCES_NOT_FOUND',
        );
        const read = await harbor.get(`/api/email-preferences/link?token=${token}&token2=${token2}`);
        expect(shortDescriptions(read.body.emailPreferences)).toEqual([
          'Join e-VIC',
          'Fresh Catch',
          'Fine Wines Club',
          'Harbor Pass Offers',
        ]);
        const greenway = new TestClient(app, 'greenway.localhost:4321');
        expect((await greenway.get(`/api/email-preferences/link?token=${token}`)).status).toBe(200);
      });
    });

    describe('promotion preferences', () => {
      it("gives demo's greenway Specials and Promotions, Early Access and purchase-based advertising", async () => {
        const client = await signedIn('demo@example.com');
        const response = await client.get('/api/promotion-preferences');
        expect(promotionPreferencesSchema.parse(response.body)).toEqual({
          specialsAndPromotions: true,
          earlyAccess: false,
          relevantAdsOptIn: false,
        });
      });

      it('harbor has no email-deals opt-in: no Specials and Promotions, and a save of it is refused', async () => {
        const client = await signedIn('demo@example.com', 'harbor.localhost:4321');
        expect((await client.get('/api/promotion-preferences')).body.specialsAndPromotions).toBeNull();
        const refused = await client.request('PUT', '/api/promotion-preferences', {
          body: { specialsAndPromotions: true },
        });
        expect(refused.status).toBe(400);
      });

      it('saves Early Access per banner and purchase-based advertising on the shopper (the profile shows it)', async () => {
        const { client } = await createSignedInShopper(database.db, app, now, { host: 'greenway.localhost:4321' });
        const saved = await client.request('PUT', '/api/promotion-preferences', {
          body: { earlyAccess: true, relevantAdsOptIn: true },
        });
        expect(saved.body).toEqual({ specialsAndPromotions: false, earlyAccess: true, relevantAdsOptIn: true });
        expect((await client.get('/api/profile')).body.relevantAdsOptIn).toBe(true);
        expect((await client.request('PUT', '/api/promotion-preferences', { body: {} })).status).toBe(400);
        expect(
          (await client.request('PUT', '/api/promotion-preferences', { body: { earlyAccess: false }, csrf: false }))
            .body.code,
        ).toBe('CSRF_FAILED');
      });

      it('turning Specials and Promotions on without a preferred store answers NO_PREFERRED_STORE (ACC-162)', async () => {
        const client = await signedIn('new@example.com');
        const refused = await client.request('PUT', '/api/promotion-preferences', {
          body: { specialsAndPromotions: true },
        });
        expect([refused.status, refused.body.code]).toEqual([409, 'NO_PREFERRED_STORE']);
        expect((await client.get('/api/promotion-preferences')).body.specialsAndPromotions).toBe(false);
      });
    });
  });
});
