import { toErrorIssues, USER_TIME_ZONE_HEADER, upfrontTimeslotsHeadersSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { ApiError } from '../../errors.ts';
import { createPromise, getCurrentPromise, updatePromise, upfrontTimeslots } from '../../timeslots/promises.ts';
import { type RouteDependencies, route } from '../route.ts';

/** Up-front time slots and promises: services/src/timeslots/promises.ts. */
export function timeslotRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getUpfrontTimeslots', dependencies, (input) => {
    const headers = upfrontTimeslotsHeadersSchema.safeParse({
      [USER_TIME_ZONE_HEADER]: input.context.req.header(USER_TIME_ZONE_HEADER),
    });
    if (!headers.success) {
      throw new ApiError('VALIDATION_FAILED', `The ${USER_TIME_ZONE_HEADER} header must be an IANA time zone.`, {
        issues: toErrorIssues(headers.error),
      });
    }
    return upfrontTimeslots(input, headers.data[USER_TIME_ZONE_HEADER]);
  });
  route(app, 'createPromise', dependencies, (input) => createPromise(input));
  route(app, 'updatePromise', dependencies, (input) => updatePromise(input));
  route(app, 'getCurrentPromise', dependencies, (input) => getCurrentPromise(input));
}
