import { cartItemSummarySchema, upfrontTimeslotsRequestSchema } from '@aisle/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkLightTuna, deliveryBasket, sourdoughLoaf } from '../../../testing/deliveryFixtures.ts';
import { setUpPage, signInForTest, signOutForTest, tearDownPage } from '../../../testing/page.ts';
import { loadCartItemSummaries } from './cartItemSummaries.ts';

/** The field set of SEL-059, in the spec's order. */
const summaryFields = [
  'gtin13',
  'quantity',
  'substitutionPolicy',
  'instructions',
  'sellerId',
  'modalityType',
  'isItemProp65',
  'prop65Message',
  'substitutionItems',
];

afterEach(() => {
  tearDownPage();
});

describe('cart item summaries of a signed-in shopper (SEL-059)', () => {
  it('summarises each basket line with the nine fields, Prop 65 from the line’s product', async () => {
    const calls = setUpPage({ getBasket: () => ({ body: deliveryBasket('harbor') }) }, { bannerId: 'harbor' });
    signInForTest();
    const summaries = await loadCartItemSummaries('DELIVERY');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/baskets/DELIVERY']);
    for (const summary of summaries) {
      expect(Object.keys(summary).sort()).toEqual([...summaryFields].sort());
      expect(cartItemSummarySchema.safeParse(summary).success).toBe(true);
    }
    expect(summaries).toEqual([
      {
        gtin13: sourdoughLoaf.gtin13,
        quantity: 2,
        substitutionPolicy: 'NONE',
        instructions: 'Sliced, please',
        sellerId: 'harbor',
        modalityType: 'DELIVERY',
        isItemProp65: false,
        prop65Message: null,
        substitutionItems: [],
      },
      {
        gtin13: chunkLightTuna.gtin13,
        quantity: 3,
        substitutionPolicy: 'SHOPPER_CHOICE',
        instructions: null,
        sellerId: 'harbor',
        modalityType: 'DELIVERY',
        isItemProp65: true,
        prop65Message: chunkLightTuna.prop65Warning,
        substitutionItems: [],
      },
    ]);
    // What the time-slot request carries is what the server's schema takes.
    expect(upfrontTimeslotsRequestSchema.safeParse({ modality: 'DELIVERY', items: summaries }).success).toBe(true);
  });

  it('has nothing to send for an empty basket', async () => {
    setUpPage({ getBasket: () => ({ body: { ...deliveryBasket(), id: null, items: [], itemCount: 0, subtotal: 0 } }) });
    signInForTest();
    expect(await loadCartItemSummaries('DELIVERY')).toEqual([]);
  });
});

describe('cart item summaries of a guest (SEL-059, GEN-018)', () => {
  function guestCart(lines: Array<{ gtin13: string; quantity: number }>) {
    localStorage.setItem(
      'aisle.greenway.cart',
      JSON.stringify({ DELIVERY: lines, PICKUP: [{ gtin13: sourdoughLoaf.gtin13, quantity: 9 }] }),
    );
  }

  it('completes the stored lines with the add defaults and the products’ Prop 65 facts; only lines with a quantity', async () => {
    const calls = setUpPage({
      getSession: () => ({ body: { shopper: null } }),
      searchProducts: () => ({ body: { items: [sourdoughLoaf, chunkLightTuna], total: 2, limit: 50, offset: 0 } }),
    });
    signOutForTest();
    guestCart([
      { gtin13: sourdoughLoaf.gtin13, quantity: 1 },
      { gtin13: chunkLightTuna.gtin13, quantity: 4 },
      // Released (no quantity) and unreadable lines are not sent (GEN-018).
      { gtin13: sourdoughLoaf.gtin13, quantity: 0 },
      { gtin13: '1234567890123', quantity: 2 },
    ]);
    const summaries = await loadCartItemSummaries('DELIVERY');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/products']);
    expect(summaries).toEqual([
      {
        gtin13: sourdoughLoaf.gtin13,
        quantity: 1,
        substitutionPolicy: 'SHOPPER_CHOICE',
        instructions: null,
        sellerId: 'greenway',
        modalityType: 'DELIVERY',
        isItemProp65: false,
        prop65Message: null,
        substitutionItems: [],
      },
      {
        gtin13: chunkLightTuna.gtin13,
        quantity: 4,
        substitutionPolicy: 'SHOPPER_CHOICE',
        instructions: null,
        sellerId: 'greenway',
        modalityType: 'DELIVERY',
        isItemProp65: true,
        prop65Message: chunkLightTuna.prop65Warning,
        substitutionItems: [],
      },
    ]);
    expect(upfrontTimeslotsRequestSchema.safeParse({ modality: 'DELIVERY', items: summaries }).success).toBe(true);
  });

  it('claims no Prop 65 warning when the products cannot be looked up', async () => {
    setUpPage({
      searchProducts: () => ({ status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }),
    });
    signOutForTest();
    guestCart([{ gtin13: chunkLightTuna.gtin13, quantity: 2 }]);
    expect(await loadCartItemSummaries('DELIVERY')).toEqual([
      expect.objectContaining({ gtin13: chunkLightTuna.gtin13, quantity: 2, isItemProp65: false, prop65Message: null }),
    ]);
  });

  it('asks nothing for an empty cart', async () => {
    const calls = setUpPage({});
    signOutForTest();
    expect(await loadCartItemSummaries('DELIVERY')).toEqual([]);
    expect(calls).toEqual([]);
  });
});
