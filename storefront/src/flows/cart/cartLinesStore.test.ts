import type { Basket, BasketLine } from '@aisle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliveryBasket, sourdoughLoaf } from '../../../testing/deliveryFixtures.ts';
import { setUpPage, signInForTest, tearDownPage } from '../../../testing/page.ts';
import { cartStore } from '../../lib/stores/cart.ts';
import { basketGateStore } from './basketGateStore.ts';
import { cartLinesStore, changeLine, resetCartLines, showCart, shownBasket } from './cartLinesStore.ts';

/* The cart screen's lines: optimistic changes, honest rollbacks, absolute values (issue 11). */

function withQuantity(basket: Basket, gtin13: string, quantity: number): Basket {
  const items = basket.items.map(
    (line): BasketLine =>
      line.gtin13 === gtin13
        ? { ...line, quantity, lineTotal: Math.round(line.product.price * quantity * 100) / 100 }
        : line,
  );
  return {
    ...basket,
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: Math.round(items.reduce((sum, line) => sum + line.lineTotal, 0) * 100) / 100,
  };
}

async function showServerBasket(basket: Basket): Promise<void> {
  basketGateStore.setState({ status: 'loaded', basket, basketId: basket.id, modality: basket.modality });
  await showCart();
}

describe('cart lines', () => {
  beforeEach(() => resetCartLines());
  afterEach(() => tearDownPage());

  it('shows a change at once, then the server basket; sends the absolute quantity', async () => {
    const basket = deliveryBasket();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = setUpPage({
      changeBasketItem: async () => {
        await held;
        return { body: withQuantity(basket, sourdoughLoaf.gtin13, 3) };
      },
    });
    signInForTest();
    await showServerBasket(basket);
    const done = changeLine({ kind: 'quantity', gtin13: sourdoughLoaf.gtin13, quantity: 3 });
    expect(shownBasket(cartLinesStore.getState())?.items[0]?.quantity).toBe(3);
    expect(shownBasket(cartLinesStore.getState())?.subtotal).toBe(18.84);
    release();
    await done;
    expect(cartLinesStore.getState().pending).toEqual([]);
    expect(cartLinesStore.getState().confirmed?.items[0]?.quantity).toBe(3);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ quantity: 3 });
    expect(cartStore.getState().counts.DELIVERY).toBe(6);
  });

  it('rolls a refused change back and keeps why for its line', async () => {
    const basket = deliveryBasket();
    setUpPage({
      changeBasketItem: () => ({
        status: 409,
        error: { code: 'CART_QUANTITY_LIMIT_EXCEEDED', message: 'You can add at most 25.' },
      }),
    });
    signInForTest();
    await showServerBasket(basket);
    await changeLine({ kind: 'quantity', gtin13: sourdoughLoaf.gtin13, quantity: 4 });
    expect(shownBasket(cartLinesStore.getState())?.items[0]?.quantity).toBe(2);
    expect(cartLinesStore.getState().failures[sourdoughLoaf.gtin13]).toEqual({ reason: 'limit', maxQuantity: 25 });
  });

  it("refuses more than the product's maximum without asking the server", async () => {
    const basket = withQuantity(deliveryBasket(), sourdoughLoaf.gtin13, 25);
    const calls = setUpPage({});
    signInForTest();
    await showServerBasket(basket);
    await changeLine({ kind: 'quantity', gtin13: sourdoughLoaf.gtin13, quantity: 26 });
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(cartLinesStore.getState().failures[sourdoughLoaf.gtin13]).toEqual({ reason: 'limit', maxQuantity: 25 });
  });

  it('a removal the server no longer finds (a retry) takes the server basket', async () => {
    const basket = deliveryBasket();
    const rest = { ...basket, items: basket.items.slice(1), itemCount: 3, subtotal: 3.87 };
    setUpPage({
      removeBasketItem: () => ({
        status: 404,
        error: { code: 'NOT_FOUND', message: 'This item is not in your cart.' },
      }),
      getBasket: () => ({ body: rest }),
    });
    signInForTest();
    await showServerBasket(basket);
    await changeLine({ kind: 'remove', gtin13: sourdoughLoaf.gtin13 });
    expect(cartLinesStore.getState().failures).toEqual({});
    expect(shownBasket(cartLinesStore.getState())?.items.map((line) => line.gtin13)).toEqual([rest.items[0]?.gtin13]);
  });
});
