import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../../lib/site.ts';
import type { BasketGateLabels } from './BasketGate.tsx';

export function basketGateCopy(banner: Banner): BasketGateLabels {
  const copy = banner.strings.basketGate;
  return {
    loading: copy.loading,
    loadFailed: fill(banner, copy.loadFailed, { phone: formatPhoneDisplay(banner.customerServicePhone) }),
    tryAgain: copy.tryAgain,
    errorLabel: banner.strings.components.alert.toneLabels.critical,
  };
}
