import type { Hono } from 'hono';
import { similarItems, unavailableItems } from '../../replacements/replacements.ts';
import { type RouteDependencies, route } from '../route.ts';

/** Replacement of unavailable items: services/src/replacements/replacements.ts. */
export function replacementRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getUnavailableItems', dependencies, (input) => unavailableItems(input));
  route(app, 'getSimilarItems', dependencies, (input) => similarItems(input));
}
