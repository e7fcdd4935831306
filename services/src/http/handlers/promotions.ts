import type { Hono } from 'hono';
import { getBasketPromos, updateBasketPromos } from '../../promotions/promotions.ts';
import { type RouteDependencies, route } from '../route.ts';

/** Promo codes on the shopper's basket: services/src/promotions/promotions.ts. */
export function promotionRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getBasketPromos', dependencies, (input) => getBasketPromos(input));
  route(app, 'updateBasketPromos', dependencies, (input) => updateBasketPromos(input));
}
