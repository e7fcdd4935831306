import { type Banner, banners } from '@aisle/banner-themes';
import {
  currentModalityPreference,
  type DeliveryDestinationAddress,
  MODALITY_OPTIONS_MAX_STORES,
  type ModalityOption,
  type ModalityOptions,
  type modalityOptionsRequestSchema,
  STORE_SEARCH_MAX_RESULTS,
  type StoreOption,
} from '@aisle/contracts';
import type * as z from 'zod/mini';
import { verifyAddress } from '../addresses/normalization.ts';
import { siteUrlOf } from '../banners.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { lookupZipCode, lookupZipCodeByPoint, roundMiles } from '../geo.ts';
import { presentStoreOption } from '../stores/presenters.ts';
import { findStoresNear, type StoreRow } from '../stores/queries.ts';
import { inHouseCentersFor, partnerStoresFor } from '../stores/reach.ts';
import { listPreferences } from './preferences.ts';

/* Modality options (SEL-042..047, SEL-137..141): Pickup, Delivery and In Store near a ZIP code, an address or a point. */

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
    // No place to shop from without a location (a Canadian address): the same answer as an unknown one.
    const suggested = verification.suggested;
    if (!suggested?.location) throw validationFailure();
    return {
      postalCode: suggested.postalCode.slice(0, 5),
      lat: suggested.location.lat,
      lng: suggested.location.lng,
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

/** The options for the request's place, seen from the request's banner (and the shopper's current store). */
export async function modalityOptionsFor(
  db: Db,
  body: z.output<typeof modalityOptionsRequestSchema>,
  { banner, shopperId, request, now }: { banner: Banner; shopperId: string | null; request: Request; now: Date },
): Promise<ModalityOptions> {
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
  if (shopperId) {
    const current = currentModalityPreference(await listPreferences(db, shopperId, banner.id));
    if (current && 'locationId' in current.destination) currentLocationId = current.destination.locationId;
  }
  const details = new Map<string, StoreOption>();
  for (const { store, distance } of [...pickupStores, ...inStoreStores, ...partnerStores]) {
    if (details.has(store.locationId)) continue;
    details.set(
      store.locationId,
      presentStoreOption(store, distance, {
        banner,
        request,
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
    if (otherBanner?.hasLink) externalOnlineDeliveryUrl = siteUrlOf(otherBanner, request);
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
}
