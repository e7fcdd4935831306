import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from './db/orm.ts';

/*
 * Places and distances, for every resource: ZIP code coordinates (the `zipcodes` package, loaded on first
 * use: it takes about half a second), the one great-circle distance the database computes, and the one
 * rounding of miles the API answers with.
 */

export type ZipPlace = { postalCode: string; city: string; stateCode: string; lat: number; lng: number };

type ZipcodesModule = typeof import('zipcodes');
let zipcodesModule: Promise<ZipcodesModule> | undefined;

function loadZipcodes(): Promise<ZipcodesModule> {
  zipcodesModule ??= import('zipcodes').then(
    (module) => ((module as { default?: ZipcodesModule }).default ?? module) as ZipcodesModule,
  );
  return zipcodesModule;
}

/** Starts loading the ZIP table in the background, so the first store search does not wait for it. */
export function preloadZipCodes(): void {
  void loadZipcodes();
}

type ZipcodesPlace = NonNullable<ReturnType<ZipcodesModule['lookup']>>;

/** A US place of the ZIP table as the services use it; anything outside the US is no place. */
function toZipPlace(place: ZipcodesPlace | undefined): ZipPlace | null {
  if (place?.country !== 'US') return null;
  return {
    postalCode: String(place.zip),
    city: place.city,
    stateCode: place.state,
    lat: place.latitude,
    lng: place.longitude,
  };
}

export async function lookupZipCode(postalCode: string): Promise<ZipPlace | null> {
  return toZipPlace((await loadZipcodes()).lookup(postalCode));
}

export const EARTH_RADIUS_MILES = 3958.8;

/** The US ZIP code nearest to a point (device location in the selector), or null. */
export async function lookupZipCodeByPoint(lat: number, lng: number): Promise<ZipPlace | null> {
  return toZipPlace((await loadZipcodes()).lookupByCoords(lat, lng) ?? undefined);
}

/**
 * Great-circle distance in miles (haversine) from a point to the row's latitude and longitude columns,
 * computed by the database, for stores and fulfillment centers alike.
 */
export function milesFrom(point: { lat: number; lng: number }, latitude: AnyColumn, longitude: AnyColumn): SQL<number> {
  // Parameters carry no type of their own: cast them, or `2 * $1` would make the radius an integer.
  const originLat = sql`cast(${point.lat} as double precision)`;
  const originLng = sql`cast(${point.lng} as double precision)`;
  const radius = sql.raw(String(EARTH_RADIUS_MILES));
  return sql<number>`(2 * ${radius} * asin(sqrt(
    power(sin(radians(${latitude} - ${originLat}) / 2), 2)
    + cos(radians(${originLat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${originLng}) / 2), 2)
  )))`.mapWith(Number);
}

/** Miles as the API answers them: two decimals (SEL: 'Distances in miles to two decimals'). */
export function roundMiles(miles: number): number {
  return Math.round(miles * 100) / 100;
}
