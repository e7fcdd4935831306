import type { EndpointDefinition } from '../endpoint.ts';
import {
  createModalityPreferenceRequestSchema,
  modalityOptionsRequestSchema,
  modalityOptionsSchema,
  modalityPreferenceListSchema,
  modalityPreferenceSchema,
} from '../modality.ts';
import { modalityRoutes } from './modality.routes.ts';

const json = 'application/json' as const;

/** Shopping-mode options and the preferences that make a mode active (the selector, issue 4). Method, path and CSRF come from `modality.routes.ts`. */
export const modalityEndpoints = {
  getModalityOptions: {
    ...modalityRoutes.getModalityOptions,
    summary:
      'Pickup, Delivery and In Store options for a ZIP code, an address or a point, nearest first, with the stores they name.',
    access: 'public',
    body: modalityOptionsRequestSchema,
    status: 200,
    contentType: json,
    response: modalityOptionsSchema,
    errors: ['address_validation_fail_modality_options', 'NO_STORES_FOUND'],
  },
  listModalityPreferences: {
    ...modalityRoutes.listModalityPreferences,
    summary: "The shopper's modality preferences on this banner, newest first (the active one per mode is the newest).",
    access: 'shopper',
    status: 200,
    contentType: json,
    response: modalityPreferenceListSchema,
    errors: ['UNAUTHENTICATED'],
  },
  createModalityPreference: {
    ...modalityRoutes.createModalityPreference,
    summary: 'Sets the active shopping mode: a store for Pickup or In Store, a saved address for Delivery.',
    access: 'shopper',
    body: createModalityPreferenceRequestSchema,
    status: 201,
    contentType: json,
    response: modalityPreferenceSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'NOT_FOUND', 'ADDRESS_NOT_FOUND', 'MODALITY_NOT_AVAILABLE'],
  },
  resetModalityFees: {
    ...modalityRoutes.resetModalityFees,
    summary: "Clears the shopper's held promises (fee quotes) on this banner, releasing their slots.",
    access: 'shopper',
    status: 204,
    contentType: json,
    response: null,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED'],
  },
} as const satisfies Record<keyof typeof modalityRoutes, EndpointDefinition>;
