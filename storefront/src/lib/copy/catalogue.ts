import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';

/** The strings the catalogue island needs (an island's props are written into every page). */
export function catalogueCopy(banner: Banner) {
  const own = banner.strings.storefront.catalogue;
  return {
    ...own,
    reloadMessage: banner.strings.components.errorCard.message,
    reload: banner.strings.components.errorCard.reload,
    searchTitle: fill(banner, banner.strings.shell.pageTitles.search),
    modalities: {
      PICKUP: banner.strings.common.modalities.pickup,
      DELIVERY: banner.strings.common.modalities.delivery,
      IN_STORE: banner.strings.common.modalities.inStore,
    },
    phone: formatPhoneDisplay(banner.customerServicePhone),
  };
}

export type CatalogueLabels = ReturnType<typeof catalogueCopy>;
