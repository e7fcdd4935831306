import type { Banner } from '@aisle/banner-themes';
import type { HoldEndingLabels } from '../hold/HoldEndingDialog.tsx';

/** The hold warning's strings (scheduling.holdEnding), for the header and the checkout. */
export function holdEndingCopy(banner: Banner): HoldEndingLabels {
  const strings = banner.strings;
  return {
    ...strings.scheduling.holdEnding,
    closeLabel: strings.components.modal.closeLabel,
    criticalTone: strings.components.alert.toneLabels.critical,
  };
}
