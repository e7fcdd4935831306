import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';
import { byModality } from './byModality.ts';

/** The strings the catalogue island needs (an island's props are written into every page). */
export function catalogueCopy(banner: Banner) {
  const own = banner.strings.storefront.catalogue;
  return {
    ...own,
    reloadMessage: banner.strings.components.errorCard.message,
    reload: banner.strings.components.errorCard.reload,
    searchTitle: fill(banner, banner.strings.shell.pageTitles.search),
    modalities: byModality(banner.strings.common.modalities),
    phone: formatPhoneDisplay(banner.customerServicePhone),
  };
}

export type CatalogueLabels = ReturnType<typeof catalogueCopy>;
