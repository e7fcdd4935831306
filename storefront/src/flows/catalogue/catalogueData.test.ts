import type { Product } from '@aisle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunkLightTuna } from '../../../testing/deliveryFixtures.ts';
import { type RecordedCall, setUpPage, signOutForTest, tearDownPage } from '../../../testing/page.ts';
import { cincinnatiStores } from '../../../testing/storeFixtures.ts';
import { searchHref } from '../../lib/searchLinks.ts';
import { resetShoppingMode, setActiveModality } from '../../lib/stores/shoppingMode.ts';
import { followStoreChanges, loadProducts, RESULTS_PAGE, refinementOf } from './catalogueData.ts';

const [downtown, overTheRhine] = cincinnatiStores as [
  (typeof cincinnatiStores)[number],
  (typeof cincinnatiStores)[number],
];

/** A flash-sale product: its offer is what a store change must fetch again. */
const onFlashSale: Product = { ...chunkLightTuna, flashSale: { percentOff: 20, maxQuantity: 5 } };

function selectStore(store: (typeof cincinnatiStores)[number], modalityType: 'PICKUP' | 'IN_STORE' = 'PICKUP') {
  // What the store selection menu does when a store is chosen (StoreSelection.tsx).
  return setActiveModality({ modalityType, destination: { locationId: store.locationId }, label: store.vanityName });
}

const productCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/products');

/** The catalogue island's rule: products (and their flash-sale offers) follow the store. */
function followLikeTheCatalogue(calls: RecordedCall[]) {
  const loads: Promise<unknown>[] = [];
  const stop = followStoreChanges(() => loads.push(loadProducts('home', '')));
  return { stop, settled: () => Promise.all(loads), count: () => productCalls(calls).length };
}

beforeEach(() => {
  resetShoppingMode();
});

afterEach(() => {
  tearDownPage();
});

describe('flash sales follow the store (SEL-074, SEL-075)', () => {
  function page(): RecordedCall[] {
    const calls = setUpPage({
      searchProducts: () => ({ body: { items: [onFlashSale], total: 1, limit: 12, offset: 0 } }),
    });
    signOutForTest();
    return calls;
  }

  it('refetches the products, flash sales among them, when another store is selected (SEL-074)', async () => {
    const calls = page();
    const catalogue = followLikeTheCatalogue(calls);
    await selectStore(downtown);
    await catalogue.settled();
    expect(catalogue.count()).toBe(1);
    await selectStore(overTheRhine);
    await catalogue.settled();
    expect(catalogue.count()).toBe(2);
    expect(productCalls(calls).every((call) => call.method === 'GET')).toBe(true);
    expect((await loadProducts('home', '')).products[0]?.flashSale).toEqual({ percentOff: 20, maxQuantity: 5 });
    catalogue.stop();
  });

  it('does not refetch when the current store is selected again, in any mode (SEL-075)', async () => {
    const calls = page();
    await selectStore(downtown);
    const catalogue = followLikeTheCatalogue(calls);
    await selectStore(downtown);
    await selectStore(downtown);
    await selectStore(downtown, 'IN_STORE');
    await catalogue.settled();
    expect(catalogue.count()).toBe(0);
    catalogue.stop();
  });

  it('stops listening when the island goes away', async () => {
    const calls = page();
    const catalogue = followLikeTheCatalogue(calls);
    catalogue.stop();
    await selectStore(overTheRhine);
    await catalogue.settled();
    expect(catalogue.count()).toBe(0);
  });
});

describe('the products of a page', () => {
  it('are the featured ones at home and the URL’s search elsewhere; a search without a query asks for none', async () => {
    const calls = setUpPage({
      searchProducts: () => ({ body: { items: [onFlashSale], total: 1, limit: 12, offset: 0 } }),
    });
    await loadProducts('home', '');
    await loadProducts('search', '?q=tuna');
    expect(await loadProducts('search', '')).toEqual({ products: [], total: 0, query: '', department: '' });
    expect(productCalls(calls)).toHaveLength(2);
  });
});

describe('a search URL’s refinement', () => {
  it('asks the API for the facets, the filters and the page of the URL, and leaves out what cannot be', async () => {
    const asked: URLSearchParams[] = [];
    setUpPage({
      searchProducts: ({ query }: { query: URLSearchParams }) => {
        asked.push(query);
        return { body: { items: [onFlashSale], total: 1, limit: 48, offset: 48 } };
      },
    });
    await loadProducts('search', '?q=tuna&brand=Blue%20Current%20Seafood&snap=true&sort=price&dietary=vegan&page=2');
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([
      {
        query: 'tuna',
        brand: 'Blue Current Seafood',
        snap: 'true',
        sort: 'price',
        dietary: 'vegan',
        facets: 'true',
        limit: String(RESULTS_PAGE),
        offset: String(RESULTS_PAGE),
      },
    ]);
    expect(refinementOf(new URLSearchParams('sort=cheapest&dietary=paleo&page=0&onSale=yes'))).toEqual({ page: 1 });
  });

  it('links a change of one part, back to page 1, keeping the rest', () => {
    expect(searchHref('q=milk&brand=Daybreak%20Dairy&page=3', { sort: 'price' })).toBe(
      '/search?q=milk&brand=Daybreak+Dairy&sort=price',
    );
    expect(searchHref('q=milk&brand=Daybreak%20Dairy', { brand: undefined })).toBe('/search?q=milk');
    expect(searchHref('q=milk&page=2', { page: '3' })).toBe('/search?q=milk&page=3');
  });
});
