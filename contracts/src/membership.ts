import * as z from 'zod/mini';
import { dateTimeSchema, moneySchema } from './common.ts';
import { joinablePlanCodes } from './membershipRules.ts';
import { membershipEnrollmentSchema, membershipPlanCodeSchema } from './profile.ts';
import { walletCardBrandSchema } from './wallet.ts';

export * from './membershipRules.ts';

/**
 * A membership's renewal period: renewalDurationQuantity 1 is 30 days (ACC-176), 12 is 365 days
 * (ACC-177), counted in months (renewalDurationUomCode 'MONTH').
 */
export const renewalDurationQuantities = [1, 12] as const;
export type RenewalDurationQuantity = (typeof renewalDurationQuantities)[number];
export const renewalDurationQuantitySchema = z.union([z.literal(1), z.literal(12)]);

export function renewalDays(quantity: RenewalDurationQuantity): 30 | 365 {
  return quantity === 12 ? 365 : 30;
}

/** Spec account-and-selector 3, "Membership item" (ACC-044, ACC-045), with the plan's code and banner title. */
export const membershipItemSchema = z.object({
  planCode: membershipPlanCodeSchema,
  /** The banner's title for the plan (ACC-184, ACC-185). */
  title: z.string(),
  product: z.object({
    computedMembershipItemData: z.object({
      renewalPrice: moneySchema,
      /** When a free trial ends and the first charge is made; null without a trial. */
      freeTrialChargeDateUtc: z.nullable(dateTimeSchema),
      computedRenewalDateUtc: dateTimeSchema,
      renewalDurationQuantity: renewalDurationQuantitySchema,
      renewalDurationUomCode: z.literal('MONTH'),
    }),
    subscriptionDurationQuantity: renewalDurationQuantitySchema,
    subscriptionDurationUomCode: z.literal('MONTH'),
    originalPrice: z.object({ regular: z.object({ price: moneySchema }) }),
  }),
});
export type MembershipItem = z.infer<typeof membershipItemSchema>;

/** The enrollment with the date a shopper without automatic renewal must renew by (ACC-046). */
export const membershipEnrollmentDetailSchema = z.extend(membershipEnrollmentSchema, {
  computedManualRenewalDate: z.nullable(dateTimeSchema),
});
export type MembershipEnrollmentDetail = z.infer<typeof membershipEnrollmentDetailSchema>;

/** A wallet card as the membership names it: the card a membership is charged to (never a number). */
export const membershipCardSchema = z.object({
  id: z.uuid(),
  brand: walletCardBrandSchema,
  lastFour: z.string().check(z.regex(/^\d{4}$/)),
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;

/**
 * GET /api/membership: the shopper's enrollment and its item, or null for both; the banner's plans a
 * shopper can join (same-day first, then next-day; monthly and yearly); and the card a membership is
 * charged to: the member's card, or for a shopper who joins, the wallet's preferred credit or debit card
 * (else the newest). Null when the wallet has none.
 */
export const membershipSchema = z.object({
  enrollment: z.nullable(membershipEnrollmentDetailSchema),
  item: z.nullable(membershipItemSchema),
  plans: z.array(membershipItemSchema),
  card: z.nullable(membershipCardSchema),
});

/** POST /api/membership: join a plan, charged now to one of the shopper's credit or debit cards. */
export const joinMembershipSchema = z.object({
  planCode: z.enum(joinablePlanCodes),
  renewalDurationQuantity: renewalDurationQuantitySchema,
  cardId: z.uuid(),
});
export type JoinMembership = z.infer<typeof joinMembershipSchema>;
export type Membership = z.infer<typeof membershipSchema>;
