import type { Banner } from '@aisle/banner-themes';
import { PARTNER_DELIVERY_RADIUS_MILES } from '@aisle/contracts';
import type { Db } from '../db/database.ts';
import { and, eq, lte } from '../db/orm.ts';
import { fulfillmentCenters, stores } from '../db/schema.ts';
import { milesFrom } from '../geo.ts';
import { type StoreRow, storeDistanceFrom } from './queries.ts';

/*
 * Who delivers to a point (SEL-060): the in-house refrigerated service from a fulfillment center whose
 * reach covers it, and the partner (plain delivery) from the banner's own delivery stores nearby. Both
 * only for a banner with the DELIVERY capability.
 */

export type FulfillmentCenterRow = typeof fulfillmentCenters.$inferSelect;

/** In-house fulfillment centers that reach the point, nearest first. */
export async function inHouseCentersFor(
  db: Db,
  banner: Banner,
  point: { lat: number; lng: number },
): Promise<Array<{ center: FulfillmentCenterRow; distance: number }>> {
  if (!banner.capabilities.DELIVERY) return [];
  const distance = milesFrom(point, fulfillmentCenters.latitude, fulfillmentCenters.longitude);
  return db
    .select({ center: fulfillmentCenters, distance })
    .from(fulfillmentCenters)
    .where(lte(distance, fulfillmentCenters.radiusMiles))
    .orderBy(distance, fulfillmentCenters.id);
}

/** The banner's own stores that deliver to the point through the partner, nearest first (at most 3). */
export async function partnerStoresFor(
  db: Db,
  banner: Banner,
  point: { lat: number; lng: number },
): Promise<Array<{ store: StoreRow; distance: number }>> {
  if (!banner.capabilities.DELIVERY) return [];
  const distance = storeDistanceFrom(point);
  return db
    .select({ store: stores, distance })
    .from(stores)
    .where(
      and(
        eq(stores.bannerId, banner.id),
        eq(stores.offersDelivery, true),
        lte(distance, PARTNER_DELIVERY_RADIUS_MILES),
      ),
    )
    .orderBy(distance, stores.locationId)
    .limit(3);
}
