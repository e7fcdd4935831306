import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';
import { byModality } from './byModality.ts';
import { holdEndingCopy } from './holdEnding.ts';
import { walletCopy } from './wallet.ts';

/**
 * The checkout payment page's strings (island props; spec cart-scheduling-checkout 2 "Checkout payment
 * page", 4, 5, 8): the checkout, payment and promo areas of the catalogue, the components the page uses
 * and the wallet's card box. Templates keep `{field}`, `{amount}`, `{code}`, `{count}` for the island.
 */
export function checkoutCopy(banner: Banner) {
  const strings = banner.strings;
  const phone = formatPhoneDisplay(banner.customerServicePhone);
  const checkout = strings.checkout;
  return {
    ...checkout,
    contact: { ...checkout.contact, emailDealsOptIn: fill(banner, checkout.contact.emailDealsOptIn) },
    payment: strings.payment,
    promo: strings.promo,
    /** The modify checkout (MOD-001, MOD-002, MOD-013, MOD-017..032). */
    modify: strings.modify,
    stepper: strings.components.checkoutStepper,
    orderSummary: strings.components.orderSummary,
    tipSelector: strings.components.tipSelector,
    /** PAY-058: the email-deals opt-in could not be changed. */
    emailPreferencesFailed: strings.account.emailPreferences.updateFailed,
    /** ACC-163: a refused tip change. */
    tipFailed: strings.account.tipChange.failed,
    itemImages: strings.components.itemImageSummary,
    toast: strings.components.toast,
    modalities: byModality(strings.common.modalities),
    /** The order's held time under the time slot, and the warning before it runs out (issue 20, WCAG 2.2.1). */
    holdUntil: strings.selector.timeslots.holdUntil,
    holdEnding: holdEndingCopy(banner),
    wallet: walletCopy(banner),
    /** Spec 8's generic message with the banner's customer-service number (ERR-022, ERR-023). */
    generic: fill(banner, strings.errors.generic.withPhone, { phone }),
    createOrderFailed: fill(banner, strings.errors.generic.createOrder, { phone }),
    errorCode: strings.errors.codes.checkout,
    sessionExpired: strings.errors.session.expired,
    offline: strings.common.errors.offline,
    connection: strings.common.errors.connection,
    /** Issue 20: the modify checkout's 'Change Time' drawer, with the scheduling page's day and time controls. */
    orderTime: {
      ...strings.modify.changeTime,
      dayCarousel: strings.components.dayCarousel,
      timeSlot: strings.components.timeSlotOption,
      listLabel: strings.components.timeSlotOption.listLabel,
      timeGone: strings.scheduling.modals.timeExpiredBody,
      alreadyInProcess: strings.modify.errors.alreadyInProcess,
    },
    closeLabel: strings.components.modal.closeLabel,
    loading: strings.components.spinner.loading,
    reload: strings.components.errorCard.reload,
    loadFailed: strings.components.errorCard.message,
    toneLabels: strings.components.alert.toneLabels,
    /** Banner facts the page reads (GEN-014, PAY-057). */
    allowsPickupInstructions: banner.allowsPickupInstructions,
    showsEmailDealsOptIn: banner.showsEmailDealsOptIn,
    /** PAY-015..017, GEN-009, GEN-010. */
    hrefs: {
      faq: '/topic/digital-faqs',
      privacyPolicy: '/i/privacy-policy',
      snapFaq: '/i/snap-ebt-faq',
      partnerTerms: '/i/delivery-partner-terms',
    },
  };
}

export type CheckoutLabels = ReturnType<typeof checkoutCopy>;
