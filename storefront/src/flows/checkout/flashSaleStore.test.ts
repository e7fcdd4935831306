import type { Checkout, FlashSale } from '@aisle/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutFixture, flashSaleFixtures, paymentSourceOf } from '../../../testing/checkoutFixtures.ts';
import { ApiError } from '../../lib/api/index.ts';
import type { CheckoutUpdate, PlaceOrderBody } from './checkoutGateway.ts';
import { shouldLeaveForCart } from './checkoutRules.ts';
import { checkoutDrawers, checkoutStore, resetCheckout } from './checkoutStore.ts';
import { fakeGateway } from './fakeGateway.ts';
import {
  filteredFlashSales,
  filterFlashSales,
  flashSaleCategories,
  flashSaleStore,
  keepFlashSaleItems,
  loadFlashSales,
  openFlashSales,
  removeFlashSaleItemsAndLeave,
  resetFlashSales,
  setFlashSaleQuantity,
  updateFlashSales,
  warnBeforeLeaving,
} from './flashSaleStore.ts';
import { ORDER_PLACED_EVENT, type OrderPlacedDetail, placeOrder } from './placeOrder.ts';

const ORDER_ID = '100000000001';
const VISA = '00000000-0000-4000-8000-000000001111';
const sales = flashSaleFixtures();
const [apples, bananas] = sales as [FlashSale, FlashSale, ...FlashSale[]];

function ready(options: Parameters<typeof checkoutFixture>[0] = {}): Checkout {
  const checkout = checkoutFixture({ payments: [paymentSourceOf(VISA)], flashSales: sales, ...options });
  checkoutStore.setState({
    status: 'ready',
    orderId: ORDER_ID,
    checkout,
    contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false },
    isTermsAccepted: true,
  });
  return checkout;
}

afterEach(() => {
  resetCheckout();
  resetFlashSales();
});

describe('flash sales on the checkout page', () => {
  it('PRO-012, PRO-017: read once per checkout while none are loaded, only for a partner delivery; again after a failure', async () => {
    let reads = 0;
    const gateway = fakeGateway({
      getFlashSales: async () => {
        reads += 1;
        if (reads === 1)
          throw new ApiError({ kind: 'http', status: 503, code: 'SERVICE_UNAVAILABLE', userMessage: 'x' });
        return sales;
      },
    });
    ready({ modality: 'PICKUP' });
    await loadFlashSales(gateway);
    ready({ vendorId: 'IN_HOUSE_DELIVERY' });
    await loadFlashSales(gateway);
    expect(reads).toBe(0);

    ready();
    await loadFlashSales(gateway);
    expect(flashSaleStore.getState().status).toBe('failed');
    await loadFlashSales(gateway);
    await loadFlashSales(gateway);
    expect(reads).toBe(2);
    expect(flashSaleStore.getState()).toMatchObject({ status: 'ready', orderId: ORDER_ID, flashSales: sales });
  });

  it('PRO-019: the category filter changes through its filter action', () => {
    expect(flashSaleCategories(sales)).toEqual(['Produce', 'Meat & Seafood', 'Dairy & Eggs']);
    filterFlashSales('Dairy & Eggs');
    expect(filteredFlashSales(sales, flashSaleStore.getState().category).map((sale) => sale.name)).toEqual([
      'Whole Milk',
    ]);
    filterFlashSales(null);
    expect(filteredFlashSales(sales, flashSaleStore.getState().category)).toHaveLength(5);
  });

  it('PRO-016, PRO-018, PRO-021: Update sends the changed lines (mode, no substitution, coupon, source store) with the versionKey, then closes the drawer', async () => {
    ready({ flashQuantities: { [bananas.gtin13]: 2 } });
    flashSaleStore.setState({ orderId: ORDER_ID, status: 'ready', flashSales: sales });
    openFlashSales();
    expect(checkoutStore.getState().drawer).toBe('flashSales');
    expect(flashSaleStore.getState().quantities).toEqual({ [bananas.gtin13]: 2 });
    setFlashSaleQuantity(apples, 14);
    expect(flashSaleStore.getState().quantities[apples.gtin13]).toBe(10);
    setFlashSaleQuantity(apples, -1);
    setFlashSaleQuantity(apples, 3);
    setFlashSaleQuantity(bananas, 0);
    const sent: CheckoutUpdate[] = [];
    const gateway = fakeGateway({
      updateCheckout: async (_id, update) => {
        sent.push(update);
        return checkoutFixture({ versionKey: '2', flashSales: sales, flashQuantities: { [apples.gtin13]: 3 } });
      },
    });
    await expect(updateFlashSales(gateway)).resolves.toBe(true);
    expect(sent).toEqual([
      {
        versionKey: '1',
        lineItems: [
          {
            gtin13: apples.gtin13,
            quantity: 3,
            modalityType: 'DELIVERY',
            substitutionPolicy: 'NONE',
            couponId: apples.couponId,
            sourceStoreId: apples.sourceStoreId,
          },
          {
            gtin13: bananas.gtin13,
            quantity: 0,
            modalityType: 'DELIVERY',
            substitutionPolicy: 'NONE',
            couponId: bananas.couponId,
            sourceStoreId: bananas.sourceStoreId,
          },
        ],
      },
    ]);
    expect(checkoutStore.getState().drawer).toBeNull();
    expect(checkoutStore.getState().checkout?.summary.cost.yellowTagDiscountTotal).toBeGreaterThan(0);
  });

  it('a refused update keeps the drawer open with the connection’s message, and Place Order is not held', async () => {
    ready();
    flashSaleStore.setState({ orderId: ORDER_ID, status: 'ready', flashSales: sales });
    openFlashSales();
    setFlashSaleQuantity(apples, 1);
    const gateway = fakeGateway({
      updateCheckout: async () => {
        throw new ApiError({ kind: 'offline', userMessage: 'You appear to be offline.' });
      },
    });
    await expect(updateFlashSales(gateway)).resolves.toBe(false);
    expect(flashSaleStore.getState().problem).toEqual({ connection: 'You appear to be offline.' });
    expect(checkoutStore.getState()).toMatchObject({ drawer: 'flashSales', modal: null, pendingUpdates: 0 });
  });

  it('PRO-024..027: a link leaves at once without flash-sale items; with them it asks, keeps or removes them, then goes', async () => {
    ready();
    expect(warnBeforeLeaving('/scheduling?fulfillmentType=delivery')).toBe(false);

    ready({ flashQuantities: { [apples.gtin13]: 2 } });
    expect(warnBeforeLeaving('/scheduling?fulfillmentType=delivery')).toBe(true);
    expect(checkoutStore.getState().modal).toBe('leaveWarning');
    keepFlashSaleItems();
    expect(checkoutStore.getState().modal).toBeNull();
    expect(flashSaleStore.getState().leavingTo).toBeNull();

    expect(warnBeforeLeaving('/')).toBe(true);
    const sent: CheckoutUpdate[] = [];
    const visited: string[] = [];
    const gateway = fakeGateway({
      updateCheckout: async (_id, update) => {
        sent.push(update);
        return checkoutFixture({ versionKey: '2' });
      },
    });
    await removeFlashSaleItemsAndLeave((url) => visited.push(url), gateway);
    expect(sent).toEqual([
      {
        versionKey: '1',
        lineItems: [
          { gtin13: apples.gtin13, quantity: 0, couponId: apples.couponId, sourceStoreId: apples.sourceStoreId },
        ],
      },
    ]);
    expect(visited).toEqual(['/']);
    expect(checkoutStore.getState().modal).toBeNull();
  });

  it("PAY-020: the side drawer has the states contact, orderInstructions, flashSales, gratuity and items, and a modification's time (issue 20)", () => {
    expect(checkoutDrawers).toEqual(['contact', 'orderInstructions', 'flashSales', 'gratuity', 'items', 'time']);
  });

  it('PAY-164: leaving the page forgets the flash sales', () => {
    flashSaleStore.setState({ orderId: ORDER_ID, status: 'ready', flashSales: sales, category: 'Produce' });
    resetFlashSales();
    expect(flashSaleStore.getState()).toMatchObject({ orderId: null, status: 'idle', flashSales: [], category: null });
  });

  it('PAY-028, PAY-029: flash-sale lines are the checkout’s own, not the basket’s: they never send the page to the cart', () => {
    const checkout = checkoutFixture({ flashSales: sales, flashQuantities: { [apples.gtin13]: 1 } });
    const basketLines = checkout.lineItems.filter((line) => !line.couponId);
    expect(shouldLeaveForCart({ checkoutLines: checkout.lineItems, basketLines })).toBe(false);
    expect(shouldLeaveForCart({ checkoutLines: checkout.lineItems.filter((line) => line.couponId), basketLines })).toBe(
      true,
    );
  });

  it('PRO-022, PRO-023, PAY-143: place order sends the lines with the coupon and source store on flash-sale lines only, and the usage event carries the flash-sale flag', async () => {
    const placing = ready({ flashQuantities: { [apples.gtin13]: 2 } });
    const events: OrderPlacedDetail[] = [];
    const target = new EventTarget();
    target.addEventListener(ORDER_PLACED_EVENT, (event) =>
      events.push((event as CustomEvent<OrderPlacedDetail>).detail),
    );
    (globalThis as { window?: EventTarget }).window = target;
    const bodies: PlaceOrderBody[] = [];
    const gateway = fakeGateway({
      placeOrder: async (_id, body) => {
        bodies.push(body);
        return { ...placing, status: 'PLACED' };
      },
    });
    try {
      await placeOrder({ bankCardId: VISA, snap: null, giftCardIds: [] }, () => {}, { rejectedHref: '/r' }, gateway);
    } finally {
      delete (globalThis as { window?: EventTarget }).window;
    }
    const lines = bodies[0]?.lineItems ?? [];
    expect(lines).toContainEqual({
      cart: { gtin13: apples.gtin13, quantity: 2 },
      requestedBy: 'CUSTOMER',
      priceAdjustment: { type: 'FlashSale', id: apples.couponId },
      sourceStoreId: apples.sourceStoreId,
    });
    expect(lines.filter((line) => 'sourceStoreId' in line)).toHaveLength(1);
    expect(lines).toHaveLength(placing.lineItems.length);
    expect(events).toEqual([{ orderId: ORDER_ID, isModify: false, hasFlashSale: true }]);
  });
});
