import {
  emailLinkTokensSchema,
  emailPreferencesSchema,
  promotionPreferencesSchema,
  updateEmailPreferencesByLinkSchema,
  updateEmailPreferencesSchema,
  updatePromotionPreferencesSchema,
} from '../emailPreferences.ts';
import type { EndpointDefinition } from '../endpoint.ts';
import { emailPreferencesRoutes } from './emailPreferences.routes.ts';

const json = 'application/json' as const;

/** The email and communication preferences page. Method, path and CSRF come from `emailPreferences.routes.ts`. */
export const emailPreferencesEndpoints = {
  getEmailPreferences: {
    ...emailPreferencesRoutes.getEmailPreferences,
    summary: "The signed-in shopper's email preferences for this banner (its order), then the ungrouped ones.",
    access: 'shopper',
    status: 200,
    contentType: json,
    response: emailPreferencesSchema,
    errors: ['UNAUTHENTICATED'],
  },
  updateEmailPreferences: {
    ...emailPreferencesRoutes.updateEmailPreferences,
    summary: "Sets some of the signed-in shopper's email preferences; answers them all.",
    access: 'shopper',
    body: updateEmailPreferencesSchema,
    status: 200,
    contentType: json,
    response: emailPreferencesSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED'],
  },
  getEmailPreferencesByLink: {
    ...emailPreferencesRoutes.getEmailPreferencesByLink,
    summary: "The email preferences of the shopper an email link's token stands for (signed in or not).",
    access: 'public',
    query: emailLinkTokensSchema,
    status: 200,
    contentType: json,
    response: emailPreferencesSchema,
    errors: ['PREFERENCES_NOT_FOUND', 'TOO_MANY_ATTEMPTS'],
  },
  updateEmailPreferencesByLink: {
    ...emailPreferencesRoutes.updateEmailPreferencesByLink,
    summary: "Sets email preferences of the shopper an email link's token stands for; answers them all.",
    access: 'public',
    body: updateEmailPreferencesByLinkSchema,
    status: 200,
    contentType: json,
    response: emailPreferencesSchema,
    errors: ['PREFERENCES_NOT_FOUND', 'TOO_MANY_ATTEMPTS'],
  },
  getPromotionPreferences: {
    ...emailPreferencesRoutes.getPromotionPreferences,
    summary: 'Specials and Promotions, Early Access and purchase-based advertising of the signed-in shopper.',
    access: 'shopper',
    status: 200,
    contentType: json,
    response: promotionPreferencesSchema,
    errors: ['UNAUTHENTICATED'],
  },
  updatePromotionPreferences: {
    ...emailPreferencesRoutes.updatePromotionPreferences,
    summary: 'Sets any of Specials and Promotions, Early Access and purchase-based advertising.',
    access: 'shopper',
    body: updatePromotionPreferencesSchema,
    status: 200,
    contentType: json,
    response: promotionPreferencesSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'NO_PREFERRED_STORE'],
  },
} as const satisfies Record<keyof typeof emailPreferencesRoutes, EndpointDefinition>;
