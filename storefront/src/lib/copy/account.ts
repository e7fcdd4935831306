import type { Banner } from '@aisle/banner-themes';
import { formatCopy } from '@aisle/banner-themes/copy';
import { usStateAndProvinceOptions } from '../addresses/addressForm.ts';
import { addressFieldsCopy } from './addressFields.ts';

/** The strings the account area's address book and address form need (island props, spec 2 "Account area"). */
export function accountAddressCopy(banner: Banner) {
  const strings = banner.strings;
  const account = strings.account;
  return {
    book: account.addressBook,
    form: account.addressForm,
    errors: account.addressErrors,
    fields: {
      ...addressFieldsCopy(banner),
      // A US or a Canadian address (ACC-084..087).
      state: account.addressForm.regionLabel,
      zip: account.addressForm.postalCodeLabel,
      zipRequired: strings.common.addressForm.postalCodeRequired,
      zipInvalid: strings.common.addressForm.postalCodeInvalid,
    },
    /** The US states and DC, then the 10 provinces, by postal abbreviation (the address payload's stateCode). */
    states: usStateAndProvinceOptions(strings.common.regions),
    card: strings.components.addressCard,
    /** Offline or no answer, and anything else (account area, spec 8 "Network errors"). */
    connection: strings.common.errors.connection,
    generic: strings.common.errors.generic,
    loading: strings.components.spinner.loading,
    reload: strings.components.errorCard.reload,
    cancel: strings.components.flyout.cancel,
    closeLabel: strings.components.modal.closeLabel,
    errorLabel: strings.components.alert.toneLabels.critical,
    successLabel: strings.components.alert.toneLabels.positive,
  };
}

export type AccountAddressLabels = ReturnType<typeof accountAddressCopy>;

/** The strings the SMS preferences page needs (`/account/preferences/sms`, ACC-020). */
export function accountSmsCopy(banner: Banner) {
  const strings = banner.strings;
  const sms = strings.account.smsPreferences;
  return {
    intro: formatCopy(sms.intro, { banner: banner.name }),
    sentTo: sms.sentTo,
    noMobilePhone: sms.noMobilePhone,
    pendingStatus: sms.pendingStatus,
    updated: sms.updated,
    /** ACC-158. */
    updateFailed: strings.account.preferences.updateFailed,
    connection: strings.common.errors.connection,
    generic: strings.common.errors.generic,
    loading: strings.components.spinner.loading,
    reload: strings.components.errorCard.reload,
    closeLabel: strings.components.modal.closeLabel,
    errorLabel: strings.components.alert.toneLabels.critical,
    successLabel: strings.components.alert.toneLabels.positive,
    noticeLabel: strings.components.alert.toneLabels.caution,
  };
}

export type AccountSmsLabels = ReturnType<typeof accountSmsCopy>;

/** The strings the membership page needs (`/membership`, ACC-006). */
export function accountMembershipCopy(banner: Banner) {
  const strings = banner.strings;
  return {
    ...strings.account.membership,
    cardName: strings.components.cardRow.cardName,
    cardBrands: strings.components.cardBrand,
    closeLabel: strings.components.modal.closeLabel,
    errorLabel: strings.components.alert.toneLabels.critical,
    connection: strings.common.errors.connection,
    generic: strings.common.errors.generic,
    loading: strings.components.spinner.loading,
    reload: strings.components.errorCard.reload,
  };
}

export type AccountMembershipLabels = ReturnType<typeof accountMembershipCopy>;
