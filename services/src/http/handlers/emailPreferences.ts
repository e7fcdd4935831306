import type { Hono } from 'hono';
import {
  getEmailPreferences,
  getEmailPreferencesByLink,
  getPromotionPreferences,
  updateEmailPreferences,
  updateEmailPreferencesByLink,
  updatePromotionPreferences,
} from '../../emailPreferences/preferences.ts';
import { type RouteDependencies, route } from '../route.ts';

/** The email and communication preferences page: services/src/emailPreferences/. */
export function emailPreferenceRoutes(app: Hono, dependencies: RouteDependencies): void {
  // The literal /api/email-preferences/link is registered with its own path; nothing here takes a parameter.
  route(app, 'getEmailPreferencesByLink', dependencies, (input) => getEmailPreferencesByLink(input));
  route(app, 'updateEmailPreferencesByLink', dependencies, (input) => updateEmailPreferencesByLink(input));
  route(app, 'getEmailPreferences', dependencies, (input) => getEmailPreferences(input));
  route(app, 'updateEmailPreferences', dependencies, (input) => updateEmailPreferences(input));
  route(app, 'getPromotionPreferences', dependencies, (input) => getPromotionPreferences(input));
  route(app, 'updatePromotionPreferences', dependencies, (input) => updatePromotionPreferences(input));
}
