import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';

/**
 * The strings of the replacement of unavailable items (island props): the cart's unavailable-item panel
 * and the scheduling page's replacement drawer (spec cart-scheduling-checkout "Replacement drawer").
 * Templates with `{item}`, `{page}` and `{pages}` are filled by the screens.
 */
export function replacementCopy(banner: Banner) {
  const strings = banner.strings;
  return {
    panel: strings.replacement.panel,
    drawer: strings.replacement.drawer,
    errors: strings.replacement.errors,
    unitPrice: strings.cart.item.unitPrice,
    tryAgain: strings.common.actions.tryAgain,
    loading: strings.components.spinner.loading,
    offline: strings.common.errors.offline,
    connection: strings.common.errors.connection,
    generic: fill(banner, strings.errors.generic.withPhone, {
      phone: formatPhoneDisplay(banner.customerServicePhone),
    }),
    errorLabel: strings.components.alert.toneLabels.critical,
    cautionLabel: strings.components.alert.toneLabels.caution,
  };
}

export type ReplacementLabels = ReturnType<typeof replacementCopy>;
