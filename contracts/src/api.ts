import type * as z from 'zod/mini';
import { selectorEndpoints } from './api-selector.ts';
import { bannerListSchema } from './banners.ts';
import {
  addBasketItemRequestSchema,
  basketItemParamsSchema,
  basketParamsSchema,
  basketSchema,
  basketSummarySchema,
  changeBasketItemRequestSchema,
} from './basket.ts';
import type { EndpointDefinition, HttpMethod } from './endpoint.ts';
import {
  departmentListSchema,
  productPageSchema,
  productParamsSchema,
  productSchema,
  productSearchQuerySchema,
} from './products.ts';
import { customerProfileSchema } from './profile.ts';
import { currentSessionSchema, sessionAnswerSchema, signInRequestSchema } from './session.ts';
import { storeSearchQuerySchema, storeSearchResultSchema } from './stores.ts';

export { type EndpointDefinition, type HttpMethod, httpMethods } from './endpoint.ts';

const json = 'application/json' as const;

/** Every endpoint of the API: the single source for the server, the client and the story mocks. */
export const endpoints = {
  listBanners: {
    method: 'GET',
    path: '/api/banners',
    summary: 'The whole banner catalogue, default banner first.',
    access: 'public',
    csrf: false,
    status: 200,
    contentType: json,
    response: bannerListSchema,
    errors: [],
  },
  getSession: {
    method: 'GET',
    path: '/api/session',
    summary:
      'The signed-in shopper and the CSRF token for state-changing calls; { shopper: null } without a session (200, so a guest page logs no failed request).',
    access: 'public',
    csrf: false,
    status: 200,
    contentType: json,
    response: sessionAnswerSchema,
    errors: [],
  },
  signIn: {
    method: 'POST',
    path: '/api/session',
    summary: 'Signs in with email and password; sets the session cookie. Checks the Origin header.',
    access: 'public',
    csrf: false,
    body: signInRequestSchema,
    status: 200,
    contentType: json,
    response: currentSessionSchema,
    errors: ['INVALID_CREDENTIALS', 'CSRF_FAILED'],
  },
  signOut: {
    method: 'DELETE',
    path: '/api/session',
    summary: 'Signs out: deletes the session row and clears the cookie.',
    access: 'public',
    csrf: true,
    status: 204,
    contentType: json,
    response: null,
    errors: ['CSRF_FAILED'],
  },
  getProfile: {
    method: 'GET',
    path: '/api/profile',
    summary: "The signed-in shopper's customer profile.",
    access: 'shopper',
    csrf: false,
    status: 200,
    contentType: json,
    response: customerProfileSchema,
    errors: ['UNAUTHENTICATED'],
  },
  listDepartments: {
    method: 'GET',
    path: '/api/departments',
    summary: 'Departments of the catalogue with their product counts.',
    access: 'public',
    csrf: false,
    status: 200,
    contentType: json,
    response: departmentListSchema,
    errors: [],
  },
  searchProducts: {
    method: 'GET',
    path: '/api/products',
    summary: 'Products by text, department, featured flag or GTIN-13 list; paged.',
    access: 'public',
    csrf: false,
    query: productSearchQuerySchema,
    status: 200,
    contentType: json,
    response: productPageSchema,
    errors: [],
  },
  getProduct: {
    method: 'GET',
    path: '/api/products/{gtin13}',
    summary: 'One product.',
    access: 'public',
    csrf: false,
    params: productParamsSchema,
    status: 200,
    contentType: json,
    response: productSchema,
    errors: ['NOT_FOUND'],
  },
  getProductImage: {
    method: 'GET',
    path: '/api/products/{gtin13}/image.svg',
    summary: "The product's image, an SVG of our own.",
    access: 'public',
    csrf: false,
    params: productParamsSchema,
    status: 200,
    contentType: 'image/svg+xml',
    response: null,
    errors: ['NOT_FOUND'],
  },
  searchStores: {
    method: 'GET',
    path: '/api/stores',
    summary:
      "Stores within 500 miles of a ZIP code or point, nearest first; the request's banner first-party, others cross-banner.",
    access: 'public',
    csrf: false,
    query: storeSearchQuerySchema,
    status: 200,
    contentType: json,
    response: storeSearchResultSchema,
    errors: ['NO_STORES_FOUND', 'POSTAL_CODE_NOT_FOUND'],
  },
  listBaskets: {
    method: 'GET',
    path: '/api/baskets',
    summary: "Item counts of the shopper's baskets on this banner, one per shopping mode.",
    access: 'shopper',
    csrf: false,
    status: 200,
    contentType: json,
    response: basketSummarySchema,
    errors: ['UNAUTHENTICATED'],
  },
  getBasket: {
    method: 'GET',
    path: '/api/baskets/{modality}',
    summary: "The shopper's basket of one shopping mode on this banner (empty when none yet).",
    access: 'shopper',
    csrf: false,
    params: basketParamsSchema,
    status: 200,
    contentType: json,
    response: basketSchema,
    errors: ['UNAUTHENTICATED', 'MODALITY_NOT_AVAILABLE'],
  },
  addBasketItem: {
    method: 'POST',
    path: '/api/baskets/{modality}/items',
    summary: 'Adds a product (quantities add up on an existing line); answers the basket.',
    access: 'shopper',
    csrf: true,
    params: basketParamsSchema,
    body: addBasketItemRequestSchema,
    status: 200,
    contentType: json,
    response: basketSchema,
    errors: [
      'UNAUTHENTICATED',
      'CSRF_FAILED',
      'NOT_FOUND',
      'MODALITY_NOT_AVAILABLE',
      'ITEM_NOT_AVAILABLE',
      'CART_QUANTITY_LIMIT_EXCEEDED',
    ],
  },
  changeBasketItem: {
    method: 'PATCH',
    path: '/api/baskets/{modality}/items/{gtin13}',
    summary: 'Changes quantity (0 removes), substitution policy or instructions of a line; answers the basket.',
    access: 'shopper',
    csrf: true,
    params: basketItemParamsSchema,
    body: changeBasketItemRequestSchema,
    status: 200,
    contentType: json,
    response: basketSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'NOT_FOUND', 'MODALITY_NOT_AVAILABLE', 'CART_QUANTITY_LIMIT_EXCEEDED'],
  },
  removeBasketItem: {
    method: 'DELETE',
    path: '/api/baskets/{modality}/items/{gtin13}',
    summary: 'Removes a line; answers the basket.',
    access: 'shopper',
    csrf: true,
    params: basketItemParamsSchema,
    status: 200,
    contentType: json,
    response: basketSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'NOT_FOUND', 'MODALITY_NOT_AVAILABLE'],
  },
  ...selectorEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type ZodOutputOf<T> = T extends z.ZodMiniType ? z.output<T> : never;
type ZodInputOf<T> = T extends z.ZodMiniType ? z.input<T> : never;

/** What a client sends: `params`, `query` and `body` as their schemas take them. */
export type EndpointRequest<Name extends EndpointName> = {
  [Part in 'params' | 'query' | 'body' | 'headers' as Part extends keyof Endpoints[Name] ? Part : never]: ZodInputOf<
    Endpoints[Name][Part & keyof Endpoints[Name]]
  >;
};

/** What the endpoint answers on success. */
export type EndpointResponse<Name extends EndpointName> = Endpoints[Name]['response'] extends z.ZodMiniType
  ? ZodOutputOf<Endpoints[Name]['response']>
  : undefined;

/** Methods that change state: they need the CSRF header. */
export function isStateChanging(method: HttpMethod): boolean {
  return method !== 'GET';
}
