import { route } from './route.ts';

/** Replacement of unavailable items. What the browser needs to send each call. */
export const replacementsRoutes = {
  getSimilarItems: route('GET', '/api/replacements', { csrf: false }),
  getUnavailableItems: route('GET', '/api/replacements/unavailable', { csrf: false }),
} as const;
