import type { StoreDetails, StoreOption } from '@aisle/contracts';
import { api } from '../../../lib/api/index.ts';

/*
 * The preferred store's calls (account-and-selector 8): the account home reads the store, its page
 * searches the banner's stores and sets one.
 */

/** ACC-154, ACC-171: the banner's own stores near a ZIP code, nearest first (the search's 'banner' scope). */
export async function searchOwnStores(postalCode: string): Promise<StoreOption[]> {
  const answer = await api().call('searchStores', { query: { postalCode, scope: 'banner', limit: 10 } });
  return answer.stores;
}

/** The shopper's preferred store for this banner, or null when none is chosen. */
export async function readPreferredStore(): Promise<StoreDetails | null> {
  return (await api().call('getPreferredStore')).store;
}

/** ACC-159: makes one of the banner's own stores the shopper's store for this banner. */
export async function choosePreferredStore(locationId: string): Promise<StoreDetails | null> {
  return (await api().call('setPreferredStore', { body: { locationId } })).store;
}
