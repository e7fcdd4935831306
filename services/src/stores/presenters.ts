import { type Banner, banners } from '@aisle/banner-themes';
import type { StoreDetails, StoreOption } from '@aisle/contracts';
import { siteUrlOf } from '../banners.ts';
import { roundMiles } from '../geo.ts';
import { openingOf } from './opening.ts';
import type { StoreRow } from './queries.ts';

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
    distance: roundMiles(miles),
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
    ...openingOf(store, seenFrom.now, seenFrom.banner),
  };
}

/** A store on its own, with no searched place (the account's preferred store). */
export function presentStoreDetails(store: StoreRow, seenFrom: { banner: Banner; now: Date }): StoreDetails {
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
    divisionNumber: store.divisionNumber,
    storeNumber: store.storeNumber,
    banner: store.bannerId,
    isLockerPickupLocation: store.isLockerPickup,
    modalities: { PICKUP: store.offersPickup, DELIVERY: store.offersDelivery, IN_STORE: store.offersInStore },
    ...openingOf(store, seenFrom.now, seenFrom.banner),
  };
}
