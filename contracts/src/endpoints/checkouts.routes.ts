import { route } from './route.ts';

/** Checkouts (the scheduling step creates one; the checkout issue reads and updates it). */
export const checkoutsRoutes = {
  createCheckout: route('POST', '/api/checkouts', { csrf: true, isChecked: true }),
  getCheckout: route('GET', '/api/checkouts/{orderId}', { csrf: false }),
} as const;
