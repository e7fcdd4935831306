import type { EndpointDefinition } from '../endpoint.ts';
import { checkoutParamsSchema, checkoutSchema, createCheckoutRequestSchema } from '../scheduling.ts';
import { checkoutsRoutes } from './checkouts.routes.ts';

const json = 'application/json' as const;

/** Checkouts. Method, path and CSRF come from `checkouts.routes.ts`. */
export const checkoutsEndpoints = {
  createCheckout: {
    ...checkoutsRoutes.createCheckout,
    summary:
      "Creates a DRAFT checkout from the shopper's basket of the mode and their live promise (SCH-047); answers it with its id.",
    access: 'shopper',
    body: createCheckoutRequestSchema,
    status: 201,
    contentType: json,
    response: checkoutSchema,
    errors: [
      'UNAUTHENTICATED',
      'CSRF_FAILED',
      'NOT_FOUND',
      'PROMISE_EXPIRED',
      'ITEMS_UNAVAILABLE',
      'AGE_VERIFICATION_REQUIRED',
      'MODALITY_NOT_AVAILABLE',
    ],
  },
  getCheckout: {
    ...checkoutsRoutes.getCheckout,
    summary: "One of the shopper's checkouts on this banner; another shopper's id answers 404.",
    access: 'shopper',
    params: checkoutParamsSchema,
    status: 200,
    contentType: json,
    response: checkoutSchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
} as const satisfies Record<keyof typeof checkoutsRoutes, EndpointDefinition>;
