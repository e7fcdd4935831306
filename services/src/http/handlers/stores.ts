import { type Banner, banners } from '@aisle/banner-themes';
import { type Modality, STORE_SEARCH_RADIUS_MILES, type StoreOption } from '@aisle/contracts';
import type { SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import { and, eq, inArray, lte, or, sql } from '../../db/orm.ts';
import { stores } from '../../db/schema.ts';
import { EARTH_RADIUS_MILES, lookupZipCode } from '../../geo.ts';
import { siteUrlOf } from '../banner.ts';
import { ApiError } from '../errors.ts';
import { type RouteDependencies, route } from '../route.ts';

export type StoreRow = typeof stores.$inferSelect;

/** Great-circle distance in miles from a point to each store (haversine), computed by the database. */
export function distanceFrom(lat: number, lng: number): SQL<number> {
  // Parameters carry no type of their own: cast them, or `2 * $1` would make the radius an integer.
  const originLat = sql`cast(${lat} as double precision)`;
  const originLng = sql`cast(${lng} as double precision)`;
  const radius = sql.raw(String(EARTH_RADIUS_MILES));
  return sql<number>`(2 * ${radius} * asin(sqrt(
    power(sin(radians(${stores.latitude} - ${originLat}) / 2), 2)
    + cos(radians(${originLat})) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${originLng}) / 2), 2)
  )))`.mapWith(Number);
}

function formatClock(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60) % 24;
  const minutes = minuteOfDay % 60;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Opening state in the store's own time zone: 'Open until 11:00 PM' or 'Opens at 6:00 AM'. */
export function openingOf(store: Pick<StoreRow, 'timeZone' | 'opensAtMinute' | 'closesAtMinute'>, now: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: store.timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  const minuteOfDay = hour * 60 + minute;
  const isOpen = minuteOfDay >= store.opensAtMinute && minuteOfDay < store.closesAtMinute;
  return {
    isOpen,
    openText: isOpen
      ? `Open until ${formatClock(store.closesAtMinute)}`
      : `Opens at ${formatClock(store.opensAtMinute)}`,
  };
}

export function offersCondition(modality: 'PICKUP' | 'DELIVERY' | 'IN_STORE'): SQL {
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
  options: { banner: Banner; lat: number; lng: number; modality?: Modality | undefined; limit: number },
): Promise<Array<{ store: StoreRow; distance: number }>> {
  const linkedBanners = banners.filter((candidate) => candidate.id === options.banner.id || candidate.hasLink);
  const distance = distanceFrom(options.lat, options.lng);
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

const bannerById = new Map<string, Banner>(banners.map((candidate) => [candidate.id, candidate]));

/** A store as the selector shows it (spec 3, "Store option"), seen from the request's banner. */
export function presentStoreOption(
  store: StoreRow,
  miles: number,
  seenFrom: { banner: Banner; request: Request; now: Date; currentlyShopping?: boolean },
): StoreOption {
  const storeBanner = bannerById.get(store.bannerId) as Banner;
  const isCrossBanner = store.bannerId !== seenFrom.banner.id;
  return {
    locationId: store.locationId,
    vanityName: store.vanityName,
    address: {
      addressLines: [store.street],
      cityTown: store.city,
      stateProvince: store.stateCode,
      postalCode: store.postalCode,
      county: store.county,
      countryCode: 'US',
    },
    location: { lat: store.latitude, lng: store.longitude },
    distance: Math.round(miles * 100) / 100,
    currentlyShopping: seenFrom.currentlyShopping ?? false,
    divisionNumber: store.divisionNumber,
    storeNumber: store.storeNumber,
    banner: store.bannerId,
    isLockerPickupLocation: store.isLockerPickup,
    isCrossBanner,
    externalNavigation:
      isCrossBanner && storeBanner.hasLink
        ? { webUrl: siteUrlOf(storeBanner, seenFrom.request), linkText: storeBanner.name }
        : null,
    modalities: { PICKUP: store.offersPickup, DELIVERY: store.offersDelivery, IN_STORE: store.offersInStore },
    ...openingOf(store, seenFrom.now),
  };
}

export function storeRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'searchStores', dependencies, async ({ query, banner, db, now, context }) => {
    let origin: { postalCode: string | null; lat: number; lng: number };
    if (query.postalCode !== undefined) {
      const place = await lookupZipCode(query.postalCode);
      if (!place) throw new ApiError('POSTAL_CODE_NOT_FOUND', 'This ZIP code does not exist.');
      origin = { postalCode: place.postalCode, lat: place.lat, lng: place.lng };
    } else {
      origin = { postalCode: null, lat: query.lat as number, lng: query.lng as number };
    }

    const rows = await findStoresNear(db, {
      banner,
      lat: origin.lat,
      lng: origin.lng,
      modality: query.modality,
      limit: query.limit,
    });
    if (rows.length === 0) {
      throw new ApiError('NO_STORES_FOUND', 'No Stores were found within 500 Miles of the entered location!');
    }
    const options = rows.map(({ store, distance }) =>
      presentStoreOption(store, distance, { banner, request: context.req.raw, now }),
    );
    return { origin, radiusMiles: STORE_SEARCH_RADIUS_MILES, stores: options };
  });
}
