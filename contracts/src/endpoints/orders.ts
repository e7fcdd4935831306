import type { EndpointDefinition } from '../endpoint.ts';
import { orderParamsSchema } from '../orders.ts';
import { buyAgainSchema, orderDetailsSchema, orderListSchema } from '../purchases.ts';
import { ordersRoutes } from './orders.routes.ts';

const json = 'application/json' as const;

/** Placed orders. Method, path and CSRF come from `orders.routes.ts`. */
export const ordersEndpoints = {
  listOrders: {
    ...ordersRoutes.listOrders,
    summary: "The signed-in shopper's orders on this banner, newest first, the pending ones marked.",
    access: 'shopper',
    status: 200,
    contentType: json,
    response: orderListSchema,
    errors: ['UNAUTHENTICATED'],
  },
  getOrder: {
    ...ordersRoutes.getOrder,
    summary:
      "One of the shopper's orders on this banner; another shopper's, another banner's or an unknown id answers 404.",
    access: 'shopper',
    params: orderParamsSchema,
    status: 200,
    contentType: json,
    response: orderDetailsSchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
  listBuyAgain: {
    ...ordersRoutes.listBuyAgain,
    summary:
      "What the shopper has ordered on this banner ('Buy it again'): the products of their orders that were not cancelled, the most recently ordered first, at today's prices.",
    access: 'shopper',
    status: 200,
    contentType: json,
    response: buyAgainSchema,
    errors: ['UNAUTHENTICATED'],
  },
} as const satisfies Record<keyof typeof ordersRoutes, EndpointDefinition>;
