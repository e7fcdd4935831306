import { route } from './route.ts';

/** The shopper's baskets, one per shopping mode. What the browser needs to send each call. */
export const basketsRoutes = {
  listBaskets: route('GET', '/api/baskets', { csrf: false }),
  getBasket: route('GET', '/api/baskets/{modality}', { csrf: false }),
  addBasketItem: route('POST', '/api/baskets/{modality}/items', { csrf: true, isChecked: true }),
  changeBasketItem: route('PATCH', '/api/baskets/{modality}/items/{gtin13}', { csrf: true, isChecked: true }),
  removeBasketItem: route('DELETE', '/api/baskets/{modality}/items/{gtin13}', { csrf: true }),
} as const;
