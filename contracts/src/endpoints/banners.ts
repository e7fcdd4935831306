import { bannerListSchema } from '../banners.ts';
import type { EndpointDefinition } from '../endpoint.ts';
import { bannersRoutes } from './banners.routes.ts';

const json = 'application/json' as const;

/** The banner catalogue. Method, path and CSRF come from `banners.routes.ts`. */
export const bannersEndpoints = {
  listBanners: {
    ...bannersRoutes.listBanners,
    summary: 'The whole banner catalogue, default banner first.',
    access: 'public',
    status: 200,
    contentType: json,
    response: bannerListSchema,
    errors: [],
  },
} as const satisfies Record<keyof typeof bannersRoutes, EndpointDefinition>;
