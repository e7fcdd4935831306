import { route } from './route.ts';

/** Shopping-mode options and the preferences that make a mode active (the selector, issue 4). What the browser needs to send each call. */
export const modalityRoutes = {
  getModalityOptions: route('POST', '/api/modality-options', { csrf: true, isChecked: true }),
  listModalityPreferences: route('GET', '/api/modality-preferences', { csrf: false }),
  createModalityPreference: route('POST', '/api/modality-preferences', { csrf: true, isChecked: true }),
  resetModalityFees: route('POST', '/api/modality-fees/reset', { csrf: true, isEmpty: true }),
} as const;
