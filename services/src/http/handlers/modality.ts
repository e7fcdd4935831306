import { type Banner, banners } from '@aisle/banner-themes';
import {
  currentModalityPreference,
  type DeliveryDestinationAddress,
  MODALITY_OPTIONS_MAX_STORES,
  type Modality,
  type ModalityOption,
  type ModalityOptions,
  type ModalityPreference,
  STORE_SEARCH_MAX_RESULTS,
  type StoreOption,
  toSelectorAddress,
} from '@aisle/contracts';
import type { Hono } from 'hono';
import type { Db, Tx } from '../../db/database.ts';
import { and, desc, eq, sql } from '../../db/orm.ts';
import { addresses, modalityPreferences, promises, shoppers, stores } from '../../db/schema.ts';
import { lookupZipCode, lookupZipCodeByPoint } from '../../geo.ts';
import { verifyAddress } from '../../selector/addressNormalization.ts';
import { inHouseCentersFor, partnerStoresFor, roundMiles } from '../../selector/reach.ts';
import { siteUrlOf } from '../banner.ts';
import { ApiError } from '../errors.ts';
import { type RouteDependencies, route } from '../route.ts';
import { presentAddress } from './profile.ts';
import { findStoresNear, presentStoreOption, type StoreRow } from './stores.ts';

/*
 * Modality options (SEL-042..047, SEL-137..141), modality preferences (SEL-036..041, SEL-107, SEL-142)
 * and the fee reset (SEL-143). Preferences are per shopper and banner; every query is keyed by both.
 */

/** Preferences kept per shopper, banner and mode; older ones are pruned when a new one is set. */
export const PREFERENCES_KEPT_PER_MODE = 10;

function validationFailure(): ApiError {
  return new ApiError(
    'address_validation_fail_modality_options',
    'The ZIP code or address could not be found or verified.',
  );
}

type DeliveryDestination = { address: DeliveryDestinationAddress };

/** Where the options are for: a point, its ZIP code, and the delivery destination to name. */
async function originOf(body: {
  postalCode?: string | undefined;
  address?: Parameters<typeof verifyAddress>[0] | undefined;
  location?: { lat: number; lng: number } | undefined;
}): Promise<{ postalCode: string | null; lat: number; lng: number; destination: DeliveryDestination }> {
  if (body.postalCode !== undefined) {
    const place = await lookupZipCode(body.postalCode);
    if (!place) throw validationFailure();
    return {
      postalCode: place.postalCode,
      lat: place.lat,
      lng: place.lng,
      destination: {
        address: {
          addressLines: [],
          cityTown: place.city,
          stateProvince: place.stateCode,
          postalCode: place.postalCode,
          countryCode: 'US',
        },
      },
    };
  }
  if (body.address !== undefined) {
    const verification = await verifyAddress(body.address, lookupZipCode);
    if (!verification.suggested) throw validationFailure();
    const { suggested } = verification;
    return {
      postalCode: suggested.postalCode.slice(0, 5),
      ...suggested.location,
      destination: {
        address: {
          ...(suggested.id ? { id: suggested.id } : {}),
          addressLines: suggested.addressLines,
          cityTown: suggested.cityTown,
          stateProvince: suggested.stateProvince,
          postalCode: suggested.postalCode,
          countryCode: 'US',
        },
      },
    };
  }
  const { lat, lng } = body.location as { lat: number; lng: number };
  const place = await lookupZipCodeByPoint(lat, lng);
  return {
    postalCode: place?.postalCode ?? null,
    lat,
    lng,
    destination: {
      address: {
        addressLines: [],
        cityTown: place?.city ?? '',
        stateProvince: place?.stateCode ?? '',
        postalCode: place?.postalCode ?? '',
        countryCode: 'US',
      },
    },
  };
}

function storeOptionFor(store: StoreRow, distance: number, banner: Banner): ModalityOption {
  return {
    destination: { locationId: store.locationId },
    distance: roundMiles(distance),
    isCrossBanner: store.bannerId !== banner.id,
    fulfillment: [{ kind: 'STORE', locationId: store.locationId }],
    providerId: null,
  };
}

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

export function modalityRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getModalityOptions', dependencies, async ({ body, banner, session, db, now, context }) => {
    const origin = await originOf(body);
    const nearby = await findStoresNear(db, {
      banner,
      lat: origin.lat,
      lng: origin.lng,
      limit: STORE_SEARCH_MAX_RESULTS,
    });
    if (nearby.length === 0) {
      throw new ApiError('NO_STORES_FOUND', 'No Stores were found within 500 Miles of the entered location!');
    }

    const storesFor = (modality: 'PICKUP' | 'IN_STORE', offers: (store: StoreRow) => boolean) =>
      banner.capabilities[modality]
        ? nearby.filter(({ store }) => offers(store)).slice(0, MODALITY_OPTIONS_MAX_STORES)
        : [];
    const pickupStores = storesFor('PICKUP', (store) => store.offersPickup);
    const inStoreStores = storesFor('IN_STORE', (store) => store.offersInStore);

    const delivery: ModalityOption[] = [];
    const [center] = await inHouseCentersFor(db, banner, origin);
    if (center) {
      delivery.push({
        destination: origin.destination,
        distance: roundMiles(center.distance),
        isCrossBanner: false,
        fulfillment: [{ kind: 'FULFILLMENT_CENTER', id: center.center.id, providerId: 'IN_HOUSE_DELIVERY' }],
        providerId: 'IN_HOUSE_DELIVERY',
      });
    }
    const partnerStores = await partnerStoresFor(db, banner, origin);
    if (partnerStores.length > 0) {
      delivery.push({
        destination: origin.destination,
        distance: roundMiles(partnerStores[0]?.distance ?? 0),
        isCrossBanner: false,
        fulfillment: partnerStores.map(({ store }) => ({ kind: 'STORE' as const, locationId: store.locationId })),
        providerId: 'DELIVERY',
      });
    }
    delivery.sort((a, b) => a.distance - b.distance);

    // The store the shopper shops at now (their newest preference), marked in the details.
    let currentLocationId: string | null = null;
    if (session) {
      const current = currentModalityPreference(await listPreferences(db, session.shopper.id, banner.id));
      if (current && 'locationId' in current.destination) currentLocationId = current.destination.locationId;
    }
    const details = new Map<string, StoreOption>();
    for (const { store, distance } of [...pickupStores, ...inStoreStores, ...partnerStores]) {
      if (details.has(store.locationId)) continue;
      details.set(
        store.locationId,
        presentStoreOption(store, distance, {
          banner,
          request: context.req.raw,
          now,
          currentlyShopping: store.locationId === currentLocationId,
        }),
      );
    }

    // A banner that does not deliver points at the nearest linked banner whose store here delivers.
    let externalOnlineDeliveryUrl: string | null = null;
    if (!banner.capabilities.DELIVERY) {
      const deliveringStore = nearby.find(({ store }) => store.bannerId !== banner.id && store.offersDelivery);
      const otherBanner = banners.find((candidate) => candidate.id === deliveringStore?.store.bannerId);
      if (otherBanner?.hasLink) externalOnlineDeliveryUrl = siteUrlOf(otherBanner, context.req.raw);
    }

    const options: ModalityOptions = {
      origin: { postalCode: origin.postalCode, lat: origin.lat, lng: origin.lng },
      PICKUP: pickupStores.map(({ store, distance }) => storeOptionFor(store, distance, banner)),
      DELIVERY: delivery,
      IN_STORE: inStoreStores.map(({ store, distance }) => storeOptionFor(store, distance, banner)),
      storeDetails: [...details.values()].sort((a, b) => a.distance - b.distance),
      externalOnlineDeliveryUrl,
    };
    return options;
  });

  route(app, 'listModalityPreferences', dependencies, async ({ session, banner, db }) => ({
    preferences: await listPreferences(db, session.shopper.id, banner.id),
  }));

  route(app, 'createModalityPreference', dependencies, async ({ body, session, banner, db, now }) => {
    const shopperId = session.shopper.id;
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
        throw new ApiError(
          'MODALITY_NOT_AVAILABLE',
          `${store.vanityName} does not offer ${modality} on ${banner.name}.`,
        );
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
  });

  route(app, 'resetModalityFees', dependencies, async ({ session, banner, db }) => {
    await db.delete(promises).where(and(eq(promises.shopperId, session.shopper.id), eq(promises.bannerId, banner.id)));
    return undefined;
  });
}
