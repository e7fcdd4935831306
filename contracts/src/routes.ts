import type { EndpointName, Endpoints } from './api.ts';

/**
 * What the browser needs to send a call, and nothing more: method, path, whether it needs the CSRF
 * header, whether its answer is empty and whether a request schema checks it. No schema lives here, so a
 * page's API client does not carry the whole schema table (docs/adr/0006-performance-budgets.md): the
 * server validates every request and answer with the schemas in api.ts, and the client loads those
 * schemas only when it has a body or headers to check. The type below ties every entry to its endpoint
 * in api.ts, so a new endpoint, or a changed method or path, fails the type check until it is listed here.
 */
export type EndpointRoute<Name extends EndpointName = EndpointName> = {
  method: Endpoints[Name]['method'];
  path: Endpoints[Name]['path'];
  csrf: Endpoints[Name]['csrf'];
  /** The answer has no body (the endpoint's response is null). */
  isEmpty: Endpoints[Name]['response'] extends null ? true : false;
  /** The endpoint has a body or headers schema, which the client checks before sending. */
  isChecked: [Extract<keyof Endpoints[Name], 'body' | 'headers'>] extends [never] ? false : true;
};

export const endpointRoutes = {
  listBanners: { method: 'GET', path: '/api/banners', csrf: false, isEmpty: false, isChecked: false },
  getSession: { method: 'GET', path: '/api/session', csrf: false, isEmpty: false, isChecked: false },
  signIn: { method: 'POST', path: '/api/session', csrf: false, isEmpty: false, isChecked: true },
  signOut: { method: 'DELETE', path: '/api/session', csrf: true, isEmpty: true, isChecked: false },
  getProfile: { method: 'GET', path: '/api/profile', csrf: false, isEmpty: false, isChecked: false },
  listDepartments: { method: 'GET', path: '/api/departments', csrf: false, isEmpty: false, isChecked: false },
  searchProducts: { method: 'GET', path: '/api/products', csrf: false, isEmpty: false, isChecked: false },
  getProduct: { method: 'GET', path: '/api/products/{gtin13}', csrf: false, isEmpty: false, isChecked: false },
  getProductImage: {
    method: 'GET',
    path: '/api/products/{gtin13}/image.svg',
    csrf: false,
    isEmpty: true,
    isChecked: false,
  },
  searchStores: { method: 'GET', path: '/api/stores', csrf: false, isEmpty: false, isChecked: false },
  listBaskets: { method: 'GET', path: '/api/baskets', csrf: false, isEmpty: false, isChecked: false },
  getBasket: { method: 'GET', path: '/api/baskets/{modality}', csrf: false, isEmpty: false, isChecked: false },
  addBasketItem: { method: 'POST', path: '/api/baskets/{modality}/items', csrf: true, isEmpty: false, isChecked: true },
  changeBasketItem: {
    method: 'PATCH',
    path: '/api/baskets/{modality}/items/{gtin13}',
    csrf: true,
    isEmpty: false,
    isChecked: true,
  },
  removeBasketItem: {
    method: 'DELETE',
    path: '/api/baskets/{modality}/items/{gtin13}',
    csrf: true,
    isEmpty: false,
    isChecked: false,
  },
  getModalityOptions: { method: 'POST', path: '/api/modality-options', csrf: true, isEmpty: false, isChecked: true },
  listModalityPreferences: {
    method: 'GET',
    path: '/api/modality-preferences',
    csrf: false,
    isEmpty: false,
    isChecked: false,
  },
  createModalityPreference: {
    method: 'POST',
    path: '/api/modality-preferences',
    csrf: true,
    isEmpty: false,
    isChecked: true,
  },
  resetModalityFees: { method: 'POST', path: '/api/modality-fees/reset', csrf: true, isEmpty: true, isChecked: false },
  validateAddress: { method: 'POST', path: '/api/addresses/validate', csrf: true, isEmpty: false, isChecked: true },
  listAddresses: { method: 'GET', path: '/api/addresses', csrf: false, isEmpty: false, isChecked: false },
  addAddress: { method: 'POST', path: '/api/addresses', csrf: true, isEmpty: false, isChecked: true },
  updateAddress: { method: 'PUT', path: '/api/addresses/{addressId}', csrf: true, isEmpty: false, isChecked: true },
  removeAddress: { method: 'DELETE', path: '/api/addresses/{addressId}', csrf: true, isEmpty: true, isChecked: false },
  getUpfrontTimeslots: { method: 'POST', path: '/api/timeslots/upfront', csrf: true, isEmpty: false, isChecked: true },
  createPromise: { method: 'POST', path: '/api/promises', csrf: true, isEmpty: false, isChecked: true },
  getCurrentPromise: { method: 'GET', path: '/api/promises/current', csrf: false, isEmpty: false, isChecked: false },
} as const satisfies { [Name in EndpointName]: EndpointRoute<Name> };

/** Fills `{name}` placeholders: routePath('getProduct', { gtin13 }) -> '/api/products/0001234567895'. */
export function routePath(name: EndpointName, params: Record<string, string> = {}): string {
  return endpointRoutes[name].path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
}

/** The same filler under the name the server's presenters use. */
export const pathFor = routePath;
