import type { PreferredStore } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import { and, eq } from '../db/orm.ts';
import { shopperBannerDetails, stores } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { presentStoreDetails } from './presenters.ts';
import { findBannerStore } from './queries.ts';

/*
 * The shopper's preferred store, one per banner (profile bannerSpecificDetails, ACC-038; the account area's
 * "Preferred store section", ACC-021, ACC-022). Always the signed-in shopper's own row: the session names
 * the shopper, the request's host the banner; nothing in the request can name another shopper.
 */

export async function getPreferredStore({
  session,
  banner,
  db,
  now,
}: Call<'getPreferredStore'>): Promise<PreferredStore> {
  const [row] = await db
    .select({ store: stores })
    .from(shopperBannerDetails)
    .innerJoin(stores, eq(stores.locationId, shopperBannerDetails.preferredStoreLocationId))
    .where(and(eq(shopperBannerDetails.shopperId, session.shopper.id), eq(shopperBannerDetails.bannerId, banner.id)))
    .limit(1);
  return { store: row ? presentStoreDetails(row.store, { banner, now }) : null };
}

/** Sets the preferred store: one statement, so two tabs setting it at once leave one of the two, never a mix. */
export async function setPreferredStore({
  session,
  banner,
  db,
  now,
  body,
}: Call<'setPreferredStore'>): Promise<PreferredStore> {
  const store = await findBannerStore(db, banner, body.locationId);
  if (!store) throw new ApiError('STORE_NOT_FOUND', `No ${banner.name} store has location id ${body.locationId}.`);
  await db
    .insert(shopperBannerDetails)
    .values({ shopperId: session.shopper.id, bannerId: banner.id, preferredStoreLocationId: store.locationId })
    .onConflictDoUpdate({
      target: [shopperBannerDetails.shopperId, shopperBannerDetails.bannerId],
      set: { preferredStoreLocationId: store.locationId },
    });
  return { store: presentStoreDetails(store, { banner, now }) };
}
