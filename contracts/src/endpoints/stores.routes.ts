import { route } from './route.ts';

/** The store locator. What the browser needs to send each call. */
export const storesRoutes = {
  searchStores: route('GET', '/api/stores', { csrf: false }),
} as const;
