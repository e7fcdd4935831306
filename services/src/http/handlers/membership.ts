import type { Hono } from 'hono';
import { getMembership } from '../../membership/membership.ts';
import { type RouteDependencies, route } from '../route.ts';

/** The paid membership: services/src/membership/membership.ts. */
export function membershipRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getMembership', dependencies, (input) => getMembership(input));
}
