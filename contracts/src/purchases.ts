import * as z from 'zod/mini';
import { dateTimeSchema, moneySchema } from './common.ts';
import { orderSchema, orderStatuses } from './orders.ts';
import { timeslotModalitySchema } from './timeslots.ts';

/*
 * What the order-complete page and /mypurchases read of a placed order (wallet-and-order-complete 2
 * "Order-complete page", OCP-005..016). The order's own fields are the orders row (contracts/orders.ts);
 * the rest is derived by the server when it answers: where the order goes (the store or the address, for the
 * map), whether it is still pending and the app its address names.
 */

/** Where a placed order is fulfilled: the pickup store or the delivery address, with its point for the map. */
export const orderDestinationSchema = z.object({
  kind: z.enum(['store', 'address']),
  /** The store's name or the address's label; null for an address without one. */
  name: z.nullable(z.string()),
  /** Street, unit, then 'City, ST 12345'. */
  lines: z.array(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type OrderDestination = z.infer<typeof orderDestinationSchema>;

/** GET /api/orders/{orderId}: the shopper's order with what its pages derive. */
export const orderDetailsSchema = z.extend(orderSchema, {
  /** The cart application the order was placed through: the {app} of its order-complete address. */
  appName: z.string(),
  destination: z.nullable(orderDestinationSchema),
  /** Not cancelled and its time slot has not begun: items can still be added (OCP-009, OCP-010). */
  isPending: z.boolean(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** One row of GET /api/orders. */
export const orderSummarySchema = z.object({
  id: orderSchema.shape.id,
  appName: z.string(),
  status: z.enum(orderStatuses),
  modalityType: timeslotModalitySchema,
  placedAt: dateTimeSchema,
  modifiedAt: z.nullable(dateTimeSchema),
  isPending: z.boolean(),
  itemCount: z.int().check(z.gte(0)),
  total: moneySchema,
  timeSlot: z.object({ displayString: z.string(), startTime: dateTimeSchema, timeZone: z.string() }),
  destinationName: z.nullable(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/orders: newest first. */
export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });
export type OrderList = z.infer<typeof orderListSchema>;

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
