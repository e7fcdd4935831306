import type { Checkout, UpdateCheckoutRequest } from '@aisle/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutFixture } from '../../../testing/checkoutFixtures.ts';
import { upfrontTimeslots } from '../../../testing/deliveryFixtures.ts';
import { ApiError } from '../../lib/api/index.ts';
import { checkoutStore, resetCheckout } from './checkoutStore.ts';
import { fakeGateway } from './fakeGateway.ts';
import { loadOrderTimes, orderTimeStore, resetOrderTime, saveOrderTime } from './orderTime.ts';

/*
 * 'Change Time' of a modification (issue 20): the order's own window first, another sent as the checkout's
 * update with its versionKey, and each refusal in words, the drawer left open.
 */

/** A modification of a delivery order for Friday 2:00 PM - 4:00 PM (in-house: the times listed are in-house). */
function modification(versionKey = '3'): Checkout {
  return checkoutFixture({ modality: 'DELIVERY', vendorId: 'IN_HOUSE_DELIVERY', versionKey, isModify: true });
}

function openWith(checkout: Checkout) {
  checkoutStore.setState({ isModify: true, status: 'ready', orderId: checkout.id, checkout, drawer: 'time' });
}

const refusal = (code: string, status = 409) =>
  new ApiError({ kind: 'http', status, code: code as never, userMessage: 'x' });

afterEach(() => {
  resetCheckout();
  resetOrderTime();
});

describe("a modification's 'Change Time'", () => {
  it("starts on the order's own window, among the times of the order's place", async () => {
    const checkout = modification();
    openWith(checkout);
    const asked: Checkout[] = [];
    await loadOrderTimes(
      fakeGateway({
        getOrderTimes: async (order) => {
          asked.push(order);
          return upfrontTimeslots();
        },
      }),
    );
    expect(asked).toEqual([checkout]);
    expect(orderTimeStore.getState()).toMatchObject({
      status: 'ready',
      selectedDate: '2026-11-20',
      selectedId: 'q-20261120:w14',
      problem: null,
    });
  });

  it('sends another window as the checkout update with the versionKey read, then closes the drawer', async () => {
    const checkout = modification('3');
    openWith(checkout);
    const updates: Array<{ orderId: string; update: UpdateCheckoutRequest }> = [];
    const moved = { ...checkout, versionKey: '4' };
    const gateway = fakeGateway({
      getOrderTimes: async () => upfrontTimeslots(),
      updateCheckout: async (orderId, update) => {
        updates.push({ orderId, update });
        return moved;
      },
    });
    await loadOrderTimes(gateway);
    orderTimeStore.setState({ selectedDate: '2026-11-21', selectedId: 'q-20261121:w10' });
    expect(await saveOrderTime(gateway)).toBe(true);
    expect(updates).toEqual([
      { orderId: checkout.id, update: { versionKey: '3', fulfillment: { selectedTimeId: 'q-20261121:w10' } } },
    ]);
    expect(checkoutStore.getState()).toMatchObject({ drawer: null, checkout: moved, pendingUpdates: 0 });
  });

  it("the order's own window again closes the drawer without a call", async () => {
    openWith(modification());
    const gateway = fakeGateway({ getOrderTimes: async () => upfrontTimeslots() });
    await loadOrderTimes(gateway);
    expect(await saveOrderTime(gateway)).toBe(true);
    expect(checkoutStore.getState().drawer).toBeNull();
  });

  it('a full or withdrawn time is said, and the times are read again; items the hour cannot fulfil are said', async () => {
    openWith(modification());
    let reads = 0;
    let answer: ApiError = refusal('SLOT_FULL');
    const gateway = fakeGateway({
      getOrderTimes: async () => {
        reads++;
        return upfrontTimeslots();
      },
      updateCheckout: async () => {
        throw answer;
      },
    });
    await loadOrderTimes(gateway);
    orderTimeStore.setState({ selectedDate: '2026-11-21', selectedId: 'q-20261121:w10' });
    expect(await saveOrderTime(gateway)).toBe(false);
    expect(orderTimeStore.getState()).toMatchObject({ status: 'ready', problem: { kind: 'timeGone' } });
    expect(reads).toBe(2);
    expect(checkoutStore.getState().drawer).toBe('time');

    answer = refusal('PROMISING_FALLOUT');
    orderTimeStore.setState({ selectedDate: '2026-11-21', selectedId: 'q-20261121:w8' });
    expect(await saveOrderTime(gateway)).toBe(false);
    expect(orderTimeStore.getState().problem).toEqual({ kind: 'itemsUnavailable' });

    answer = new ApiError({
      kind: 'http',
      status: 422,
      code: 'ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS',
      userMessage: 'x',
      reason: 'Alcohol is not available for delivery by our partner.',
    });
    orderTimeStore.setState({ selectedId: 'q-20261121:w12' });
    expect(await saveOrderTime(gateway)).toBe(false);
    expect(orderTimeStore.getState().problem).toEqual({
      kind: 'reason',
      text: 'Alcohol is not available for delivery by our partner.',
    });
    expect(checkoutStore.getState()).toMatchObject({ drawer: 'time', modal: null });
  });

  it('a failed read of the times is its own state, and reads again', async () => {
    openWith(modification());
    let fails = true;
    const gateway = fakeGateway({
      getOrderTimes: async () => {
        if (fails) throw refusal('SERVICE_UNAVAILABLE', 503);
        return upfrontTimeslots();
      },
    });
    await loadOrderTimes(gateway);
    expect(orderTimeStore.getState().status).toBe('loadError');
    fails = false;
    await loadOrderTimes(gateway);
    expect(orderTimeStore.getState().status).toBe('ready');
  });
});
