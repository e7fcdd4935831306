import type { Banner } from '@aisle/banner-themes';
import {
  joinablePlanCodes,
  type Membership,
  type MembershipCard,
  type MembershipItem,
  type MembershipPlanCode,
  type RenewalDurationQuantity,
  renewalDays,
} from '@aisle/contracts';
import { DEFAULT_WALLET_APPLICATION } from '@aisle/contracts/walletRules';
import type { Call } from '../calls.ts';
import type { Db } from '../db/database.ts';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from '../db/orm.ts';
import { memberships, walletCards } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { isExpired } from '../wallet/presenters.ts';
import { sandboxPlacementDecline } from '../wallet/sandbox.ts';

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

/** The cards a membership can be charged to: credit and debit cards the shopper saved in the wallet. */
function chargeableCardsOf(shopperId: string) {
  return and(
    eq(walletCards.shopperId, shopperId),
    eq(walletCards.saved, true),
    inArray(walletCards.cardType, ['BANK_CARD', 'CREDIT_CARD']),
  );
}

/**
 * The card a membership is charged to: the member's own card while it is in the wallet, otherwise the
 * wallet's preferred credit or debit card, else the newest one; null when the wallet has none.
 */
async function membershipCardOf(db: Db, shopperId: string, cardId: string | null): Promise<MembershipCard | null> {
  const rows = await db
    .select({
      id: walletCards.id,
      brand: walletCards.brand,
      lastFour: walletCards.lastFour,
      defaultApplications: walletCards.defaultApplications,
    })
    .from(walletCards)
    .where(chargeableCardsOf(shopperId))
    .orderBy(desc(walletCards.addedSequence));
  const chosen =
    rows.find((row) => row.id === cardId) ??
    rows.find((row) => row.defaultApplications.includes(DEFAULT_WALLET_APPLICATION)) ??
    rows[0];
  return chosen ? { id: chosen.id, brand: chosen.brand, lastFour: chosen.lastFour } : null;
}

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

type MembershipCall = Pick<Call<'getMembership'>, 'session' | 'banner' | 'db' | 'now'>;

/** GET /api/membership. */
export async function getMembership({ session, banner, db, now }: MembershipCall): Promise<Membership> {
  const [row] = await db.select().from(memberships).where(eq(memberships.shopperId, session.shopper.id)).limit(1);
  const plans = joinablePlanCodes.flatMap((planCode) =>
    ([1, 12] as const).map((quantity) =>
      membershipItem(banner, planCode, quantity, {
        renewsAt: new Date(now.getTime() + renewalDays(quantity) * day),
        freeTrialChargeAt: null,
      }),
    ),
  );
  const card = await membershipCardOf(db, session.shopper.id, row?.cardId ?? null);
  if (!row) return { enrollment: null, item: null, plans, card };
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
    card,
  };
}

/**
 * POST /api/membership (issue 22): joins a plan, charged now to one of the shopper's own credit or debit
 * cards (another shopper's card answers CARD_NOT_FOUND, like a missing one). One statement decides: a new
 * membership, or one that has ended replaced; an active one (a cancelled one too, until it ends) stays, and
 * the answer is MEMBERSHIP_ACTIVE, so two joins at once leave one membership.
 */
export async function joinMembership(call: Call<'joinMembership'>): Promise<Membership> {
  const { session, db, now, body } = call;
  const shopperId = session.shopper.id;
  const [card] = await db
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.id, body.cardId), chargeableCardsOf(shopperId)))
    .limit(1);
  if (!card) throw new ApiError('CARD_NOT_FOUND', 'No credit or debit card of this shopper has this id.');
  if (isExpired(card, now)) throw new ApiError('PAYMENT_METHOD_EXPIRED', 'The card is expired.');
  const decline = sandboxPlacementDecline(card.firstSix, card.lastFour);
  if (decline) throw new ApiError('RV9547', 'The payment was declined.', { reason: decline });
  const values = {
    planCode: body.planCode,
    enrolledAt: now,
    renewalDueAt: new Date(now.getTime() + renewalDays(body.renewalDurationQuantity) * day),
    cancelledAt: null,
    renewalDurationQuantity: body.renewalDurationQuantity,
    cardId: card.id,
  };
  const joined = await db
    .insert(memberships)
    .values({ shopperId, ...values })
    .onConflictDoUpdate({
      target: memberships.shopperId,
      set: values,
      setWhere: and(isNotNull(memberships.cancelledAt), lte(memberships.cancelledAt, now)),
    })
    .returning({ shopperId: memberships.shopperId });
  if (joined.length === 0) throw new ApiError('MEMBERSHIP_ACTIVE', 'The shopper already has an active membership.');
  return getMembership(call);
}

/**
 * DELETE /api/membership: cancels the automatic renewal. The membership stays active until its renewal
 * date, then ends (cancelled_at is that date). Cancelling a cancelled membership that has not ended answers
 * it as it is.
 */
export async function cancelMembership(call: Call<'cancelMembership'>): Promise<Membership> {
  const { session, db, now } = call;
  const cancelled = await db
    .update(memberships)
    .set({ cancelledAt: sql`${memberships.renewalDueAt}` })
    .where(
      and(
        eq(memberships.shopperId, session.shopper.id),
        or(isNull(memberships.cancelledAt), gt(memberships.cancelledAt, now)),
      ),
    )
    .returning({ shopperId: memberships.shopperId });
  if (cancelled.length === 0) throw new ApiError('MEMBERSHIP_NOT_FOUND', 'The shopper has no active membership.');
  return getMembership(call);
}

/** POST /api/membership/resume: a cancelled membership that has not ended renews by itself again. */
export async function resumeMembership(call: Call<'resumeMembership'>): Promise<Membership> {
  const { session, db, now } = call;
  const resumed = await db
    .update(memberships)
    .set({ cancelledAt: null })
    .where(and(eq(memberships.shopperId, session.shopper.id), gt(memberships.cancelledAt, now)))
    .returning({ shopperId: memberships.shopperId });
  if (resumed.length === 0) {
    // Resuming one that renews already changes nothing; one that ended (or none) cannot be resumed.
    const current = await getMembership(call);
    if (current.enrollment?.isActive && !current.enrollment.cancellationDate) return current;
    throw new ApiError('MEMBERSHIP_NOT_FOUND', 'The shopper has no cancelled membership that has not ended.');
  }
  return getMembership(call);
}
