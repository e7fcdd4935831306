import { membershipSchema, renewalDays } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { eq, sql } from '../src/db/orm.ts';
import { memberships } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { tierOf } from '../src/membership/membership.ts';
import { backends, openSeeded } from './support/backends.ts';
import { addCard } from './support/checkouts.ts';
import { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const day = 24 * 60 * 60 * 1000;

describe('membership rules', () => {
  it('renewal duration 1 is 30 days and 12 is 365 days (ACC-176, ACC-177)', () => {
    expect(renewalDays(1)).toBe(30);
    expect(renewalDays(12)).toBe(365);
  });

  it('BST and HTEL are the same-day tier, BSTL and HTPL the next-day tier (ACC-182, ACC-183)', () => {
    expect([tierOf('BST'), tierOf('HTEL'), tierOf('BSTL'), tierOf('HTPL')]).toEqual([
      'sameDay',
      'sameDay',
      'nextDay',
      'nextDay',
    ]);
  });
});

describe.each(backends)('membership API on $name', (backend) => {
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

    it("gives demo's monthly Boost: item data, prices and dates (ACC-044, ACC-045, ACC-046, ACC-184)", async () => {
      const client = new TestClient(app);
      await client.signIn('demo@example.com');
      const response = await client.get('/api/membership');
      expect(response.status).toBe(200);
      const membership = membershipSchema.parse(response.body);
      expect(membership.enrollment).toMatchObject({
        planCode: 'BST',
        isActive: true,
        cancellationDate: null,
        computedManualRenewalDate: null,
      });
      // Enrolled 75 days ago, monthly: the third renewal, 90 days after enrolling.
      expect(membership.enrollment?.renewalDueDate).toBe(new Date(now.getTime() + 15 * day).toISOString());
      expect(membership.item).toEqual({
        planCode: 'BST',
        title: 'Boost',
        product: {
          computedMembershipItemData: {
            renewalPrice: 12.95,
            freeTrialChargeDateUtc: null,
            computedRenewalDateUtc: membership.enrollment?.renewalDueDate,
            renewalDurationQuantity: 1,
            renewalDurationUomCode: 'MONTH',
          },
          subscriptionDurationQuantity: 1,
          subscriptionDurationUomCode: 'MONTH',
          originalPrice: { regular: { price: 12.95 } },
        },
      });
    });

    it("titles the plans in the banner's words: greenway Boost and Boost Essential, harbor 99 and 69 (ACC-184, ACC-185)", async () => {
      const greenway = new TestClient(app);
      await greenway.signIn('new@example.com');
      const plans = (await greenway.get('/api/membership')).body;
      expect(plans.enrollment).toBeNull();
      expect(plans.item).toBeNull();
      expect(
        plans.plans.map((plan: { title: string; product: { originalPrice: { regular: { price: number } } } }) => [
          plan.title,
          plan.product.originalPrice.regular.price,
        ]),
      ).toEqual([
        ['Boost', 12.95],
        ['Boost', 99],
        ['Boost Essential', 7.95],
        ['Boost Essential', 69],
      ]);
      const yearly = plans.plans[1].product.computedMembershipItemData;
      expect(yearly.computedRenewalDateUtc).toBe(new Date(now.getTime() + 365 * day).toISOString());
      expect(plans.plans[0].product.computedMembershipItemData.computedRenewalDateUtc).toBe(
        new Date(now.getTime() + 30 * day).toISOString(),
      );

      const harbor = new TestClient(app, 'harbor.localhost:4321');
      await harbor.signIn('demo@example.com');
      const harborMembership = (await harbor.get('/api/membership')).body;
      expect(harborMembership.item.title).toBe('Harbor Pass 99');
      expect(harborMembership.plans.map((plan: { title: string }) => plan.title)).toEqual([
        'Harbor Pass 99',
        'Harbor Pass 99',
        'Harbor Pass 69',
        'Harbor Pass 69',
      ]);
    });

    it('a cancelled yearly membership gives its end and the manual renewal date (ACC-046, ACC-177)', async () => {
      const { client, shopperId } = await createSignedInShopper(database.db, app, now);
      const renewalDueAt = new Date(now.getTime() + 20 * day);
      await database.db.insert(memberships).values({
        shopperId,
        planCode: 'HTPL',
        enrolledAt: new Date(renewalDueAt.getTime() - 365 * day),
        renewalDueAt,
        cancelledAt: new Date(now.getTime() - 2 * day),
        renewalDurationQuantity: 12,
      });
      const membership = (await client.get('/api/membership')).body;
      expect(membership.enrollment).toMatchObject({
        planCode: 'HTPL',
        isActive: false,
        computedManualRenewalDate: renewalDueAt.toISOString(),
      });
      expect(membership.item.product.computedMembershipItemData).toMatchObject({
        renewalPrice: 69,
        renewalDurationQuantity: 12,
      });
      expect(membership.item.title).toBe('Boost Essential');
    });

    describe('joining, cancelling and resuming (issue 22)', () => {
      const join = (client: TestClient, cardId: string, planCode = 'BST', renewalDurationQuantity = 1) =>
        client.request('POST', '/api/membership', { body: { planCode, renewalDurationQuantity, cardId } });

      it("names the card a membership is charged to: the wallet's preferred credit or debit card, else the newest", async () => {
        const { client, shopperId } = await createSignedInShopper(database.db, app, now);
        expect(membershipSchema.parse((await client.get('/api/membership')).body).card).toBeNull();
        await addCard(database.db, shopperId, 'snap', now);
        expect((await client.get('/api/membership')).body.card).toBeNull();
        const visa = await addCard(database.db, shopperId, 'visa', now);
        const discover = await addCard(database.db, shopperId, 'discover', now);
        expect((await client.get('/api/membership')).body.card).toEqual({
          id: discover,
          brand: 'DISCOVER',
          lastFour: '1117',
        });
        await database.db.execute(sql`update wallet_cards set default_applications = '{CLICKLIST}' where id = ${visa}`);
        expect((await client.get('/api/membership')).body.card).toMatchObject({ id: visa, lastFour: '1111' });
      });

      it('joins a plan charged to a card: a member at once, renewing in 30 or 365 days, in the banner title', async () => {
        const { client, shopperId } = await createSignedInShopper(database.db, app, now);
        const visa = await addCard(database.db, shopperId, 'visa', now);
        const response = await join(client, visa, 'BSTL', 12);
        expect(response.status).toBe(200);
        const membership = membershipSchema.parse(response.body);
        expect(membership.enrollment).toMatchObject({
          planCode: 'BSTL',
          isActive: true,
          enrolledAt: now.toISOString(),
          renewalDueDate: new Date(now.getTime() + 365 * day).toISOString(),
          cancellationDate: null,
        });
        expect(membership.item).toMatchObject({ title: 'Boost Essential', planCode: 'BSTL' });
        expect(membership.item?.product.computedMembershipItemData.renewalPrice).toBe(69);
        expect(membership.card).toMatchObject({ id: visa });
        // A second join, with the membership active, changes nothing.
        const again = await join(client, visa, 'BST', 1);
        expect(again.status).toBe(409);
        expect(again.body.code).toBe('MEMBERSHIP_ACTIVE');
        expect((await client.get('/api/membership')).body.enrollment.planCode).toBe('BSTL');
      });

      it("refuses another shopper's card, a SNAP EBT card, a declined or expired card, and a plan not sold", async () => {
        const { client, shopperId } = await createSignedInShopper(database.db, app, now);
        const stranger = await createSignedInShopper(database.db, app, now);
        const theirs = await addCard(database.db, stranger.shopperId, 'visa', now);
        expect((await join(client, theirs)).body.code).toBe('CARD_NOT_FOUND');
        const snap = await addCard(database.db, shopperId, 'snap', now);
        expect((await join(client, snap)).body.code).toBe('CARD_NOT_FOUND');
        const declined = await join(client, await addCard(database.db, shopperId, 'declined', now));
        expect([declined.status, declined.body.code, declined.body.reason]).toEqual([
          402,
          'RV9547',
          'TRANSACTION_DECLINED',
        ]);
        const expired = await join(client, await addCard(database.db, shopperId, 'expired', now));
        expect([expired.status, expired.body.code]).toEqual([422, 'PAYMENT_METHOD_EXPIRED']);
        const visa = await addCard(database.db, shopperId, 'visa', now);
        expect((await join(client, visa, 'HTEL')).status).toBe(400);
        expect((await join(client, visa, 'BST', 6)).status).toBe(400);
        expect((await client.get('/api/membership')).body.enrollment).toBeNull();
        // Without the CSRF header nothing is joined.
        const forged = await client.request('POST', '/api/membership', {
          body: { planCode: 'BST', renewalDurationQuantity: 1, cardId: visa },
          csrf: false,
        });
        expect(forged.status).toBe(403);
      });

      it('two joins at once make one membership', async () => {
        const { client, shopperId } = await createSignedInShopper(database.db, app, now);
        const visa = await addCard(database.db, shopperId, 'visa', now);
        const answers = await Promise.all([join(client, visa, 'BST', 1), join(client, visa, 'BSTL', 12)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const rows = await database.db.select().from(memberships).where(eq(memberships.shopperId, shopperId));
        expect(rows).toHaveLength(1);
      });

      it('cancelling keeps the benefits until the renewal date; resuming renews again; an ended one is joined anew', async () => {
        const { client, shopperId } = await createSignedInShopper(database.db, app, now);
        expect((await client.request('DELETE', '/api/membership')).body.code).toBe('MEMBERSHIP_NOT_FOUND');
        const visa = await addCard(database.db, shopperId, 'visa', now);
        await join(client, visa);
        const renewsAt = new Date(now.getTime() + 30 * day).toISOString();
        const cancelled = await client.request('DELETE', '/api/membership');
        expect(cancelled.status).toBe(200);
        expect(cancelled.body.enrollment).toMatchObject({
          isActive: true,
          cancellationDate: renewsAt,
          computedManualRenewalDate: renewsAt,
        });
        // Cancelling twice answers the same membership.
        expect((await client.request('DELETE', '/api/membership')).body.enrollment.cancellationDate).toBe(renewsAt);
        const resumed = await client.request('POST', '/api/membership/resume');
        expect(resumed.status).toBe(200);
        expect(resumed.body.enrollment).toMatchObject({
          isActive: true,
          cancellationDate: null,
          renewalDueDate: renewsAt,
        });
        expect((await client.request('POST', '/api/membership/resume')).status).toBe(200);
        // One that has ended cannot be resumed, and can be joined again.
        await database.db.execute(
          sql`update memberships set cancelled_at = ${new Date(now.getTime() - day)} where shopper_id = ${shopperId}`,
        );
        expect((await client.request('POST', '/api/membership/resume')).body.code).toBe('MEMBERSHIP_NOT_FOUND');
        const rejoined = await join(client, visa, 'BSTL', 1);
        expect(rejoined.status).toBe(200);
        expect(rejoined.body.enrollment).toMatchObject({ planCode: 'BSTL', isActive: true, cancellationDate: null });
      });

      it("a shopper changes only their own membership: the calls need a session and act on the caller's", async () => {
        const anonymous = new TestClient(app);
        expect((await anonymous.request('DELETE', '/api/membership')).status).toBe(401);
        expect((await anonymous.request('POST', '/api/membership/resume')).status).toBe(401);
        const member = await createSignedInShopper(database.db, app, now);
        await join(member.client, await addCard(database.db, member.shopperId, 'visa', now));
        const other = await createSignedInShopper(database.db, app, now);
        expect((await other.client.request('DELETE', '/api/membership')).body.code).toBe('MEMBERSHIP_NOT_FOUND');
        expect((await member.client.get('/api/membership')).body.enrollment.cancellationDate).toBeNull();
      });
    });

    it('needs a session, and the database refuses a renewal period other than 1 or 12', async () => {
      expect((await new TestClient(app).get('/api/membership')).status).toBe(401);
      await expect(database.db.execute(sql`update memberships set renewal_duration_quantity = 6`)).rejects.toThrow();
    });
  });
});
