import type { EndpointDefinition } from '../endpoint.ts';
import { promiseParamsSchema, updatePromiseRequestSchema } from '../scheduling.ts';
import {
  createPromiseRequestSchema,
  currentPromiseQuerySchema,
  currentPromiseSchema,
  timeslotPromiseSchema,
  upfrontTimeslotsHeadersSchema,
  upfrontTimeslotsRequestSchema,
  upfrontTimeslotsSchema,
} from '../timeslots.ts';
import { timeslotsRoutes } from './timeslots.routes.ts';

const json = 'application/json' as const;

/** Up-front time slots and promises (time-slot reservations). Method, path and CSRF come from `timeslots.routes.ts`. */
export const timeslotsEndpoints = {
  getUpfrontTimeslots: {
    ...timeslotsRoutes.getUpfrontTimeslots,
    summary:
      'Seven days of Delivery (2-hour) or Pickup (1-hour) windows for a destination, in the user-time-zone header zone.',
    access: 'shopper',
    headers: upfrontTimeslotsHeadersSchema,
    body: upfrontTimeslotsRequestSchema,
    status: 200,
    contentType: json,
    response: upfrontTimeslotsSchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'ADDRESS_NOT_FOUND', 'MODALITY_NOT_AVAILABLE'],
  },
  createPromise: {
    ...timeslotsRoutes.createPromise,
    summary:
      "Holds the chosen window for AISLE_PROMISE_HOLD_MINUTES; replaces the shopper's earlier hold of that mode.",
    access: 'shopper',
    body: createPromiseRequestSchema,
    status: 201,
    contentType: json,
    response: timeslotPromiseSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'NOT_FOUND', 'ADDRESS_NOT_FOUND', 'SLOT_FULL'],
  },
  updatePromise: {
    ...timeslotsRoutes.updatePromise,
    summary:
      "Moves the shopper's live hold to another window (PRM-003); the versionKey must be the current one; the hold is extended.",
    access: 'shopper',
    params: promiseParamsSchema,
    body: updatePromiseRequestSchema,
    status: 200,
    contentType: json,
    response: timeslotPromiseSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'NOT_FOUND', 'PROMISE_EXPIRED', 'VERSION_CONFLICT', 'SLOT_FULL'],
  },
  getCurrentPromise: {
    ...timeslotsRoutes.getCurrentPromise,
    summary: "The shopper's live promise on this banner (of one mode, or the newest); null when none.",
    access: 'shopper',
    query: currentPromiseQuerySchema,
    status: 200,
    contentType: json,
    response: currentPromiseSchema,
    errors: ['UNAUTHENTICATED'],
  },
} as const satisfies Record<keyof typeof timeslotsRoutes, EndpointDefinition>;
