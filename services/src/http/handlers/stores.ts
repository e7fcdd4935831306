import type { Hono } from 'hono';
import { getPreferredStore, setPreferredStore } from '../../stores/preferred.ts';
import { searchStores } from '../../stores/search.ts';
import { type RouteDependencies, route } from '../route.ts';

/** The store locator and the shopper's preferred store: services/src/stores/. */
export function storeRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'searchStores', dependencies, ({ query, banner, db, now, context }) =>
    searchStores(db, query, { banner, request: context.req.raw, now }),
  );
  route(app, 'getPreferredStore', dependencies, (input) => getPreferredStore(input));
  route(app, 'setPreferredStore', dependencies, (input) => setPreferredStore(input));
}
