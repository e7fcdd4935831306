import type { EndpointDefinition } from '../endpoint.ts';
import { membershipSchema } from '../membership.ts';
import { membershipRoutes } from './membership.routes.ts';

const json = 'application/json' as const;

/** The paid membership (spec account-and-selector 3, "Membership item"). Method and path come from `membership.routes.ts`. */
export const membershipEndpoints = {
  getMembership: {
    ...membershipRoutes.getMembership,
    summary:
      "The shopper's membership (enrollment and item, in the banner's plan titles) and the banner's plans to join.",
    access: 'shopper',
    status: 200,
    contentType: json,
    response: membershipSchema,
    errors: ['UNAUTHENTICATED'],
  },
} as const satisfies Record<keyof typeof membershipRoutes, EndpointDefinition>;
