import { route } from './route.ts';

/** Promo codes on the shopper's basket of one shopping mode (issue 11). What the browser needs to send each call. */
export const promotionsRoutes = {
  getBasketPromos: route('GET', '/api/baskets/{modality}/promos', { csrf: false }),
  updateBasketPromos: route('PUT', '/api/baskets/{modality}/promos', { csrf: true, isChecked: true }),
} as const;
