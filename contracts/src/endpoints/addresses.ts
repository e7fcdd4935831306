import {
  addressListSchema,
  addressParamsSchema,
  addressPayloadSchema,
  addressValidationSchema,
  validateAddressRequestSchema,
} from '../addresses.ts';
import type { EndpointDefinition } from '../endpoint.ts';
import { serviceAddressSchema } from '../profile.ts';
import { addressesRoutes } from './addresses.routes.ts';

const json = 'application/json' as const;

/** Address validation and the shopper's saved addresses (the selector and the account area). Method, path and CSRF come from `addresses.routes.ts`. */
export const addressesEndpoints = {
  validateAddress: {
    ...addressesRoutes.validateAddress,
    summary: 'Verifies and normalises an address; says whether in-house delivery reaches it.',
    access: 'public',
    body: validateAddressRequestSchema,
    status: 200,
    contentType: json,
    response: addressValidationSchema,
    errors: [],
  },
  listAddresses: {
    ...addressesRoutes.listAddresses,
    summary: "The shopper's saved addresses, latest modified first.",
    access: 'shopper',
    status: 200,
    contentType: json,
    response: addressListSchema,
    errors: ['UNAUTHENTICATED'],
  },
  addAddress: {
    ...addressesRoutes.addAddress,
    summary: 'Saves a new address (it must be a real one: a known ZIP code of its state and a house number).',
    access: 'shopper',
    body: addressPayloadSchema,
    status: 201,
    contentType: json,
    response: serviceAddressSchema,
    errors: [
      'UNAUTHENTICATED',
      'CSRF_FAILED',
      'ADDRESS_NOT_FOUND',
      'TOO_MANY_ADDRESSES',
      'CONSTRAINT_VIOLATION_EXCEPTION',
    ],
  },
  updateAddress: {
    ...addressesRoutes.updateAddress,
    summary: "Replaces one of the shopper's addresses.",
    access: 'shopper',
    params: addressParamsSchema,
    body: addressPayloadSchema,
    status: 200,
    contentType: json,
    response: serviceAddressSchema,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'ADDRESS_NOT_FOUND', 'CONSTRAINT_VIOLATION_EXCEPTION'],
  },
  removeAddress: {
    ...addressesRoutes.removeAddress,
    summary: "Deletes one of the shopper's addresses (and the Delivery preferences that named it).",
    access: 'shopper',
    params: addressParamsSchema,
    status: 204,
    contentType: json,
    response: null,
    errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'ADDRESS_NOT_FOUND'],
  },
} as const satisfies Record<keyof typeof addressesRoutes, EndpointDefinition>;
