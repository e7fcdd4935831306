import { getBanner } from '@aisle/banner-themes';
import type { Checkout } from '@aisle/contracts';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutFixture,
  DEMO_ORDER_ID,
  DEMO_SNAP_ID,
  DEMO_VISA_ID,
  paymentSourceOf,
} from '../../../testing/checkoutFixtures.ts';
import { createApiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/index.ts';
import { checkoutCopy } from '../../lib/copy/checkout.ts';
import { endSession, sessionStore } from '../../lib/stores/session.ts';
import { problemText } from './CheckoutScreen.tsx';
import { saveContact, saveInstructions } from './checkoutContact.ts';
import type { CheckoutGateway, CheckoutUpdate, PlaceOrderBody } from './checkoutGateway.ts';
import { setCheckoutGateway } from './checkoutGateway.ts';
import { checkoutStorageKeys, setDoNotRingMarker } from './checkoutMemory.ts';
import { syncPayments } from './checkoutPayments.ts';
import { checkoutStore, resetCheckout } from './checkoutStore.ts';
import { chosenSnapAmountOf, payingWithOf, savingsOf } from './checkoutView.ts';
import { fakeGateway } from './fakeGateway.ts';
import { flashSaleStore, resetFlashSales } from './flashSaleStore.ts';
import { loadCheckout } from './loadCheckout.ts';
import { placeOrder } from './placeOrder.ts';

/*
 * The checkout page's state around the calls: what loading does with a placed checkout, when the
 * automatic payment update runs, what the browser keeps, what leaving and a lost session clear, and the
 * messages placing the order can end with. The gateway answers with the fixtures; the browser's storage
 * is a map.
 */

const MARKER = 'Please do not ring the doorbell.';
const withVisa = () => checkoutFixture({ payments: [paymentSourceOf(DEMO_VISA_ID)] });
const visaOnly = { bankCardId: DEMO_VISA_ID, snap: null, giftCardIds: [] };

function signIn(): void {
  sessionStore.setState({
    status: 'signedIn',
    shopper: { id: 'shopper-1' } as never,
    csrfToken: 'token',
  });
}

function ready(checkout: Checkout = withVisa()): void {
  checkoutStore.setState({
    status: 'ready',
    orderId: DEMO_ORDER_ID,
    checkout,
    contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false },
    isTermsAccepted: true,
  });
}

let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  };
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('window', { localStorage, dispatchEvent: () => true });
  vi.stubGlobal('document', { cookie: '' });
  setDoNotRingMarker(MARKER);
  signIn();
});

afterEach(() => {
  resetCheckout();
  resetFlashSales();
  setCheckoutGateway(undefined);
  vi.unstubAllGlobals();
});

describe('checkout page state', () => {
  it('PAY-030: a placed checkout opens its order-complete page unless it is being modified', async () => {
    const placed = checkoutFixture({ status: 'PLACED' });
    let basketReads = 0;
    const gateway = fakeGateway({
      getCheckout: async () => placed,
      getBasket: async () => {
        basketReads++;
        return placed.lineItems as never;
      },
    });
    const visited: string[] = [];
    await loadCheckout(DEMO_ORDER_ID, (url) => visited.push(url), gateway);
    expect(visited).toEqual([`/checkout/CLICKLIST/${DEMO_ORDER_ID}/complete`]);
    expect(checkoutStore.getState().status).toBe('redirecting');
    expect(basketReads).toBe(0);

    const modifying: string[] = [];
    await loadCheckout(DEMO_ORDER_ID, (url) => modifying.push(url), fakeGateway({ getCheckout: async () => placed }), {
      isModify: true,
    });
    expect(modifying).toEqual([]);
    expect(checkoutStore.getState().status).toBe('ready');
  });

  it('PAY-031..034: the automatic payment update runs only for a DRAFT checkout, with a card, nothing pending and a SNAP amount', async () => {
    const sent: CheckoutUpdate[] = [];
    setCheckoutGateway(
      fakeGateway({
        updateCheckout: async (_id, update) => {
          sent.push(update);
          return withVisa();
        },
      }),
    );
    const draft = checkoutFixture();
    // PAY-031: a placed checkout takes no automatic update.
    ready(checkoutFixture({ status: 'PLACED' }));
    await syncPayments(visaOnly);
    // PAY-032: no card, no update.
    ready(draft);
    await syncPayments({ ...visaOnly, bankCardId: null });
    // PAY-033: another update on its way.
    checkoutStore.setState({ pendingUpdates: 1 });
    await syncPayments(visaOnly);
    checkoutStore.setState({ pendingUpdates: 0 });
    // PAY-034: SNAP EBT chosen without an amount to charge.
    await syncPayments({ ...visaOnly, snap: { id: '00000000-0000-4000-8000-00000000e0b1', amount: 0 } });
    expect(sent).toEqual([]);

    await syncPayments(visaOnly);
    expect(sent).toEqual([
      { versionKey: draft.versionKey, payments: [{ id: DEMO_VISA_ID, paymentType: 'BANK_CARD' }] },
    ]);
  });

  it('PAY-050: saving the contact drawer updates the fulfillment contact of the checkout with the versionKey read', async () => {
    const sent: CheckoutUpdate[] = [];
    const answer = withVisa();
    setCheckoutGateway(
      fakeGateway({
        updateCheckout: async (_id, update) => {
          sent.push(update);
          return answer;
        },
      }),
    );
    const checkout = withVisa();
    ready(checkout);
    checkoutStore.setState({
      drawer: 'contact',
      contact: { firstName: ' Dana ', lastName: 'Demo', phone: '(513) 555-0199', smsOptIn: true },
    });
    await expect(saveContact()).resolves.toBe(true);
    expect(sent).toEqual([
      {
        versionKey: checkout.versionKey,
        fulfillment: { contact: { firstName: 'Dana', lastName: 'Demo', phone: '+15135550199', smsOptin: true } },
      },
    ]);
    expect(checkoutStore.getState().checkout).toBe(answer);
    expect(checkoutStore.getState().drawer).toBeNull();
  });

  it('PAY-056, PAY-063, PAY-069: the phone and the delivery choices are kept per shopper, the instructions per buyer address', async () => {
    setCheckoutGateway(fakeGateway({ updateCheckout: async () => withVisa() }));
    const checkout = withVisa();
    const profileId = checkout.buyer.profileId;
    const addressId = checkout.fulfillment.address?.id ?? '';
    ready(checkout);
    checkoutStore.setState({
      contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0199', smsOptIn: false },
      instructions: { text: 'Blue door', leaveAtDoor: true, doNotDisturb: true },
    });
    await expect(saveContact()).resolves.toBe(true);
    await expect(saveInstructions({ closeDrawer: false })).resolves.toBe(true);
    expect(Object.fromEntries(storage)).toEqual({
      [checkoutStorageKeys.phone(profileId)]: '+15135550199',
      [checkoutStorageKeys.instructions(addressId)]: `Blue door ${MARKER}`,
      [checkoutStorageKeys.leaveAtDoor(profileId)]: 'true',
      [checkoutStorageKeys.doNotDisturb(profileId)]: 'true',
    });

    // The next checkout without them on the server starts from what the browser kept.
    const fresh = checkoutFixture({ contact: { phone: null }, payments: [paymentSourceOf(DEMO_VISA_ID)] });
    const next = { ...fresh, fulfillment: { ...fresh.fulfillment, instructions: null, deliveryType: null } };
    const gateway = fakeGateway({
      getCheckout: async () => next,
      getBasket: async () => Promise.reject(new Error('x')),
    });
    await loadCheckout(DEMO_ORDER_ID, () => {}, gateway);
    expect(checkoutStore.getState().contact.phone).toBe('(513) 555-0199');
    expect(checkoutStore.getState().instructions).toEqual({ text: 'Blue door', leaveAtDoor: true, doNotDisturb: true });

    // Another shopper on the same browser gets neither the phone nor the choices.
    const other = { ...next, buyer: { ...next.buyer, profileId: 'another-shopper' } };
    await loadCheckout(DEMO_ORDER_ID, () => {}, { ...gateway, getCheckout: async () => other });
    expect(checkoutStore.getState().contact.phone).toBe('');
    expect(checkoutStore.getState().instructions.leaveAtDoor).toBe(false);
  });

  it('issue 20: a reload starts from what the checkout charges: its cards for the card box, the SNAP EBT amount chosen', async () => {
    signIn();
    const custom = checkoutFixture({
      modality: 'PICKUP',
      snapEligibleItemTotal: 7.58,
      payments: [paymentSourceOf(DEMO_VISA_ID), paymentSourceOf(DEMO_SNAP_ID, 1)],
    });
    expect(custom.paymentDetails.ebt.eligibleTotal).toBeGreaterThan(1);
    expect(payingWithOf(custom)).toEqual({ bankCards: [DEMO_VISA_ID], snapCards: [DEMO_SNAP_ID], giftCards: [] });
    expect(chosenSnapAmountOf(custom)).toBe(1);
    const gateway = fakeGateway({
      getCheckout: async () => custom,
      getBasket: async () => Promise.reject(new Error('x')),
    });
    await loadCheckout(DEMO_ORDER_ID, () => {}, gateway);
    expect(checkoutStore.getState().snapAmount).toBe(1);
    // The whole eligible total is no chosen amount: it keeps following the total.
    const whole = checkoutFixture({
      modality: 'PICKUP',
      snapEligibleItemTotal: 7.58,
      payments: [paymentSourceOf(DEMO_VISA_ID), paymentSourceOf(DEMO_SNAP_ID, custom.paymentDetails.ebt.eligibleTotal)],
    });
    expect(chosenSnapAmountOf(whole)).toBeNull();
  });

  it("PAY-148: each submitted line carries the cart object and requestedBy 'CUSTOMER'", async () => {
    const checkout = withVisa();
    ready(checkout);
    const bodies: PlaceOrderBody[] = [];
    const gateway = fakeGateway({
      placeOrder: async (_id, body) => {
        bodies.push(body);
        return { ...checkout, status: 'PLACED' };
      },
    });
    await placeOrder(visaOnly, () => {}, { rejectedHref: '/r' }, gateway);
    expect(bodies[0]?.lineItems).toEqual(
      checkout.lineItems.map((line) => ({
        cart: { gtin13: line.gtin13, quantity: line.quantity },
        requestedBy: 'CUSTOMER',
      })),
    );
  });

  it('PAY-144, PAY-145: a placed order reads the baskets again, then opens order-complete', async () => {
    const checkout = withVisa();
    ready(checkout);
    const steps: string[] = [];
    const gateway = fakeGateway({
      placeOrder: async () => ({ ...checkout, status: 'PLACED' }),
      refreshBasket: async () => {
        steps.push('baskets read');
      },
    });
    await placeOrder(visaOnly, (url) => steps.push(url), { rejectedHref: '/r' }, gateway);
    expect(steps).toEqual(['baskets read', `/checkout/CLICKLIST/${DEMO_ORDER_ID}/complete`]);
  });

  it('PAY-161: a savings item carries id, description and amount', () => {
    const checkout = withVisa();
    const withSavings = {
      ...checkout,
      summary: { ...checkout.summary, savings: [{ id: 'flashSales', description: 'Flash sale savings', amount: 1.2 }] },
    };
    expect(savingsOf(withSavings)).toEqual([{ id: 'flashSales', description: 'Flash sale savings', amount: 1.2 }]);
  });

  it('PAY-162, PAY-163, PAY-165: leaving the page forgets the submit errors, the SNAP state and the line updates', () => {
    ready();
    checkoutStore.setState({
      submitProblem: { kind: 'createOrder' },
      snapAmount: 5,
      pinProblem: 'failed',
      pendingUpdates: 1,
      failedUpdate: { lineItems: [] },
    });
    flashSaleStore.setState({ quantities: { '0841000000115': 2 }, isUpdating: true });
    // What the screen's clean-up runs when the page goes.
    resetCheckout();
    resetFlashSales();
    const state = checkoutStore.getState();
    expect(state.submitProblem).toBeNull();
    expect(state.snapAmount).toBeNull();
    expect(state.pinProblem).toBeNull();
    expect(state.pendingUpdates).toBe(0);
    expect(state.failedUpdate).toBeNull();
    expect(flashSaleStore.getState().quantities).toEqual({});
    expect(flashSaleStore.getState().isUpdating).toBe(false);
  });

  it('ERR-021: a session that ends at checkout clears the checkout state before the sign-in redirect', async () => {
    ready();
    checkoutStore.setState({ submitProblem: { kind: 'createOrder' }, snapAmount: 5 });
    const atRedirect: unknown[] = [];
    const client = createApiClient({
      bannerId: 'greenway',
      baseUrl: 'http://greenway.localhost/',
      messages: { offline: 'offline', connection: 'connection', generic: 'generic', sessionExpired: 'expired' },
      fetch: async () =>
        new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'no' }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
      navigation: {
        pathname: () => '/checkout',
        search: () => `?orderId=${DEMO_ORDER_ID}`,
        assign: () => atRedirect.push(checkoutStore.getState().checkout),
      },
      retryDelayMs: 0,
      isOnline: () => true,
      onSessionEnded: endSession,
    });
    await client.call('getCheckout', { params: { orderId: DEMO_ORDER_ID } }).catch(() => null);
    expect(atRedirect).toEqual([null]);
    expect(checkoutStore.getState()).toMatchObject({ checkout: null, submitProblem: null, snapAmount: null });
  });
});

describe('placing the order: what the page says when it cannot', () => {
  async function attempt(
    checkout: Checkout,
    answer: CheckoutGateway['placeOrder'],
    selection: Parameters<typeof placeOrder>[0] = visaOnly,
  ): Promise<number> {
    ready(checkout);
    let calls = 0;
    const gateway = fakeGateway({
      placeOrder: (...args) => {
        calls++;
        return answer(...args);
      },
    });
    await placeOrder(selection, () => {}, { rejectedHref: '/r' }, gateway);
    return calls;
  }
  const placed = async () => ({ ...withVisa(), status: 'PLACED' as const });
  // The words the page shows for the problem: greenway's copy against the spec's (ERR-022) with its code line.
  const greenway = getBanner('greenway');
  const shown = () => {
    const problem = checkoutStore.getState().submitProblem;
    if (!problem) throw new Error('no problem shown');
    return problemText(problem, checkoutCopy(greenway), null);
  };
  const genericWithCode = (code: string) =>
    `We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at ${formatPhoneDisplay(greenway.customerServicePhone)}. Error code: ${code}`;

  it('ERR-025..028: without a card, versionKey, contact or checksum nothing is sent: the generic message with its code', async () => {
    const checkout = withVisa();
    const cases: [string, Checkout, Parameters<typeof placeOrder>[0]][] = [
      ['CO410', checkout, { ...visaOnly, bankCardId: null }],
      ['CO411', { ...checkout, versionKey: '' }, visaOnly],
      ['CO412', { ...checkout, fulfillment: { ...checkout.fulfillment, contact: undefined as never } }, visaOnly],
      ['CO413', { ...checkout, checksum: '' }, visaOnly],
    ];
    for (const [code, broken, selection] of cases) {
      await expect(attempt(broken, placed, selection)).resolves.toBe(0);
      expect(checkoutStore.getState().submitProblem).toEqual({ kind: 'generic', code });
      expect(shown()).toBe(genericWithCode(code));
    }
  });

  it('ERR-029: an answer without the placed checkout is the generic message with its code, not order-complete', async () => {
    await attempt(withVisa(), async () => undefined as never);
    expect(checkoutStore.getState()).toMatchObject({
      status: 'ready',
      isSubmitting: false,
      submitProblem: { kind: 'generic', code: 'CO414' },
    });
    expect(shown()).toBe(genericWithCode('CO414'));
  });

  it("ERR-031, ERR-032: the server's own message when it gives one, otherwise the generic message", async () => {
    await attempt(withVisa(), async () => {
      throw new ApiError({
        kind: 'http',
        status: 422,
        code: 'CART_QUANTITY_LIMIT_EXCEEDED',
        userMessage: 'x',
        reason: 'You can order at most 12 of Whole Milk.',
      });
    });
    expect(checkoutStore.getState().submitProblem).toEqual({
      kind: 'server',
      message: 'You can order at most 12 of Whole Milk.',
    });
    await attempt(withVisa(), async () => {
      throw new TypeError('Cannot read properties of undefined');
    });
    expect(checkoutStore.getState().submitProblem).toEqual({ kind: 'generic', code: null });
  });
});
