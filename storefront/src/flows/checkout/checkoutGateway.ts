import type {
  Basket,
  Checkout,
  FlashSale,
  Modality,
  SubmitCheckoutRequest,
  UpdateCheckoutRequest,
  UpfrontTimeslots,
} from '@aisle/contracts';
import { api } from '../../lib/api/index.ts';
import { loadCart } from '../../lib/stores/cart.ts';
import { userTimeZoneHeader } from '../../lib/timeslotDays.ts';

/*
 * The checkout page's calls (cart-scheduling-checkout 7): read the checkout and the basket it came from,
 * update the checkout with its versionKey, place the order with an idempotency key, read its flash sales. The page talks to
 * this gateway only, so stories and tests can answer through the same mock fetch as every flow.
 */

/** GEN-024, GEN-030, GEN-031, the payment update: each update carries the versionKey it read. */
export type CheckoutUpdate = UpdateCheckoutRequest;

/** PAY-147: what place order sends, with its idempotency key (GEN-026, GEN-027). */
export type PlaceOrderBody = SubmitCheckoutRequest;

export type CheckoutGateway = {
  getCheckout(orderId: string): Promise<Checkout>;
  getBasket(modality: Modality): Promise<Basket>;
  updateCheckout(orderId: string, update: CheckoutUpdate): Promise<Checkout>;
  placeOrder(orderId: string, body: PlaceOrderBody): Promise<Checkout>;
  /** PRO-017, PRO-020: the checkout's flash sales (none unless a partner delivery). */
  getFlashSales(orderId: string): Promise<FlashSale[]>;
  /** PAY-054: the text-update opt-in for this order's phone (+1 and 10 digits), trigger type CLICKLIST. */
  optInToTexts(phoneNumber: string): Promise<void>;
  /** PAY-144: the shopper's baskets read again after a placed order (the header's cart count). */
  refreshBasket(): Promise<void>;
  /** PAY-057, PAY-058: the email-deals opt-in (Specials and Promotions); null where the banner has none. */
  getEmailDeals(): Promise<boolean | null>;
  setEmailDeals(isSelected: boolean): Promise<void>;
  /** Issue 20: the days and times of a modification's own store or address ('Change Time'). */
  getOrderTimes(checkout: Checkout): Promise<UpfrontTimeslots>;
};

export const liveCheckoutGateway: CheckoutGateway = {
  getCheckout: (orderId) => api().call('getCheckout', { params: { orderId } }),
  getBasket: (modality) => api().call('getBasket', { params: { modality } }),
  updateCheckout: (orderId, update) => api().call('updateCheckout', { params: { orderId }, body: update }),
  placeOrder: (orderId, body) =>
    api().call('submitCheckout', { params: { orderId }, body }, { idempotencyKey: body.idempotencyKey }),
  getFlashSales: (orderId) =>
    api()
      .call('getCheckoutFlashSales', { params: { orderId } })
      .then((answer) => answer.flashSales),
  optInToTexts: (phoneNumber) =>
    api()
      .call('updateOptIn', { body: { optIn: true, phoneNumber, triggerType: 'CLICKLIST' } })
      .then(() => undefined),
  refreshBasket: () => loadCart(true).then(() => undefined),
  getEmailDeals: () =>
    api()
      .call('getPromotionPreferences')
      .then((answer) => answer.specialsAndPromotions),
  setEmailDeals: (isSelected) =>
    api()
      .call('updatePromotionPreferences', { body: { specialsAndPromotions: isSelected } })
      .then(() => undefined),
  getOrderTimes: (checkout) =>
    api().call('getUpfrontTimeslots', {
      headers: userTimeZoneHeader(),
      body: {
        locale: 'en-US',
        modality: checkout.modalityType === 'DELIVERY' ? 'DELIVERY' : 'PICKUP',
        destination: checkout.fulfillment.address
          ? { address: { id: checkout.fulfillment.address.id } }
          : { locationId: checkout.fulfillment.location?.locationId ?? '' },
      },
    }),
};

let gateway: CheckoutGateway = liveCheckoutGateway;

export function checkoutGateway(): CheckoutGateway {
  return gateway;
}

/** For stories and tests: answer the page's calls some other way (undefined restores the live calls). */
export function setCheckoutGateway(replacement: CheckoutGateway | undefined): void {
  gateway = replacement ?? liveCheckoutGateway;
}
