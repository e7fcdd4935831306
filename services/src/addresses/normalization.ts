import type { VerifiedAddress } from '@aisle/contracts';
import type { ZipPlace } from '../geo.ts';

/*
 * Address verification without an outside service: the ZIP code must exist (the `zipcodes` table gives its
 * city, state and coordinates), the street needs a house number, and the lines are put in USPS style
 * (street suffixes and directions abbreviated, words capitalised, ZIP+4 with a dash). Pure apart from the
 * ZIP lookup, which is passed in.
 */

/** USPS street suffix abbreviations (Publication 28, the common ones), keyed by every spelling we accept. */
const streetSuffixes: Record<string, string> = {};
for (const [abbreviation, ...spellings] of [
  ['Aly', 'alley', 'aly'],
  ['Ave', 'avenue', 'ave', 'av', 'aven', 'avenu', 'avn'],
  ['Blvd', 'boulevard', 'blvd', 'boul', 'boulv'],
  ['Cir', 'circle', 'cir', 'circ'],
  ['Ct', 'court', 'ct'],
  ['Cv', 'cove', 'cv'],
  ['Dr', 'drive', 'dr', 'drv'],
  ['Expy', 'expressway', 'expy'],
  ['Fwy', 'freeway', 'fwy'],
  ['Hwy', 'highway', 'hwy'],
  ['Ln', 'lane', 'ln'],
  ['Loop', 'loop'],
  ['Pkwy', 'parkway', 'pkwy', 'pky'],
  ['Pl', 'place', 'pl'],
  ['Plz', 'plaza', 'plz'],
  ['Rd', 'road', 'rd'],
  ['Row', 'row'],
  ['Sq', 'square', 'sq'],
  ['St', 'street', 'st', 'str'],
  ['Ter', 'terrace', 'ter'],
  ['Trl', 'trail', 'trl'],
  ['Way', 'way'],
] as const) {
  for (const spelling of spellings) streetSuffixes[spelling] = abbreviation;
}

const directions: Record<string, string> = {
  north: 'N',
  n: 'N',
  south: 'S',
  s: 'S',
  east: 'E',
  e: 'E',
  west: 'W',
  w: 'W',
  northeast: 'NE',
  ne: 'NE',
  northwest: 'NW',
  nw: 'NW',
  southeast: 'SE',
  se: 'SE',
  southwest: 'SW',
  sw: 'SW',
};

const unitDesignators: Record<string, string> = {
  apartment: 'Apt',
  apt: 'Apt',
  suite: 'Ste',
  ste: 'Ste',
  unit: 'Unit',
  floor: 'Fl',
  fl: 'Fl',
  building: 'Bldg',
  bldg: 'Bldg',
  room: 'Rm',
  rm: 'Rm',
  department: 'Dept',
  dept: 'Dept',
  lot: 'Lot',
  space: 'Spc',
  spc: 'Spc',
};

const houseNumberPattern = /^\d+[A-Za-z]?(-\d+[A-Za-z]?)?$/;

function words(line: string): string[] {
  return line
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

function capitalise(word: string): string {
  if (/\d/.test(word)) {
    // 3rd, 42nd stay lower-case after the digits; unit ids like 4b become 4B.
    return /^\d+(st|nd|rd|th)$/i.test(word) ? word.toLowerCase() : word.toUpperCase();
  }
  return word
    .toLowerCase()
    .replace(/(^|[-'])([a-z])/g, (_match, separator: string, letter: string) => separator + letter.toUpperCase());
}

/** Whether a street line starts with a house number followed by a street name. */
export function hasHouseNumber(street: string): boolean {
  const tokens = words(street);
  return tokens.length >= 2 && houseNumberPattern.test(tokens[0] as string);
}

/**
 * '123 north main street' -> '123 N Main St'. A direction is abbreviated before or after the street name,
 * not when it is the name itself ('12 North Street' -> '12 North St'); the suffix only as the last word
 * (or before a trailing direction), so '1 Avenue of the Americas' keeps its 'Avenue'.
 */
export function normalizeStreetLine(line: string): string {
  const tokens = words(line);
  const lower = tokens.map((token) => token.toLowerCase());
  const last = tokens.length - 1;
  const hasTrailingDirection = last >= 2 && directions[lower[last] as string] !== undefined;
  const suffixIndex = hasTrailingDirection ? last - 1 : last;
  return tokens
    .map((token, index) => {
      const word = lower[index] as string;
      if (index === 0 && houseNumberPattern.test(token)) return token.toUpperCase();
      if (index === suffixIndex && index >= 2 && streetSuffixes[word]) return streetSuffixes[word];
      const direction = directions[word];
      if (direction) {
        const isName = index === suffixIndex - 1 && index >= 1 && streetSuffixes[lower[suffixIndex] as string];
        const isPreDirection = index === 1 && !isName;
        const isPostDirection = index === last && hasTrailingDirection;
        if (isPreDirection || isPostDirection) return direction;
      }
      return capitalise(token);
    })
    .join(' ');
}

/** 'apartment 4b' -> 'Apt 4B', 'suite 200' -> 'Ste 200', '#12' stays '#12'. */
export function normalizeUnitLine(line: string): string {
  return words(line)
    .map((token) => unitDesignators[token.toLowerCase()] ?? capitalise(token))
    .join(' ');
}

/** '45202', '45202-1234', '45202/1234', '452021234', '45202 1234' -> '45202' or '45202-1234'; null when malformed. */
export function formatUsPostalCode(postalCode: string): string | null {
  const match = /^(\d{5})(?:[-/ ]?(\d{4}))?$/.exec(postalCode.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] as string);
}

export type AddressToVerify = {
  id?: string | undefined;
  addressLines: readonly string[];
  cityTown: string;
  stateProvince: string;
  postalCode: string;
  countryCode: 'US' | 'CA';
  county?: string | null | undefined;
};

export type Verification =
  | { status: 'verified' | 'corrected'; suggested: VerifiedAddress }
  | { status: 'unverifiable'; reason: 'postal-code' | 'street'; suggested: null };

/**
 * The first letter of a Canadian postal code names its province (Canada Post's forward sortation areas);
 * X (Northwest Territories, Nunavut) and Y (Yukon) are territories, which are not provinces (ACC-086).
 */
const provincesByPostalLetter: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
};

/** 'k1a0b1', 'K1A 0B1' -> 'K1A 0B1' (ACC-084, ACC-085); null when malformed. */
export function formatCanadianPostalCode(postalCode: string): string | null {
  const match = /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/.exec(postalCode.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}

/**
 * A Canadian address without Canadian place data: the postal code must be well formed and belong to the
 * province given (its first letter), and the street must have a house number. City and county are kept
 * as typed; there is no location (no store or delivery reaches Canada).
 */
function verifyCanadianAddress(address: AddressToVerify): Verification {
  const postalCode = formatCanadianPostalCode(address.postalCode);
  const province = address.stateProvince.trim().toUpperCase();
  if (!postalCode || provincesByPostalLetter[postalCode.charAt(0)] !== province) {
    return { status: 'unverifiable', reason: 'postal-code', suggested: null };
  }
  const lines = address.addressLines.map((line) => line.trim()).filter((line) => line.length > 0);
  let street = lines[lines.length - 1];
  let unit = lines.length > 1 ? lines[lines.length - 2] : undefined;
  if (street && unit && !hasHouseNumber(street) && hasHouseNumber(unit)) [street, unit] = [unit, street];
  if (!street || !hasHouseNumber(street) || !address.cityTown.trim()) {
    return { status: 'unverifiable', reason: 'street', suggested: null };
  }
  const suggested: VerifiedAddress = {
    ...(address.id ? { id: address.id } : {}),
    addressLines: unit ? [normalizeUnitLine(unit), normalizeStreetLine(street)] : [normalizeStreetLine(street)],
    cityTown: address.cityTown.trim().replace(/\s+/g, ' '),
    stateProvince: province,
    postalCode,
    countryCode: 'CA',
    county: address.county?.trim() ? address.county.trim() : null,
    location: null,
  };
  return { status: isSameAddress(suggested, address) ? 'verified' : 'corrected', suggested };
}

function isSameAddress(suggested: VerifiedAddress, address: AddressToVerify): boolean {
  return (
    suggested.addressLines.length === address.addressLines.length &&
    suggested.addressLines.every((line, index) => line === address.addressLines[index]) &&
    suggested.cityTown === address.cityTown &&
    suggested.stateProvince === address.stateProvince &&
    suggested.postalCode === address.postalCode
  );
}

/**
 * Verifies an address against the ZIP table. 'verified': the normalised address is what was typed;
 * 'corrected': it differs (the shopper confirms the suggestion); 'unverifiable': no such ZIP code or a
 * street without a house number. A Canadian address (countryCode CA) is checked without place data.
 */
export async function verifyAddress(
  address: AddressToVerify,
  lookupZipCode: (zip5: string) => Promise<ZipPlace | null>,
): Promise<Verification> {
  if (address.countryCode === 'CA') return verifyCanadianAddress(address);
  const postalCode = formatUsPostalCode(address.postalCode);
  const place = postalCode ? await lookupZipCode(postalCode.slice(0, 5)) : null;
  if (!postalCode || !place) return { status: 'unverifiable', reason: 'postal-code', suggested: null };

  const lines = address.addressLines.map((line) => line.trim()).filter((line) => line.length > 0);
  // The last line is the street, the one before it the unit; a street typed first is put last.
  let street = lines[lines.length - 1];
  let unit = lines.length > 1 ? lines[lines.length - 2] : undefined;
  if (street && unit && !hasHouseNumber(street) && hasHouseNumber(unit)) [street, unit] = [unit, street];
  if (!street || !hasHouseNumber(street)) return { status: 'unverifiable', reason: 'street', suggested: null };

  const county = address.county?.trim() ? address.county.trim() : null;
  const suggested: VerifiedAddress = {
    ...(address.id ? { id: address.id } : {}),
    addressLines: unit ? [normalizeUnitLine(unit), normalizeStreetLine(street)] : [normalizeStreetLine(street)],
    cityTown: place.city,
    stateProvince: place.stateCode,
    postalCode,
    countryCode: 'US',
    county,
    location: { lat: place.lat, lng: place.lng },
  };
  return { status: isSameAddress(suggested, address) ? 'verified' : 'corrected', suggested };
}
