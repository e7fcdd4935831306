/*
 * The placed-order rules the pages and the server share, free of zod so a page's bundle carries only these
 * few functions (contracts/src/purchases.ts re-exports them beside the schemas).
 */

type Money = number;

/**
 * A checkout's cost as an order's totals: what placing it records, and what a modify cart shows. The shapes
 * are written out (checkout.ts's CheckoutCost, orders.ts's OrderTotals) so this zod-free module imports neither.
 */
export function orderTotalsOf(cost: {
  itemTotal: Money;
  fulfillmentFee: Money;
  serviceFee: Money;
  bagFee: Money;
  gratuityTotal: Money;
  discountTotal: Money;
  taxTotal: Money | null;
  ebtTotal: Money;
  total: Money;
}): {
  itemTotal: Money;
  fulfillmentFee: Money;
  serviceFee: Money;
  bagFee: Money;
  tip: Money;
  discounts: Money;
  tax: Money | null;
  ebtTotal: Money;
  total: Money;
} {
  return {
    itemTotal: cost.itemTotal,
    fulfillmentFee: cost.fulfillmentFee,
    serviceFee: cost.serviceFee,
    bagFee: cost.bagFee,
    tip: cost.gratuityTotal,
    discounts: cost.discountTotal,
    tax: cost.taxTotal,
    ebtTotal: cost.ebtTotal,
    total: cost.total,
  };
}

/** OCP-014: the item count is the sum of the lines' quantities. */
export function itemCountOf(lineItems: ReadonlyArray<{ quantity: number }>): number {
  return lineItems.reduce((count, line) => count + line.quantity, 0);
}

/** Whether a placed order can still take items: not cancelled and its time slot has not begun. */
export function isOrderPending(order: { status: string; startTime: string }, now: Date): boolean {
  return order.status !== 'CANCELLED' && Date.parse(order.startTime) > now.getTime();
}

/**
 * OCP-016: delivered from the warehouse. The in-house service delivers from a fulfillment center (the
 * banner's warehouse, SEL-060); store pickup and the partner's delivery leave from a store.
 */
export const WAREHOUSE_VENDOR_ID = 'IN_HOUSE_DELIVERY';
export function isFromWarehouse(order: { modalityType: string; fulfillment: { promise: { vendorId: string } } }) {
  return order.modalityType === 'DELIVERY' && order.fulfillment.promise.vendorId === WAREHOUSE_VENDOR_ID;
}

/** OCP-015: a contactless delivery. */
export function isContactless(order: { modalityType: string; fulfillment: { deliveryType: string | null } }) {
  return order.modalityType === 'DELIVERY' && order.fulfillment.deliveryType === 'Contactless';
}

/**
 * CBX-002, CBX-003: an order number tells its mode by its last two digits, 01 for Pickup and 02 for
 * Delivery (the server appends them to the next number of its sequence), so a page that has only the
 * number (the payment page's Back link) knows which scheduling page the order came from.
 */
export const ORDER_ID_MODE_SUFFIX = { PICKUP: '01', DELIVERY: '02' } as const;

/** The scheduling page of each mode that schedules a time (SCH-001, SCH-002). */
export const SCHEDULING_PATHS = {
  PICKUP: '/scheduling?fulfillmentType=pickup',
  DELIVERY: '/scheduling?fulfillmentType=delivery',
} as const;

/** SCH-083, MOD-031: at most this many age-restricted (alcohol) items in one order. */
export const ALCOHOL_QUANTITY_LIMIT = 12;
/** SCH-084, MOD-030: the delivery partner (vendor DELIVERY) delivers no alcohol. */
export const ALCOHOL_FREE_VENDOR_ID = 'DELIVERY';

/** What breaks the alcohol limits, with the server reason the scheduling and modify pages show. */
export type AlcoholProblem = {
  code: 'ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS' | 'ALCOHOL_QUANTITY_EXCEEDED';
  reason: string;
  /** The alcohol lines at fault. */
  gtin13s: string[];
};

/**
 * SCH-083, SCH-084, MOD-030, MOD-031: the alcohol limits of one order, the same when the checkout is
 * created, when the order is placed and when it is modified. Null when the lines keep them.
 */
export function alcoholProblemOf(
  lines: ReadonlyArray<{ gtin13: string; quantity: number; ageRestricted: boolean }>,
  order: { modalityType: string; vendorId: string },
): AlcoholProblem | null {
  const alcohol = lines.filter((line) => line.ageRestricted && line.quantity > 0);
  const gtin13s = alcohol.map((line) => line.gtin13);
  if (alcohol.length === 0) return null;
  if (order.modalityType === 'DELIVERY' && order.vendorId === ALCOHOL_FREE_VENDOR_ID) {
    return {
      code: 'ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS',
      reason: 'Alcohol is not available for delivery to your address with this delivery partner.',
      gtin13s,
    };
  }
  if (itemCountOf(alcohol) > ALCOHOL_QUANTITY_LIMIT) {
    return {
      code: 'ALCOHOL_QUANTITY_EXCEEDED',
      reason: `You can only buy ${ALCOHOL_QUANTITY_LIMIT} alcohol items per order.`,
      gtin13s,
    };
  }
  return null;
}
