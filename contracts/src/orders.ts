import * as z from 'zod/mini';
import { dateTimeSchema, moneySchema } from './common.ts';
import { scheduledCheckoutSchema as checkoutSchema } from './scheduling.ts';
import { timeslotModalitySchema } from './timeslots.ts';

/*
 * A placed order (cart-scheduling-checkout "Order submit" and "Modify"; wallet-and-order-complete
 * "Order-complete page"). Placing a checkout freezes its buyer, fulfillment and lines into an order with
 * the same id; the order-complete page, /mypurchases and the modify flow read it. The server fills every
 * field from the database, never from the browser.
 */

export const orderStatuses = ['PLACED', 'MODIFIED', 'CANCELLED'] as const;

/** The money of a placed order; tax is null while it is still to be determined ('TBD'). */
export const orderTotalsSchema = z.object({
  itemTotal: moneySchema,
  /** Pickup or delivery fee after membership and promotions; 0 shows as 'Free'. */
  fulfillmentFee: moneySchema,
  serviceFee: moneySchema,
  bagFee: moneySchema,
  tip: moneySchema,
  discounts: moneySchema,
  tax: z.nullable(moneySchema),
  /** Charged to SNAP EBT (eligible items first). */
  ebtTotal: moneySchema,
  total: moneySchema,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** One way the order is paid: never a card number, only what the wallet shows of a card. */
export const orderPaymentSchema = z.object({
  cardId: z.string(),
  cardType: z.enum(['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD']),
  brand: z.string(),
  lastFour: z.string().check(z.regex(/^\d{4}$/)),
  amount: moneySchema,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderSchema = z.object({
  /** Digits: the checkout's id, kept when the checkout is placed. */
  id: z.string().check(z.regex(/^\d{6,20}$/)),
  status: z.enum(orderStatuses),
  modalityType: timeslotModalitySchema,
  placedAt: dateTimeSchema,
  /** Set once the order has been modified (the order-complete page's im=true). */
  modifiedAt: z.nullable(dateTimeSchema),
  versionKey: z.string(),
  buyer: checkoutSchema.shape.buyer,
  fulfillment: checkoutSchema.shape.fulfillment,
  lineItems: checkoutSchema.shape.lineItems,
  totals: orderTotalsSchema,
  payments: z.array(orderPaymentSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderParamsSchema = z.object({ orderId: z.string().check(z.regex(/^\d{6,20}$/)) });
