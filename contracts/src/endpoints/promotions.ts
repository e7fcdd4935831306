import { basketParamsSchema } from '../basket.ts';
import type { EndpointDefinition } from '../endpoint.ts';
import { basketPromosSchema, updatePromosRequestSchema } from '../promotions.ts';
import { promotionsRoutes } from './promotions.routes.ts';

const json = 'application/json' as const;

/** Promo codes on the shopper's basket (issue 11). Method, path and CSRF come from `promotions.routes.ts`. */
export const promotionsEndpoints = {
  getBasketPromos: {
    ...promotionsRoutes.getBasketPromos,
    summary: "The promos applied to the shopper's basket of one shopping mode, each with what it takes off now.",
    access: 'shopper',
    params: basketParamsSchema,
    status: 200,
    contentType: json,
    response: basketPromosSchema,
    errors: ['UNAUTHENTICATED', 'MODALITY_NOT_AVAILABLE'],
  },
  updateBasketPromos: {
    ...promotionsRoutes.updateBasketPromos,
    summary:
      'Adds or removes promo codes (priceAdjustment.promos, in order, all or none); answers the applied promos. A code that does not exist or whose condition the basket does not meet is refused.',
    access: 'shopper',
    params: basketParamsSchema,
    body: updatePromosRequestSchema,
    status: 200,
    contentType: json,
    response: basketPromosSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'MODALITY_NOT_AVAILABLE', 'PROMO_CODE_INVALID', 'PROMO_NOT_ELIGIBLE'],
  },
} as const satisfies Record<keyof typeof promotionsRoutes, EndpointDefinition>;
