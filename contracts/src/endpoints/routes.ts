import { accountRoutes } from './accounts.routes.ts';
import { addressesRoutes } from './addresses.routes.ts';
import { bannersRoutes } from './banners.routes.ts';
import { basketsRoutes } from './baskets.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { checkoutsRoutes } from './checkouts.routes.ts';
import { communicationsRoutes } from './communications.routes.ts';
import { emailPreferencesRoutes } from './emailPreferences.routes.ts';
import { membershipRoutes } from './membership.routes.ts';
import { modalityRoutes } from './modality.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { preferredStoreRoutes } from './preferredStore.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { replacementsRoutes } from './replacements.routes.ts';
import { sessionRoutes } from './session.routes.ts';
import { storesRoutes } from './stores.routes.ts';
import { timeslotsRoutes } from './timeslots.routes.ts';
import { walletRoutes } from './wallet.routes.ts';

const routesByResource = {
  banners: bannersRoutes,
  session: sessionRoutes,
  account: accountRoutes,
  profile: profileRoutes,
  catalogue: catalogueRoutes,
  stores: storesRoutes,
  baskets: basketsRoutes,
  modality: modalityRoutes,
  addresses: addressesRoutes,
  timeslots: timeslotsRoutes,
  checkouts: checkoutsRoutes,
  preferredStore: preferredStoreRoutes,
  communications: communicationsRoutes,
  membership: membershipRoutes,
  emailPreferences: emailPreferencesRoutes,
  promotions: promotionsRoutes,
  replacements: replacementsRoutes,
  wallet: walletRoutes,
  orders: ordersRoutes,
} as const;

/** The resources of the API, each with its `<resource>.routes.ts` and `<resource>.ts`. */
export type EndpointResource = keyof typeof routesByResource;

/**
 * Every endpoint's method, path and flags, by resource: all a page's API client needs to send a call. The
 * schemas live beside each resource's routes (`<resource>.ts`) and reach the browser only when a call has
 * something to check (docs/adr/0011-endpoint-table.md).
 */
export const endpointRoutes = {
  ...bannersRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...profileRoutes,
  ...catalogueRoutes,
  ...storesRoutes,
  ...basketsRoutes,
  ...modalityRoutes,
  ...addressesRoutes,
  ...timeslotsRoutes,
  ...checkoutsRoutes,
  ...preferredStoreRoutes,
  ...communicationsRoutes,
  ...membershipRoutes,
  ...emailPreferencesRoutes,
  ...promotionsRoutes,
  ...replacementsRoutes,
  ...walletRoutes,
  ...ordersRoutes,
} as const;

export type RouteName = keyof typeof endpointRoutes;

/** Fills `{name}` placeholders: routePath('getProduct', { gtin13 }) -> '/api/products/0001234567895'. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return endpointRoutes[name].path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
}

/** The same filler under the name the server's presenters use. */
export const pathFor = routePath;

let resources: Map<string, EndpointResource> | undefined;
/** The resource an endpoint belongs to: which schema file a call loads (`schemaLoaders.ts`). */
export function resourceOf(name: RouteName): EndpointResource {
  resources ??= new Map(
    Object.entries(routesByResource).flatMap(([resource, table]) =>
      Object.keys(table).map((endpoint) => [endpoint, resource as EndpointResource] as const),
    ),
  );
  const resource = resources.get(name);
  if (!resource) throw new Error(`No resource for endpoint "${name}"`);
  return resource;
}
