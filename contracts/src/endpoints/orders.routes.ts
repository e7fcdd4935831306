import { route } from './route.ts';

/** Placed orders, read by the order-complete page and /mypurchases (issue 13). */
export const ordersRoutes = {
  listOrders: route('GET', '/api/orders', { csrf: false }),
  getOrder: route('GET', '/api/orders/{orderId}', { csrf: false }),
  listBuyAgain: route('GET', '/api/buy-again', { csrf: false }),
} as const;
