import type * as z from 'zod/mini';
import type { EndpointDefinition, HttpMethod } from '../endpoint.ts';
import type { Same } from '../sameType.ts';
import { accountEndpoints } from './accounts.ts';
import { addressesEndpoints } from './addresses.ts';
import { bannersEndpoints } from './banners.ts';
import { basketsEndpoints } from './baskets.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { checkoutsEndpoints } from './checkouts.ts';
import { communicationsEndpoints } from './communications.ts';
import { emailPreferencesEndpoints } from './emailPreferences.ts';
import { membershipEndpoints } from './membership.ts';
import { modalityEndpoints } from './modality.ts';
import { ordersEndpoints } from './orders.ts';
import { preferredStoreEndpoints } from './preferredStore.ts';
import { profileEndpoints } from './profile.ts';
import { promotionsEndpoints } from './promotions.ts';
import { replacementsEndpoints } from './replacements.ts';
import type { endpointRoutes } from './routes.ts';
import { sessionEndpoints } from './session.ts';
import { storesEndpoints } from './stores.ts';
import { timeslotsEndpoints } from './timeslots.ts';
import { walletEndpoints } from './wallet.ts';

export { type EndpointDefinition, type HttpMethod, httpMethods } from '../endpoint.ts';
export { type Route, route } from './route.ts';
export { endpointRoutes, pathFor, type RouteName, routePath } from './routes.ts';

/**
 * Every endpoint of the API, by resource: the single source for the server, the client and the story mocks.
 * Each resource's method, path and CSRF flag are written once, in its `<resource>.routes.ts`, and spread
 * into its entries here (docs/adr/0011-endpoint-table.md).
 */
export const endpoints = {
  ...bannersEndpoints,
  ...sessionEndpoints,
  ...accountEndpoints,
  ...profileEndpoints,
  ...catalogueEndpoints,
  ...storesEndpoints,
  ...basketsEndpoints,
  ...modalityEndpoints,
  ...addressesEndpoints,
  ...timeslotsEndpoints,
  ...checkoutsEndpoints,
  ...preferredStoreEndpoints,
  ...communicationsEndpoints,
  ...membershipEndpoints,
  ...emailPreferencesEndpoints,
  ...promotionsEndpoints,
  ...replacementsEndpoints,
  ...walletEndpoints,
  ...ordersEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/**
 * The light table's flags agree with the schemas: isEmpty exactly when the answer has no schema, isChecked
 * exactly when there is a body or headers schema. A wrong flag fails the type check here.
 */
type RouteFlags<Name extends EndpointName> = {
  isEmpty: Endpoints[Name]['response'] extends null ? true : false;
  isChecked: [Extract<keyof Endpoints[Name], 'body' | 'headers'>] extends [never] ? false : true;
};
type FlagsOf<Table> = {
  [Name in keyof Table]: Table[Name] extends { isEmpty: infer E; isChecked: infer C }
    ? { isEmpty: E; isChecked: C }
    : never;
};
const flagsAgree: Same<FlagsOf<typeof endpointRoutes>, { [Name in EndpointName]: RouteFlags<Name> }> = true;
void flagsAgree;

type ZodOutputOf<T> = T extends z.ZodMiniType ? z.output<T> : never;
type ZodInputOf<T> = T extends z.ZodMiniType ? z.input<T> : never;

type RequestPart<Name extends EndpointName> = Extract<'params' | 'query' | 'body' | 'headers', keyof Endpoints[Name]>;
type PartInput<Name extends EndpointName, Part> = ZodInputOf<Endpoints[Name][Part & keyof Endpoints[Name]]>;

/**
 * What a client sends: `params`, `query`, `body` and `headers` as their schemas take them; a part whose
 * schema takes undefined (an optional idempotency-key header) may be left out.
 */
export type EndpointRequest<Name extends EndpointName> = {
  [Part in RequestPart<Name> as undefined extends PartInput<Name, Part> ? never : Part]: PartInput<Name, Part>;
} & {
  [Part in RequestPart<Name> as undefined extends PartInput<Name, Part> ? Part : never]?: PartInput<Name, Part>;
};

/** What the endpoint answers on success. */
export type EndpointResponse<Name extends EndpointName> = Endpoints[Name]['response'] extends z.ZodMiniType
  ? ZodOutputOf<Endpoints[Name]['response']>
  : undefined;

/** Methods that change state: they need the CSRF header. */
export function isStateChanging(method: HttpMethod): boolean {
  return method !== 'GET';
}
