import type { Checkout } from '@aisle/contracts';
import { normalizePromoCode, promoCodeProblem } from '@aisle/contracts/promoRules';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import type { PromoFailure } from '../../lib/promo/PromoCodeForm.tsx';
import { type CheckoutGateway, type CheckoutUpdate, checkoutGateway } from './checkoutGateway.ts';
import { checkoutStore } from './checkoutStore.ts';
import { isHoldLapsed } from './placeOrderOutcome.ts';

/*
 * The checkout's versioned updates (GEN-024, GEN-030, GEN-031): each one sends the versionKey the page read;
 * a stale one reads the checkout again and sends once more. Place Order waits while any is on its way.
 */

/** Reads the checkout again after a stale versionKey: the drafts stay as the shopper left them. */
export async function refetch(gateway: CheckoutGateway): Promise<Checkout | null> {
  const { orderId } = checkoutStore.getState();
  if (!orderId) return null;
  const checkout = await gateway.getCheckout(orderId);
  checkoutStore.setState({ checkout });
  return checkout;
}

/** One update with the versionKey read; a stale one reads the checkout again and sends once more. */
async function updateWithVersion(
  orderId: string,
  checkout: Checkout,
  change: Omit<CheckoutUpdate, 'versionKey'>,
  gateway: CheckoutGateway,
): Promise<void> {
  let current = checkout;
  for (let attempt = 0; ; attempt++) {
    try {
      const updated = await gateway.updateCheckout(orderId, { ...change, versionKey: current.versionKey });
      checkoutStore.setState({ checkout: updated });
      return;
    } catch (error) {
      if (attempt === 0 && isApiError(error) && error.code === 'VERSION_CONFLICT') {
        const fresh = await refetch(gateway);
        if (!fresh) throw error;
        current = fresh;
        continue;
      }
      throw error;
    }
  }
}

/**
 * One update counted in pendingUpdates (Place Order waits meanwhile, PAY-139) whose refusal the caller
 * shows itself, not the retry modal; a lapsed hold opens 'Order Timed Out'. Null when the checkout took it,
 * otherwise the error.
 */
export async function countedUpdate(
  change: Omit<CheckoutUpdate, 'versionKey'>,
  gateway: CheckoutGateway,
): Promise<unknown> {
  const { checkout, orderId } = checkoutStore.getState();
  if (!checkout || !orderId) return new Error('No checkout to update.');
  checkoutStore.setState((state) => ({ pendingUpdates: state.pendingUpdates + 1 }));
  try {
    await updateWithVersion(orderId, checkout, change, gateway);
    return null;
  } catch (error) {
    if (isHoldLapsed(error)) checkoutStore.setState({ modal: 'timedOut' });
    return error;
  } finally {
    checkoutStore.setState((state) => ({ pendingUpdates: Math.max(0, state.pendingUpdates - 1) }));
  }
}

/**
 * Sends one update with the versionKey read (GEN-024, GEN-030, GEN-031). A stale versionKey makes the
 * page read the checkout again and send the same change once more; any other failure opens the retry
 * modal (PAY-035). True when the checkout took the change.
 */
export async function sendUpdate(
  change: Omit<CheckoutUpdate, 'versionKey'>,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<boolean> {
  const { checkout, orderId } = checkoutStore.getState();
  if (!checkout || !orderId) return false;
  checkoutStore.setState({ failedUpdate: null });
  const error = await countedUpdate(change, gateway);
  if (error === null) return true;
  if (!isHoldLapsed(error) && !(isApiError(error) && error.kind === 'session')) {
    checkoutStore.setState({
      modal: snapPaymentOf(change) ? 'snapUpdateFailed' : 'updateFailed',
      failedUpdate: change,
    });
  }
  return false;
}

/** The SNAP EBT card a payment update charges, if any. */
export function snapPaymentOf(change: Omit<CheckoutUpdate, 'versionKey'> | null): string | null {
  return change?.payments?.find((payment) => payment.paymentType === 'EBT')?.id ?? null;
}

/**
 * PRO-003..009, CBX-043, GEN-030: a promo code added to or removed from the checkout. A refusal
 * (unknown, not eligible, PROMO_NOT_ALLOWED) is the form's failure message, not the retry modal; Place
 * Order waits meanwhile (PAY-139). Null when the checkout took the change.
 */
export async function changeCheckoutPromo(
  action: 'Add' | 'Remove',
  typed: string,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<PromoFailure | null> {
  if (action === 'Add') {
    const problem = promoCodeProblem(typed);
    if (problem) return problem;
  }
  const { checkout, orderId, promoPending } = checkoutStore.getState();
  if (!checkout || !orderId || promoPending) return null;
  const code = normalizePromoCode(typed);
  checkoutStore.setState({ promoPending: { action, code } });
  const error = await countedUpdate({ priceAdjustment: { promos: [{ action, code }] } }, gateway);
  checkoutStore.setState({ promoPending: null });
  if (error === null) return null;
  return isConnectionError(error) ? { connection: error.userMessage } : 'failed';
}

/**
 * PRO-018, PRO-021, PRO-025: lines added, changed or removed (flash sales) with the versionKey read; the
 * caller shows a refusal. Null when the checkout took them, otherwise the error.
 */
export function changeLines(
  lineItems: NonNullable<CheckoutUpdate['lineItems']>,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<unknown> {
  return countedUpdate({ lineItems }, gateway);
}

/**
 * A modification's new time (issue 20, orderTime.ts): another window at the order's place, with the versionKey
 * read; the caller shows a refusal. Null when the checkout took it, otherwise the error.
 */
export function changeOrderTime(
  selectedTimeId: string,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<unknown> {
  return countedUpdate({ fulfillment: { selectedTimeId } }, gateway);
}

/** PAY-036: 'Try Again' sends the failed update again. */
export async function retryFailedUpdate(): Promise<void> {
  const { failedUpdate } = checkoutStore.getState();
  checkoutStore.setState({ modal: null });
  if (failedUpdate) await sendUpdate(failedUpdate);
}

/**
 * The tip change (GEN-031, ACC-048, ACC-070..073, ACC-098..100, ACC-163): the chosen or typed amount goes
 * with 2 decimals in the checkout update with its versionKey. The submission goes from request to ok or
 * error; either way the page then holds the checkout as the server has it (the update's answer, or a fresh
 * read after a refusal, so the tip shown is the one that counts). A refusal is the tip's own message, not
 * the payment retry modal. True when the checkout took the tip.
 */
export async function saveTip(value: string, gateway: CheckoutGateway = checkoutGateway()): Promise<boolean> {
  const { checkout, orderId } = checkoutStore.getState();
  if (!checkout || !orderId) return false;
  const amount = Math.round((Number(value) || 0) * 100) / 100;
  checkoutStore.setState({ tip: amount.toFixed(2), tipStatus: 'request' });
  const error = await countedUpdate({ paymentDetails: { gratuityAmount: amount } }, gateway);
  if (error === null) {
    checkoutStore.setState({ tipStatus: 'ok' });
    return true;
  }
  if (isHoldLapsed(error) || (isApiError(error) && error.kind === 'session')) {
    checkoutStore.setState({ tipStatus: 'idle' });
    return false;
  }
  checkoutStore.setState({ tipStatus: 'error' });
  const fresh = await refetch(gateway).catch(() => null);
  if (fresh) checkoutStore.setState({ tip: fresh.paymentDetails.gratuityAmount.toFixed(2) });
  return false;
}
