import { describe, expect, it } from 'vitest';
import { feeForOrder, fulfillmentFee, type WindowFeeInput, windowFee } from '../src/fees/fulfillmentFee.ts';

/** Saturday 10-12 of the banner's own delivery, $5.95, for a same-day member (BST). */
const inHouse: WindowFeeInput = {
  modality: 'DELIVERY',
  vendorId: 'IN_HOUSE_DELIVERY',
  isExpress: false,
  regularCost: 5.95,
  planCode: 'BST',
  isLaterDay: true,
};

describe('the fee of a time window (issue 20 defect 5; SCH-090..093, PAY-157)', () => {
  it('a member’s in-house window is free on orders of $35.00 or more, with the regular price as the waiver', () => {
    expect(fulfillmentFee({ ...inHouse, subtotal: 37.9 })).toEqual({ cost: 0, waiver: 5.95, memberThreshold: 35 });
    expect(fulfillmentFee({ ...inHouse, subtotal: 35 })).toEqual({ cost: 0, waiver: 5.95, memberThreshold: 35 });
  });

  it('below the threshold the member pays the regular price, and still learns the threshold', () => {
    expect(fulfillmentFee({ ...inHouse, subtotal: 34.99 })).toEqual({ cost: 5.95, waiver: 0, memberThreshold: 35 });
  });

  it('the membership’s own freeThreshold replaces the default $35 (SCH-093)', () => {
    expect(fulfillmentFee({ ...inHouse, freeThreshold: 50, subtotal: 37.9 })).toEqual({
      cost: 5.95,
      waiver: 0,
      memberThreshold: 50,
    });
    expect(fulfillmentFee({ ...inHouse, freeThreshold: 20, subtotal: 25 }).cost).toBe(0);
  });

  it('the partner’s window is never covered: $4.95 on a $37.90 order, no threshold', () => {
    expect(fulfillmentFee({ ...inHouse, vendorId: 'DELIVERY', regularCost: 4.95, subtotal: 37.9 })).toEqual({
      cost: 4.95,
      waiver: 0,
      memberThreshold: null,
    });
  });

  it('an express window is never covered', () => {
    expect(fulfillmentFee({ ...inHouse, isExpress: true, regularCost: 11.95, subtotal: 80 })).toEqual({
      cost: 11.95,
      waiver: 0,
      memberThreshold: null,
    });
  });

  it('next-day plans (BSTL, HTPL) cover windows from tomorrow on; same-day plans (BST, HTEL) today too', () => {
    for (const planCode of ['BSTL', 'HTPL'] as const) {
      expect(fulfillmentFee({ ...inHouse, planCode, isLaterDay: false, subtotal: 40 }).cost).toBe(5.95);
      expect(fulfillmentFee({ ...inHouse, planCode, isLaterDay: true, subtotal: 40 }).cost).toBe(0);
    }
    for (const planCode of ['BST', 'HTEL'] as const) {
      expect(fulfillmentFee({ ...inHouse, planCode, isLaterDay: false, subtotal: 40 }).cost).toBe(0);
    }
  });

  it('without a membership every delivery window costs its price, whatever the order', () => {
    expect(fulfillmentFee({ ...inHouse, planCode: null, subtotal: 200 })).toEqual({
      cost: 5.95,
      waiver: 0,
      memberThreshold: null,
    });
  });

  it('Pickup costs nothing, for anyone', () => {
    expect(
      fulfillmentFee({ ...inHouse, modality: 'PICKUP', vendorId: 'STORE_PICKUP', regularCost: 0, subtotal: 3 }),
    ).toEqual({ cost: 0, waiver: 0, memberThreshold: null });
  });

  it('the window’s part is kept apart from the order’s: the same window, two totals', () => {
    const window = windowFee(inHouse);
    expect(window).toEqual({ regularCost: 5.95, memberThreshold: 35 });
    expect(feeForOrder(window, 12).cost).toBe(5.95);
    expect(feeForOrder(window, 36).cost).toBe(0);
  });
});
