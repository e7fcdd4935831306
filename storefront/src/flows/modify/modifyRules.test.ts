import { banners, getBanner } from '@aisle/banner-themes';
import { describe, expect, it, vi } from 'vitest';
import { sourdoughLoaf } from '../../../testing/deliveryFixtures.ts';
import { modifyPreviewFor, promoOrder } from '../../../testing/modifyFixtures.ts';
import { createApiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/index.ts';
import { bannerPageConfig } from '../../lib/bannerPageConfig.ts';
import { checkoutCopy } from '../../lib/copy/checkout.ts';
import { modifyCartCopy } from '../../lib/copy/modify.ts';
import {
  addModifyProduct,
  cancelPendingChange,
  confirmPendingChange,
  setModifyQuantity,
  startModifyCheckout,
} from './modifyCartActions.ts';
import { loadModifyCart, modifyCartStore } from './modifyCartStore.ts';
import type { ModifyGateway } from './modifyGateway.ts';
import {
  addableProblemOf,
  hasModifyItems,
  isModifyMode,
  modifyCartHref,
  modifyCheckoutHref,
  modifyLineItems,
  modifyProblemOf,
  modifyProblemText,
} from './modifyRules.ts';
import { modifySearchStore, resetModifySearch, searchProductsToAdd } from './modifySearch.ts';

const http = (
  code: string,
  userMessage = 'generic',
  reason?: string,
  rootCauses?: Array<{ gtin13: string; code: string }>,
) => new ApiError({ kind: 'http', status: 422, code: code as never, userMessage, reason, rootCauses });
const causes = (...gtins: string[]) => gtins.map((gtin13) => ({ gtin13, code: 'NOT_AVAILABLE_AT_TIME' }));

describe('modify rules', () => {
  it('MOD-003, MOD-005: the modify checkout is /checkout with the id, nc=true and im=true', () => {
    expect(modifyCheckoutHref('8800100001')).toBe('/checkout?orderId=8800100001&nc=true&im=true');
    expect(isModifyMode('?orderId=8800100001&nc=true&im=true')).toBe(true);
    expect(isModifyMode('?orderId=8800100001')).toBe(false);
    expect(modifyCartHref('8800100001')).toBe('/cart/modify?orderId=8800100001');
  });

  it('MOD-008, SCH-003: removed lines are sent with quantity 0; an emptied modify cart has nothing to buy', () => {
    const lines = [
      { gtin13: '0000000000001', name: 'A', quantity: 0 },
      { gtin13: '0000000000002', name: 'B', quantity: 3 },
    ];
    expect(modifyLineItems(lines)).toEqual([
      { gtin13: '0000000000001', quantity: 0 },
      { gtin13: '0000000000002', quantity: 3 },
    ]);
    expect(hasModifyItems(lines)).toBe(true);
    expect(hasModifyItems(lines.map((line) => ({ ...line, quantity: 0 })))).toBe(false);
  });

  it('MOD-013, MOD-022..032: the error catalogue by code and root causes', () => {
    expect(modifyProblemOf({ kind: 'session', userMessage: 'x' })).toEqual({ kind: 'session' });
    expect(modifyProblemOf(http('PAYMENT_METHOD_REQUIRED'))).toEqual({ kind: 'refresh' });
    // MOD-023..025, MOD-027: root causes listing items are a fallout from promising, naming the items once.
    expect(modifyProblemOf(http('PROMISING_FALLOUT', 'generic', undefined, causes('1', '2', '1')))).toEqual({
      kind: 'itemIssue',
      code: 'PROMISING_FALLOUT',
      gtins: ['1', '2'],
    });
    expect(modifyProblemOf(http('CONFLICT', 'generic', undefined, causes('3')))).toEqual({
      kind: 'itemIssue',
      code: 'CONFLICT',
      gtins: ['3'],
    });
    // MOD-026: without a root cause, the checkout-create error.
    expect(modifyProblemOf(http('PROMISING_FALLOUT'))).toEqual({ kind: 'createOrder' });
    expect(modifyProblemOf(http('RESTRICTED', 'generic', undefined, causes('4')))).toEqual({
      kind: 'itemIssue',
      code: 'RESTRICTED',
      gtins: ['4'],
    });
    expect(modifyProblemOf(http('RESTRICTED'))).toEqual({ kind: 'itemIssue', code: 'RESTRICTED', gtins: [] });
    expect(modifyProblemOf(http('CANNOT_MODIFY'))).toEqual({ kind: 'alreadyInProcess' });
    for (const code of [
      'ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS',
      'ALCOHOL_QUANTITY_EXCEEDED',
      'CART_QUANTITY_LIMIT_EXCEEDED',
    ]) {
      // MOD-030..032: the server's reason, as it sent it; the generic message when it sent none.
      expect(modifyProblemOf(http(code, 'generic', 'the reason'))).toEqual({
        kind: 'serverReason',
        message: 'the reason',
      });
      expect(modifyProblemOf(http(code, 'generic'))).toEqual({ kind: 'serverReason', message: 'generic' });
    }
    expect(modifyProblemOf(http('INTERNAL_ERROR'))).toEqual({ kind: 'createOrder' });
  });
});

describe('modify cart store', () => {
  const order = {
    modalityType: 'PICKUP',
    buyer: { dateOfBirth: null },
    lineItems: [
      { gtin13: '0000000000001', name: 'Apples', quantity: 2 },
      { gtin13: '0000000000002', name: 'Bread', quantity: 1 },
    ],
  };

  it('MOD-008..011: a changed quantity is posted with a new key per attempt and opens the modify checkout', async () => {
    const bodies: Array<{ idempotencyKey: string; lineItems: unknown }> = [];
    const visited: string[] = [];
    const gateway = {
      getOrder: async () => order,
      createModifyCheckout: async (_id: string, body: { idempotencyKey: string; lineItems: unknown }) => {
        bodies.push(body);
        if (bodies.length === 1) throw http('CANNOT_MODIFY');
        return { id: '8800100001' };
      },
    } as unknown as ModifyGateway;
    await loadModifyCart('8800100001', gateway);
    await setModifyQuantity('0000000000001', 3, gateway);
    await setModifyQuantity('0000000000002', 0, gateway);
    await startModifyCheckout(
      (url) => visited.push(url),
      () => {},
      gateway,
    );
    expect(modifyCartStore.getState().problem).toEqual({ kind: 'alreadyInProcess' });
    expect(visited).toEqual([]);
    await startModifyCheckout(
      (url) => visited.push(url),
      () => {},
      gateway,
    );
    expect(bodies[1]?.lineItems).toEqual([
      { gtin13: '0000000000001', quantity: 3 },
      { gtin13: '0000000000002', quantity: 0 },
    ]);
    expect(bodies[0]?.idempotencyKey).not.toBe(bodies[1]?.idempotencyKey);
    expect(modifyCartStore.getState().checkoutId).toBe('8800100001');
    expect(visited).toEqual(['/checkout?orderId=8800100001&nc=true&im=true']);
  });

  it('MOD-009: the previous result (its checkout id and its problem) is reset before the modify request', async () => {
    const seen: Array<{ checkoutId: string | null; problem: unknown; status: string }> = [];
    const gateway = {
      getOrder: async () => order,
      createModifyCheckout: async () => {
        const { checkoutId, problem, status } = modifyCartStore.getState();
        seen.push({ checkoutId, problem, status });
        return { id: '8800100001' };
      },
    } as unknown as ModifyGateway;
    await loadModifyCart('8800100001', gateway);
    modifyCartStore.setState({ checkoutId: '8800099901', problem: { kind: 'alreadyInProcess' } });
    await startModifyCheckout(
      () => {},
      () => {},
      gateway,
    );
    expect(seen).toEqual([{ checkoutId: null, problem: null, status: 'submitting' }]);
  });

  it('issue 20: a decrease that loses a promotion waits for the shopper; Keep changes nothing, Make the Change applies it', async () => {
    const tomatoes = '0000000000024';
    const previews: unknown[] = [];
    const gateway = {
      getOrder: async () => promoOrder,
      createModifyCheckout: async () => ({ id: promoOrder.id }),
      previewModify: async (_id: string, body: { lineItems: Array<{ gtin13: string; quantity: number }> }) => {
        previews.push(body.lineItems);
        return modifyPreviewFor(promoOrder, body.lineItems);
      },
    } as unknown as ModifyGateway;
    await loadModifyCart(promoOrder.id, gateway);
    await vi.waitFor(() => expect(modifyCartStore.getState().preview?.summary.cost.total).toBe(30.39));

    await setModifyQuantity(tomatoes, 0, gateway);
    const held = modifyCartStore.getState();
    expect(held.pendingChange).toMatchObject({ gtin13: tomatoes, quantity: 0, lostPromos: [{ code: 'SAVE5' }] });
    expect(held.pendingChange?.preview.summary.cost.total).toBe(33.9);
    expect(held.lines.find((line) => line.gtin13 === tomatoes)?.quantity).toBe(1);
    // 'Continue' waits for the answer too.
    const visited: string[] = [];
    await startModifyCheckout(
      (url) => visited.push(url),
      () => {},
      gateway,
    );
    expect(visited).toEqual([]);

    cancelPendingChange();
    expect(modifyCartStore.getState().pendingChange).toBeNull();
    expect(modifyCartStore.getState().lines.find((line) => line.gtin13 === tomatoes)?.quantity).toBe(1);
    expect(modifyCartStore.getState().preview?.summary.cost.total).toBe(30.39);

    await setModifyQuantity(tomatoes, 0, gateway);
    confirmPendingChange();
    const changed = modifyCartStore.getState();
    expect(changed.pendingChange).toBeNull();
    expect(changed.lines.find((line) => line.gtin13 === tomatoes)?.quantity).toBe(0);
    expect(changed.preview?.summary.cost.total).toBe(33.9);
    // SAVE5 is gone already: the next decrease is made at once.
    await setModifyQuantity('0000000000031', 7, gateway);
    expect(modifyCartStore.getState().pendingChange).toBeNull();
    expect(modifyCartStore.getState().lines.find((line) => line.gtin13 === '0000000000031')?.quantity).toBe(7);
  });

  it('issue 20: a product found on the modify cart joins the order at 1, is priced and sent, and leaves at 0', async () => {
    const previews: Array<Array<{ gtin13: string; quantity: number }>> = [];
    const bodies: Array<{ lineItems: unknown }> = [];
    const gateway = {
      getOrder: async () => promoOrder,
      createModifyCheckout: async (_id: string, body: { lineItems: unknown }) => {
        bodies.push(body);
        return { id: promoOrder.id };
      },
      previewModify: async (_id: string, body: { lineItems: Array<{ gtin13: string; quantity: number }> }) => {
        previews.push(body.lineItems);
        return modifyPreviewFor(promoOrder, body.lineItems, [sourdoughLoaf]);
      },
    } as unknown as ModifyGateway;
    // The session's storage, where the modify cart keeps its lines across a reload.
    const kept = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => kept.get(key) ?? null,
        setItem: (key: string, value: string) => kept.set(key, value),
        removeItem: (key: string) => kept.delete(key),
      },
    });
    await loadModifyCart(promoOrder.id, gateway);
    await vi.waitFor(() => expect(modifyCartStore.getState().preview?.summary.cost.total).toBe(30.39));

    await addModifyProduct(sourdoughLoaf, gateway);
    const added = modifyCartStore.getState().lines.at(-1);
    expect(added).toMatchObject({ gtin13: sourdoughLoaf.gtin13, name: 'Sourdough Loaf', quantity: 1, isAdded: true });
    expect(previews.at(-1)).toContainEqual({ gtin13: sourdoughLoaf.gtin13, quantity: 1 });
    expect(modifyCartStore.getState().preview?.summary.cost.total).toBe(35.38);
    // Again: one more of it, not a second line.
    await addModifyProduct(sourdoughLoaf, gateway);
    expect(modifyCartStore.getState().lines.filter((line) => line.gtin13 === sourdoughLoaf.gtin13)).toEqual([
      expect.objectContaining({ quantity: 2 }),
    ]);
    // A reload keeps it.
    await loadModifyCart(promoOrder.id, gateway);
    expect(modifyCartStore.getState().lines.at(-1)).toMatchObject({ gtin13: sourdoughLoaf.gtin13, quantity: 2 });
    await startModifyCheckout(
      () => {},
      () => {},
      gateway,
    );
    expect(bodies[0]?.lineItems).toContainEqual({ gtin13: sourdoughLoaf.gtin13, quantity: 2 });
    // Taken down to 0, an added product leaves the cart; an ordered line stays, at 0.
    await setModifyQuantity(sourdoughLoaf.gtin13, 0, gateway);
    expect(modifyCartStore.getState().lines.some((line) => line.gtin13 === sourdoughLoaf.gtin13)).toBe(false);
    expect(modifyCartStore.getState().lines).toHaveLength(promoOrder.lineItems.length);
    vi.unstubAllGlobals();
  });

  it('issue 20: a product the order cannot take is not added (not sold in its mode, or age-restricted without a date of birth)', async () => {
    const gateway = {
      getOrder: async () => promoOrder,
      previewModify: async (_id: string, body: { lineItems: Array<{ gtin13: string; quantity: number }> }) =>
        modifyPreviewFor(promoOrder, body.lineItems),
    } as unknown as ModifyGateway;
    await loadModifyCart(promoOrder.id, gateway);
    const deliveryOnly = { ...sourdoughLoaf, availability: { PICKUP: false, DELIVERY: true, IN_STORE: true } };
    const ale = { ...sourdoughLoaf, gtin13: '0841000000999', ageRestricted: true, minAge: 21 };
    await addModifyProduct(deliveryOnly, gateway);
    await addModifyProduct(ale, gateway);
    expect(modifyCartStore.getState().lines).toHaveLength(promoOrder.lineItems.length);

    const pickup = { modalityType: 'PICKUP', hasDateOfBirth: false } as const;
    expect(addableProblemOf(sourdoughLoaf, pickup)).toBeNull();
    expect(addableProblemOf(deliveryOnly, pickup)).toBe('notSold');
    expect(addableProblemOf(deliveryOnly, { ...pickup, modalityType: 'DELIVERY' })).toBeNull();
    expect(addableProblemOf(ale, pickup)).toBe('ageRestricted');
    expect(addableProblemOf(ale, { ...pickup, hasDateOfBirth: true })).toBeNull();
  });

  it('issue 20: the search for products to add asks for words, keeps them through a failure, and drops a late answer', async () => {
    resetModifySearch();
    const answers: Array<(page: unknown) => void> = [];
    let fail = false;
    const gateway = {
      searchProducts: (query: string) => {
        if (fail) return Promise.reject(new Error('offline'));
        return new Promise((resolve) => answers.push(() => resolve({ items: [sourdoughLoaf], total: 1, query })));
      },
    } as unknown as ModifyGateway;
    await searchProductsToAdd('   ', gateway);
    expect(modifySearchStore.getState()).toMatchObject({ isQueryMissing: true, status: 'idle' });

    const first = searchProductsToAdd('bread', gateway);
    const second = searchProductsToAdd('loaf', gateway);
    answers[1]?.({});
    await second;
    answers[0]?.({});
    await first;
    expect(modifySearchStore.getState()).toMatchObject({
      status: 'done',
      query: 'loaf',
      total: 1,
      isQueryMissing: false,
    });

    fail = true;
    await searchProductsToAdd('rolls', gateway);
    expect(modifySearchStore.getState()).toMatchObject({ status: 'failed', query: 'rolls' });
    expect(modifySearchStore.getState().products).toEqual([sourdoughLoaf]);
  });

  it('MOD-022: an expired session on the modify request sends the shopper to sign in', async () => {
    let signIns = 0;
    const gateway = {
      getOrder: async () => order,
      createModifyCheckout: async () => {
        throw new ApiError({ kind: 'session', status: 401, userMessage: 'expired' });
      },
    } as unknown as ModifyGateway;
    await loadModifyCart('8800100001', gateway);
    await startModifyCheckout(
      () => {},
      () => signIns++,
      gateway,
    );
    expect(signIns).toBe(1);
  });
});

describe('modify error texts', () => {
  // The words the shopper sees: each banner's copy, as the modify cart (ModifyCart.tsx) and the modify
  // checkout (CheckoutScreen.tsx) pick it, against the spec's wording written out here. A change of the
  // product's text fails this test.
  const itemIssue =
    "There's an issue with one or more items you tried to add. We still have your original order, but can't complete your modify request.";
  const screens = banners.flatMap((banner) => {
    const checkout = checkoutCopy(banner);
    return [
      { screen: `${banner.id} modify cart`, labels: modifyCartCopy(banner) },
      {
        screen: `${banner.id} modify checkout`,
        labels: { errors: checkout.modify.errors, createOrderFailed: checkout.createOrderFailed },
      },
    ];
  });
  /** What the server answers, through the real API client and the modify catalogue, to the screen's words. */
  const shown = async (labels: Parameters<typeof modifyProblemText>[1], body: Record<string, unknown>) => {
    const api = createApiClient({
      bannerId: 'greenway',
      baseUrl: 'http://greenway.localhost/',
      messages: bannerPageConfig(getBanner('greenway')).messages,
      fetch: async () =>
        new Response(JSON.stringify(body), { status: 422, headers: { 'content-type': 'application/json' } }),
      navigation: { pathname: () => '/cart/modify', search: () => '', assign: () => {} },
      retryDelayMs: 0,
      isOnline: () => true,
      getCsrfToken: () => 'c'.repeat(40),
    });
    const error = await api
      .call('createModifyCheckout', {
        params: { orderId: '8800100001' },
        body: { idempotencyKey: crypto.randomUUID(), lineItems: [{ gtin13: '0000000000017', quantity: 3 }] },
      })
      .catch((caught: unknown) => caught);
    if (!(error instanceof ApiError)) throw new Error('the modify request did not fail');
    return modifyProblemText(modifyProblemOf(error), labels);
  };

  it.each(screens)('MOD-013, MOD-027..029: the spec’s words on the $screen', async ({ labels }) => {
    // MOD-013: payments missing on modify.
    expect(await shown(labels, { code: 'PAYMENT_METHOD_REQUIRED', message: 'no payment' })).toBe(
      'Please refresh page and try again.',
    );
    // MOD-027: promising fallout; MOD-028: RESTRICTED; each with its error code.
    const fallout = {
      code: 'PROMISING_FALLOUT',
      message: 'fallout',
      rootCauses: [{ gtin13: '0000000000017', code: 'NOT_AVAILABLE_AT_TIME' }],
    };
    expect(await shown(labels, fallout)).toBe(`${itemIssue} Error Code: PROMISING_FALLOUT`);
    expect(await shown(labels, { code: 'RESTRICTED', message: 'restricted' })).toBe(
      `${itemIssue} Error Code: RESTRICTED`,
    );
    // MOD-029: the spec names the message ('already in process') but not its words.
    expect(await shown(labels, { code: 'CANNOT_MODIFY', message: 'too late' })).toMatch(/already in process/);
  });

  it.each(screens)('MOD-030..032: the server’s reason, as it sent it, on the $screen', async ({ labels }) => {
    for (const code of [
      'ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS',
      'ALCOHOL_QUANTITY_EXCEEDED',
      'CART_QUANTITY_LIMIT_EXCEEDED',
    ]) {
      const reason = `The server's reason for ${code}.`;
      expect(await shown(labels, { code, message: 'refused', reason })).toBe(reason);
    }
  });
});
