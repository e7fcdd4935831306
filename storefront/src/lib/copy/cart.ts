import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { usStateOptions } from '../addresses/addressForm.ts';
import { paths } from '../paths.ts';
import { fill } from '../site.ts';
import { addressFieldsCopy } from './addressFields.ts';
import { byModality } from './byModality.ts';
import { replacementCopy } from './replacement.ts';

/**
 * The strings the cart screen needs (island props; spec cart-scheduling-checkout 2 "Cart"). Templates with
 * `{item}`, `{type}`, `{max}` and `{count}` are filled by the screen.
 */
export function cartCopy(banner: Banner) {
  const strings = banner.strings;
  const cart = strings.cart;
  return {
    table: cart.table,
    item: cart.item,
    substitution: cart.substitution,
    notices: cart.notices,
    summary: cart.summary,
    /** GEN-008: the supporting page the cart's summary links, before the step to scheduling. */
    gotEverythingHref: paths.gotEverything,
    screen: cart.screen,
    empty: cart.empty,
    startShopping: cart.startShopping,
    /** {type} words, keyed by the contracts' modality names. */
    modalities: byModality(strings.common.modalities),
    offline: strings.common.errors.offline,
    connection: strings.common.errors.connection,
    /** Spec 8's generic message with the banner's customer-service number. */
    generic: fill(banner, strings.errors.generic.withPhone, {
      phone: formatPhoneDisplay(banner.customerServicePhone),
    }),
    loading: strings.components.spinner.loading,
    reload: strings.components.errorCard.reload,
    errorLabel: strings.components.alert.toneLabels.critical,
    infoLabel: strings.components.alert.toneLabels.info,
    cautionLabel: strings.components.alert.toneLabels.caution,
    /** The promo code form (PRO-001..009) and its success toast. */
    promo: strings.promo,
    toast: strings.components.toast,
    /** The delivery-address modal and its 'Check Availability' step (CART-012..022), the map and Prop 65. */
    addressModal: cart.addressModal,
    addressFields: addressFieldsCopy(banner),
    states: usStateOptions(strings.common.regions),
    map: { ...strings.components.mapWidget, unavailable: cart.map.unavailable },
    prop65: strings.components.prop65,
    itemImages: strings.components.itemImageSummary,
    cancel: strings.components.flyout.cancel,
    closeLabel: strings.components.modal.closeLabel,
    successLabel: strings.components.alert.toneLabels.positive,
    /** The unavailable-item panel (RPL-001..004). */
    replacement: replacementCopy(banner),
  };
}

export type CartLabels = ReturnType<typeof cartCopy>;

/** Fills `{name}` placeholders of a label at run time (the island's values: item names, counts, modes). */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
