import type { Hono } from 'hono';
import { searchStores } from '../../stores/search.ts';
import { type RouteDependencies, route } from '../route.ts';

export function storeRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'searchStores', dependencies, ({ query, banner, db, now, context }) =>
    searchStores(db, query, { banner, request: context.req.raw, now }),
  );
}
