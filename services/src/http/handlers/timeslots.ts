import { USER_TIME_ZONE_HEADER } from '@aisle/contracts';
import type { Hono } from 'hono';
import { createPromise, getCurrentPromise, updatePromise, upfrontTimeslots } from '../../timeslots/promises.ts';
import { type RouteDependencies, route } from '../route.ts';

/** Up-front time slots and promises: services/src/timeslots/promises.ts. */
export function timeslotRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getUpfrontTimeslots', dependencies, (input) =>
    upfrontTimeslots(input, input.headers[USER_TIME_ZONE_HEADER]),
  );
  route(app, 'createPromise', dependencies, (input) => createPromise(input));
  route(app, 'updatePromise', dependencies, (input) => updatePromise(input));
  route(app, 'getCurrentPromise', dependencies, (input) => getCurrentPromise(input));
}
