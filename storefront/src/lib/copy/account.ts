import type { Banner } from '@aisle/banner-themes';
import { usStateOptions } from '../addresses/addressForm.ts';

/** The strings the account area's address book and address form need (island props, spec 2 "Account area"). */
export function accountAddressCopy(banner: Banner) {
  const strings = banner.strings;
  const account = strings.account;
  return {
    book: account.addressBook,
    form: account.addressForm,
    errors: account.addressErrors,
    fields: {
      ...strings.common.addressForm,
      optional: strings.common.form.optional,
      selectPlaceholder: strings.common.form.selectPlaceholder,
      zipRequired: strings.selector.addAddress.zipRequired,
      zipInvalid: strings.selector.addAddress.zipInvalid,
      saving: strings.selector.addAddress.saving,
    },
    /** The US states and DC, by postal abbreviation (the address payload's stateCode). */
    states: usStateOptions(strings.common.regions),
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
