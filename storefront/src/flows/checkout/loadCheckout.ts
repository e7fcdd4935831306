import { isApiError } from '../../lib/api/index.ts';
import { paths } from '../../lib/paths.ts';
import { loadSession } from '../../lib/stores/session.ts';
import { type CheckoutGateway, checkoutGateway } from './checkoutGateway.ts';
import { draftsOf, writeMarkerCookies } from './checkoutMemory.ts';
import { isContactIncomplete, orderCompleteHref, shouldLeaveForCart } from './checkoutRules.ts';
import { checkoutStore, resetCheckout } from './checkoutStore.ts';
import { chosenSnapAmountOf } from './checkoutView.ts';

/**
 * The page's load (PAY-006, PAY-026..030): the session (the gate sends a guest to sign-in), the checkout,
 * the basket it came from; the cart when nothing is left to pay for; the contact drawer on a missing name.
 */
export async function loadCheckout(
  orderId: string | null,
  navigate: (url: string) => void,
  gateway: CheckoutGateway = checkoutGateway(),
  { isModify = false }: { isModify?: boolean } = {},
): Promise<void> {
  resetCheckout();
  checkoutStore.setState({ orderId, isModify });
  if (!orderId) {
    checkoutStore.setState({ status: 'redirecting' });
    // MOD-004: a modify checkout without its id goes back to the modify cart.
    navigate(isModify ? paths.modifyCart : paths.cart);
    return;
  }
  try {
    const session = await loadSession();
    if (session.status !== 'signedIn') return;
    const checkout = await gateway.getCheckout(orderId);
    // PAY-030: a placed order is shown on its order-complete page, not paid again.
    if (checkout.status === 'PLACED' && !isModify) {
      checkoutStore.setState({ status: 'redirecting' });
      navigate(orderCompleteHref(checkout.id));
      return;
    }
    const basket = await gateway.getBasket(checkout.modalityType).catch(() => null);
    if (!isModify && shouldLeaveForCart({ checkoutLines: checkout.lineItems, basketLines: basket?.items ?? null })) {
      checkoutStore.setState({ status: 'redirecting' });
      navigate(paths.cart);
      return;
    }
    writeMarkerCookies(checkout);
    checkoutStore.setState({
      status: 'ready',
      checkout,
      basket,
      ...draftsOf(checkout),
      tip: checkout.paymentDetails.gratuityAmount.toFixed(2),
      // Issue 20: a SNAP EBT amount chosen before a reload is the one the checkout charges.
      snapAmount: chosenSnapAmountOf(checkout),
      drawer: isContactIncomplete(checkout.fulfillment.contact) ? 'contact' : null,
    });
  } catch (error) {
    checkoutStore.setState({
      status: isApiError(error) && error.code === 'NOT_FOUND' ? 'missing' : 'loadError',
    });
  }
}
