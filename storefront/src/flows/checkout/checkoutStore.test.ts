import type { Checkout } from '@aisle/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutFixture, DEMO_SNAP_ID, paymentSourceOf } from '../../../testing/checkoutFixtures.ts';
import { ApiError } from '../../lib/api/index.ts';
import type { CheckoutUpdate, PlaceOrderBody } from './checkoutGateway.ts';
import { checkoutStore, openModal, resetCheckout } from './checkoutStore.ts';
import { changeCheckoutPromo, saveTip, sendUpdate, snapPaymentOf } from './checkoutUpdates.ts';
import { fakeGateway } from './fakeGateway.ts';
import { placeOrder } from './placeOrder.ts';

const VISA = '00000000-0000-4000-8000-000000001111';
const checkout = (versionKey: string, payments = [paymentSourceOf(VISA)]): Checkout =>
  checkoutFixture({ modality: 'PICKUP', versionKey, payments });

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

  it('PAY-127, PAY-128: a failed update that charges SNAP EBT opens the SNAP modal; others keep CBX-037’s', async () => {
    checkoutStore.setState({ status: 'ready', orderId: '100000000001', checkout: checkout('1') });
    const gateway = fakeGateway({
      updateCheckout: async () => {
        throw new ApiError({ kind: 'http', status: 404, code: 'CARD_NOT_FOUND', userMessage: 'x' });
      },
    });
    const withSnap = {
      payments: [
        { id: 'visa', paymentType: 'BANK_CARD' as const },
        { id: 'snap', paymentType: 'EBT' as const, amount: 5 },
      ],
    };
    await expect(sendUpdate(withSnap, gateway)).resolves.toBe(false);
    expect(checkoutStore.getState().modal).toBe('snapUpdateFailed');
    expect(snapPaymentOf(checkoutStore.getState().failedUpdate)).toBe('snap');
    await sendUpdate({ payments: [{ id: 'visa', paymentType: 'BANK_CARD' }] }, gateway);
    expect(checkoutStore.getState().modal).toBe('updateFailed');
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

  it('CBX-031, CBX-032, CBX-036: a payment update clears the last failure, then sends; the answer is kept; an expired session opens no retry modal', async () => {
    const payments = [{ paymentType: 'BANK_CARD' as const, id: VISA }];
    checkoutStore.setState({
      status: 'ready',
      orderId: '100000000001',
      checkout: checkout('1'),
      failedUpdate: { payments },
    });
    let failureWhenSent: unknown = 'not sent';
    const gateway = fakeGateway({
      updateCheckout: async () => {
        failureWhenSent = checkoutStore.getState().failedUpdate;
        return checkout('2');
      },
    });
    await expect(sendUpdate({ payments }, gateway)).resolves.toBe(true);
    expect(failureWhenSent).toBeNull();
    expect(checkoutStore.getState().checkout?.versionKey).toBe('2');
    expect(checkoutStore.getState().modal).toBeNull();

    const expired = fakeGateway({
      updateCheckout: async () => {
        throw new ApiError({ kind: 'session', status: 401, code: 'UNAUTHENTICATED', userMessage: 'expired' });
      },
    });
    await expect(sendUpdate({ payments }, expired)).resolves.toBe(false);
    expect(checkoutStore.getState().modal).toBeNull();
    expect(checkoutStore.getState().failedUpdate).toBeNull();
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
    expect(checkoutStore.getState().submitProblem).toEqual({ kind: 'generic', code: 'CO410' });
  });

  it('GEN-026, GEN-027, PAY-140, PAY-145: each attempt sends ACTIVATE with a new key; success keeps the answer and opens order-complete', async () => {
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
    const card = VISA;
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
    expect(checkoutStore.getState().checkout?.versionKey).toBe('9');
  });

  it('issue 20: the phone shown (kept from the last order) goes to the checkout before the order is placed', async () => {
    // The checkout came without a phone (none on the profile); the page shows the one the browser kept.
    const withoutPhone = checkoutFixture({
      modality: 'PICKUP',
      versionKey: '1',
      payments: [paymentSourceOf(VISA)],
      contact: { phone: null },
    });
    checkoutStore.setState({
      status: 'ready',
      orderId: '100000000001',
      checkout: withoutPhone,
      contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0177', smsOptIn: false },
    });
    const calls: string[] = [];
    const gateway = fakeGateway({
      updateCheckout: async (_id, update) => {
        calls.push(`update ${update.fulfillment?.contact?.phone}`);
        return checkoutFixture({
          modality: 'PICKUP',
          versionKey: '2',
          payments: [paymentSourceOf(VISA)],
          contact: { phone: update.fulfillment?.contact?.phone ?? null },
        });
      },
      placeOrder: async (_id, body) => {
        calls.push(`place ${body.versionKey}`);
        return checkout('3');
      },
      refreshBasket: async () => undefined,
    });
    await placeOrder({ bankCardId: VISA, snap: null, giftCardIds: [] }, () => {}, { rejectedHref: '/r' }, gateway);
    expect(calls).toEqual(['update +15135550177', 'place 2']);
  });

  it('issue 20: a contact field the server refuses opens the contact drawer with the message at that field', async () => {
    checkoutStore.setState({
      status: 'ready',
      orderId: '100000000001',
      checkout: checkout('1'),
      contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false },
    });
    const gateway = fakeGateway({
      placeOrder: async () => {
        throw new ApiError({
          kind: 'http',
          status: 400,
          code: 'VALIDATION_FAILED',
          userMessage: 'x',
          fieldPaths: ['fulfillment.contact.phone'],
        });
      },
    });
    await placeOrder({ bankCardId: VISA, snap: null, giftCardIds: [] }, () => {}, { rejectedHref: '/r' }, gateway);
    expect(checkoutStore.getState().submitProblem).toEqual({ kind: 'contact', fields: { phone: 'phoneRequired' } });
    expect(checkoutStore.getState().drawer).toBe('contact');
  });

  it('drops the answer to a Place Order sent before the page reset its checkout (another checkout is shown now)', async () => {
    checkoutStore.setState({
      status: 'ready',
      orderId: '100000000001',
      checkout: checkout('1'),
      contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false },
    });
    let fail: (error: Error) => void = () => undefined;
    const gateway = fakeGateway({
      placeOrder: () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    });
    const placing = placeOrder(
      { bankCardId: VISA, snap: null, giftCardIds: [] },
      () => {},
      { rejectedHref: '/r' },
      gateway,
    );
    await vi.waitFor(() => expect(checkoutStore.getState().isSubmitting).toBe(true));
    resetCheckout();
    fail(new TypeError('Failed to fetch'));
    await placing;
    expect(checkoutStore.getState()).toMatchObject({ submitProblem: null, isSubmitting: false, status: 'loading' });
  });

  it("PAY-116, PAY-117: after 75, Place Order opens 'Too Many PIN Attempts' again and sends nothing", async () => {
    let calls = 0;
    const gateway = fakeGateway({
      placeOrder: async () => {
        calls++;
        throw new ApiError({ kind: 'http', status: 402, code: '75', userMessage: 'locked' });
      },
    });
    const checkoutWithSnap = checkoutFixture({
      modality: 'PICKUP',
      versionKey: '1',
      snapEligibleItemTotal: 5,
      payments: [paymentSourceOf(VISA), paymentSourceOf(DEMO_SNAP_ID, 5)],
    });
    checkoutStore.setState({
      status: 'ready',
      orderId: '100000000001',
      checkout: checkoutWithSnap,
      contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false },
    });
    const snapAmount = checkoutWithSnap.payments.find((payment) => payment.id === DEMO_SNAP_ID)?.amount ?? 0;
    expect(snapAmount).toBeGreaterThan(0);
    const selection = { bankCardId: VISA, snap: { id: DEMO_SNAP_ID, amount: snapAmount }, giftCardIds: [] };
    await placeOrder(selection, () => {}, { rejectedHref: '/r', encryptedPin: 'pin_wrong' }, gateway);
    expect(checkoutStore.getState()).toMatchObject({ modal: 'pin', pinProblem: 'locked' });
    // The shopper closes the dialog and taps Place Order again: the locked dialog, not silence, and no call.
    openModal(null);
    await placeOrder(selection, () => {}, { rejectedHref: '/r' }, gateway);
    expect(checkoutStore.getState()).toMatchObject({ modal: 'pin', pinProblem: 'locked' });
    expect(calls).toBe(1);
  });

  it('ERR-014: a rejected authorization goes to the rejection route, carrying the server reason', async () => {
    const visited: string[] = [];
    for (const [error, rejectedHref] of [
      [
        new ApiError({ kind: 'http', status: 402, code: 'CARD_DECLINED', userMessage: 'declined' }),
        '/checkout/rejected',
      ],
      [
        new ApiError({ kind: 'http', status: 402, code: 'RV9547', userMessage: 'x', reason: 'INSUFFICIENT_FUNDS' }),
        '/checkout/rejected?isModify=true',
      ],
    ] as const) {
      checkoutStore.setState({
        status: 'ready',
        orderId: '100000000001',
        checkout: checkout('1'),
        contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false },
      });
      const gateway = fakeGateway({
        placeOrder: async () => {
          throw error;
        },
      });
      await placeOrder(
        { bankCardId: VISA, snap: null, giftCardIds: [] },
        (url) => visited.push(url),
        { rejectedHref },
        gateway,
      );
    }
    expect(visited).toEqual(['/checkout/rejected', '/checkout/rejected?isModify=true&reason=INSUFFICIENT_FUNDS']);
  });

  it('CBX-037, CBX-038: after a dismissed failed payment update, Place Order sends the update again before placing', async () => {
    const contact = { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false };
    checkoutStore.setState({ status: 'ready', orderId: '100000000001', checkout: checkout('1', []), contact });
    const updates: CheckoutUpdate[] = [];
    const bodies: PlaceOrderBody[] = [];
    let isPaymentServiceDown = true;
    const gateway = fakeGateway({
      updateCheckout: async (_id, update) => {
        updates.push(update);
        if (isPaymentServiceDown)
          throw new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR', userMessage: 'x' });
        return checkout('2');
      },
      placeOrder: async (_id, body) => {
        bodies.push(body);
        return { ...checkout('3'), status: 'PLACED' };
      },
    });
    const selection = { bankCardId: VISA, snap: null, giftCardIds: [] };
    await sendUpdate({ payments: [{ id: VISA, paymentType: 'BANK_CARD' }] }, gateway);
    expect(checkoutStore.getState().modal).toBe('updateFailed');
    openModal(null);

    // The update fails again: no order is placed with a checkout that lacks the chosen card.
    await placeOrder(selection, () => {}, { rejectedHref: '/r' }, gateway);
    expect(bodies).toHaveLength(0);
    expect(updates).toHaveLength(2);
    expect(updates[1]?.payments).toEqual([{ id: VISA, paymentType: 'BANK_CARD' }]);
    expect(checkoutStore.getState().modal).toBe('updateFailed');
    openModal(null);

    // Once the update goes through, the order is placed with the checkout that carries the card.
    isPaymentServiceDown = false;
    const visited: string[] = [];
    await placeOrder(selection, (url) => visited.push(url), { rejectedHref: '/r' }, gateway);
    expect(updates).toHaveLength(3);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.versionKey).toBe('2');
    expect(bodies[0]?.paymentDetails.paymentMethods.map((method) => method.id)).toEqual([VISA]);
    expect(visited).toEqual(['/checkout/CLICKLIST/100000000001/complete']);
  });

  it("PRO-003, PRO-009, CBX-043: a promo goes as priceAdjustment.promos; a refusal is the form's message, not the retry modal", async () => {
    checkoutStore.setState({ status: 'ready', orderId: '100000000001', checkout: checkout('1') });
    const sent: CheckoutUpdate[] = [];
    const pendingSeen: unknown[] = [];
    const gateway = fakeGateway({
      updateCheckout: async (_id, update) => {
        sent.push(update);
        pendingSeen.push(checkoutStore.getState().promoPending);
        if (update.priceAdjustment?.promos[0]?.code === 'NOPE')
          throw new ApiError({ kind: 'http', status: 422, code: 'PROMO_CODE_INVALID', userMessage: 'x' });
        return checkout('2');
      },
    });
    await expect(changeCheckoutPromo('Add', '  ', gateway)).resolves.toBe('required');
    await expect(changeCheckoutPromo('Add', ' nope', gateway)).resolves.toBe('failed');
    expect(checkoutStore.getState().modal).toBeNull();
    await expect(changeCheckoutPromo('Add', 'save5 ', gateway)).resolves.toBeNull();
    expect(sent).toEqual([
      { versionKey: '1', priceAdjustment: { promos: [{ action: 'Add', code: 'NOPE' }] } },
      { versionKey: '1', priceAdjustment: { promos: [{ action: 'Add', code: 'SAVE5' }] } },
    ]);
    expect(pendingSeen).toEqual([
      { action: 'Add', code: 'NOPE' },
      { action: 'Add', code: 'SAVE5' },
    ]);
    expect(checkoutStore.getState()).toMatchObject({ promoPending: null, pendingUpdates: 0 });
    expect(checkoutStore.getState().checkout?.versionKey).toBe('2');
  });
});

describe('the tip change', () => {
  const delivery = (versionKey: string, gratuityAmount = 0) =>
    checkoutFixture({ modality: 'DELIVERY', versionKey, gratuityAmount, payments: [paymentSourceOf(VISA)] });

  it('ACC-048, ACC-070, ACC-072, ACC-098..100: the chosen amount goes with 2 decimals and the versionKey; request, then ok, and the answer is the checkout', async () => {
    checkoutStore.setState({ status: 'ready', orderId: '100000000001', checkout: delivery('1') });
    const sent: CheckoutUpdate[] = [];
    const statuses: string[] = [];
    const stop = checkoutStore.subscribe((state) => statuses.push(state.tipStatus));
    const gateway = fakeGateway({
      updateCheckout: async (_id, update) => {
        sent.push(update);
        return delivery('2', update.paymentDetails?.gratuityAmount ?? 0);
      },
    });
    // A suggestion arrives as '4.50'; a typed 'Other Amount' as the shopper typed it, e.g. '3.456'.
    await expect(saveTip('4.50', gateway)).resolves.toBe(true);
    await expect(saveTip('3.456', gateway)).resolves.toBe(true);
    stop();
    expect(sent).toEqual([
      { versionKey: '1', paymentDetails: { gratuityAmount: 4.5 } },
      { versionKey: '2', paymentDetails: { gratuityAmount: 3.46 } },
    ]);
    expect(statuses).toContain('request');
    expect(checkoutStore.getState()).toMatchObject({ tip: '3.46', tipStatus: 'ok', pendingUpdates: 0 });
    expect(checkoutStore.getState().checkout?.paymentDetails.gratuityAmount).toBe(3.46);
  });

  it("ACC-071, ACC-072, ACC-163: a refused tip is the tip's own error, not the retry modal; the page reads the checkout again and shows the tip that counts", async () => {
    checkoutStore.setState({ status: 'ready', orderId: '100000000001', checkout: delivery('1', 2), tip: '2.00' });
    let reads = 0;
    const gateway = fakeGateway({
      getCheckout: async () => {
        reads += 1;
        return delivery('1', 2);
      },
      updateCheckout: async () => {
        throw new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR', userMessage: 'x' });
      },
    });
    await expect(saveTip('9.00', gateway)).resolves.toBe(false);
    expect(reads).toBe(1);
    expect(checkoutStore.getState()).toMatchObject({ tipStatus: 'error', tip: '2.00', modal: null, pendingUpdates: 0 });
  });
});
