import { route } from './route.ts';

/** The banner catalogue. What the browser needs to send each call. */
export const bannersRoutes = {
  listBanners: route('GET', '/api/banners', { csrf: false }),
} as const;
