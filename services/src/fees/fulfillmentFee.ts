import type { TimeslotVendorId } from '@aisle/contracts';
import { DEFAULT_FREE_DELIVERY_THRESHOLD } from '@aisle/contracts/schedulingRules';

/*
 * The fee of a time window, computed once (SCH-090..094, PAY-157): the times the scheduling page and the
 * selector list, the checkout's Payment Summary and the placed order all read what this function answers.
 *
 * A membership makes a Delivery window free when it covers the window and the order reaches its
 * free-delivery threshold (the membership's freeThreshold, else $35): same-day plans (BST, HTEL) cover the
 * banner's own standard windows every day, next-day plans (BSTL, HTPL) from tomorrow on. Express windows
 * and the partner's windows are never covered; Pickup costs nothing.
 */

export const membershipPlanCodes = ['BST', 'HTEL', 'BSTL', 'HTPL'] as const;
export type MembershipPlanCode = (typeof membershipPlanCodes)[number];

/** Plans whose free delivery starts today; the others start tomorrow. */
const sameDayPlans: ReadonlySet<MembershipPlanCode> = new Set(['BST', 'HTEL']);

export type WindowFeeInput = {
  modality: 'PICKUP' | 'DELIVERY';
  vendorId: TimeslotVendorId;
  isExpress: boolean;
  /** The window's price before any waiver, in dollars. */
  regularCost: number;
  /** The shopper's active membership plan, or null. */
  planCode: MembershipPlanCode | null;
  /** The membership's own free-delivery threshold (SCH-093); null: the default $35 (SCH-092). */
  freeThreshold?: number | null;
  /** The window falls on a later day than today, in its place's zone. */
  isLaterDay: boolean;
};

/** What a window costs whatever the order: its regular price, and the threshold that makes it free, if any. */
export type WindowFee = {
  regularCost: number;
  /** With the shopper's membership, the window is free on orders of at least this (dollars); null: never. */
  memberThreshold: number | null;
};

export type Fee = {
  /** What the shopper pays, in dollars. */
  cost: number;
  /** What the membership waives, in dollars (regular price = cost + waiver). */
  waiver: number;
  memberThreshold: number | null;
};

const cents = (amount: number): number => Math.round(amount * 100);

/** The window's part of the fee: who delivers it and whether the membership covers it. */
export function windowFee(input: WindowFeeInput): WindowFee {
  if (input.modality === 'PICKUP' || input.vendorId === 'STORE_PICKUP')
    return { regularCost: 0, memberThreshold: null };
  const isCovered =
    input.planCode !== null &&
    input.vendorId === 'IN_HOUSE_DELIVERY' &&
    !input.isExpress &&
    (sameDayPlans.has(input.planCode) || input.isLaterDay);
  return {
    regularCost: input.regularCost,
    memberThreshold: isCovered ? (input.freeThreshold ?? DEFAULT_FREE_DELIVERY_THRESHOLD) : null,
  };
}

/** The fee of a window for an order whose items come to `subtotal` dollars (before promotions). */
export function feeForOrder(window: WindowFee, subtotal: number): Fee {
  const isFree = window.memberThreshold !== null && cents(subtotal) >= cents(window.memberThreshold);
  return isFree
    ? { cost: 0, waiver: window.regularCost, memberThreshold: window.memberThreshold }
    : { cost: window.regularCost, waiver: 0, memberThreshold: window.memberThreshold };
}

/** Both steps at once: the fee of a window for an order. */
export function fulfillmentFee(input: WindowFeeInput & { subtotal: number }): Fee {
  return feeForOrder(windowFee(input), input.subtotal);
}
