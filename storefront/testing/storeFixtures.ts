import type { ModalityOptions, ModalityPreference, StoreOption } from '@aisle/contracts';

/*
 * Answers of the selector's calls for unit tests and stories, shaped like the seeded data (45202,
 * Cincinnati): every value passes the contracts, because createMockFetch checks them.
 */

type StoreSeed = {
  locationId: string;
  vanityName: string;
  street: string;
  cityTown?: string;
  postalCode?: string;
  distance: number;
  banner?: string;
  isCrossBanner?: boolean;
  isLockerPickupLocation?: boolean;
  isOpen?: boolean;
  openText?: string;
  modalities?: StoreOption['modalities'];
};

export function storeFixture(seed: StoreSeed): StoreOption {
  const banner = seed.banner ?? 'greenway';
  return {
    locationId: seed.locationId,
    vanityName: seed.vanityName,
    address: {
      addressLines: [seed.street],
      cityTown: seed.cityTown ?? 'Cincinnati',
      stateProvince: 'OH',
      postalCode: seed.postalCode ?? '45202',
      county: 'Hamilton',
      countryCode: 'US',
    },
    location: { lat: 39.1, lng: -84.5 },
    distance: seed.distance,
    currentlyShopping: false,
    divisionNumber: '014',
    storeNumber: seed.locationId.slice(3),
    banner,
    isLockerPickupLocation: seed.isLockerPickupLocation ?? false,
    isCrossBanner: seed.isCrossBanner ?? false,
    externalNavigation: seed.isCrossBanner
      ? { webUrl: `http://${banner}.localhost:4321/`, linkText: 'Start Shopping' }
      : null,
    modalities: seed.modalities ?? { PICKUP: true, DELIVERY: true, IN_STORE: true },
    isOpen: seed.isOpen ?? true,
    openText: seed.openText ?? 'Open until 11:00 PM',
  };
}

export const cincinnatiStores: StoreOption[] = [
  storeFixture({ locationId: '10100351', vanityName: 'Downtown Cincinnati', street: '100 Vine St', distance: 0 }),
  storeFixture({
    locationId: '10100352',
    vanityName: 'Over-the-Rhine',
    street: '1400 Race St',
    distance: 1.234,
    isLockerPickupLocation: true,
  }),
  storeFixture({
    locationId: '10100353',
    vanityName: 'Walnut Hills',
    street: '2600 Gilbert Ave',
    distance: 2.5,
    isOpen: false,
    openText: 'Opens at 7:00 AM',
  }),
  storeFixture({
    locationId: '20100411',
    vanityName: 'Oakley',
    street: '3000 Madison Rd',
    distance: 4.07,
    banner: 'harbor',
    isCrossBanner: true,
  }),
];

const storeOption = (store: StoreOption) => ({
  destination: { locationId: store.locationId },
  distance: store.distance,
  isCrossBanner: store.isCrossBanner,
  fulfillment: [{ kind: 'STORE' as const, locationId: store.locationId }],
  providerId: null,
});

/** 45202: Pickup and In Store at the four stores above (one cross-banner), Delivery in-house and partner. */
export function cincinnatiOptions(stores: StoreOption[] = cincinnatiStores): ModalityOptions {
  // Out of order on purpose: the screen sorts nearest first itself.
  const listed = [...stores].reverse();
  return {
    origin: { postalCode: '45202', lat: 39.1, lng: -84.5 },
    PICKUP: listed.filter((store) => store.modalities.PICKUP).map(storeOption),
    DELIVERY: [
      {
        destination: {
          address: {
            addressLines: [],
            cityTown: 'Cincinnati',
            stateProvince: 'OH',
            postalCode: '45202',
            countryCode: 'US',
          },
        },
        distance: 11.8,
        isCrossBanner: false,
        fulfillment: [{ kind: 'FULFILLMENT_CENTER', id: 'fc-cincinnati', providerId: 'IN_HOUSE_DELIVERY' }],
        providerId: 'IN_HOUSE_DELIVERY',
      },
    ],
    IN_STORE: listed.filter((store) => store.modalities.IN_STORE).map(storeOption),
    storeDetails: stores,
    externalOnlineDeliveryUrl: null,
  };
}

/** A place with stores but nothing for one mode: the empty-results views (SEL-167). */
export function optionsWithoutPickup(): ModalityOptions {
  return { ...cincinnatiOptions(), PICKUP: [] };
}

export function storePreferenceFixture(
  store: StoreOption,
  modalityType: 'PICKUP' | 'IN_STORE',
  createdDate: string,
  id = '0b6f3a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
): ModalityPreference {
  return {
    id,
    modalityType,
    destination: { locationId: store.locationId },
    createdDate,
    source: 'SELECTOR',
    label: store.vanityName,
    store: {
      locationId: store.locationId,
      vanityName: store.vanityName,
      banner: store.banner,
      addressLines: [...store.address.addressLines],
      cityTown: store.address.cityTown,
      stateProvince: store.address.stateProvince,
      postalCode: store.address.postalCode,
      isLockerPickupLocation: store.isLockerPickupLocation,
    },
  };
}
