import type { EndpointDefinition } from '../endpoint.ts';
import { joinMembershipSchema, membershipSchema } from '../membership.ts';
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
  joinMembership: {
    ...membershipRoutes.joinMembership,
    summary:
      "Joins one of the banner's plans, charged now to one of the shopper's credit or debit cards; answers the membership.",
    access: 'shopper',
    body: joinMembershipSchema,
    status: 200,
    contentType: json,
    response: membershipSchema,
    errors: [
      'UNAUTHENTICATED',
      'CSRF_FAILED',
      'VALIDATION_FAILED',
      'CARD_NOT_FOUND',
      'PAYMENT_METHOD_EXPIRED',
      'RV9547',
      'MEMBERSHIP_ACTIVE',
    ],
  },
  cancelMembership: {
    ...membershipRoutes.cancelMembership,
    summary:
      'Cancels the automatic renewal: the membership stays active until its renewal date, then ends. Answers the membership.',
    access: 'shopper',
    status: 200,
    contentType: json,
    response: membershipSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'MEMBERSHIP_NOT_FOUND'],
  },
  resumeMembership: {
    ...membershipRoutes.resumeMembership,
    summary:
      'Turns the automatic renewal of a cancelled membership that has not ended back on. Answers the membership.',
    access: 'shopper',
    status: 200,
    contentType: json,
    response: membershipSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'MEMBERSHIP_NOT_FOUND'],
  },
} as const satisfies Record<keyof typeof membershipRoutes, EndpointDefinition>;
