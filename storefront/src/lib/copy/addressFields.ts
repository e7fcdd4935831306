import type { Banner } from '@aisle/banner-themes';

/** The labels and field messages of an address form (AddressFields), for the account and the cart. */
export function addressFieldsCopy(banner: Banner) {
  const strings = banner.strings;
  return {
    ...strings.common.addressForm,
    optional: strings.common.form.optional,
    selectPlaceholder: strings.common.form.selectPlaceholder,
    zipRequired: strings.selector.addAddress.zipRequired,
    zipInvalid: strings.selector.addAddress.zipInvalid,
    saving: strings.selector.addAddress.saving,
  };
}
