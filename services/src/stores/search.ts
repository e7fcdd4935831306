import type { Banner } from '@aisle/banner-themes';
import { type Modality, STORE_SEARCH_RADIUS_MILES, type StoreSearchResult } from '@aisle/contracts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { lookupZipCode } from '../geo.ts';
import { presentStoreOption } from './presenters.ts';
import { findStoresNear } from './queries.ts';

export type StoreSearch = {
  postalCode?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  modality?: Modality | undefined;
  limit: number;
  scope?: 'linked' | 'banner' | undefined;
};

/** The store locator (GET /api/stores): stores within 500 miles of a ZIP code or a point, nearest first. */
export async function searchStores(
  db: Db,
  search: StoreSearch,
  seenFrom: { banner: Banner; request: Request; now: Date },
): Promise<StoreSearchResult> {
  let origin: { postalCode: string | null; lat: number; lng: number };
  if (search.postalCode !== undefined) {
    const place = await lookupZipCode(search.postalCode);
    if (!place) throw new ApiError('POSTAL_CODE_NOT_FOUND', 'This ZIP code does not exist.');
    origin = { postalCode: place.postalCode, lat: place.lat, lng: place.lng };
  } else {
    origin = { postalCode: null, lat: search.lat as number, lng: search.lng as number };
  }
  const rows = await findStoresNear(db, {
    ...origin,
    banner: seenFrom.banner,
    modality: search.modality,
    limit: search.limit,
    isOwnBannerOnly: search.scope === 'banner',
  });
  if (rows.length === 0) {
    throw new ApiError('NO_STORES_FOUND', 'No Stores were found within 500 Miles of the entered location!');
  }
  const stores = rows.map(({ store, distance }) => presentStoreOption(store, distance, seenFrom));
  return { origin, radiusMiles: STORE_SEARCH_RADIUS_MILES, stores };
}
