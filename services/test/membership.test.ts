import { membershipSchema, renewalDays } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { memberships } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { tierOf } from '../src/membership/membership.ts';
import { backends, openSeeded } from './support/backends.ts';
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

    it('needs a session, and the database refuses a renewal period other than 1 or 12', async () => {
      expect((await new TestClient(app).get('/api/membership')).status).toBe(401);
      await expect(database.db.execute(sql`update memberships set renewal_duration_quantity = 6`)).rejects.toThrow();
    });
  });
});
