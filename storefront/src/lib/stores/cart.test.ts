import { afterEach, describe, expect, it } from 'vitest';
import { basketOf, lineOf } from '../../../testing/basketFixtures.ts';
import { californiaAddress, deliveryPreference, sourdoughLoaf } from '../../../testing/deliveryFixtures.ts';
import { setUpPage, signInForTest, signOutForTest, tearDownPage, testMessages } from '../../../testing/page.ts';
import { createApiClient } from '../api/client.ts';
import { setApiClient } from '../api/index.ts';
import { addToCart, addToShoppingModeCart, cartStore, loadCartQuantities, resetCart, setCartQuantity } from './cart.ts';
import { hydrateShoppingMode, resetShoppingMode, shoppingModeStore } from './shoppingMode.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The API answers each add with a 503 first, then the basket; every request is kept with its headers. */
function serverBusyOncePerAdd() {
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    const isFirstTry = requests.length % 2 === 1;
    const [status, body] = isFirstTry
      ? [503, { code: 'SERVICE_UNAVAILABLE', message: 'busy' }]
      : [200, basketOf('PICKUP', [lineOf(sourdoughLoaf, requests.length / 2)])];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  setApiClient(
    createApiClient({
      bannerId: 'greenway',
      baseUrl: 'http://greenway.localhost/',
      messages: testMessages,
      fetch,
      isOnline: () => true,
      retryDelayMs: 0,
      getCsrfToken: () => 'test-csrf-token-0123456789abcdef01234567',
    }),
  );
  return requests;
}

describe('the cart store', () => {
  afterEach(() => {
    tearDownPage();
    cartStore.setState(cartStore.getInitialState(), true);
  });

  it("sends one fresh idempotency key per add-to-cart and keeps it across the API client's retry after a 503", async () => {
    const requests = serverBusyOncePerAdd();
    signInForTest();
    await addToCart(sourdoughLoaf, 'PICKUP');
    await addToCart(sourdoughLoaf, 'PICKUP');
    const keys = requests.map((request) => request.headers.get('idempotency-key'));
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(
      Array(4).fill('POST /api/baskets/PICKUP/items'),
    );
    expect(keys[0]).toMatch(uuidPattern);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(uuidPattern);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(cartStore.getState().counts.PICKUP).toBe(2);
  });
});

describe("'Add to cart' into the shopper's current mode", () => {
  afterEach(() => {
    tearDownPage();
    resetShoppingMode();
    cartStore.setState(cartStore.getInitialState(), true);
  });

  it("waits for a signed-in shopper's mode from the server when this browser last shopped another", async () => {
    let answerPreferences: () => void = () => undefined;
    const preferencesAsked = new Promise<void>((resolve) => {
      answerPreferences = resolve;
    });
    const calls = setUpPage({
      listModalityPreferences: async () => {
        await preferencesAsked;
        return { body: { preferences: [deliveryPreference(californiaAddress)] } };
      },
      addBasketItem: () => ({ body: basketOf('DELIVERY', [lineOf(sourdoughLoaf, 1)]) }),
    });
    // This browser last shopped Pickup; the account has since chosen Delivery (another tab or device).
    localStorage.setItem('aisle.greenway.shoppingMode', JSON.stringify('PICKUP'));
    signInForTest();
    expect(hydrateShoppingMode().modality).toBe('PICKUP');
    const added = addToShoppingModeCart(sourdoughLoaf);
    answerPreferences();
    expect(await added).toBe('DELIVERY');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/baskets/DELIVERY/items',
    ]);
    expect(cartStore.getState().counts).toMatchObject({ PICKUP: 0, DELIVERY: 1 });
    // The next page starts in Delivery, before the server answers again.
    expect(localStorage.getItem('aisle.greenway.shoppingMode')).toBe(JSON.stringify('DELIVERY'));
  });

  it('adds nothing for a guest of a banner without any mode: they choose how to shop first', async () => {
    const calls = setUpPage({}, { capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: false } });
    signOutForTest();
    expect(await addToShoppingModeCart(sourdoughLoaf)).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(shoppingModeStore.getState().modality).toBeNull();
  });
});

describe("a product card's stepper (issue 22)", () => {
  afterEach(() => {
    tearDownPage();
    resetCart();
  });

  it("reads a signed-in shopper's basket once per mode, then sets a product's quantity and takes it out at 0", async () => {
    const calls = setUpPage({
      getBasket: () => ({ body: basketOf('PICKUP', [lineOf(sourdoughLoaf, 2)]) }),
      changeBasketItem: () => ({ body: basketOf('PICKUP', [lineOf(sourdoughLoaf, 3)]) }),
      removeBasketItem: () => ({ body: basketOf('PICKUP', []) }),
    });
    signInForTest();
    await Promise.all([loadCartQuantities('PICKUP'), loadCartQuantities('PICKUP')]);
    await loadCartQuantities('PICKUP');
    expect(cartStore.getState().quantities.PICKUP).toEqual({ [sourdoughLoaf.gtin13]: 2 });
    await setCartQuantity(sourdoughLoaf, 'PICKUP', 3);
    expect(cartStore.getState()).toMatchObject({
      counts: { PICKUP: 3 },
      quantities: { PICKUP: { [sourdoughLoaf.gtin13]: 3 } },
    });
    await setCartQuantity(sourdoughLoaf, 'PICKUP', 0);
    expect(cartStore.getState()).toMatchObject({ counts: { PICKUP: 0 }, quantities: { PICKUP: {} } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/baskets/PICKUP',
      `PATCH /api/baskets/PICKUP/items/${sourdoughLoaf.gtin13}`,
      `DELETE /api/baskets/PICKUP/items/${sourdoughLoaf.gtin13}`,
    ]);
    expect(calls[1]?.body).toEqual({ quantity: 3 });
  });

  it("a tap before the basket's first read answers keeps what it added (the older answer is dropped)", async () => {
    let answerBasket: () => void = () => undefined;
    const basketAsked = new Promise<void>((resolve) => {
      answerBasket = resolve;
    });
    setUpPage({
      getBasket: async () => {
        await basketAsked;
        return { body: basketOf('PICKUP', []) };
      },
      addBasketItem: () => ({ body: basketOf('PICKUP', [lineOf(sourdoughLoaf, 1)]) }),
    });
    signInForTest();
    const read = loadCartQuantities('PICKUP');
    await addToCart(sourdoughLoaf, 'PICKUP');
    answerBasket();
    await read;
    expect(cartStore.getState().quantities.PICKUP).toEqual({ [sourdoughLoaf.gtin13]: 1 });
  });

  it("keeps a guest's quantities in this browser, the line in its place, and no more than the product's maximum", async () => {
    setUpPage({});
    signOutForTest();
    await addToCart(sourdoughLoaf, 'PICKUP');
    await addToCart({ ...sourdoughLoaf, gtin13: '0000000000017' }, 'PICKUP');
    await setCartQuantity(sourdoughLoaf, 'PICKUP', 99);
    const stored = JSON.parse(localStorage.getItem('aisle.greenway.cart') ?? '{}');
    expect(stored.PICKUP).toEqual([
      { gtin13: sourdoughLoaf.gtin13, quantity: sourdoughLoaf.maxQuantity },
      { gtin13: '0000000000017', quantity: 1 },
    ]);
    await setCartQuantity(sourdoughLoaf, 'PICKUP', 0);
    expect(cartStore.getState()).toMatchObject({
      counts: { PICKUP: 1 },
      quantities: { PICKUP: { '0000000000017': 1 } },
    });
  });
});
