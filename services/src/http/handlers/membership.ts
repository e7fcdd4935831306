import type { Hono } from 'hono';
import { cancelMembership, getMembership, joinMembership, resumeMembership } from '../../membership/membership.ts';
import { type RouteDependencies, route } from '../route.ts';

/** The paid membership: services/src/membership/membership.ts. */
export function membershipRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getMembership', dependencies, (input) => getMembership(input));
  route(app, 'joinMembership', dependencies, (input) => joinMembership(input));
  route(app, 'cancelMembership', dependencies, (input) => cancelMembership(input));
  route(app, 'resumeMembership', dependencies, (input) => resumeMembership(input));
}
