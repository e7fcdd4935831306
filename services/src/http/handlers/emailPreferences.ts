import type { Hono } from 'hono';
import {
  getEmailPreferences,
  getEmailPreferencesByLink,
  getPromotionPreferences,
  updateEmailPreferences,
  updateEmailPreferencesByLink,
  updatePromotionPreferences,
} from '../../emailPreferences/preferences.ts';
import { attemptGuardOf, type LimitedDependencies } from '../limits.ts';
import { route } from '../route.ts';

/** The email and communication preferences page: services/src/emailPreferences/. */
export function emailPreferenceRoutes(app: Hono, dependencies: LimitedDependencies): void {
  // The literal /api/email-preferences/link is registered with its own path; nothing here takes a parameter.
  // The link's token is a secret: links that open nothing are limited per client address.
  route(app, 'getEmailPreferencesByLink', dependencies, (input) =>
    getEmailPreferencesByLink(input, attemptGuardOf(input.context, dependencies.limits)),
  );
  route(app, 'updateEmailPreferencesByLink', dependencies, (input) =>
    updateEmailPreferencesByLink(input, attemptGuardOf(input.context, dependencies.limits)),
  );
  route(app, 'getEmailPreferences', dependencies, (input) => getEmailPreferences(input));
  route(app, 'updateEmailPreferences', dependencies, (input) => updateEmailPreferences(input));
  route(app, 'getPromotionPreferences', dependencies, (input) => getPromotionPreferences(input));
  route(app, 'updatePromotionPreferences', dependencies, (input) => updatePromotionPreferences(input));
}
