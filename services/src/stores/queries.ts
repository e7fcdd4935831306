import { type Banner, banners } from '@aisle/banner-themes';
import { type Modality, STORE_SEARCH_RADIUS_MILES } from '@aisle/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { and, eq, inArray, lte, or } from '../db/orm.ts';
import { stores } from '../db/schema.ts';
import { milesFrom } from '../geo.ts';

export type StoreRow = typeof stores.$inferSelect;

/** Miles from a point to each store, computed by the database. */
export function storeDistanceFrom(point: { lat: number; lng: number }): SQL<number> {
  return milesFrom(point, stores.latitude, stores.longitude);
}

export function offersCondition(modality: Modality): SQL {
  if (modality === 'PICKUP') return eq(stores.offersPickup, true);
  if (modality === 'DELIVERY') return eq(stores.offersDelivery, true);
  return eq(stores.offersInStore, true);
}

/**
 * Stores within 500 miles of a point, nearest first: the request's banner's own, plus those of the other
 * banners whose sites a shopper can go to (cross-banner stores). Only stores offering some mode (or `modality`).
 */
export async function findStoresNear(
  db: Db,
  options: {
    banner: Banner;
    lat: number;
    lng: number;
    modality?: Modality | undefined;
    limit: number;
    /** Only the banner's own stores (the account's preferred store), not cross-banner ones. */
    isOwnBannerOnly?: boolean;
  },
): Promise<Array<{ store: StoreRow; distance: number }>> {
  const linkedBanners = banners.filter(
    (candidate) => candidate.id === options.banner.id || (candidate.hasLink && !options.isOwnBannerOnly),
  );
  const distance = storeDistanceFrom(options);
  const conditions: SQL[] = [
    inArray(
      stores.bannerId,
      linkedBanners.map((candidate) => candidate.id),
    ),
    lte(distance, STORE_SEARCH_RADIUS_MILES),
    or(eq(stores.offersPickup, true), eq(stores.offersDelivery, true), eq(stores.offersInStore, true)) as SQL,
  ];
  if (options.modality) conditions.push(offersCondition(options.modality));
  return db
    .select({ store: stores, distance })
    .from(stores)
    .where(and(...conditions))
    .orderBy(distance, stores.locationId)
    .limit(options.limit);
}

/** One store of a banner by its location id, or undefined. */
export async function findBannerStore(db: Db, banner: Banner, locationId: string): Promise<StoreRow | undefined> {
  const [store] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.locationId, locationId), eq(stores.bannerId, banner.id)))
    .limit(1);
  return store;
}
