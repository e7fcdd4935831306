import { route } from './route.ts';

/** The shopper's preferred store for the request's banner (the account area). What the browser needs to send each call. */
export const preferredStoreRoutes = {
  getPreferredStore: route('GET', '/api/profile/preferred-store', { csrf: false }),
  setPreferredStore: route('PUT', '/api/profile/preferred-store', { csrf: true, isChecked: true }),
} as const;
