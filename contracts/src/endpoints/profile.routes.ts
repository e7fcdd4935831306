import { route } from './route.ts';

/** The signed-in shopper's customer profile. What the browser needs to send each call. */
export const profileRoutes = {
  getProfile: route('GET', '/api/profile', { csrf: false }),
} as const;
