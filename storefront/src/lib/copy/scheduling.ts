import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';
import { ageVerificationCopy } from './ageVerification.ts';
import { byModality } from './byModality.ts';
import { replacementCopy } from './replacement.ts';

/**
 * The scheduling step's strings (island props; spec cart-scheduling-checkout 2 "Scheduling page", 5, 8).
 * Templates keep `{type}`, `{title}`, `{modality}`, `{vendor}`, `{code}` for the island to fill.
 */
export function schedulingCopy(banner: Banner) {
  const strings = banner.strings;
  const own = strings.scheduling;
  return {
    ...own,
    filter: { ...own.filter, ownDelivery: fill(banner, own.filter.ownDelivery) },
    modals: {
      ...own.modals,
      noOwnDeliveryTitle: fill(banner, own.modals.noOwnDeliveryTitle),
      noOwnDeliveryBody: fill(banner, own.modals.noOwnDeliveryBody),
    },
    stepper: strings.components.checkoutStepper,
    dayCarousel: strings.components.dayCarousel,
    timeSlot: strings.components.timeSlotOption,
    modalities: byModality(strings.common.modalities),
    /** The banner's names of the membership plans, by plan code (the membership message names the plan). */
    planTitles: banner.membershipPlanTitles,
    /** Spec 8's generic message with the banner's customer-service number (TS1079 follows it). */
    generic: fill(banner, strings.errors.generic.withPhone, {
      phone: formatPhoneDisplay(banner.customerServicePhone),
    }),
    closeLabel: strings.components.modal.closeLabel,
    loading: strings.components.spinner.loading,
    errorLabel: strings.components.alert.toneLabels.critical,
    infoLabel: strings.components.alert.toneLabels.info,
    ageVerification: ageVerificationCopy(banner),
    /** The replacement drawer (RPL-005..011). */
    replacement: replacementCopy(banner),
    /** SCH-007: where 'Start My Cart' goes. */
    startMyCartHref: '/products/start-my-cart',
  };
}

export type SchedulingLabels = ReturnType<typeof schedulingCopy>;
