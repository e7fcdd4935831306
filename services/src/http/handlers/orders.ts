import type { Hono } from 'hono';
import { listBuyAgain } from '../../orders/buyAgain.ts';
import { getOrder, listOrders } from '../../orders/index.ts';
import { type RouteDependencies, route } from '../route.ts';

/** Placed orders: services/src/orders/index.ts. */
export function orderRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'listOrders', dependencies, (input) => listOrders(input));
  route(app, 'getOrder', dependencies, (input) => getOrder(input));
  route(app, 'listBuyAgain', dependencies, (input) => listBuyAgain(input));
}
