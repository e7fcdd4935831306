import type { EndpointDefinition } from '../endpoint.ts';
import { preferredStoreSchema, setPreferredStoreSchema } from '../stores.ts';
import { preferredStoreRoutes } from './preferredStore.routes.ts';

const json = 'application/json' as const;

/** The shopper's preferred store for the request's banner. Method, path and CSRF come from `preferredStore.routes.ts`. */
export const preferredStoreEndpoints = {
  getPreferredStore: {
    ...preferredStoreRoutes.getPreferredStore,
    summary: "The shopper's preferred store for this banner, or null when none is chosen.",
    access: 'shopper',
    status: 200,
    contentType: json,
    response: preferredStoreSchema,
    errors: ['UNAUTHENTICATED'],
  },
  setPreferredStore: {
    ...preferredStoreRoutes.setPreferredStore,
    summary: "Makes one of this banner's own stores the shopper's preferred store for this banner.",
    access: 'shopper',
    body: setPreferredStoreSchema,
    status: 200,
    contentType: json,
    response: preferredStoreSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'VALIDATION_FAILED', 'STORE_NOT_FOUND'],
  },
} as const satisfies Record<keyof typeof preferredStoreRoutes, EndpointDefinition>;
