import { describe, expect, it } from 'vitest';
import {
  type AppliedPromo,
  lostPromotions,
  normalizePromoCode,
  PROMO_CODE_MAX_LENGTH,
  promoCodeProblem,
  promoCodeSchema,
  promoTypes,
  updatePromosRequestSchema,
} from '../src/promotions.ts';

describe('promo code rules', () => {
  it('PRO-007: an empty or blank code is required, on the client and in the schema the server checks', () => {
    expect(promoCodeProblem('')).toBe('required');
    expect(promoCodeProblem('   ')).toBe('required');
    expect(promoCodeSchema.safeParse('  ').success).toBe(false);
  });

  it('PRO-008: a code is at most 128 characters', () => {
    expect(PROMO_CODE_MAX_LENGTH).toBe(128);
    expect(promoCodeProblem('A'.repeat(128))).toBeNull();
    expect(promoCodeProblem('A'.repeat(129))).toBe('tooLong');
    expect(promoCodeSchema.safeParse('A'.repeat(128)).success).toBe(true);
    expect(promoCodeSchema.safeParse('A'.repeat(129)).success).toBe(false);
  });

  it('matches codes without regard to case or surrounding spaces', () => {
    expect(normalizePromoCode(' save5 ')).toBe('SAVE5');
  });

  it('PRO-011 and GEN-030: the adjustment types, and the list of {action Add or Remove, code}', () => {
    expect(promoTypes).toEqual(['Promo', 'DigitalCoupon', 'INCENTIVE', 'FlashSale']);
    expect(
      updatePromosRequestSchema.safeParse({ priceAdjustment: { promos: [{ action: 'Add', code: 'SAVE5' }] } }).success,
    ).toBe(true);
    expect(
      updatePromosRequestSchema.safeParse({ priceAdjustment: { promos: [{ action: 'Apply', code: 'SAVE5' }] } })
        .success,
    ).toBe(false);
  });
});

describe('promotions a change loses', () => {
  const promo = (code: string, discount: number): AppliedPromo => ({
    id: `promo-${code}`,
    offerId: code,
    code,
    description: code,
    discount,
    couponId: null,
    appliedTo: 'ORDER',
    type: 'Promo',
  });

  it('issue 20: a promotion that took something off and takes nothing after the change is lost; others are not', () => {
    const before = [promo('SAVE5', 5), promo('FRESH10', 0.5), promo('OLD', 0)];
    expect(lostPromotions(before, [promo('SAVE5', 0), promo('FRESH10', 0.3), promo('OLD', 0)])).toEqual([
      promo('SAVE5', 5),
    ]);
    expect(lostPromotions(before, [promo('SAVE5', 5)])).toEqual([promo('FRESH10', 0.5)]);
    expect(lostPromotions(before, before)).toEqual([]);
  });
});
