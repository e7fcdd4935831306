import { getBanner } from '@aisle/banner-themes';
import { formatCopy } from '@aisle/banner-themes/copy';
import type { Basket, Product, ProductFacets } from '@aisle/contracts';
import { formatMoney } from '@aisle/design-system/format';
import { BuyItAgain } from '@aisle/storefront/flows/catalogue/BuyItAgain.tsx';
import { Catalogue, type CatalogueProps } from '@aisle/storefront/flows/catalogue/Catalogue.tsx';
import { SearchCatalogue } from '@aisle/storefront/flows/catalogue/SearchCatalogue.tsx';
import { catalogueCopy } from '@aisle/storefront/lib/copy/catalogue.ts';
import { setActiveModality } from '@aisle/storefront/lib/stores/shoppingMode.ts';
import { basketOf, lineOf } from '@aisle/storefront/testing/basketFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs } from '../../support/FlowHarness.tsx';
import { catalogueDepartments, catalogueProducts } from './fixtures.ts';

/**
 * The catalogue islands of the home (Catalogue) and search (SearchCatalogue) pages, with the API answered by `createMockFetch`: every
 * mock answer is checked against the contracts' response schemas, so these stories and the real API
 * cannot disagree on a shape.
 */
function CatalogueFlow({
  view,
  setup,
  initial,
}: {
  view: 'home' | 'search';
  setup: FlowSetup;
  initial?: CatalogueProps['initial'];
}) {
  const banner = useBanner();
  return (
    <FlowHarness {...setup}>
      {view === 'search' ? (
        <SearchCatalogue labels={catalogueCopy(banner)} />
      ) : (
        <Catalogue labels={catalogueCopy(banner)} initial={initial} />
      )}
    </FlowHarness>
  );
}

const productPage = (items: Product[]) => ({ body: { items, total: items.length, limit: 48, offset: 0 } });
const departments = () => ({ body: { departments: catalogueDepartments } });
const featured = catalogueProducts.filter((product) => product.featured);

function basketWith(product: Product, quantity: number): Basket {
  return basketOf('PICKUP', [lineOf(product, quantity)], {
    id: '0f0e4f0c-8d4b-4a57-a7a1-2f4d6a1c9b10',
    updatedAt: '2026-11-22T10:00:00.000Z',
  });
}

/** Puts `?q=` (or `?department=`) on the story's URL for the search view, and takes it off again. */
function withSearch(search: string) {
  return () => {
    const original = window.location.href;
    const url = new URL(original);
    for (const [key, value] of new URLSearchParams(search)) url.searchParams.set(key, value);
    window.history.replaceState(window.history.state, '', url);
    return () => window.history.replaceState(window.history.state, '', original);
  };
}

const meta = {
  title: 'Flows/Catalogue',
  parameters: { docs: flowDocs, layout: 'fullscreen' },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tileOf = (canvasElement: HTMLElement, product: Product) =>
  within(canvasElement.querySelector(`[data-gtin13="${product.gtin13}"]`) as HTMLElement);

export const Home: Story = {
  render: () => (
    <CatalogueFlow
      view="home"
      setup={{ handlers: { listDepartments: departments, searchProducts: () => productPage(featured) } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shop by Department' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(featured.length);
    // The first row's images are the page's largest paint: fetched at once, the first with high priority.
    const images = canvasElement.querySelectorAll('[data-component="ProductTile"] img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[images.length - 1]).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link', { name: /^Produce/ })).toHaveAttribute('href', '/department/produce');
  },
};

const asBuilt = {
  departments: catalogueDepartments,
  products: featured,
  total: featured.length,
  query: '',
  department: '',
};
/** Holds every API answer until the story lets it go, to look at the page before the API has answered. */
function heldFetch() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    wrap:
      (mockFetch: typeof fetch): typeof fetch =>
      async (...args) => {
        await released;
        return mockFetch(...args);
      },
  };
}
let builtHome = heldFetch();
const regularlyPriced = featured.find((product) => product.promoPrice === null) as Product;
const repriced = featured.map((product) =>
  product === regularlyPriced ? { ...product, price: product.price + 1 } : product,
);

/**
 * The home page as built: departments and featured products are in the page's HTML (the largest paint
 * needs no API call), then the island fetches them again and shows the API's prices.
 */
export const HomeAsBuilt: Story = {
  beforeEach: () => {
    builtHome = heldFetch();
  },
  render: () => (
    <CatalogueFlow
      view="home"
      initial={asBuilt}
      setup={{
        handlers: { listDepartments: departments, searchProducts: () => productPage(repriced) },
        wrapFetch: (mockFetch) => builtHome.wrap(mockFetch),
      }}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const first = regularlyPriced;
    await step('before the API answers, the built products show', async () => {
      await expect(canvasElement.querySelector('[data-state="loading"]')).toBeNull();
      await expect(canvas.getAllByRole('article')).toHaveLength(featured.length);
      await expect(tileOf(canvasElement, first).getByText(formatMoney(first.price))).toBeVisible();
    });
    await step("then the API's prices replace the built ones", async () => {
      builtHome.release();
      await expect(await tileOf(canvasElement, first).findByText(formatMoney(first.price + 1))).toBeVisible();
    });
  },
};

/** The departments call fails (the catalogue service is down). */
const departmentsDown = fn(() => ({ status: 503, error: { code: 'SERVICE_UNAVAILABLE' as const, message: 'Down.' } }));

/** A built home whose refresh fails keeps its products: no error card moves the page. */
export const HomeAsBuiltRefreshFails: Story = {
  beforeEach: () => {
    departmentsDown.mockClear();
  },
  render: () => (
    <CatalogueFlow
      view="home"
      initial={asBuilt}
      setup={{ handlers: { listDepartments: departmentsDown, searchProducts: () => productPage(featured) } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(featured.length);
    await waitFor(() => expect(departmentsDown).toHaveBeenCalled());
    // The failed answer has been handled by the time the next task runs.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByText('Oops, something went wrong! Please reload your page.')).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(featured.length);
  },
};

/** A guest's 'Add to cart' keeps the line in this browser, per banner and shopping mode; the tile's stepper follows. */
export const GuestAddsToCart: Story = {
  render: Home.render,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [product] = featured as [Product];
    await canvas.findByRole('heading', { name: 'Featured Products' });
    const tile = tileOf(canvasElement, product);
    await userEvent.click(tile.getByRole('button', { name: 'Add to cart' }));
    const key = `aisle.${globals.banner ?? 'greenway'}.cart`;
    await waitFor(() =>
      expect(Object.values(JSON.parse(localStorage.getItem(key) ?? '{}')).flat()).toEqual([
        { gtin13: product.gtin13, quantity: 1 },
      ]),
    );
    // Success is announced; the tile shows it with its stepper (issue 22), the header with its count.
    await expect(tile.getByText(`${product.name} was added to your`, { exact: false })).toHaveAttribute(
      'role',
      'status',
    );
    const stepper = within(await tile.findByRole('group', { name: `Quantity of ${product.name}` }));
    await userEvent.click(stepper.getByRole('button', { name: `Increase quantity of ${product.name}` }));
    await waitFor(() =>
      expect(Object.values(JSON.parse(localStorage.getItem(key) ?? '{}')).flat()).toEqual([
        { gtin13: product.gtin13, quantity: 2 },
      ]),
    );
    await expect(stepper.getByText('2')).toBeVisible();
  },
};

const addBasketItem = fn((request: { body: unknown }) => {
  const { gtin13, quantity } = request.body as { gtin13: string; quantity: number };
  const product = catalogueProducts.find((candidate) => candidate.gtin13 === gtin13) as Product;
  return { body: basketWith(product, quantity) };
});

/** Signed in, 'Add to cart' goes to the shopper's basket of the current mode on the server. */
export const SignedInAddsToCart: Story = {
  render: () => (
    <CatalogueFlow
      view="home"
      setup={{
        session: demoSession,
        handlers: {
          listDepartments: departments,
          searchProducts: () => productPage(featured),
          addBasketItem,
          getBasket: () => ({ body: { ...basketWith(featured[0] as Product, 1), items: [], itemCount: 0 } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    addBasketItem.mockClear();
    const canvas = within(canvasElement);
    const product = featured[1] as Product;
    await canvas.findByRole('heading', { name: 'Featured Products' });
    await userEvent.click(tileOf(canvasElement, product).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(addBasketItem).toHaveBeenCalledOnce());
    await expect(addBasketItem.mock.calls[0]?.[0].body).toMatchObject({ gtin13: product.gtin13, quantity: 1 });
    // In the cart now: the tile's stepper shows how many (issue 22).
    const stepper = await tileOf(canvasElement, product).findByRole('group', { name: `Quantity of ${product.name}` });
    await expect(within(stepper).getByText('1')).toBeVisible();
  },
};

/**
 * The home page's 'Buy it again' for a signed-in shopper: the products of their orders on this banner
 * (`GET /api/buy-again`), newest first, each with 'Add to cart'.
 */
export const BuyItAgainSignedIn: Story = {
  name: 'Buy it again (signed in)',
  render: () => {
    const banner = useBanner();
    return (
      <FlowHarness
        session={demoSession}
        handlers={{ listBuyAgain: () => ({ body: { items: featured.slice(0, 4) } }), addBasketItem }}
      >
        <BuyItAgain labels={catalogueCopy(banner)} />
      </FlowHarness>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('region', { name: 'Buy it again' });
    const names = within(row)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual(featured.slice(0, 4).map((product) => product.name));
    await expect(within(row).getAllByRole('button', { name: 'Add to cart' })).toHaveLength(4);
  },
};

/** The server refuses the item: the tile says so and stays usable. */
export const AddFails: Story = {
  render: () => (
    <CatalogueFlow
      view="home"
      setup={{
        session: demoSession,
        handlers: {
          listDepartments: departments,
          searchProducts: () => productPage(featured),
          addBasketItem: () => ({
            status: 409,
            error: { code: 'ITEM_NOT_AVAILABLE', message: 'Not sold for Pickup.' },
          }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = featured[0] as Product;
    await canvas.findByRole('heading', { name: 'Featured Products' });
    const tile = tileOf(canvasElement, product);
    await userEvent.click(tile.getByRole('button', { name: 'Add to cart' }));
    await expect(
      await tile.findByText(`We couldn't add ${product.name} to your cart. Please try again.`),
    ).toBeVisible();
    await expect(tile.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

const searchHandlers = {
  listDepartments: departments,
  searchProducts: ({ query }: { query: URLSearchParams }) => {
    const text = (query.get('query') ?? '').toLowerCase();
    return productPage(catalogueProducts.filter((product) => product.name.toLowerCase().includes(text)));
  },
};
const searchedName = (catalogueProducts[0] as Product).name.split(' ')[0] ?? '';

export const SearchResults: Story = {
  beforeEach: withSearch(`q=${encodeURIComponent(searchedName)}`),
  render: () => <CatalogueFlow view="search" setup={{ handlers: searchHandlers }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Results for "${searchedName}"` })).toBeVisible();
    const matches = catalogueProducts.filter((product) =>
      product.name.toLowerCase().includes(searchedName.toLowerCase()),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(matches.length);
    await expect(canvas.getByText(`${matches.length} ${matches.length === 1 ? 'product' : 'products'}`)).toBeVisible();
  },
};

export const SearchWithoutResults: Story = {
  beforeEach: withSearch('q=zzzz'),
  render: () => <CatalogueFlow view="search" setup={{ handlers: searchHandlers }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We couldn\'t find any products for "zzzz".')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** What the search answers with its facets (counted here from the fixtures, as the server counts them). */
function facetsOf(items: Product[]): ProductFacets {
  const brands = [...new Set(items.map((product) => product.brand))];
  return {
    departments: catalogueDepartments
      .map((department) => ({
        id: department.id,
        name: department.name,
        count: items.filter((product) => product.departmentId === department.id).length,
      }))
      .filter((facet) => facet.count > 0),
    brands: brands.map((name) => ({ name, count: items.filter((product) => product.brand === name).length })),
    snapEligible: items.filter((product) => product.snapEligible).length,
    onSale: items.filter((product) => product.promoPrice !== null).length,
    dietary: [],
  };
}

const refinedBrand = (catalogueProducts[0] as Product).brand;
const misspelt = `${searchedName.slice(0, -1)}${searchedName.slice(-1).repeat(2)}`;

/**
 * A misspelt search the server corrected, narrowed to a brand and sorted by price: the corrected words, and
 * the sorts and facets as links (plain links: they work before hydration), the chosen ones marked current.
 */
export const SearchRefined: Story = {
  beforeEach: withSearch(`q=${encodeURIComponent(misspelt)}&brand=${encodeURIComponent(refinedBrand)}&sort=price`),
  render: () => (
    <CatalogueFlow
      view="search"
      setup={{
        handlers: {
          listDepartments: departments,
          searchProducts: ({ query }: { query: URLSearchParams }) => {
            const matches = catalogueProducts.filter((product) =>
              product.name.toLowerCase().includes(searchedName.toLowerCase()),
            );
            const items = matches.filter((product) => product.brand === query.get('brand'));
            return {
              body: {
                items,
                total: items.length,
                limit: 48,
                offset: 0,
                correctedQuery: searchedName.toLowerCase(),
                ...(query.get('facets') === 'true' ? { facets: facetsOf(matches) } : {}),
              },
            };
          },
        },
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const labels = catalogueCopy(getBanner(globals.banner ?? 'greenway'));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(formatCopy(labels.correctedQuery, { query: searchedName.toLowerCase() })),
    ).toBeVisible();
    const refine = within(canvas.getByRole('navigation', { name: labels.refine }));
    const sortedByPrice = refine.getByRole('link', { name: labels.sorts.price });
    await expect(sortedByPrice).toHaveAttribute('aria-current', 'true');
    await expect(refine.getByRole('link', { name: labels.sorts.relevance })).not.toHaveAttribute('aria-current');
    const brandCount = catalogueProducts.filter(
      (product) => product.brand === refinedBrand && product.name.toLowerCase().includes(searchedName.toLowerCase()),
    ).length;
    const brandLink = refine.getByRole('link', {
      name: formatCopy(labels.facetCount, { label: refinedBrand, count: brandCount }),
    });
    await expect(brandLink).toHaveAttribute('aria-current', 'true');
    // The current brand's link takes the brand off and keeps the query and the sort.
    const off = new URL(brandLink.getAttribute('href') ?? '', window.location.origin);
    await expect(off.searchParams.get('brand')).toBeNull();
    await expect(off.searchParams.get('q')).toBe(misspelt);
    await expect(off.searchParams.get('sort')).toBe('price');
    await expect(refine.getByRole('link', { name: labels.clearFilters })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(brandCount);
  },
};

/** The catalogue service fails: the retry card, in the banner's words. */
export const ServiceError: Story = {
  render: () => (
    <CatalogueFlow
      view="home"
      setup={{ handlers: { listDepartments: departmentsDown, searchProducts: () => productPage(featured) } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Oops, something went wrong! Please reload your page.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};

/** No connection: the connection message of the API layer, not the generic one. */
export const Offline: Story = {
  render: () => (
    <CatalogueFlow
      view="home"
      setup={{ handlers: {}, wrapFetch: () => () => Promise.reject(new TypeError('Failed to fetch')) }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('alert');
    await expect(card).not.toHaveTextContent('Oops, something went wrong!');
    await expect(card).toHaveTextContent(/connection/i);
  },
};

const storeProducts = fn(() => productPage(featured));

/**
 * SEL-074, SEL-075: choosing another store fetches the products again (their prices and offers, flash
 * sales among them, are the store's); choosing the current store again fetches nothing.
 */
export const FollowsTheStore: Story = {
  beforeEach: () => {
    storeProducts.mockClear();
  },
  render: () => (
    <CatalogueFlow view="home" setup={{ handlers: { listDepartments: departments, searchProducts: storeProducts } }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Featured Products' });
    await expect(storeProducts).toHaveBeenCalledTimes(1);
    const choose = (locationId: string, label: string) =>
      setActiveModality({ modalityType: 'PICKUP', destination: { locationId }, label });
    await choose('10100351', 'Downtown Cincinnati');
    await waitFor(() => expect(storeProducts).toHaveBeenCalledTimes(2));
    // The same store again: give a refetch time to happen, then check none did.
    await choose('10100351', 'Downtown Cincinnati');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(storeProducts).toHaveBeenCalledTimes(2);
    await choose('10100352', 'Over-the-Rhine');
    await waitFor(() => expect(storeProducts).toHaveBeenCalledTimes(3));
    // The products stayed on screen throughout.
    await expect(canvas.getAllByRole('article')).toHaveLength(featured.length);
  },
};
