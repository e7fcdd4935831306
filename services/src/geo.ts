/** ZIP code coordinates (the `zipcodes` package, loaded on first use: it takes about half a second). */

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

export async function lookupZipCode(postalCode: string): Promise<ZipPlace | null> {
  const zipcodes = await loadZipcodes();
  const place = zipcodes.lookup(postalCode);
  if (place?.country !== 'US') return null;
  return {
    postalCode: String(place.zip),
    city: place.city,
    stateCode: place.state,
    lat: place.latitude,
    lng: place.longitude,
  };
}

export const EARTH_RADIUS_MILES = 3958.8;

/** The US ZIP code nearest to a point (device location in the selector), or null. */
export async function lookupZipCodeByPoint(lat: number, lng: number): Promise<ZipPlace | null> {
  const zipcodes = await loadZipcodes();
  const place = zipcodes.lookupByCoords(lat, lng);
  if (place?.country !== 'US') return null;
  return {
    postalCode: String(place.zip),
    city: place.city,
    stateCode: place.state,
    lat: place.latitude,
    lng: place.longitude,
  };
}
