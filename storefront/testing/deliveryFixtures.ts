import {
  type AddressValidation,
  type Basket,
  type ModalityOptions,
  type ModalityPreference,
  type Product,
  type ServiceAddress,
  type TimeOption,
  type TimeslotDay,
  type TimeslotPromise,
  toSelectorAddress,
  type UpfrontTimeslots,
} from '@aisle/contracts';

/*
 * Answers of the delivery calls for unit tests and stories, shaped like the seeded data
 * (demo@example.com's addresses, the in-house delivery around 45202 and 90012, the pinned clock
 * 2026-11-20T15:00Z). Every value passes the contracts: createMockFetch checks them.
 */

export const homeAddress: ServiceAddress = {
  id: '0b5d1c9e-7a41-4f8e-9c2d-1e3f5a7b9c01',
  type: 'home',
  preferredAddress: true,
  label: null,
  notes: null,
  location: { lat: 39.1103, lng: -84.5155 },
  address: {
    addressLines: ['Apt 3', '1014 Vine St'],
    cityTown: 'Cincinnati',
    county: 'Hamilton',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
  modified: { value: '2026-10-01T12:00:00.000Z' },
};

export const officeAddress: ServiceAddress = {
  id: '0b5d1c9e-7a41-4f8e-9c2d-1e3f5a7b9c02',
  type: 'delivery',
  preferredAddress: false,
  label: 'Office',
  notes: null,
  location: { lat: 39.1378, lng: -84.4436 },
  address: {
    addressLines: ['2712 Erie Ave'],
    cityTown: 'Cincinnati',
    county: 'Hamilton',
    stateProvince: 'OH',
    postalCode: '45208',
    countryCode: 'US',
  },
  modified: { value: '2026-10-15T12:00:00.000Z' },
};

export const californiaAddress: ServiceAddress = {
  id: '0b5d1c9e-7a41-4f8e-9c2d-1e3f5a7b9c03',
  type: 'delivery',
  preferredAddress: false,
  label: "Sam's place",
  notes: null,
  location: { lat: 34.0837, lng: -118.2816 },
  address: {
    addressLines: ['1250 W Sunset Blvd'],
    cityTown: 'Los Angeles',
    county: 'Los Angeles',
    stateProvince: 'CA',
    postalCode: '90026',
    countryCode: 'US',
  },
  modified: { value: '2026-11-01T12:00:00.000Z' },
};

/** A fourth address, so that v1's limit of three shows. */
export const columbusAddress: ServiceAddress = {
  id: '0b5d1c9e-7a41-4f8e-9c2d-1e3f5a7b9c04',
  type: 'delivery',
  preferredAddress: false,
  label: 'Studio',
  notes: null,
  location: { lat: 39.9612, lng: -82.9988 },
  address: {
    addressLines: ['50 N High St'],
    cityTown: 'Columbus',
    county: 'Franklin',
    stateProvince: 'OH',
    postalCode: '43215',
    countryCode: 'US',
  },
  modified: { value: '2026-09-01T12:00:00.000Z' },
};

/** demo@example.com's addresses as the server lists them, latest modified first (SEL-179). */
export const demoAddresses: ServiceAddress[] = [californiaAddress, officeAddress, homeAddress];

/** The validation service's answer for a saved address: verified as it is. */
export function verifiedAnswer(address: ServiceAddress, isEligible = true): AddressValidation {
  return {
    isVerified: true,
    isCorrected: false,
    isEligible,
    original: {
      id: address.id,
      addressLines: address.address.addressLines,
      cityTown: address.address.cityTown,
      stateProvince: address.address.stateProvince,
      postalCode: address.address.postalCode,
      countryCode: 'US',
      county: address.address.county,
    },
    suggested: {
      id: address.id,
      addressLines: address.address.addressLines,
      cityTown: address.address.cityTown,
      stateProvince: address.address.stateProvince,
      postalCode: address.address.postalCode,
      countryCode: 'US',
      county: address.address.county,
      location: address.location ?? { lat: 39.1, lng: -84.5 },
    },
  };
}

/** '123 main street, cincinnati, oh 45202' comes back corrected (the seeded example). */
export const correctedAnswer: AddressValidation = {
  isVerified: true,
  isCorrected: true,
  isEligible: true,
  original: {
    addressLines: ['123 main street'],
    cityTown: 'cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
  suggested: {
    addressLines: ['123 Main St'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
    county: 'Hamilton',
    location: { lat: 39.1031, lng: -84.512 },
  },
};

/** No house number: unverifiable, counted as corrected with nothing to suggest (SEL-118). */
export const unverifiableAnswer: AddressValidation = {
  isVerified: false,
  isCorrected: true,
  isEligible: false,
  original: {
    addressLines: ['Main St'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
  suggested: null,
};

/** A new address as the server saves it. */
export function savedAddress(lines: string[], overrides: Partial<ServiceAddress['address']> = {}): ServiceAddress {
  return {
    id: '0b5d1c9e-7a41-4f8e-9c2d-1e3f5a7b9c10',
    type: 'delivery',
    preferredAddress: false,
    label: null,
    notes: null,
    location: { lat: 39.1031, lng: -84.512 },
    address: {
      addressLines: lines,
      cityTown: 'Cincinnati',
      county: 'Hamilton',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
      ...overrides,
    },
    modified: { value: '2026-11-20T15:00:00.000Z' },
  };
}

/** Delivery options for an address near a fulfillment center: in-house and the partner. */
export function deliveryOptions(
  options: { hasInHouse?: boolean; hasFulfillmentCenter?: boolean } = {},
): ModalityOptions {
  const hasInHouse = options.hasInHouse ?? true;
  const hasFulfillmentCenter = options.hasFulfillmentCenter ?? true;
  const destination = {
    address: {
      addressLines: ['1014 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US' as const,
    },
  };
  return {
    origin: { postalCode: '45202', lat: 39.1103, lng: -84.5155 },
    PICKUP: [],
    IN_STORE: [],
    DELIVERY: [
      ...(hasInHouse
        ? [
            {
              destination,
              distance: 14.32,
              isCrossBanner: false,
              fulfillment: hasFulfillmentCenter
                ? [
                    {
                      kind: 'FULFILLMENT_CENTER' as const,
                      id: 'fc-cincinnati',
                      providerId: 'IN_HOUSE_DELIVERY' as const,
                    },
                  ]
                : [{ kind: 'STORE' as const, locationId: '10100351' }],
              providerId: 'IN_HOUSE_DELIVERY' as const,
            },
          ]
        : []),
      {
        destination,
        distance: 0.4,
        isCrossBanner: false,
        fulfillment: [{ kind: 'STORE' as const, locationId: '10100351' }],
        providerId: 'DELIVERY' as const,
      },
    ],
    storeDetails: [],
    externalOnlineDeliveryUrl: null,
  };
}

const windows = [
  { start: 8, cost: 3.95 },
  { start: 10, cost: 5.95 },
  { start: 12, cost: 6.95 },
  { start: 14, cost: 7.95 },
  { start: 16, cost: 8.95 },
  { start: 18, cost: 9.95 },
] as const;

function clock(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${suffix}`;
}

/** An ISO date-time of a local hour in Cincinnati in November (UTC-5). */
function instant(date: string, hour: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + (hour + 5) * 3_600_000).toISOString();
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type TimeslotFixtureOptions = {
  /** The first day, 2026-11-20 (a Friday) by default; Sunday has no delivery times. */
  from?: string;
  /** Fees are off (a member): every window costs 0 and reads 'Free' (SEL-178). */
  feesOff?: boolean;
  /** Windows with no place left: '<date>:<hour>' of their start. */
  full?: string[];
};

/** Seven days of in-house delivery windows, 2 hours each, an express hour today, no times on Sunday. */
export function timeslotDays(options: TimeslotFixtureOptions = {}): TimeslotDay[] {
  const from = options.from ?? '2026-11-20';
  const full = new Set(options.full ?? []);
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(from, offset);
    const isSunday = new Date(`${date}T12:00:00.000Z`).getUTCDay() === 0;
    const quoteId = `q-${date.replaceAll('-', '')}`;
    const standard: TimeOption[] = isSunday
      ? []
      : windows.map((window) => ({
          quoteId,
          optionId: `w${window.start}`,
          displayString: `${clock(window.start)} - ${clock(window.start + 2)}`,
          cost: options.feesOff ? 0 : window.cost,
          ...(options.feesOff ? { waiver: window.cost } : {}),
          shouldShowFees: !options.feesOff,
          vendorId: 'IN_HOUSE_DELIVERY',
          vendorName: 'Greenway Delivery',
          startTime: instant(date, window.start),
          endTime: instant(date, window.start + 2),
          isExpress: false,
          type: 'STANDARD',
          remainingCapacity: full.has(`${date}:${window.start}`) ? 0 : 8,
        }));
    const express: TimeOption[] =
      offset === 0 && !isSunday
        ? [
            {
              quoteId,
              optionId: 'x11',
              displayString: `${clock(11)} - ${clock(12)}`,
              cost: 11.95,
              shouldShowFees: !options.feesOff,
              vendorId: 'IN_HOUSE_DELIVERY',
              vendorName: 'Greenway Delivery',
              startTime: instant(date, 11),
              endTime: instant(date, 12),
              isExpress: true,
              type: 'EXPRESS',
              remainingCapacity: full.has(`${date}:11`) ? 0 : 1,
            },
          ]
        : [];
    // Today's windows that have started are gone; the express hour comes first.
    const times =
      offset === 0 ? [...express, ...standard.filter((time) => Number(time.optionId.slice(1)) >= 12)] : standard;
    return { date, month: 'Nov', times };
  });
}

export function upfrontTimeslots(options: TimeslotFixtureOptions = {}): UpfrontTimeslots {
  return { modality: 'DELIVERY', timeZone: 'America/New_York', days: timeslotDays(options) };
}

/** A held reservation of a window, held until `expiresAt`. */
export function promiseFixture(
  quoteId: string,
  optionId: string,
  expiresAt = '2026-11-20T15:30:00.000Z',
): TimeslotPromise {
  return {
    id: '7d3e2f1a-4b5c-4d6e-8f9a-0b1c2d3e4f5a',
    selectedId: `${quoteId}:${optionId}`,
    quoteId,
    optionId,
    modality: 'DELIVERY',
    vendorId: 'IN_HOUSE_DELIVERY',
    startTime: '2026-11-21T13:00:00.000Z',
    endTime: '2026-11-21T15:00:00.000Z',
    displayString: '8:00 AM - 10:00 AM',
    timeZone: 'America/New_York',
    expiresAt,
    createdAt: '2026-11-20T15:00:00.000Z',
    versionKey: '1',
    items: { included: [], excluded: [] },
  };
}

/** The shopper's Delivery preference for a saved address (what the server lists and answers). */
export function deliveryPreference(
  address: ServiceAddress,
  createdDate = '2026-11-19T12:00:00.000Z',
): ModalityPreference {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    modalityType: 'DELIVERY',
    destination: { address: toSelectorAddress(address) },
    createdDate,
    source: 'SELECTOR',
    label: address.label ?? address.address.addressLines.at(-1) ?? '',
    store: null,
  };
}

/** Two seeded products for cart fixtures: a loaf, and tuna that carries a Prop 65 warning. */
export const sourdoughLoaf: Product = {
  gtin13: '0841063000114',
  name: 'Sourdough Loaf',
  brand: 'Hearthstone Bakery',
  departmentId: 'bakery',
  price: 4.99,
  promoPrice: null,
  unitLabel: '24 oz',
  imageUrl: '/products/0841063000114.svg',
  snapEligible: true,
  ageRestricted: false,
  minAge: null,
  prop65: false,
  prop65Warning: null,
  availability: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  maxQuantity: 25,
  slotRestriction: { availableFromHour: 10 },
  flashSale: null,
  featured: true,
};

export const chunkLightTuna: Product = {
  gtin13: '0841056000138',
  name: 'Chunk Light Tuna in Water',
  brand: 'Blue Current Seafood',
  departmentId: 'meat-seafood',
  price: 1.29,
  promoPrice: null,
  unitLabel: '5 oz can',
  imageUrl: '/products/0841056000138.svg',
  snapEligible: true,
  ageRestricted: false,
  minAge: null,
  prop65: true,
  prop65Warning:
    'WARNING: This product can expose you to chemicals including bisphenol A (BPA), which is known to the State of California to cause birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov/food.',
  availability: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  maxQuantity: 25,
  slotRestriction: null,
  flashSale: null,
  featured: false,
};

/** The seeded Lager: age-restricted (21), alcohol's Prop 65 warning, 12 at most per line. */
export const lager: Product = {
  ...sourdoughLoaf,
  gtin13: '0841147000115',
  name: 'Lager',
  brand: 'Old Mill Brewing',
  departmentId: 'beer-wine-spirits',
  price: 15.99,
  unitLabel: '12 x 12 fl oz cans',
  imageUrl: '/products/0841147000115.svg',
  snapEligible: false,
  ageRestricted: true,
  minAge: 21,
  prop65: true,
  prop65Warning:
    'WARNING: Drinking distilled spirits, beer, coolers, wine and other alcoholic beverages may increase cancer risk.',
  maxQuantity: 12,
  slotRestriction: null,
  featured: false,
};

/** The signed-in shopper's Delivery basket: two loaves (no substitutions, with a note) and three cans of tuna. */
export function deliveryBasket(banner = 'greenway'): Basket {
  return {
    id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
    modality: 'DELIVERY',
    banner,
    items: [
      {
        gtin13: sourdoughLoaf.gtin13,
        quantity: 2,
        substitutionPolicy: 'NONE',
        instructions: 'Sliced, please',
        substitutionItem: null,
        product: sourdoughLoaf,
        lineTotal: 9.98,
      },
      {
        gtin13: chunkLightTuna.gtin13,
        quantity: 3,
        substitutionPolicy: 'SHOPPER_CHOICE',
        instructions: null,
        substitutionItem: null,
        product: chunkLightTuna,
        lineTotal: 3.87,
      },
    ],
    itemCount: 5,
    subtotal: 13.85,
    updatedAt: '2026-11-20T14:00:00.000Z',
  };
}
