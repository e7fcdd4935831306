import type { Department, Product, ProductFacets } from '@aisle/contracts';
// The plain values come from the schema-free module: importing them from '@aisle/contracts' would bring
// zod and every product schema into the home and search pages' first JS (10 KB gzip).
import { DIETARY_TAGS, type DietaryTag, PRODUCT_SORTS, type ProductSort } from '@aisle/contracts/constants';
import { storeChangedEvent } from '../../lib/stores/shoppingMode.ts';
import { readDepartments, searchProducts } from './gateway/search.ts';

/** home: departments and featured products; search: the results for ?q= or ?department=. */
export const catalogueViews = ['home', 'search'] as const;
export type CatalogueView = (typeof catalogueViews)[number];

/** How the shopper narrowed and ordered a search, from its URL (every part a plain link can set). */
export type SearchRefinement = {
  sort?: ProductSort;
  brand?: string;
  snap?: true;
  onSale?: true;
  dietary?: DietaryTag;
  /** 1-based. */
  page: number;
};

export type ProductResults = {
  products: Product[];
  total: number;
  query: string;
  department: string;
  /** The search's facets, its corrected words and the refinement it was asked with (search view only). */
  facets?: ProductFacets;
  correctedQuery?: string;
  refinement?: SearchRefinement;
};
export type CatalogueData = ProductResults & { departments: Department[] };

const FEATURED_COUNT = 12;
export const RESULTS_PAGE = 48;

const isSort = (value: string | null): value is ProductSort => PRODUCT_SORTS.some((sort) => sort === value);
const isDietary = (value: string | null): value is DietaryTag => DIETARY_TAGS.some((tag) => tag === value);

/** The refinement a search URL asks for; what it cannot be (an unknown sort, page 0) is left out. */
export function refinementOf(params: URLSearchParams): SearchRefinement {
  const sort = params.get('sort');
  const brand = params.get('brand')?.trim();
  const dietary = params.get('dietary');
  const page = Number(params.get('page') ?? '1');
  return {
    ...(isSort(sort) ? { sort } : {}),
    ...(brand ? { brand: brand.slice(0, 60) } : {}),
    ...(params.get('snap') === 'true' ? { snap: true as const } : {}),
    ...(params.get('onSale') === 'true' ? { onSale: true as const } : {}),
    ...(isDietary(dietary) ? { dietary } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 200 ? page : 1,
  };
}

/** What the page asks for: the featured products, or the search of its URL (`search` is location.search). */
function requestOf(view: CatalogueView, search: string) {
  const params = new URLSearchParams(search);
  const query = view === 'search' ? (params.get('q') ?? '').trim() : '';
  const department = view === 'search' ? (params.get('department') ?? '') : '';
  const refinement = refinementOf(params);
  const { page, snap, onSale, ...filters } = refinement;
  const productQuery =
    view === 'home'
      ? { featured: 'true', limit: FEATURED_COUNT }
      : query || department
        ? {
            ...(query ? { query } : {}),
            ...(department ? { department } : {}),
            ...filters,
            ...(snap ? { snap: 'true' } : {}),
            ...(onSale ? { onSale: 'true' } : {}),
            facets: 'true',
            limit: RESULTS_PAGE,
            offset: (page - 1) * RESULTS_PAGE,
          }
        : null;
  return { query, department, refinement, productQuery };
}

/**
 * The products of the page (their prices and offers, flash sales among them). A search page without a
 * query shows none and asks for none.
 */
export async function loadProducts(view: CatalogueView, search: string): Promise<ProductResults> {
  const { query, department, refinement, productQuery } = requestOf(view, search);
  if (!productQuery) return { products: [], total: 0, query, department };
  const page = await searchProducts(productQuery);
  return {
    products: page.items,
    total: page.total,
    query,
    department,
    ...(view === 'search' ? { refinement } : {}),
    ...(page.facets ? { facets: page.facets } : {}),
    ...(page.correctedQuery ? { correctedQuery: page.correctedQuery } : {}),
  };
}

/** The products of a built page (at most PRODUCT_LOOKUP_MAX), as the shopper's store sells them now. */
export async function loadProductsByGtin(gtins: readonly string[]): Promise<Product[]> {
  if (gtins.length === 0) return [];
  const page = await searchProducts({ gtin13: gtins.join(','), limit: gtins.length });
  return page.items;
}

export async function loadCatalogue(view: CatalogueView, search: string): Promise<CatalogueData> {
  const [departments, results] = await Promise.all([readDepartments(), loadProducts(view, search)]);
  return { departments, ...results };
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
