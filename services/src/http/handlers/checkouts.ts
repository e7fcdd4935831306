import type { Hono } from 'hono';
import { createCheckout, getCheckout } from '../../checkouts/checkouts.ts';
import { type RouteDependencies, route } from '../route.ts';

/** Checkouts: services/src/checkouts/checkouts.ts. */
export function checkoutRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'createCheckout', dependencies, (input) => createCheckout(input));
  route(app, 'getCheckout', dependencies, (input) => getCheckout(input));
}
