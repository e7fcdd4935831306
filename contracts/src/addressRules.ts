import type { ServiceAddress } from './profile.ts';

/*
 * The address book's limits and shapes, free of zod: the cart, the selector and the account pages read these on
 * load without the schemas (docs/adr/0029-answers-checked-where-they-are-made.md). contracts/src/addresses.ts
 * re-exports them beside the schemas.
 */

/** Most addresses one shopper keeps; the next add answers TOO_MANY_ADDRESSES (decision, see decisions-services). */
export const MAX_ADDRESSES_PER_SHOPPER = 10;
export const ADDRESS_STREET_MAX_LENGTH = 80;
export const ADDRESS_UNIT_MAX_LENGTH = 40;
export const ADDRESS_CITY_MAX_LENGTH = 60;
export const ADDRESS_LABEL_MAX_LENGTH = 40;
export const ADDRESS_NOTES_MAX_LENGTH = 128;

/** The 10 Canadian provinces: a state code among them means the country is Canada (ACC-086, ACC-087). */
export const canadianProvinceCodes = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK'] as const;
export function countryOfStateCode(stateCode: string): 'US' | 'CA' {
  return (canadianProvinceCodes as readonly string[]).includes(stateCode.trim().toUpperCase()) ? 'CA' : 'US';
}

/** The selector's form of a saved address (SEL-010). */
export function toSelectorAddress(address: ServiceAddress) {
  return {
    id: address.id,
    addressLines: address.address.addressLines,
    cityTown: address.address.cityTown,
    stateProvince: address.address.stateProvince,
    postalCode: address.address.postalCode,
    countryCode: address.address.countryCode,
    county: address.address.county,
    vanityName: address.label,
  };
}

/** Spec 3, "Flattened address for display" (ACC-027). */
export type FlattenedAddress = {
  addressId: string;
  line1: string;
  line2: string | null;
  city: string;
  county: string | null;
  zip: string;
  stateCode: string;
  countryCode: 'US' | 'CA';
  location: { lat: number; lng: number } | null;
  type: 'home' | 'delivery';
  preferred: boolean;
  label: string | null;
  notes: string | null;
};

export function flattenServiceAddress(address: ServiceAddress): FlattenedAddress {
  const lines = address.address.addressLines;
  return {
    addressId: address.id,
    // The last entry is the street (ACC-025), the one before it the unit (ACC-026).
    line1: lines[lines.length - 1] as string,
    line2: lines.length > 1 ? (lines[lines.length - 2] as string) : null,
    city: address.address.cityTown,
    county: address.address.county,
    zip: address.address.postalCode,
    stateCode: address.address.stateProvince,
    countryCode: address.address.countryCode,
    location: address.location,
    type: address.type,
    preferred: address.preferredAddress,
    label: address.label,
    notes: address.notes,
  };
}

/** Selector order (SEL-179): latest modified first. */
export function sortAddressesByLatestModified<T extends Pick<ServiceAddress, 'modified'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.modified.value) - Date.parse(a.modified.value));
}

/** Account-area order (ACC-074, ACC-075): the home address first, then newest modified first. */
export function sortAddressesHomeFirst<T extends Pick<ServiceAddress, 'modified' | 'type'>>(list: readonly T[]): T[] {
  return sortAddressesByLatestModified(list).sort((a, b) => (a.type === 'home' ? 0 : 1) - (b.type === 'home' ? 0 : 1));
}
