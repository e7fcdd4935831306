import type { EndpointDefinition } from '../endpoint.ts';
import { storeSearchQuerySchema, storeSearchResultSchema } from '../stores.ts';
import { storesRoutes } from './stores.routes.ts';

const json = 'application/json' as const;

/** The store locator. Method, path and CSRF come from `stores.routes.ts`. */
export const storesEndpoints = {
  searchStores: {
    ...storesRoutes.searchStores,
    summary:
      "Stores within 500 miles of a ZIP code or point, nearest first; the request's banner first-party, others cross-banner.",
    access: 'public',
    query: storeSearchQuerySchema,
    status: 200,
    contentType: json,
    response: storeSearchResultSchema,
    errors: ['NO_STORES_FOUND', 'POSTAL_CODE_NOT_FOUND'],
  },
} as const satisfies Record<keyof typeof storesRoutes, EndpointDefinition>;
