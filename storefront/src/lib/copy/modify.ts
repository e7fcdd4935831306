import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';
import { byModality } from './byModality.ts';

/** The modify cart's strings (cart-scheduling-checkout 2, 4 "Modify order", 8): modify, cart and error copy. */
export function modifyCartCopy(banner: Banner) {
  const strings = banner.strings;
  const modify = strings.modify;
  const phone = formatPhoneDisplay(banner.customerServicePhone);
  return {
    heading: strings.cart.modifyHeading,
    editBanner: modify.editBanner,
    originalPayment: modify.originalPayment,
    cancelChanges: modify.cancelChanges,
    ineligibleItem: modify.ineligibleItem,
    continueLabel: strings.cart.summary.continue,
    emptyCart: formatEmpty(strings.cart.empty),
    loading: strings.components.spinner.loading,
    notFound: strings.orderComplete.purchases.notFound,
    loadFailed: strings.components.errorCard.message,
    reload: strings.components.errorCard.reload,
    item: strings.cart.item,
    errors: modify.errors,
    createOrderFailed: fill(banner, strings.errors.generic.createOrder, { phone }),
    toneLabels: strings.components.alert.toneLabels,
    /** Issue 20: the modify cart priced like the cart, and the question before a promotion is lost. */
    pricing: modify.pricing,
    promoLoss: modify.promoLoss,
    addItems: {
      ...modify.addItems,
      emptyQuery: strings.storefront.catalogue.emptyQuery,
      noResults: strings.storefront.catalogue.noResults,
    },
    summary: strings.components.orderSummary,
    summaryLines: strings.orderComplete.summaryLines,
    modalities: byModality(strings.common.modalities),
    closeLabel: strings.components.modal.closeLabel,
  };
}

function formatEmpty(template: string): string {
  return template.replace('{type} ', '');
}

export type ModifyCartLabels = ReturnType<typeof modifyCartCopy>;
