import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import type { PageConfig } from './pageConfig.ts';
import { fill } from './site.ts';

/** The page config of a banner's pages: written into every page, and built the same way by flow stories. */
export function bannerPageConfig(banner: Banner): PageConfig {
  return {
    bannerId: banner.id,
    capabilities: banner.capabilities,
    // Location only finds stores: a banner without Pickup or In Store has nothing to look up (SEL-127).
    features: { geolocation: banner.capabilities.PICKUP || banner.capabilities.IN_STORE },
    messages: {
      offline: banner.strings.common.errors.offline,
      connection: banner.strings.common.errors.connection,
      generic: fill(banner, banner.strings.errors.generic.withPhone, {
        phone: formatPhoneDisplay(banner.customerServicePhone),
      }),
      sessionExpired: banner.strings.errors.session.expired,
    },
  };
}
