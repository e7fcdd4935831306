import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';

export type BasketGateLabels = {
  /** 'Loading basket...' (OCP-030). */
  loading: string;
  /** The basket load failure with the banner's customer-service number filled in (WER-010). */
  loadFailed: string;
  tryAgain: string;
  errorLabel: string;
};

export function basketGateCopy(banner: Banner): BasketGateLabels {
  const copy = banner.strings.basketGate;
  return {
    loading: copy.loading,
    loadFailed: fill(banner, copy.loadFailed, { phone: formatPhoneDisplay(banner.customerServicePhone) }),
    tryAgain: copy.tryAgain,
    errorLabel: banner.strings.components.alert.toneLabels.critical,
  };
}
