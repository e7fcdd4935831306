import { route } from './route.ts';

/** Address validation and the shopper's saved addresses (the selector and the account area). What the browser needs to send each call. */
export const addressesRoutes = {
  validateAddress: route('POST', '/api/addresses/validate', { csrf: true, isChecked: true }),
  listAddresses: route('GET', '/api/addresses', { csrf: false }),
  addAddress: route('POST', '/api/addresses', { csrf: true, isChecked: true }),
  updateAddress: route('PUT', '/api/addresses/{addressId}', { csrf: true, isChecked: true }),
  removeAddress: route('DELETE', '/api/addresses/{addressId}', { csrf: true, isEmpty: true }),
} as const;
