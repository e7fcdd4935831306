import type { EndpointDefinition } from '../endpoint.ts';
import { type EndpointResource, type RouteName, resourceOf } from './routes.ts';

/**
 * Each resource's schemas, loaded apart: a page's API client loads the schema file of each resource it calls
 * (with the first call to it), not the whole table, so a page that reads a session and a basket does not
 * fetch the wallet's or the checkout's schemas (docs/adr/0011-endpoint-table.md, ADR 0012).
 */
const schemaLoaders = {
  banners: () => import('./banners.ts').then((module) => module.bannersEndpoints),
  session: () => import('./session.ts').then((module) => module.sessionEndpoints),
  account: () => import('./accounts.ts').then((module) => module.accountEndpoints),
  profile: () => import('./profile.ts').then((module) => module.profileEndpoints),
  catalogue: () => import('./catalogue.ts').then((module) => module.catalogueEndpoints),
  stores: () => import('./stores.ts').then((module) => module.storesEndpoints),
  baskets: () => import('./baskets.ts').then((module) => module.basketsEndpoints),
  modality: () => import('./modality.ts').then((module) => module.modalityEndpoints),
  addresses: () => import('./addresses.ts').then((module) => module.addressesEndpoints),
  timeslots: () => import('./timeslots.ts').then((module) => module.timeslotsEndpoints),
  checkouts: () => import('./checkouts.ts').then((module) => module.checkoutsEndpoints),
  preferredStore: () => import('./preferredStore.ts').then((module) => module.preferredStoreEndpoints),
  communications: () => import('./communications.ts').then((module) => module.communicationsEndpoints),
  membership: () => import('./membership.ts').then((module) => module.membershipEndpoints),
  emailPreferences: () => import('./emailPreferences.ts').then((module) => module.emailPreferencesEndpoints),
  promotions: () => import('./promotions.ts').then((module) => module.promotionsEndpoints),
  replacements: () => import('./replacements.ts').then((module) => module.replacementsEndpoints),
  wallet: () => import('./wallet.ts').then((module) => module.walletEndpoints),
  orders: () => import('./orders.ts').then((module) => module.ordersEndpoints),
} as const satisfies Record<EndpointResource, () => Promise<Record<string, EndpointDefinition>>>;

const loading = new Map<EndpointResource, Promise<Record<string, EndpointDefinition>>>();

/**
 * The definition (schemas included) of one endpoint, from its resource's file, loaded once per page. A failed
 * load is forgotten, so the next call tries again.
 */
export function loadEndpointDefinition(name: RouteName): Promise<EndpointDefinition> {
  const resource = resourceOf(name);
  let table = loading.get(resource);
  if (!table) {
    table = schemaLoaders[resource]();
    loading.set(resource, table);
    table.catch(() => loading.delete(resource));
  }
  return table.then((definitions) => {
    const definition = definitions[name];
    if (!definition) throw new Error(`No definition for endpoint "${name}" in ${resource}`);
    return definition;
  });
}
