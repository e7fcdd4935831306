import type { Banner } from '@aisle/banner-themes';
import { billingRegionCodes } from '@aisle/contracts/walletRules';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';
import { walletCallCopy } from './walletCalls.ts';
import { secureFrameCopy } from './walletFrames.ts';

/**
 * The strings of the wallet flyout and the card box (issue 12): the wallet area of the catalogue, the card
 * row's and brands' labels, the State select's region names in the select's order, and the dialogs' and
 * alerts' shared labels. Only the wallet's own islands carry them.
 */
export function walletCopy(banner: Banner) {
  const strings = banner.strings;
  const wallet = strings.wallet;
  const regions = strings.common.regions as Record<string, string>;
  return {
    ...wallet,
    errors: {
      ...wallet.errors,
      maxBankCards: fill(banner, wallet.errors.maxBankCards, {
        phone: formatPhoneDisplay(banner.customerServicePhone),
      }),
      /** PAY-109: deleting a gift card with a balance from checkout's payment options. */
      giftDeleteBlocked: strings.payment.giftCard.deleteBlocked,
      /** PAY-102: adding a sixth gift card to an order at checkout. */
      giftOrderLimit: strings.payment.giftCard.orderLimit,
    },
    /** The wallet calls' messages (the error catalogue) and each secure frame's words. */
    calls: walletCallCopy(banner),
    frames: {
      card: secureFrameCopy(banner, 'card'),
      snap: secureFrameCopy(banner, 'snap'),
      gift: secureFrameCopy(banner, 'gift'),
      pin: secureFrameCopy(banner, 'pin'),
    },
    /** The card box's word on a chosen card checkout cannot use (CBX-024). */
    cardUse: { noBillingAddress: strings.payment.cardUse.noBillingAddress },
    /** The card box's modals: the checkout side's card messages (PAY-130..135, WER-044, WER-045). */
    cardErrors: {
      ...strings.payment.cardErrors,
      contactService: fill(banner, strings.payment.cardErrors.contactService, {
        phone: formatPhoneDisplay(banner.customerServicePhone),
      }),
    },
    /** PAY-103: the gift group's note once gift cards (and SNAP EBT) cover the order. */
    giftNotNeeded: strings.payment.giftCard.notNeeded,
    /** '{field} is a required field' and its field names (CBX-027, CBX-028, CBX-030). */
    fieldRequired: strings.checkout.validation.fieldRequired,
    fieldNames: strings.checkout.fieldNames,
    /** Not copy: the tenant the wallet calls name (API-015). */
    tenantName: banner.tenantName,
    cardRow: strings.components.cardRow,
    cardBrand: strings.components.cardBrand,
    regions: billingRegionCodes.map((code) => ({ value: code, label: `${code} - ${regions[code] ?? code}` })),
    optional: strings.common.form.optional,
    closeLabel: strings.components.modal.closeLabel,
    spinner: strings.components.spinner.loading,
    toneLabels: strings.components.alert.toneLabels,
    dismissLabel: strings.components.alert.dismissLabel,
    connection: strings.common.errors.connection,
    generic: strings.common.errors.generic,
  };
}

export type WalletLabels = ReturnType<typeof walletCopy>;
