import { getBanner } from '@aisle/banner-themes';
import type { Checkout } from '@aisle/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutFixture, paymentSourceOf } from '../../../testing/checkoutFixtures.ts';
import { ApiError } from '../../lib/api/index.ts';
import { checkoutCopy } from '../../lib/copy/checkout.ts';
import type { PlaceOrderBody } from './checkoutGateway.ts';
import { checkoutStore, resetCheckout } from './checkoutStore.ts';
import { fakeGateway } from './fakeGateway.ts';
import { loadCheckout } from './loadCheckout.ts';
import { finishModify, placeOrder } from './placeOrder.ts';

const toasts = vi.hoisted(
  () =>
    [] as Array<{ tone: string; heading?: string; message: string; action?: { label: string; onAction?: () => void } }>,
);
vi.mock('@aisle/design-system/components/Toast', () => ({
  showToast: (toast: (typeof toasts)[number]) => {
    toasts.push(toast);
    return `toast-${toasts.length}`;
  },
}));

const modifyToasts = checkoutCopy(getBanner('greenway')).modify.toasts;

const card = '00000000-0000-4000-8000-000000001111';
/** The modify checkout carries the original card already (MOD-007), so Place Order sends no update first. */
const checkout = (versionKey: string): Checkout =>
  checkoutFixture({ modality: 'PICKUP', versionKey, payments: [paymentSourceOf(card)] });

afterEach(resetCheckout);

describe('checkout in modify mode', () => {
  it('MOD-004: a modify checkout without its id goes to /cart/modify', async () => {
    const visited: string[] = [];
    await loadCheckout(null, (url) => visited.push(url), fakeGateway({}), { isModify: true });
    expect(visited).toEqual(['/cart/modify']);
  });

  it('MOD-014, MOD-021, MOD-027: MODIFY with a key per attempt; a refusal reads the checkout again', async () => {
    const bodies: PlaceOrderBody[] = [];
    let reads = 0;
    const gateway = fakeGateway({
      getCheckout: async () => {
        reads++;
        return checkout('2');
      },
      placeOrder: async (_id, body) => {
        bodies.push(body);
        throw new ApiError({
          kind: 'http',
          status: 422,
          code: 'PROMISING_FALLOUT',
          userMessage: 'x',
          rootCauses: [{ gtin13: '0000000000001', code: 'NOT_AVAILABLE_AT_TIME' }],
        });
      },
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      checkoutStore.setState({
        isModify: true,
        status: 'ready',
        orderId: '100000000001',
        checkout: checkout('1'),
        contact: { firstName: 'Dana', lastName: 'Demo', phone: '(513) 555-0100', smsOptIn: false },
      });
      await placeOrder({ bankCardId: card, snap: null, giftCardIds: [] }, () => {}, { rejectedHref: '/r' }, gateway);
    }
    expect(bodies.map((body) => body.type)).toEqual(['MODIFY', 'MODIFY']);
    expect(bodies[0]?.idempotencyKey).not.toBe(bodies[1]?.idempotencyKey);
    expect(reads).toBe(2);
    expect(checkoutStore.getState().submitProblem).toEqual({
      kind: 'modify',
      problem: { kind: 'itemIssue', code: 'PROMISING_FALLOUT', gtins: ['0000000000001'] },
    });
  });

  it('MOD-015, MOD-016: success clears the modify cart and opens order-complete with im=true', () => {
    const visited: string[] = [];
    let cleared = 0;
    finishModify(
      '100000000001',
      (url) => visited.push(url),
      undefined,
      () => {
        cleared++;
      },
    );
    expect(cleared).toBe(1);
    expect(visited).toEqual(['/checkout/CLICKLIST/100000000001/complete?im=true']);
  });

  it("MOD-017..019: when clearing the modify cart fails, 'Modifications Saved' offers 'Confirm', which deletes it or says it could not", () => {
    toasts.length = 0;
    const visited: string[] = [];
    let attempts = 0;
    let refuse = 2;
    const clear = () => {
      attempts++;
      if (refuse-- > 0) throw new Error('storage refused');
    };
    finishModify('10000000000101', (url) => visited.push(url), modifyToasts, clear);
    expect(visited).toEqual([]);
    expect(toasts).toEqual([
      expect.objectContaining({
        tone: 'info',
        heading: 'Modifications Saved',
        action: expect.objectContaining({ label: 'Confirm' }),
      }),
    ]);
    // MOD-019: Confirm's delete fails too: the error toast.
    toasts[0]?.action?.onAction?.();
    expect(toasts[1]).toMatchObject({ tone: 'error', message: 'There was a problem, please try again.' });
    expect(visited).toEqual([]);
    // MOD-018: Confirm deletes the modify cart, then opens the modified order.
    toasts[0]?.action?.onAction?.();
    expect(attempts).toBe(3);
    expect(visited).toEqual(['/checkout/CLICKLIST/10000000000101/complete?im=true']);
  });
});
