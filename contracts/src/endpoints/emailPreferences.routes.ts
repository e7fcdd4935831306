import { route } from './route.ts';

/** The email and communication preferences page (issue 10). What the browser needs to send each call. */
export const emailPreferencesRoutes = {
  getEmailPreferences: route('GET', '/api/email-preferences', { csrf: false }),
  updateEmailPreferences: route('PUT', '/api/email-preferences', { csrf: true, isChecked: true }),
  // ACC-132: the token save has its own URL. No CSRF header: the link's secret token in the body is the credential.
  getEmailPreferencesByLink: route('GET', '/api/email-preferences/link', { csrf: false }),
  updateEmailPreferencesByLink: route('PUT', '/api/email-preferences/link', { csrf: false, isChecked: true }),
  getPromotionPreferences: route('GET', '/api/promotion-preferences', { csrf: false }),
  updatePromotionPreferences: route('PUT', '/api/promotion-preferences', { csrf: true, isChecked: true }),
} as const;
