import type { ServiceAddress } from '@aisle/contracts';
import type { addresses } from '../db/schema.ts';

export type AddressRow = typeof addresses.$inferSelect;

export function presentAddress(row: AddressRow): ServiceAddress {
  return {
    id: row.id,
    type: row.type,
    preferredAddress: row.isPreferred,
    isMailingAddress: row.isMailingAddress,
    label: row.label,
    notes: row.notes,
    location: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
    address: {
      // The last entry is the street, the one before it the unit.
      addressLines: row.unit ? [row.unit, row.street] : [row.street],
      cityTown: row.city,
      county: row.county,
      stateProvince: row.stateCode,
      postalCode: row.postalCode,
      countryCode: row.countryCode,
    },
    modified: { value: row.modifiedAt.toISOString() },
  };
}
