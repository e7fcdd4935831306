import type { Banner } from '@aisle/banner-themes';
import { byModality } from './byModality.ts';

/** The strings of the order-complete page (OCP-004..018) and of the purchases pages. */
export function orderCompleteCopy(banner: Banner) {
  const strings = banner.strings;
  const own = strings.orderComplete;
  return {
    ...own,
    headings: { ...byModality(own.headings), modified: own.headings.modified },
    modalities: byModality(strings.common.modalities),
    /** 'Loading...' while modality preferences and the order load (OCP-017). */
    loading: strings.common.loading.page,
    summary: strings.components.orderSummary,
    /** The wallet's names of a tender: the brand of a bank card, 'SNAP EBT', 'Gift Card'. */
    cardBrand: strings.components.cardBrand,
    map: strings.components.mapWidget,
    notFound: strings.components.notFound,
    reload: strings.components.errorCard.reload,
    connection: strings.common.errors.connection,
  };
}

export type OrderCompleteLabels = ReturnType<typeof orderCompleteCopy>;
