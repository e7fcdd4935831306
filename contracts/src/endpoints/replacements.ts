import type { EndpointDefinition } from '../endpoint.ts';
import {
  similarItemsQuerySchema,
  similarItemsSchema,
  unavailableItemsQuerySchema,
  unavailableItemsSchema,
} from '../replacements.ts';
import { replacementsRoutes } from './replacements.routes.ts';

const json = 'application/json' as const;

/** Replacement of unavailable items (RPL-*). Method, path and CSRF come from `replacements.routes.ts`. */
export const replacementsEndpoints = {
  getSimilarItems: {
    ...replacementsRoutes.getSimilarItems,
    summary:
      "Similar items for an unavailable item: its department's products the chosen time option can fulfil (at most 12).",
    access: 'shopper',
    query: similarItemsQuerySchema,
    status: 200,
    contentType: json,
    response: similarItemsSchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
  getUnavailableItems: {
    ...replacementsRoutes.getUnavailableItems,
    summary: "The lines of the shopper's basket of the option's mode that the chosen time option cannot fulfil.",
    access: 'shopper',
    query: unavailableItemsQuerySchema,
    status: 200,
    contentType: json,
    response: unavailableItemsSchema,
    errors: ['UNAUTHENTICATED', 'MODALITY_NOT_AVAILABLE'],
  },
} as const satisfies Record<keyof typeof replacementsRoutes, EndpointDefinition>;
