import * as z from 'zod/mini';
import { dateTimeSchema, moneySchema } from './common.ts';
import { orderSchema, orderStatuses } from './orders.ts';
import { productSchema } from './products.ts';
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

/** The products 'Buy it again' offers at most (the home page's row, issue 22). */
export const BUY_AGAIN_MAX = 12;

/**
 * GET /api/buy-again: the products of the shopper's orders on this banner that were not cancelled, the most
 * recently ordered first, then the most often; as the catalogue has them now (today's price).
 */
export const buyAgainSchema = z.object({ items: z.array(productSchema).check(z.maxLength(BUY_AGAIN_MAX)) });
export type BuyAgain = z.infer<typeof buyAgainSchema>;

export {
  ALCOHOL_FREE_VENDOR_ID,
  ALCOHOL_QUANTITY_LIMIT,
  type AlcoholProblem,
  alcoholProblemOf,
  isContactless,
  isFromWarehouse,
  isOrderPending,
  itemCountOf,
  ORDER_ID_MODE_SUFFIX,
  orderTotalsOf,
  SCHEDULING_PATHS,
  WAREHOUSE_VENDOR_ID,
} from './orderRules.ts';
