import type { Hono } from 'hono';
import { getProfile } from '../../profile/profile.ts';
import { type RouteDependencies, route } from '../route.ts';

/** The customer profile: services/src/profile/profile.ts. */
export function profileRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getProfile', dependencies, (input) => getProfile(input));
}
