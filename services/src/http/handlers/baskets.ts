import { IDEMPOTENCY_KEY_HEADER } from '@aisle/contracts';
import type { Hono } from 'hono';
import { addBasketItem, changeBasketItem, getBasket, listBaskets, removeBasketItem } from '../../baskets/baskets.ts';
import { type RouteDependencies, route } from '../route.ts';

/** Baskets per shopping mode: services/src/baskets/baskets.ts. */
export function basketRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'listBaskets', dependencies, (input) => listBaskets(input));
  route(app, 'getBasket', dependencies, (input) => getBasket(input));
  route(app, 'addBasketItem', dependencies, (input) => addBasketItem(input, input.headers?.[IDEMPOTENCY_KEY_HEADER]));
  route(app, 'changeBasketItem', dependencies, (input) => changeBasketItem(input));
  route(app, 'removeBasketItem', dependencies, (input) => removeBasketItem(input));
}
