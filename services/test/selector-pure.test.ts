import {
  activeModalityPreferences,
  addressPayloadSchema,
  countryOfStateCode,
  currentModalityPreference,
  flattenServiceAddress,
  parseTimeslotSelectionId,
  postalCodeSchema,
  type ServiceAddress,
  sortAddressesByLatestModified,
  sortAddressesHomeFirst,
  timeslotSelectionId,
  toSelectorAddress,
} from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatUsPostalCode,
  hasHouseNumber,
  normalizeStreetLine,
  normalizeUnitLine,
  verifyAddress,
} from '../src/addresses/normalization.ts';
import { lookupZipCode } from '../src/geo.ts';
import { localDateOfOptionId, SLOT_CAPACITY, slotsBetween, slotsForLocalDate } from '../src/timeslots/slots.ts';
import { addDays, formatClockTime, localDateOf, weekdayOf, zonedTimeToInstant } from '../src/timeslots/zonedTime.ts';

/** The e2e clock: Friday 2026-11-20, 10:00 in Cincinnati, 7:00 in Los Angeles. */
const now = new Date('2026-11-20T15:00:00.000Z');
const losAngelesCenter = {
  vendorId: 'IN_HOUSE_DELIVERY',
  sourceId: 'fc-los-angeles',
  timeZone: 'America/Los_Angeles',
} as const;

describe('address normalisation', () => {
  it.each([
    ['123 main street', '123 Main St'],
    ['123 North Main Street', '123 N Main St'],
    ['12 North Street', '12 North St'],
    ['100 Main Street West', '100 Main St W'],
    ['1250 w sunset boulevard', '1250 W Sunset Blvd'],
    ['200 Peachtree St. NW', '200 Peachtree St NW'],
    ['400 E 42ND STREET', '400 E 42nd St'],
    ['5240  Tylersville   Road', '5240 Tylersville Rd'],
    ['123a elm avenue', '123A Elm Ave'],
    ['1014 Vine St', '1014 Vine St'],
  ])('street %j becomes %j', (typed, normalised) => {
    expect(normalizeStreetLine(typed)).toBe(normalised);
  });

  it.each([
    ['apartment 4b', 'Apt 4B'],
    ['suite 200', 'Ste 200'],
    ['#12', '#12'],
    ['Apt 3', 'Apt 3'],
  ])('unit %j becomes %j', (typed, normalised) => {
    expect(normalizeUnitLine(typed)).toBe(normalised);
  });

  it.each([
    ['45202', '45202'],
    ['45202-1234', '45202-1234'],
    ['45202/1234', '45202-1234'],
    ['452021234', '45202-1234'],
    [' 45202 1234 ', '45202-1234'],
    ['4520', null],
    ['45202-12', null],
    ['abcde', null],
  ])('postal code %j formats as %j', (typed, formatted) => {
    expect(formatUsPostalCode(typed)).toBe(formatted);
  });

  it('needs a house number followed by a street name', () => {
    expect(hasHouseNumber('123 Main St')).toBe(true);
    expect(hasHouseNumber('12-14 Main St')).toBe(true);
    expect(hasHouseNumber('Main St')).toBe(false);
    expect(hasHouseNumber('123')).toBe(false);
    expect(hasHouseNumber('PO Box 12')).toBe(false);
  });

  const typed = (overrides: Partial<Parameters<typeof verifyAddress>[0]> = {}) => ({
    addressLines: ['1014 Vine St'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US' as const,
    ...overrides,
  });

  it('verifies an address typed as the service writes it, without correcting it', async () => {
    const result = await verifyAddress(typed(), lookupZipCode);
    expect(result.status).toBe('verified');
    expect(result.suggested).toMatchObject({
      addressLines: ['1014 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    });
    expect(result.suggested?.location?.lat).toBeCloseTo(39.1072, 3);
  });

  it('verifies a Canadian address by its province and postal code, with no location (ACC-084..086)', async () => {
    const ottawa = typed({
      addressLines: ['111 wellington street'],
      cityTown: 'Ottawa',
      stateProvince: 'ON',
      postalCode: 'k1a0a9',
      countryCode: 'CA',
    });
    const result = await verifyAddress(ottawa, lookupZipCode);
    expect(result).toMatchObject({
      status: 'corrected',
      suggested: {
        addressLines: ['111 Wellington St'],
        cityTown: 'Ottawa',
        stateProvince: 'ON',
        postalCode: 'K1A 0A9',
        countryCode: 'CA',
        location: null,
      },
    });
    const asSuggested = { ...ottawa, addressLines: ['111 Wellington St'], postalCode: 'K1A 0A9' };
    expect((await verifyAddress(asSuggested, lookupZipCode)).status).toBe('verified');
    // A postal code of another province (V is British Columbia), or none at all, is not verified.
    for (const postalCode of ['V6B 1A1', 'K1A', '45202']) {
      expect((await verifyAddress({ ...ottawa, postalCode }, lookupZipCode)).status, postalCode).toBe('unverifiable');
    }
    expect((await verifyAddress({ ...ottawa, addressLines: ['Wellington St'] }, lookupZipCode)).status).toBe(
      'unverifiable',
    );
  });

  it('corrects street suffix, casing, the city and state of the ZIP code and the ZIP+4 dash', async () => {
    const result = await verifyAddress(
      typed({
        addressLines: ['apt 3', '123 main street'],
        cityTown: 'cincinati',
        stateProvince: 'KY',
        postalCode: '45202/1234',
      }),
      lookupZipCode,
    );
    expect(result.status).toBe('corrected');
    expect(result.suggested).toMatchObject({
      addressLines: ['Apt 3', '123 Main St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202-1234',
    });
  });

  it("answers the ZIP code's state code for a state typed by name", async () => {
    const result = await verifyAddress(typed({ stateProvince: 'Ohio' }), lookupZipCode);
    expect(result).toMatchObject({ status: 'corrected', suggested: { stateProvince: 'OH' } });
  });

  it('puts a street typed first back last (the unit line before it)', async () => {
    const result = await verifyAddress(typed({ addressLines: ['1014 Vine St', 'Apt 3'] }), lookupZipCode);
    expect(result).toMatchObject({ status: 'corrected', suggested: { addressLines: ['Apt 3', '1014 Vine St'] } });
  });

  it('cannot verify an unknown ZIP code or a street without a house number', async () => {
    expect(await verifyAddress(typed({ postalCode: '00000' }), lookupZipCode)).toMatchObject({
      status: 'unverifiable',
      reason: 'postal-code',
      suggested: null,
    });
    expect(await verifyAddress(typed({ addressLines: ['Vine Street'] }), lookupZipCode)).toMatchObject({
      status: 'unverifiable',
      reason: 'street',
    });
    expect(await verifyAddress(typed({ addressLines: [] }), lookupZipCode)).toMatchObject({ status: 'unverifiable' });
  });
});

describe('zoned time', () => {
  it('turns a wall-clock time of a zone into the instant, across daylight saving', () => {
    expect(zonedTimeToInstant('2026-11-20', 8 * 60, 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-20T16:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-07-01', 8 * 60, 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
    // 2026-11-01 01:30 happens twice in New York; 2026-03-08 02:30 never happens (the later offset is used).
    expect(zonedTimeToInstant('2026-03-08', 3 * 60, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('knows local dates, weekdays and clock times', () => {
    expect(localDateOf(now, 'America/Los_Angeles')).toBe('2026-11-20');
    expect(localDateOf(new Date('2026-11-21T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-20');
    expect(localDateOf(new Date('2026-11-21T03:00:00Z'), 'Europe/Berlin')).toBe('2026-11-21');
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(formatClockTime(new Date('2026-11-20T16:00:00Z'), 'America/Los_Angeles', 'en-US')).toBe('8:00 AM');
  });
});

describe('slot generation (AISLE_NOW pinned)', () => {
  it("offers today's express hour with one place, then 2-hour windows from two hours ahead", () => {
    const today = slotsForLocalDate(losAngelesCenter, '2026-11-20', now);
    const [express, ...standard] = today;
    expect(express).toMatchObject({
      isExpress: true,
      capacity: 1,
      regularCost: 11.95,
      optionId: 'IHX.fc-los-angeles.20261120T0800',
    });
    expect(express?.startsAt.toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(express?.endsAt.toISOString()).toBe('2026-11-20T17:00:00.000Z');
    // 7:00 now: the 8-10 window starts within 2 hours, so the first standard one is 10-12.
    expect(standard.map((slot) => slot.optionId)).toEqual([
      'IH.fc-los-angeles.20261120T1000',
      'IH.fc-los-angeles.20261120T1200',
      'IH.fc-los-angeles.20261120T1400',
      'IH.fc-los-angeles.20261120T1600',
      'IH.fc-los-angeles.20261120T1800',
    ]);
    expect(standard.every((slot) => slot.capacity === SLOT_CAPACITY.standardDelivery && !slot.isExpress)).toBe(true);
  });

  it('has the full day tomorrow with an under-$5 window, nothing on Sunday and nothing in the past', () => {
    const tomorrow = slotsForLocalDate(losAngelesCenter, '2026-11-21', now);
    expect(tomorrow).toHaveLength(6);
    expect(tomorrow.some((slot) => slot.regularCost < 5)).toBe(true);
    expect(tomorrow.some((slot) => slot.isExpress)).toBe(false);
    expect(slotsForLocalDate(losAngelesCenter, '2026-11-22', now)).toEqual([]);
    expect(slotsForLocalDate(losAngelesCenter, '2026-11-19', now)).toEqual([]);
  });

  it('gives no express hour late in the day', () => {
    const evening = new Date('2026-11-21T03:30:00.000Z'); // 19:30 in Los Angeles
    expect(slotsForLocalDate(losAngelesCenter, '2026-11-20', evening)).toEqual([]);
  });

  it('offers pickup in 1-hour windows within store hours, free, every day', () => {
    const store = {
      vendorId: 'STORE_PICKUP',
      sourceId: '10100351',
      timeZone: 'America/New_York',
      opensAtMinute: 6 * 60,
      closesAtMinute: 23 * 60,
    } as const;
    const sunday = slotsForLocalDate(store, '2026-11-22', now);
    expect(sunday).toHaveLength(13);
    expect(sunday[0]?.startsAt.toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(sunday.every((slot) => slot.regularCost === 0 && slot.capacity === SLOT_CAPACITY.pickup)).toBe(true);
    // 10:00 in Cincinnati: today's first pickup hour is 11-12.
    expect(slotsForLocalDate(store, '2026-11-20', now)[0]?.optionId).toBe('SP.10100351.20261120T1100');
  });

  it('groups windows into the shopper’s days, seven of them from today', () => {
    const slots = slotsBetween(
      [losAngelesCenter],
      { firstDate: '2026-11-20', lastDate: '2026-11-26', userTimeZone: 'America/Los_Angeles' },
      now,
    );
    const dates = new Set(slots.map((slot) => slot.userDate));
    expect([...dates]).toEqual(['2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    const sorted = [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(slots).toEqual(sorted);
    expect(localDateOfOptionId('IHX.fc-los-angeles.20261120T0800')).toBe('2026-11-20');
    expect(localDateOfOptionId('nonsense')).toBeNull();
  });
});

describe('contract helpers', () => {
  it('combines and splits the selected time slot id (SEL-058)', () => {
    const id = timeslotSelectionId({ quoteId: 'D.s10100351.20261120', optionId: 'IH.fc-cincinnati.20261120T1000' });
    expect(id).toBe('D.s10100351.20261120:IH.fc-cincinnati.20261120T1000');
    expect(parseTimeslotSelectionId(id)).toEqual({
      quoteId: 'D.s10100351.20261120',
      optionId: 'IH.fc-cincinnati.20261120T1000',
    });
    expect(parseTimeslotSelectionId('no-colon')).toBeNull();
  });

  it('takes the most recent preference per mode as the active one (SEL-107)', () => {
    const preferences = [
      { id: 'a', modalityType: 'PICKUP', createdDate: '2026-11-20T10:00:00.000Z' },
      { id: 'b', modalityType: 'PICKUP', createdDate: '2026-11-20T12:00:00.000Z' },
      { id: 'c', modalityType: 'DELIVERY', createdDate: '2026-11-20T11:00:00.000Z' },
      { id: 'd', modalityType: 'PICKUP', createdDate: '2026-11-20T12:00:00.000Z' },
    ] as const;
    const active = activeModalityPreferences(preferences);
    expect(active.PICKUP?.id).toBe('b');
    expect(active.DELIVERY?.id).toBe('c');
    expect(active.IN_STORE).toBeUndefined();
    expect(currentModalityPreference(preferences)?.id).toBe('b');
    expect(currentModalityPreference([])).toBeNull();
  });
});

describe('address contract helpers', () => {
  const address = (
    id: string,
    type: 'home' | 'delivery',
    modified: string,
    lines: string[] = ['1 Main St'],
  ): ServiceAddress => ({
    id,
    type,
    preferredAddress: false,
    label: id === 'home' ? 'Home' : null,
    notes: null,
    location: { lat: 39.1, lng: -84.5 },
    address: {
      addressLines: lines,
      cityTown: 'Cincinnati',
      county: 'Hamilton',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    },
    modified: { value: modified },
  });

  it('orders the selector list latest modified first, the account list with the home address first', () => {
    const list = [
      address('old', 'delivery', '2026-01-01T00:00:00.000Z'),
      address('home', 'home', '2025-06-01T00:00:00.000Z'),
      address('new', 'delivery', '2026-03-01T00:00:00.000Z'),
    ];
    expect(sortAddressesByLatestModified(list).map((entry) => entry.id)).toEqual(['new', 'old', 'home']);
    expect(sortAddressesHomeFirst(list).map((entry) => entry.id)).toEqual(['home', 'new', 'old']);
  });

  it('flattens a service address for display: the last line is the street, the one before it the unit', () => {
    expect(
      flattenServiceAddress(address('home', 'home', '2026-01-01T00:00:00.000Z', ['Apt 3', '1014 Vine St'])),
    ).toEqual({
      addressId: 'home',
      line1: '1014 Vine St',
      line2: 'Apt 3',
      city: 'Cincinnati',
      county: 'Hamilton',
      zip: '45202',
      stateCode: 'OH',
      countryCode: 'US',
      location: { lat: 39.1, lng: -84.5 },
      type: 'home',
      preferred: false,
      label: 'Home',
      notes: null,
    });
    expect(toSelectorAddress(address('home', 'home', '2026-01-01T00:00:00.000Z'))).toMatchObject({
      id: 'home',
      addressLines: ['1 Main St'],
      vanityName: 'Home',
    });
  });

  it('takes US ZIP codes with an optional extension and Canadian postal codes', () => {
    for (const valid of ['45202', '45202-1234', '45202/1234', '452021234', 'M5V3L9', 'M5V 3L9']) {
      expect(postalCodeSchema.safeParse(valid).success, valid).toBe(true);
    }
    for (const invalid of ['4520', '45202-12', 'M5V  3L9', '5MV 3L9', '']) {
      expect(postalCodeSchema.safeParse(invalid).success, invalid).toBe(false);
    }
  });

  it('calls a province code Canada and anything else the US', () => {
    for (const province of ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK']) {
      expect(countryOfStateCode(province)).toBe('CA');
    }
    expect(countryOfStateCode('OH')).toBe('US');
    expect(countryOfStateCode('YT')).toBe('US');
  });

  it('needs an ISO date-time as dateAddressUpdated and Home or Delivery as addressType', () => {
    const payload = {
      addressType: 'Home',
      addressLine1: '1 Main St',
      city: 'Cincinnati',
      countryCode: 'US',
      stateCode: 'oh',
      zip: '45202',
      dateAddressUpdated: '2026-11-20T15:00:00.000Z',
    };
    expect(addressPayloadSchema.parse(payload).stateCode).toBe('OH');
    expect(addressPayloadSchema.safeParse({ ...payload, dateAddressUpdated: 'yesterday' }).success).toBe(false);
    expect(addressPayloadSchema.safeParse({ ...payload, addressType: 'Office' }).success).toBe(false);
  });

  it('takes a province with a Canadian postal code and country CA, and refuses a mix of the two countries', () => {
    const payload = {
      addressType: 'Delivery',
      addressLine1: '111 Wellington St',
      city: 'Ottawa',
      countryCode: 'CA',
      stateCode: 'ON',
      zip: 'K1A 0A9',
      dateAddressUpdated: '2026-11-20T15:00:00.000Z',
    };
    expect(addressPayloadSchema.safeParse(payload).success).toBe(true);
    expect(addressPayloadSchema.safeParse({ ...payload, zip: 'k1a0a9' }).success).toBe(true);
    const pathsOf = (changes: Record<string, string>) => {
      const result = addressPayloadSchema.safeParse({ ...payload, ...changes });
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(pathsOf({ zip: '45202' })).toEqual(['zip']);
    expect(pathsOf({ countryCode: 'US' })).toEqual(['countryCode']);
    expect(pathsOf({ stateCode: 'OH', countryCode: 'US' })).toEqual(['zip']);
    // Territories are not provinces: Yukon is US by the rule, so no Canadian postal code goes with it.
    expect(pathsOf({ stateCode: 'YT', countryCode: 'CA' })).toEqual(['countryCode', 'zip']);
  });
});
