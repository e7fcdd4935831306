import type { Product } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { liveModifyGateway, type ModifyGateway } from './modifyGateway.ts';

/*
 * The modify cart's product search (issue 20: "let the shopper add products to the order"): the catalogue's
 * GET /api/products for the words typed, listed under the order's lines with a way to add each. An answer to
 * an older search is dropped; the words typed stay in the field whatever the answer.
 */

export type ModifySearchState = {
  status: 'idle' | 'searching' | 'done' | 'failed';
  /** The words of the search shown (trimmed); '' before the first. */
  query: string;
  /** The field was submitted empty: the words are asked for, nothing is searched. */
  isQueryMissing: boolean;
  products: Product[];
  total: number;
  /** The catalogue searched for these words instead (a misspelling corrected), when it did. */
  correctedQuery: string | null;
};

const initial: ModifySearchState = {
  status: 'idle',
  query: '',
  isQueryMissing: false,
  products: [],
  total: 0,
  correctedQuery: null,
};

export const modifySearchStore = createStore<ModifySearchState>(() => ({ ...initial }));

let searchRound = 0;

/** A search for products to add; empty words ask for words instead. */
export async function searchProductsToAdd(typed: string, gateway: ModifyGateway = liveModifyGateway): Promise<void> {
  const query = typed.trim();
  const round = ++searchRound;
  if (query === '') {
    modifySearchStore.setState({ ...initial, isQueryMissing: true });
    return;
  }
  modifySearchStore.setState({ status: 'searching', query, isQueryMissing: false });
  try {
    const page = await gateway.searchProducts(query);
    if (round !== searchRound) return;
    modifySearchStore.setState({
      status: 'done',
      products: page.items,
      total: page.total,
      correctedQuery: page.correctedQuery ?? null,
    });
  } catch {
    if (round !== searchRound) return;
    // The list keeps what it showed; the message says the search failed.
    modifySearchStore.setState({ status: 'failed' });
  }
}

/** A new page or story starts with no search. */
export function resetModifySearch(): void {
  searchRound += 1;
  modifySearchStore.setState({ ...initial }, true);
}
