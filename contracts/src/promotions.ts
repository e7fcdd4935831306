import * as z from 'zod/mini';
import { modalitySchema, moneySchema, plainText } from './common.ts';
import { PROMO_CODE_MAX_LENGTH } from './promoRules.ts';

export {
  normalizePromoCode,
  PROMO_CODE_MAX_LENGTH,
  type PromoCodeProblem,
  promoCodeProblem,
} from './promoRules.ts';

/*
 * Promo codes (spec cart-scheduling-checkout 4 "Promo codes", 5, 9; PRO-001..011): the rules the cart's
 * promo form, the API client, the server and the story mocks share. The checkout applies codes through
 * the same call (issue 12).
 */

/** PRO-007, PRO-008: required (after trimming) and at most 128 characters. */
export const promoCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(PROMO_CODE_MAX_LENGTH), plainText());

/** PRO-011: the kinds of price adjustment. The cart's codes are 'Promo'; the others come with checkout. */
export const promoTypes = ['Promo', 'DigitalCoupon', 'INCENTIVE', 'FlashSale'] as const;
export const promoTypeSchema = z.enum(promoTypes);
export type PromoType = z.infer<typeof promoTypeSchema>;

/**
 * PRO-010: an applied promo or coupon. `appliedTo` says what it discounts: 'ORDER' (the whole order) or a
 * department id ('produce'). `discount` is what it takes off the basket as it stands now, in dollars (0 when
 * the basket no longer meets the promo's condition).
 */
export const appliedPromoSchema = z.object({
  id: z.string(),
  offerId: z.string(),
  code: z.string(),
  description: z.string(),
  discount: moneySchema,
  couponId: z.nullable(z.string()),
  appliedTo: z.string(),
  type: promoTypeSchema,
});
export type AppliedPromo = z.infer<typeof appliedPromoSchema>;

/**
 * The promotions a change would lose (issue 20: SAVE5 dropped without a word when a line left the order):
 * applied before and taking something off, taking nothing off after (or gone). Listed as they were before.
 */
export function lostPromotions(before: readonly AppliedPromo[], after: readonly AppliedPromo[]): AppliedPromo[] {
  return before.filter(
    (promo) => promo.discount > 0 && (after.find((next) => next.code === promo.code)?.discount ?? 0) === 0,
  );
}

/** The promos applied to the shopper's basket of one shopping mode, and what they take off. */
export const basketPromosSchema = z.object({
  modality: modalitySchema,
  promos: z.array(appliedPromoSchema),
  subtotal: moneySchema,
  discountTotal: moneySchema,
  /** subtotal - discountTotal, before fees, tips and tax. */
  estimatedTotal: moneySchema,
});
export type BasketPromos = z.infer<typeof basketPromosSchema>;

/** GEN-030's list: Add or Remove a code. */
export const promoActions = ['Add', 'Remove'] as const;
export const promoActionSchema = z.enum(promoActions);
export type PromoAction = z.infer<typeof promoActionSchema>;

/** PUT /api/baskets/{modality}/promos: `priceAdjustment.promos`, each {action, code}, applied in order. */
export const updatePromosRequestSchema = z.object({
  priceAdjustment: z.object({
    promos: z
      .array(z.object({ action: promoActionSchema, code: promoCodeSchema }))
      .check(z.minLength(1), z.maxLength(10)),
  }),
});
export type UpdatePromosRequest = z.input<typeof updatePromosRequestSchema>;
