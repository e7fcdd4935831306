import type { Banner } from '@aisle/banner-themes';
import {
  type Membership,
  type MembershipItem,
  type MembershipPlanCode,
  type RenewalDurationQuantity,
  renewalDays,
} from '@aisle/contracts';
import type { Call } from '../calls.ts';
import { eq } from '../db/orm.ts';
import { memberships } from '../db/schema.ts';

/*
 * The paid membership (spec account-and-selector 1 and 3): plan codes BST and HTEL are same-day, the 99
 * tier (ACC-182); BSTL and HTPL next-day, the lower tier (ACC-183). The default banner's program is BST and
 * BSTL, the second banner's Express Lane HTEL and HTPL; every banner titles each code its own way
 * (banner data `membershipPlanTitles`, ACC-184, ACC-185).
 */

const day = 24 * 60 * 60 * 1000;

/** Sandbox prices by tier and renewal period (docs/sandbox.md). */
const prices: Record<'sameDay' | 'nextDay', Record<RenewalDurationQuantity, number>> = {
  sameDay: { 1: 12.95, 12: 99 },
  nextDay: { 1: 7.95, 12: 69 },
};

export function tierOf(planCode: MembershipPlanCode): 'sameDay' | 'nextDay' {
  return planCode === 'BST' || planCode === 'HTEL' ? 'sameDay' : 'nextDay';
}

/**
 * The plans to join, same-day first: every banner sells them under BST and BSTL with its own titles (the
 * Express Lane codes HTEL and HTPL are enrollments carried over from the second banner's own program).
 */
const joinablePlanCodes = ['BST', 'BSTL'] as const satisfies readonly MembershipPlanCode[];

export function membershipItem(
  banner: Banner,
  planCode: MembershipPlanCode,
  quantity: RenewalDurationQuantity,
  dates: { renewsAt: Date; freeTrialChargeAt: Date | null },
): MembershipItem {
  const price = prices[tierOf(planCode)][quantity];
  return {
    planCode,
    title: banner.membershipPlanTitles[planCode],
    product: {
      computedMembershipItemData: {
        renewalPrice: price,
        freeTrialChargeDateUtc: dates.freeTrialChargeAt ? dates.freeTrialChargeAt.toISOString() : null,
        computedRenewalDateUtc: dates.renewsAt.toISOString(),
        renewalDurationQuantity: quantity,
        renewalDurationUomCode: 'MONTH',
      },
      subscriptionDurationQuantity: quantity,
      subscriptionDurationUomCode: 'MONTH',
      originalPrice: { regular: { price } },
    },
  };
}

/** GET /api/membership. */
export async function getMembership({ session, banner, db, now }: Call<'getMembership'>): Promise<Membership> {
  const [row] = await db.select().from(memberships).where(eq(memberships.shopperId, session.shopper.id)).limit(1);
  const plans = joinablePlanCodes.flatMap((planCode) =>
    ([1, 12] as const).map((quantity) =>
      membershipItem(banner, planCode, quantity, {
        renewsAt: new Date(now.getTime() + renewalDays(quantity) * day),
        freeTrialChargeAt: null,
      }),
    ),
  );
  if (!row) return { enrollment: null, item: null, plans };
  const quantity: RenewalDurationQuantity = row.renewalDurationQuantity === 12 ? 12 : 1;
  const isCancelled = row.cancelledAt !== null;
  const isActive = row.cancelledAt === null || row.cancelledAt > now;
  return {
    enrollment: {
      planCode: row.planCode,
      isActive,
      enrolledAt: row.enrolledAt.toISOString(),
      renewalDueDate: row.renewalDueAt.toISOString(),
      cancellationDate: row.cancelledAt ? row.cancelledAt.toISOString() : null,
      // A cancelled membership no longer renews by itself: the shopper renews by hand before it ends.
      computedManualRenewalDate: isCancelled ? row.renewalDueAt.toISOString() : null,
    },
    item: membershipItem(banner, row.planCode, quantity, { renewsAt: row.renewalDueAt, freeTrialChargeAt: null }),
    plans,
  };
}
