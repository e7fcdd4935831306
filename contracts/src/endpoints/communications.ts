import {
  smsOptInStatusRequestSchema,
  smsPreferenceSchema,
  smsReplyRequestSchema,
  smsReplyResultSchema,
  smsTransactionalOptInRequestSchema,
  smsTransactionalOptInResultSchema,
  smsUpdateOptInRequestSchema,
} from '../communications.ts';
import type { EndpointDefinition } from '../endpoint.ts';
import { communicationsRoutes } from './communications.routes.ts';

const json = 'application/json' as const;

/** Text-message opt-ins (spec 7, "Communications"). Method, path and CSRF come from `communications.routes.ts`. */
export const communicationsEndpoints = {
  getOptInStatus: {
    ...communicationsRoutes.getOptInStatus,
    summary: "One SMS preference of the shopper's own mobile phone: chosen, confirmed, and what is still to do.",
    access: 'shopper',
    body: smsOptInStatusRequestSchema,
    status: 200,
    contentType: json,
    response: smsPreferenceSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'MOBILE_PHONE_REQUIRED'],
  },
  updateOptIn: {
    ...communicationsRoutes.updateOptIn,
    summary:
      'Opts the mobile phone in to or out of one kind of text; an opt-in that needs a confirmation text stays pending until the shopper replies YES.',
    access: 'shopper',
    body: smsUpdateOptInRequestSchema,
    status: 200,
    contentType: json,
    response: smsPreferenceSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'MOBILE_PHONE_REQUIRED'],
  },
  transactionalOptIn: {
    ...communicationsRoutes.transactionalOptIn,
    summary: 'Opts the mobile phone in to order texts; answers whether the shopper is opted in yet.',
    access: 'shopper',
    body: smsTransactionalOptInRequestSchema,
    status: 200,
    contentType: json,
    response: smsTransactionalOptInResultSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'MOBILE_PHONE_REQUIRED'],
  },
  replyToSms: {
    ...communicationsRoutes.replyToSms,
    summary:
      'Sandbox: a text the shopper sends from their own mobile phone to the short code (YES confirms pending opt-ins, STOP ends them all).',
    access: 'shopper',
    body: smsReplyRequestSchema,
    status: 200,
    contentType: json,
    response: smsReplyResultSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'MOBILE_PHONE_REQUIRED'],
  },
} as const satisfies Record<keyof typeof communicationsRoutes, EndpointDefinition>;
