import {
  addBasketItemRequestSchema,
  basketItemParamsSchema,
  basketParamsSchema,
  basketSchema,
  basketSummarySchema,
  changeBasketItemRequestSchema,
} from '../basket.ts';
import { idempotencyKeyHeadersSchema } from '../common.ts';
import type { EndpointDefinition } from '../endpoint.ts';
import { basketsRoutes } from './baskets.routes.ts';

const json = 'application/json' as const;

/** The shopper's baskets, one per shopping mode. Method, path and CSRF come from `baskets.routes.ts`. */
export const basketsEndpoints = {
  listBaskets: {
    ...basketsRoutes.listBaskets,
    summary: "Item counts of the shopper's baskets on this banner, one per shopping mode.",
    access: 'shopper',
    status: 200,
    contentType: json,
    response: basketSummarySchema,
    errors: ['UNAUTHENTICATED'],
  },
  getBasket: {
    ...basketsRoutes.getBasket,
    summary: "The shopper's basket of one shopping mode on this banner (empty when none yet).",
    access: 'shopper',
    params: basketParamsSchema,
    status: 200,
    contentType: json,
    response: basketSchema,
    errors: ['UNAUTHENTICATED', 'MODALITY_NOT_AVAILABLE'],
  },
  addBasketItem: {
    ...basketsRoutes.addBasketItem,
    summary:
      'Adds a product (quantities add up on an existing line); answers the basket. With an idempotency-key header it adds once per key: the same key and body replay the first answer, another body answers 422 IDEMPOTENCY_KEY_REUSED, a key still in flight 409.',
    access: 'shopper',
    params: basketParamsSchema,
    body: addBasketItemRequestSchema,
    headers: idempotencyKeyHeadersSchema,
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
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  },
  changeBasketItem: {
    ...basketsRoutes.changeBasketItem,
    summary: 'Changes quantity (0 removes), substitution policy or instructions of a line; answers the basket.',
    access: 'shopper',
    params: basketItemParamsSchema,
    body: changeBasketItemRequestSchema,
    status: 200,
    contentType: json,
    response: basketSchema,
    errors: [
      'UNAUTHENTICATED',
      'CSRF_FAILED',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'MODALITY_NOT_AVAILABLE',
      'CART_QUANTITY_LIMIT_EXCEEDED',
    ],
  },
  removeBasketItem: {
    ...basketsRoutes.removeBasketItem,
    summary: 'Removes a line; answers the basket.',
    access: 'shopper',
    params: basketItemParamsSchema,
    status: 200,
    contentType: json,
    response: basketSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'NOT_FOUND', 'MODALITY_NOT_AVAILABLE'],
  },
} as const satisfies Record<keyof typeof basketsRoutes, EndpointDefinition>;
