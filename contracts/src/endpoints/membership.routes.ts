import { route } from './route.ts';

/** The signed-in shopper's paid membership and the plans to join. What the browser needs to send each call. */
export const membershipRoutes = {
  getMembership: route('GET', '/api/membership', { csrf: false }),
  joinMembership: route('POST', '/api/membership', { csrf: true, isChecked: true }),
  cancelMembership: route('DELETE', '/api/membership', { csrf: true }),
  resumeMembership: route('POST', '/api/membership/resume', { csrf: true }),
} as const;
