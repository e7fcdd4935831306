import type { Banner } from '@aisle/banner-themes';
import {
  type createModalityPreferenceRequestSchema,
  type Modality,
  type ModalityPreference,
  toSelectorAddress,
} from '@aisle/contracts';
import type * as z from 'zod/mini';
import { presentAddress } from '../addresses/presenters.ts';
import type { Db, Tx } from '../db/database.ts';
import { and, desc, eq, sql } from '../db/orm.ts';
import { addresses, modalityPreferences, promises, shoppers, stores } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { lookupZipCode } from '../geo.ts';
import type { StoreRow } from '../stores/queries.ts';
import { inHouseCentersFor, partnerStoresFor } from '../stores/reach.ts';

/*
 * Modality preferences (SEL-036..041, SEL-107, SEL-142) and the fee reset (SEL-143). Preferences are per
 * shopper and banner; every query is keyed by both.
 */

/** Preferences kept per shopper, banner and mode; older ones are pruned when a new one is set. */
export const PREFERENCES_KEPT_PER_MODE = 10;

type PreferenceRow = {
  preference: typeof modalityPreferences.$inferSelect;
  store: StoreRow | null;
  address: typeof addresses.$inferSelect | null;
};

function presentPreference({ preference, store, address }: PreferenceRow): ModalityPreference {
  const base = {
    id: preference.id,
    modalityType: preference.modality,
    createdDate: preference.createdAt.toISOString(),
    source: preference.source,
  };
  if (address) {
    const selectorAddress = toSelectorAddress(presentAddress(address));
    return {
      ...base,
      destination: { address: selectorAddress },
      label: address.label ?? address.street,
      store: null,
    };
  }
  const row = store as StoreRow;
  return {
    ...base,
    destination: { locationId: row.locationId },
    label: row.vanityName,
    store: {
      locationId: row.locationId,
      vanityName: row.vanityName,
      banner: row.bannerId,
      addressLines: [row.street],
      cityTown: row.city,
      stateProvince: row.stateCode,
      postalCode: row.postalCode,
      isLockerPickupLocation: row.isLockerPickup,
    },
  };
}

/** The shopper's preferences on a banner, newest first (ties: the later insert first). */
export async function listPreferences(db: Db | Tx, shopperId: string, bannerId: string): Promise<ModalityPreference[]> {
  const rows = await db
    .select({ preference: modalityPreferences, store: stores, address: addresses })
    .from(modalityPreferences)
    .leftJoin(stores, eq(stores.locationId, modalityPreferences.locationId))
    .leftJoin(
      addresses,
      and(eq(addresses.id, modalityPreferences.addressId), eq(addresses.shopperId, modalityPreferences.shopperId)),
    )
    .where(and(eq(modalityPreferences.shopperId, shopperId), eq(modalityPreferences.bannerId, bannerId)))
    .orderBy(desc(modalityPreferences.createdAt), desc(modalityPreferences.sequence));
  return rows.map(presentPreference);
}

/**
 * Makes a mode active: a store of this banner for Pickup or In Store, a saved address it delivers to for
 * Delivery. One shopper's changes run one after another, so createdDate strictly increases.
 */
export async function createPreference(
  db: Db,
  body: z.output<typeof createModalityPreferenceRequestSchema>,
  { banner, shopperId, now }: { banner: Banner; shopperId: string; now: Date },
): Promise<ModalityPreference> {
  const modality: Modality = body.modalityType;
  if (!banner.capabilities[modality]) {
    throw new ApiError('MODALITY_NOT_AVAILABLE', `${banner.name} does not offer ${modality}.`);
  }
  let locationId: string | null = null;
  let addressId: string | null = null;
  if ('locationId' in body.destination) {
    const [store] = await db.select().from(stores).where(eq(stores.locationId, body.destination.locationId));
    if (!store) throw new ApiError('NOT_FOUND', 'No store has this locationId.');
    const offers = modality === 'PICKUP' ? store.offersPickup : store.offersInStore;
    // A cross-banner store is shopped on its own banner's site ('Start Shopping', SEL-030).
    if (store.bannerId !== banner.id || !offers) {
      throw new ApiError('MODALITY_NOT_AVAILABLE', `${store.vanityName} does not offer ${modality} on ${banner.name}.`);
    }
    locationId = store.locationId;
  } else {
    const [address] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.destination.address.id), eq(addresses.shopperId, shopperId)));
    if (!address) throw new ApiError('ADDRESS_NOT_FOUND', 'We could not find that address.');
    const point = { lat: address.latitude, lng: address.longitude };
    if (point.lat === null || point.lng === null) {
      const place = await lookupZipCode(address.postalCode.slice(0, 5));
      point.lat = place?.lat ?? null;
      point.lng = place?.lng ?? null;
    }
    const reachable =
      point.lat !== null &&
      point.lng !== null &&
      ((await inHouseCentersFor(db, banner, { lat: point.lat, lng: point.lng })).length > 0 ||
        (await partnerStoresFor(db, banner, { lat: point.lat, lng: point.lng })).length > 0);
    if (!reachable) {
      throw new ApiError('MODALITY_NOT_AVAILABLE', `${banner.name} does not deliver to this address.`);
    }
    addressId = address.id;
  }

  return db.transaction(async (tx) => {
    // One shopper's preference changes run one after another; createdDate then strictly increases.
    await tx.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.id, shopperId)).for('update');
    const [latest] = await tx
      .select({ createdAt: modalityPreferences.createdAt })
      .from(modalityPreferences)
      .where(and(eq(modalityPreferences.shopperId, shopperId), eq(modalityPreferences.bannerId, banner.id)))
      .orderBy(desc(modalityPreferences.createdAt))
      .limit(1);
    const createdAt =
      latest && latest.createdAt.getTime() >= now.getTime() ? new Date(latest.createdAt.getTime() + 1) : now;
    const [inserted] = await tx
      .insert(modalityPreferences)
      .values({ shopperId, bannerId: banner.id, modality, locationId, addressId, source: body.source, createdAt })
      .returning({ id: modalityPreferences.id });
    if (!inserted) throw new Error('Preference insert returned no row');
    await tx.execute(sql`
      delete from modality_preferences where id in (
        select id from modality_preferences
        where shopper_id = ${shopperId} and banner_id = ${banner.id} and modality = ${modality}
        order by created_at desc, sequence desc
        offset ${PREFERENCES_KEPT_PER_MODE}
      )`);
    const preference = (await listPreferences(tx, shopperId, banner.id)).find(
      (candidate) => candidate.id === inserted.id,
    );
    if (!preference) throw new Error('The new preference is missing');
    return preference;
  });
}

/** Clears the shopper's held promises (fee quotes) on this banner, releasing their slots. */
export async function resetFees(db: Db, shopperId: string, bannerId: string): Promise<void> {
  await db.delete(promises).where(and(eq(promises.shopperId, shopperId), eq(promises.bannerId, bannerId)));
}
