import type { Department, Product } from '@aisle/contracts';
import { api } from '../../lib/api/index.ts';
import { storeChangedEvent } from '../../lib/stores/shoppingMode.ts';

/** home: departments and featured products; search: the results for ?q= or ?department=. */
export const catalogueViews = ['home', 'search'] as const;
export type CatalogueView = (typeof catalogueViews)[number];

export type ProductResults = { products: Product[]; total: number; query: string; department: string };
export type CatalogueData = ProductResults & { departments: Department[] };

const FEATURED_COUNT = 12;
const RESULTS_PAGE = 48;

/** What the page asks for: the featured products, or the search of its URL (`search` is location.search). */
function requestOf(view: CatalogueView, search: string) {
  const params = new URLSearchParams(search);
  const query = view === 'search' ? (params.get('q') ?? '').trim() : '';
  const department = view === 'search' ? (params.get('department') ?? '') : '';
  const productQuery =
    view === 'home'
      ? { featured: 'true', limit: FEATURED_COUNT }
      : query || department
        ? { ...(query ? { query } : {}), ...(department ? { department } : {}), limit: RESULTS_PAGE }
        : null;
  return { query, department, productQuery };
}

/**
 * The products of the page (their prices and offers, flash sales among them). A search page without a
 * query shows none and asks for none.
 */
export async function loadProducts(view: CatalogueView, search: string): Promise<ProductResults> {
  const { query, department, productQuery } = requestOf(view, search);
  if (!productQuery) return { products: [], total: 0, query, department };
  const page = await api().call('searchProducts', { query: productQuery });
  return { products: page.items, total: page.total, query, department };
}

export async function loadCatalogue(view: CatalogueView, search: string): Promise<CatalogueData> {
  const [departments, results] = await Promise.all([api().call('listDepartments'), loadProducts(view, search)]);
  return { departments: departments.departments, ...results };
}

/**
 * SEL-074, SEL-075: calls `onChange` each time the shopper starts shopping another store. The shopping-mode
 * store announces only a different store, so choosing the current store again refetches nothing.
 * Returns the unsubscribe.
 */
export function followStoreChanges(onChange: (locationId: string) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: Event) => {
    const locationId = (event as CustomEvent<{ locationId?: unknown }>).detail?.locationId;
    if (typeof locationId === 'string') onChange(locationId);
  };
  window.addEventListener(storeChangedEvent, listener);
  return () => window.removeEventListener(storeChangedEvent, listener);
}
