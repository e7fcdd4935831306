import type { Checkout } from '@aisle/contracts';
import { isFlashSaleLine, submitLinesOf } from '@aisle/contracts/flashSaleRules';
import { showToast } from '@aisle/design-system/components/Toast';
import { withRejectionReason } from '../../lib/checkoutLinks.ts';
import { clearModifyCart } from '../modify/index.ts';
import { carriesContact, contactUpdateOf } from './checkoutContact.ts';
import { type CheckoutGateway, checkoutGateway, type PlaceOrderBody } from './checkoutGateway.ts';
import { paymentsOf, type SelectedPayments } from './checkoutPayments.ts';
import {
  canPlaceOrder,
  checkoutErrorCodes,
  contactProblems,
  deliveryTermsOf,
  newIdempotencyKey,
  orderCompleteHref,
  paymentsCarrySelection,
  submitPreconditionCode,
} from './checkoutRules.ts';
import { checkoutGenerationNow, checkoutStore } from './checkoutStore.ts';
import { refetch, sendUpdate } from './checkoutUpdates.ts';
import { placeOrderOutcome } from './placeOrderOutcome.ts';

/**
 * Place Order (PAY-137..150): the checks the page can make first (contact, terms, a card), then one
 * attempt with a new idempotency key; success goes to order-complete, a rejected authorization to the
 * rejection route, a timed-out hold to 'Order Timed Out'.
 */
export async function placeOrder(
  selection: SelectedPayments,
  navigate: (url: string) => void,
  options: { encryptedPin?: string; rejectedHref: string; modifyToasts?: ModifyToasts },
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<void> {
  const state = checkoutStore.getState();
  const { checkout, orderId } = state;
  if (!checkout || !orderId) return;
  // ERR-025..028: without a card, versionKey, contact or checksum nothing is sent: the generic message and its code.
  const missing = submitPreconditionCode(checkout, Boolean(selection.bankCardId));
  if (missing) {
    checkoutStore.setState({ submitProblem: { kind: 'generic', code: missing } });
    return;
  }
  if (
    !canPlaceOrder({ hasBankCard: true, isUpdatePending: state.pendingUpdates > 0, isSubmitting: state.isSubmitting })
  ) {
    return;
  }
  const fields = contactProblems(state.contact);
  if (Object.keys(fields).length > 0) {
    checkoutStore.setState({ submitProblem: { kind: 'contact', fields }, drawer: 'contact' });
    return;
  }
  if (deliveryTermsOf(checkout.modalityType, checkout.fulfillment.promise.vendorId) && !state.isTermsAccepted) {
    checkoutStore.setState({ submitProblem: { kind: 'terms' } });
    return;
  }
  // PAY-114: a SNAP EBT charge asks for the PIN (the secure frame's token) before the order is placed.
  // PAY-116, PAY-117: once the card is locked (75) the dialog opens again as 'Too Many PIN Attempts', with no
  // PIN entry: Place Order says why it cannot place the order instead of doing nothing.
  if (selection.snap && selection.snap.amount > 0 && !options.encryptedPin) {
    checkoutStore.setState({ modal: 'pin', pinProblem: state.pinProblem === 'locked' ? 'locked' : null });
    return;
  }
  // CBX-037, CBX-038: a dismissed 'Something went wrong' leaves the checkout without the chosen cards;
  // the payment update goes again first, and the order is placed only once the checkout carries them.
  let placing = checkout;
  // Issue 20: what the page shows is what is placed. The contact shown (a phone kept from the last order,
  // PAY-056) goes to the checkout first when the checkout does not carry it yet.
  const shownContact = contactUpdateOf(state.contact);
  if (!carriesContact(placing.fulfillment.contact, shownContact)) {
    if (!(await sendUpdate({ fulfillment: { contact: shownContact } }, gateway))) return;
    const updated = checkoutStore.getState().checkout;
    if (!updated) return;
    placing = updated;
  }
  const wanted = paymentsOf(selection);
  if (!paymentsCarrySelection(placing.payments, wanted)) {
    if (!(await sendUpdate({ payments: wanted }, gateway))) return;
    const updated = checkoutStore.getState().checkout;
    if (!updated || !paymentsCarrySelection(updated.payments, wanted)) return;
    placing = updated;
  }
  const amounts = new Map(placing.payments.map((payment) => [payment.id, payment.amount]));
  const body: PlaceOrderBody = {
    // MOD-014: a modification is submitted with type MODIFY; each attempt has its own key (MOD-010).
    type: state.isModify ? 'MODIFY' : 'ACTIVATE',
    idempotencyKey: newIdempotencyKey(),
    versionKey: placing.versionKey,
    // PAY-148, PRO-022, PRO-023: the lines as read, a flash-sale line with its coupon and source store.
    lineItems: submitLinesOf(placing.lineItems),
    paymentDetails: {
      paymentMethods: paymentsOf(selection).map((payment) => ({
        id: payment.id,
        amount: amounts.get(payment.id) ?? ('amount' in payment ? payment.amount : 0),
        ...(payment.paymentType === 'EBT' && options.encryptedPin ? { encryptedPin: options.encryptedPin } : {}),
      })),
      paymentVersionKey: placing.paymentDetails.paymentVersionKey,
      gratuityAmount: Number(state.tip) || 0,
    },
  };
  checkoutStore.setState({ isSubmitting: true, submitProblem: null });
  const placedIn = checkoutGenerationNow();
  try {
    const result = await gateway.placeOrder(orderId, body);
    if (placedIn !== checkoutGenerationNow()) return;
    // ERR-029: an answer without the placed checkout is not a placed order the page can show.
    if (!result?.id) {
      checkoutStore.setState({
        isSubmitting: false,
        submitProblem: { kind: 'generic', code: checkoutErrorCodes.noUpdatedCheckout },
      });
      return;
    }
    // PAY-140, PAY-145: the placed checkout is kept, then the order-complete page.
    checkoutStore.setState({ status: 'redirecting', checkout: result, modal: null });
    reportOrderPlaced(result);
    // PAY-144: the baskets are read again (the header's count) before the page moves on; a failure stops nothing.
    await gateway.refreshBasket().catch(() => undefined);
    if (state.isModify) {
      finishModify(result.id, navigate, options.modifyToasts);
      return;
    }
    navigate(orderCompleteHref(result.id));
  } catch (error) {
    if (placedIn !== checkoutGenerationNow()) return;
    checkoutStore.setState({ isSubmitting: false });
    const outcome = placeOrderOutcome(error, { isModify: state.isModify });
    switch (outcome.kind) {
      case 'signIn':
        return;
      case 'pin':
        checkoutStore.setState((current) => ({
          modal: 'pin',
          pinProblem: outcome.pinProblem,
          pinRefusals: current.pinRefusals + 1,
        }));
        return;
      case 'timedOut':
        checkoutStore.setState({ modal: 'timedOut' });
        return;
      case 'rejected':
        checkoutStore.setState({ status: 'redirecting' });
        navigate(withRejectionReason(options.rejectedHref, outcome.reason));
        return;
      case 'snapBalance':
        // The balance is kept for the SNAP display, and the amount form opens on it (PAY-129).
        checkoutStore.setState({ snapBalance: outcome.balance, modal: 'snapAmount' });
        return;
      case 'readAgain':
        await refetch(gateway).catch(() => null);
        checkoutStore.setState({ submitProblem: outcome.problem });
        return;
      case 'contactFields':
        checkoutStore.setState({ submitProblem: { kind: 'contact', fields: outcome.fields }, drawer: 'contact' });
        return;
      case 'problem':
        checkoutStore.setState({ submitProblem: outcome.problem });
        return;
    }
  }
}

/** The usage event a placed order sends (PAY-143): analytics listen for it on window. */
export const ORDER_PLACED_EVENT = 'aisle:order-placed';
export type OrderPlacedDetail = { orderId: string; isModify: boolean; hasFlashSale: boolean };

/** PAY-143: the usage event, with the flash-sale flag when any line has a flash-sale coupon. */
function reportOrderPlaced(checkout: Checkout): void {
  if (typeof window === 'undefined') return;
  const detail: OrderPlacedDetail = {
    orderId: checkout.id,
    isModify: checkoutStore.getState().isModify,
    hasFlashSale: checkout.lineItems.some(isFlashSaleLine),
  };
  window.dispatchEvent(new CustomEvent<OrderPlacedDetail>(ORDER_PLACED_EVENT, { detail }));
}

/** The words of the toasts after a submitted modification (MOD-017..019). */
export type ModifyToasts = { savedTitle: string; savedBody: string; confirm: string; deleteFailed: string };

/**
 * MOD-015..019: a submitted modification clears the modify cart and goes to the order-complete page flagged
 * as modified; when clearing fails, 'Modifications Saved' with 'Confirm' tries again (its failure says so).
 */
export function finishModify(
  orderId: string,
  navigate: (url: string) => void,
  toasts: ModifyToasts | undefined,
  clear: () => void = clearModifyCart,
): void {
  const done = orderCompleteHref(orderId, { isModify: true });
  try {
    clear();
    navigate(done);
  } catch {
    if (!toasts) return;
    showToast({
      tone: 'info',
      heading: toasts.savedTitle,
      message: toasts.savedBody,
      durationMs: null,
      action: {
        label: toasts.confirm,
        onAction: () => {
          try {
            clear();
            navigate(done);
          } catch {
            showToast({ tone: 'error', message: toasts.deleteFailed });
          }
        },
      },
    });
  }
}
