import type { Basket, BasketLine } from '@aisle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunkLightTuna, deliveryBasket, sourdoughLoaf } from '../../../testing/deliveryFixtures.ts';
import { setUpPage, signInForTest, tearDownPage } from '../../../testing/page.ts';
import { readGuestCart, writeGuestCart } from '../../lib/stores/cart.ts';
import { basketGateStore } from './basketGateStore.ts';
import { cartLinesStore, resetCartLines, showCart, shownBasket, withTotals } from './cartLinesStore.ts';
import { cartRemovalsStore, removeLine, resetCartRemovals, rowsWithRemovals, undoRemoval } from './cartRemovals.ts';

/* Issue 20: a removed line leaves an undoable notice, and focus goes somewhere on purpose. */

async function showServerBasket(basket: Basket): Promise<void> {
  basketGateStore.setState({ status: 'loaded', basket, basketId: basket.id, modality: basket.modality });
  await showCart();
}

/** Tuna with a named backup (CUSTOMER_CHOICE) after the loaves. */
function basketWithBackup(): Basket {
  const basket = deliveryBasket();
  const items = basket.items.map(
    (line): BasketLine =>
      line.gtin13 === chunkLightTuna.gtin13
        ? {
            ...line,
            substitutionPolicy: 'CUSTOMER_CHOICE',
            substitutionItem: { gtin13: sourdoughLoaf.gtin13, name: sourdoughLoaf.name },
          }
        : line,
  );
  return withTotals(basket, items);
}

const without = (basket: Basket, gtin13: string) =>
  withTotals(
    basket,
    basket.items.filter((line) => line.gtin13 !== gtin13),
  );
const gtinsShown = () => shownBasket(cartLinesStore.getState())?.items.map((line) => line.gtin13);
const lineOf = (basket: Basket, gtin13: string) => basket.items.find((line) => line.gtin13 === gtin13) as BasketLine;

describe('cart removals', () => {
  beforeEach(() => {
    resetCartLines();
    resetCartRemovals();
  });
  afterEach(() => tearDownPage());

  it('a removed line leaves its notice in its place, takes focus to its Undo and is announced', async () => {
    const basket = basketWithBackup();
    setUpPage({ removeBasketItem: () => ({ body: without(basket, sourdoughLoaf.gtin13) }) });
    signInForTest();
    await showServerBasket(basket);
    await removeLine(lineOf(basket, sourdoughLoaf.gtin13), 'decrease');
    const state = cartRemovalsStore.getState();
    expect(state.focus).toEqual({ target: 'undo', gtin13: sourdoughLoaf.gtin13 });
    expect(state.announcement).toEqual({ kind: 'removed', item: sourdoughLoaf.name, count: 1 });
    const shown = shownBasket(cartLinesStore.getState());
    expect(rowsWithRemovals(shown?.items ?? [], state.removals).map((row) => row.kind)).toEqual(['removed', 'line']);
  });

  it('Undo adds the line again with its quantity, substitution choice, backup item and instructions', async () => {
    const basket = basketWithBackup();
    const tuna = lineOf(basket, chunkLightTuna.gtin13);
    const calls = setUpPage({
      removeBasketItem: () => ({ body: without(basket, chunkLightTuna.gtin13) }),
      addBasketItem: () => ({ body: basket }),
      changeBasketItem: () => ({ body: basket }),
    });
    signInForTest();
    await showServerBasket(basket);
    await removeLine(tuna, 'remove');
    expect(gtinsShown()).toEqual([sourdoughLoaf.gtin13]);
    await undoRemoval(chunkLightTuna.gtin13);
    expect(gtinsShown()).toEqual([sourdoughLoaf.gtin13, chunkLightTuna.gtin13]);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      gtin13: chunkLightTuna.gtin13,
      quantity: 3,
      substitutionPolicy: 'CUSTOMER_CHOICE',
    });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      substitutionPolicy: 'CUSTOMER_CHOICE',
      substitutionGtin13: sourdoughLoaf.gtin13,
    });
    const state = cartRemovalsStore.getState();
    expect(state.removals).toEqual([]);
    expect(state.focus).toEqual({ target: 'line', gtin13: chunkLightTuna.gtin13, part: 'remove' });
    expect(state.announcement).toEqual({ kind: 'restored', item: chunkLightTuna.name, count: 2 });
  });

  it('a removal the server refuses brings the line back, drops its notice and focuses the control that tried', async () => {
    const basket = deliveryBasket();
    setUpPage({
      removeBasketItem: () => ({ status: 409, error: { code: 'MODALITY_NOT_AVAILABLE', message: 'no' } }),
    });
    signInForTest();
    await showServerBasket(basket);
    await removeLine(lineOf(basket, sourdoughLoaf.gtin13), 'remove');
    expect(gtinsShown()).toEqual([sourdoughLoaf.gtin13, chunkLightTuna.gtin13]);
    expect(cartRemovalsStore.getState().removals).toEqual([]);
    expect(cartRemovalsStore.getState().focus).toEqual({
      target: 'line',
      gtin13: sourdoughLoaf.gtin13,
      part: 'remove',
    });
  });

  it('an Undo the server refuses shows the notice again with the failure, focus on its Undo', async () => {
    const basket = deliveryBasket();
    setUpPage({
      removeBasketItem: () => ({ body: without(basket, sourdoughLoaf.gtin13) }),
      addBasketItem: () => ({ status: 409, error: { code: 'ITEM_NOT_AVAILABLE', message: 'gone' } }),
    });
    signInForTest();
    await showServerBasket(basket);
    await removeLine(lineOf(basket, sourdoughLoaf.gtin13), 'remove');
    await undoRemoval(sourdoughLoaf.gtin13);
    expect(gtinsShown()).toEqual([chunkLightTuna.gtin13]);
    expect(cartRemovalsStore.getState().removals.map((removal) => removal.line.gtin13)).toEqual([sourdoughLoaf.gtin13]);
    expect(cartRemovalsStore.getState().focus).toEqual({ target: 'undo', gtin13: sourdoughLoaf.gtin13 });
    expect(cartLinesStore.getState().failures[sourdoughLoaf.gtin13]).toEqual({ reason: 'generic' });
  });

  it("a guest's Undo puts the line back in this browser's cart, with its quantity and policy", async () => {
    setUpPage({
      searchProducts: () => ({ body: { items: [sourdoughLoaf, chunkLightTuna], total: 2, limit: 50, offset: 0 } }),
    });
    writeGuestCart({
      DELIVERY: [
        { gtin13: sourdoughLoaf.gtin13, quantity: 2, substitutionPolicy: 'NONE' },
        { gtin13: chunkLightTuna.gtin13, quantity: 1 },
      ],
    });
    basketGateStore.setState({ status: 'loaded', basket: null, basketId: null, modality: 'DELIVERY' });
    await showCart();
    const loaf = shownBasket(cartLinesStore.getState())?.items[0] as BasketLine;
    await removeLine(loaf, 'remove');
    expect(readGuestCart().DELIVERY?.map((line) => line.gtin13)).toEqual([chunkLightTuna.gtin13]);
    await undoRemoval(sourdoughLoaf.gtin13);
    expect(readGuestCart().DELIVERY).toEqual([
      { gtin13: chunkLightTuna.gtin13, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
      { gtin13: sourdoughLoaf.gtin13, quantity: 2, substitutionPolicy: 'NONE' },
    ]);
  });

  it('keeps each notice in its place as the lines around it go, and the rest at the end', () => {
    const basket = deliveryBasket();
    const [loaf, tuna] = basket.items as [BasketLine, BasketLine];
    const removals = [
      { line: loaf, removedBy: 'remove' as const, before: tuna.gtin13 },
      { line: { ...tuna, gtin13: '0000000000017' }, removedBy: 'remove' as const, before: null },
    ];
    expect(rowsWithRemovals([tuna], removals).map((row) => row.kind)).toEqual(['removed', 'line', 'removed']);
    // A line shown again has no notice.
    expect(rowsWithRemovals([loaf, tuna], removals.slice(0, 1)).map((row) => row.kind)).toEqual(['line', 'line']);
  });
});
