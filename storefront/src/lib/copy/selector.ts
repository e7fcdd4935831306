import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';

/**
 * Every string the selector's screens show (shell and delivery screens), built at build time from the
 * banner and fetched as one small JSON file when the shopper first opens the selector
 * (`/themes/selector-copy/<banner>.json`, see src/pages/themes/selector-copy/[banner].json.ts), so no page carries it in its HTML.
 * Stories build it directly from the toolbar's banner.
 */
export function buildSelectorCopy(banner: Banner) {
  const strings = banner.strings;
  return {
    banner: {
      id: banner.id,
      name: banner.name,
      companyName: banner.companyName,
      customerServicePhone: formatPhoneDisplay(banner.customerServicePhone),
      /** The plan titles of the membership fee notes (SEL-135). */
      membershipPlanTitles: banner.membershipPlanTitles,
    },
    selector: strings.selector,
    common: strings.common,
    /** The address book's save errors (ADDRESS_NOT_FOUND, TOO_MANY_ADDRESSES, ...), shared with the account area. */
    addressErrors: strings.account.addressErrors,
    components: {
      storeOption: strings.components.storeOption,
      addressCard: strings.components.addressCard,
      prop65: strings.components.prop65,
      dayCarousel: strings.components.dayCarousel,
      timeSlotOption: strings.components.timeSlotOption,
      spinner: strings.components.spinner,
      alertToneLabels: strings.components.alert.toneLabels,
      select: strings.components.select,
      textField: strings.components.textField,
    },
  };
}
