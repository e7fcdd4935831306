import type { ProductPage } from '@aisle/contracts';
import { api } from '../../lib/api/index.ts';
import { SUGGESTED_PRODUCTS } from './suggestions/searchSuggestions.ts';

/* The header's calls. The header's screens and its search box call these only. */

/** The search box's suggestions: a query's first page with its facets, dropped when the shopper types on. */
export function searchSuggestedProducts(query: string, signal: AbortSignal): Promise<ProductPage> {
  return api().call('searchProducts', { query: { query, limit: SUGGESTED_PRODUCTS, facets: true } }, { signal });
}
