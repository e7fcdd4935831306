import type { Checkout } from '@aisle/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/index.ts';
import { checkoutFixture } from '../../lib/testing/checkoutFixtures.ts';
import type { CheckoutGateway, CheckoutUpdate, PlaceOrderBody } from './checkoutGateway.ts';
import { checkoutStore, placeOrder, resetCheckout, sendUpdate } from './checkoutStore.ts';

const checkout = (versionKey: string): Checkout => checkoutFixture({ modality: 'PICKUP', versionKey });

function fakeGateway(overrides: Partial<CheckoutGateway>): CheckoutGateway {
  const refuse = () => Promise.reject(new Error('not in this test'));
  return { getCheckout: refuse, getBasket: refuse, updateCheckout: refuse, placeOrder: refuse, ...overrides };
}

const conflict = () => new ApiError({ kind: 'http', status: 409, code: 'VERSION_CONFLICT', userMessage: 'stale' });

afterEach(resetCheckout);

describe('checkout store', () => {
  it('a stale versionKey reads the checkout again and sends the change once more, keeping the drafts', async () => {
    checkoutStore.setState({
      status: 'ready',
      orderId: '100000000001',
      checkout: checkout('1'),
      contact: { firstName: 'Typed', lastName: 'Name', phone: '(513) 555-0100', smsOptIn: false },
    });
    const sent: CheckoutUpdate[] = [];
    const gateway = fakeGateway({
      getCheckout: async () => checkout('2'),
      updateCheckout: async (_id, update) => {
        sent.push(update);
        if (update.versionKey === '1') throw conflict();
        return checkout('3');
      },
    });
    await expect(sendUpdate({ paymentDetails: { gratuityAmount: 5 } }, gateway)).resolves.toBe(true);
    expect(sent.map((update) => update.versionKey)).toEqual(['1', '2']);
    expect(checkoutStore.getState().checkout?.versionKey).toBe('3');
    expect(checkoutStore.getState().contact.firstName).toBe('Typed');
    expect(checkoutStore.getState().pendingUpdates).toBe(0);
  });

  it('PAY-035: a failed update opens the retry modal and keeps the change to send again', async () => {
    checkoutStore.setState({ status: 'ready', orderId: '100000000001', checkout: checkout('1') });
    const gateway = fakeGateway({
      updateCheckout: async () => {
        throw new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR', userMessage: 'x' });
      },
    });
    await expect(sendUpdate({ paymentDetails: { gratuityAmount: 5 } }, gateway)).resolves.toBe(false);
    expect(checkoutStore.getState().modal).toBe('updateFailed');
    expect(checkoutStore.getState().failedUpdate).toEqual({ paymentDetails: { gratuityAmount: 5 } });
  });

  it('PAY-138: without a card Place Order sends nothing and says why', async () => {
    checkoutStore.setState({ status: 'ready', orderId: '100000000001', checkout: checkout('1') });
    let calls = 0;
    const gateway = fakeGateway({
      placeOrder: async () => {
        calls++;
        return checkout('2');
      },
    });
    await placeOrder({ bankCardId: null, snap: null, giftCardIds: [] }, () => {}, { rejectedHref: '/r' }, gateway);
    expect(calls).toBe(0);
    expect(checkoutStore.getState().submitProblem).toEqual({ kind: 'noCard' });
  });

  it('GEN-026, GEN-027, PAY-145: each attempt sends ACTIVATE with a new key; success opens order-complete', async () => {
    const bodies: PlaceOrderBody[] = [];
    const visited: string[] = [];
    const gateway = fakeGateway({
      placeOrder: async (_id, body) => {
        bodies.push(body);
        if (bodies.length === 1)
          throw new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR', userMessage: 'x' });
        return checkout('9');
      },
    });
    const card = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    for (let attempt = 0; attempt < 2; attempt++) {
      checkoutStore.setState({
        status: 'ready',
        orderId: '100000000001',
        checkout: checkout('1'),
        contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false },
      });
      await placeOrder(
        { bankCardId: card, snap: null, giftCardIds: [] },
        (url) => visited.push(url),
        { rejectedHref: '/r' },
        gateway,
      );
    }
    expect(bodies).toHaveLength(2);
    expect(bodies.every((body) => body.type === 'ACTIVATE' && body.versionKey === '1')).toBe(true);
    expect(bodies[0]?.idempotencyKey).not.toBe(bodies[1]?.idempotencyKey);
    expect(bodies[0]?.paymentDetails.paymentMethods.map((method) => method.id)).toEqual([card]);
    expect(visited).toEqual(['/checkout/CLICKLIST/100000000001/complete']);
  });

  it('ERR-014: a rejected authorization goes to the rejection route', async () => {
    checkoutStore.setState({
      status: 'ready',
      orderId: '100000000001',
      checkout: checkout('1'),
      contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false },
    });
    const visited: string[] = [];
    const gateway = fakeGateway({
      placeOrder: async () => {
        throw new ApiError({ kind: 'http', status: 402, code: 'CARD_DECLINED', userMessage: 'declined' });
      },
    });
    await placeOrder(
      { bankCardId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', snap: null, giftCardIds: [] },
      (url) => visited.push(url),
      { rejectedHref: '/checkout/rejected' },
      gateway,
    );
    expect(visited).toEqual(['/checkout/rejected']);
  });
});
