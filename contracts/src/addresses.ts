import * as z from 'zod/mini';
import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_LABEL_MAX_LENGTH,
  ADDRESS_NOTES_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  ADDRESS_UNIT_MAX_LENGTH,
  countryOfStateCode,
} from './addressRules.ts';
import { canadianPostalCodeSchema, dateTimeSchema, modalitySchema, plainText, usPostalCodeSchema } from './common.ts';
import { serviceAddressSchema } from './profile.ts';

export {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_LABEL_MAX_LENGTH,
  ADDRESS_NOTES_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  ADDRESS_UNIT_MAX_LENGTH,
  canadianProvinceCodes,
  countryOfStateCode,
  type FlattenedAddress,
  flattenServiceAddress,
  MAX_ADDRESSES_PER_SHOPPER,
  sortAddressesByLatestModified,
  sortAddressesHomeFirst,
  toSelectorAddress,
} from './addressRules.ts';

/*
 * The address book (spec account-and-selector 3, 5, 7; SEL-010..022, SEL-052..055, ACC-023..033) and the
 * address validation the selector and the account area share.
 */

/** Either country's postal code, as the address form takes it. */
export const postalCodeSchema = z.union([usPostalCodeSchema, canadianPostalCodeSchema]);

/** The postal code of the country a state code means (ACC-086, ACC-087): a ZIP code in the US, A1A 1A1 in Canada. */
export function isPostalCodeOfState(postalCode: string, stateCode: string): boolean {
  const schema = countryOfStateCode(stateCode) === 'CA' ? canadianPostalCodeSchema : usPostalCodeSchema;
  return schema.safeParse(postalCode.trim()).success;
}

const trimmedText = (maximum: number) => z.string().check(z.trim(), z.maxLength(maximum), plainText());
const requiredText = (maximum: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(maximum), plainText());

/** An id-less code for origin, keyspace and component: what the caller is, for logs. */
export const callerTagSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_.-]{1,60}$/, 'must be 1-60 letters, digits, _ . -'));

/**
 * An address as typed, before validation: the service form's address part (the last of `addressLines`
 * is the street, the one before it the unit). Only `postalCode` is required: validation fills city and
 * state from the ZIP code (spec 5: "Address validation requires postalCode").
 */
export const addressInputSchema = z.object({
  /** A saved address's id, when validating one from the address book; echoed back. */
  id: z.optional(z.uuid()),
  addressLines: z._default(
    z.array(trimmedText(ADDRESS_STREET_MAX_LENGTH)).check(z.maxLength(2, 'at most 2 address lines')),
    [],
  ),
  cityTown: z._default(trimmedText(ADDRESS_CITY_MAX_LENGTH), ''),
  /** A 2-letter code, or a state's name: validation answers the ZIP code's state code. */
  stateProvince: z._default(trimmedText(40), ''),
  postalCode: requiredText(10),
  countryCode: z._default(z.enum(['US', 'CA']), 'US'),
  county: z.optional(z.nullable(trimmedText(ADDRESS_CITY_MAX_LENGTH))),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** A verified address: normalised street, city and state of the ZIP code, ZIP+4 with a dash. */
export const verifiedAddressSchema = z.object({
  id: z.optional(z.uuid()),
  /** [street] or [unit, street]. */
  addressLines: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(2)),
  cityTown: z.string().check(z.minLength(1)),
  stateProvince: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** '45202' or '45202-1234'; in Canada 'K1A 0B1' (ACC-084, ACC-085). */
  postalCode: z.string().check(z.regex(/^(\d{5}(-\d{4})?|[A-Z]\d[A-Z] \d[A-Z]\d)$/)),
  countryCode: z.enum(['US', 'CA']),
  county: z.nullable(z.string()),
  /** Where it is; null in Canada, which the sandbox's place data does not cover. */
  location: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
});
export type VerifiedAddress = z.infer<typeof verifiedAddressSchema>;

/** POST /api/addresses/validate (SEL-144, ACC-126, ACC-127). */
export const validateAddressRequestSchema = z.object({
  address: addressInputSchema,
  /** The mode the address is for; DELIVERY also answers whether in-house delivery reaches it. */
  modalityType: z.optional(modalitySchema),
  /** Where the validation was asked from, e.g. 'MODALITY_SELECTOR' or 'ADDRESS_BOOK'. */
  origin: z.optional(callerTagSchema),
  keyspace: z.optional(callerTagSchema),
});
export type ValidateAddressRequest = z.input<typeof validateAddressRequestSchema>;

/**
 * The answer (SEL-055: isEligible, the address and whether it was corrected).
 * - verified as typed: isVerified, not isCorrected, suggested = the normalised address (equal to what was typed);
 * - corrected: isVerified and isCorrected, suggested differs (street suffix, casing, city or state of the ZIP, ZIP+4);
 * - unverifiable (unknown ZIP, no house number, no street): not isVerified, isCorrected (SEL-118: a failed
 *   validation counts as corrected), suggested null.
 */
export const addressValidationSchema = z.object({
  isVerified: z.boolean(),
  isCorrected: z.boolean(),
  /** In-house delivery reaches the address (a fulfillment center serves it and the banner delivers). */
  isEligible: z.boolean(),
  original: addressInputSchema,
  suggested: z.nullable(verifiedAddressSchema),
});
export type AddressValidation = z.infer<typeof addressValidationSchema>;

/** Spec 3, "Add/update payload": addressType Home or Delivery (ACC-029..031). */
export const addressPayloadTypes = ['Home', 'Delivery'] as const;

/**
 * POST /api/addresses and PUT /api/addresses/{addressId}. city, countryCode, addressLine1 (the street),
 * stateCode, addressType and zip are required (ACC-079). The server keeps its own clock for the modified
 * time; dateAddressUpdated is what the client sends and is checked for form only.
 */
export const addressPayloadSchema = z
  .object({
    /** Sent on update (ACC-032); when present it must equal the path's addressId. */
    addressId: z.optional(z.uuid()),
    addressType: z.enum(addressPayloadTypes),
    addressLine1: requiredText(ADDRESS_STREET_MAX_LENGTH),
    addressLine2: z.optional(z.nullable(trimmedText(ADDRESS_UNIT_MAX_LENGTH))),
    city: requiredText(ADDRESS_CITY_MAX_LENGTH),
    county: z.optional(z.nullable(trimmedText(ADDRESS_CITY_MAX_LENGTH))),
    countryCode: z.enum(['US', 'CA']),
    stateCode: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code')),
    zip: z.string().check(
      z.trim(),
      z.refine((zip: string) => postalCodeSchema.safeParse(zip).success, 'must be a postal code'),
    ),
    dateAddressUpdated: dateTimeSchema,
    label: z.optional(z.nullable(trimmedText(ADDRESS_LABEL_MAX_LENGTH))),
    notes: z.optional(z.nullable(trimmedText(ADDRESS_NOTES_MAX_LENGTH))),
    preferredAddress: z.optional(z.boolean()),
    /**
     * Make it the shopper's mailing address (ACC-028; the form's checkbox starts checked for a home or a new
     * address, ACC-101, ACC-102). Another mailing address stops being one. Left out on an update: unchanged.
     */
    isMailingAddress: z.optional(z.boolean()),
  })
  .check(
    // The country follows the state code (ACC-086, ACC-087), and the postal code is that country's.
    z.refine((payload) => payload.countryCode === countryOfStateCode(payload.stateCode), {
      error: 'must be CA for a Canadian province, otherwise US',
      path: ['countryCode'],
    }),
    z.refine((payload) => isPostalCodeOfState(payload.zip, payload.stateCode), {
      error: "must be a postal code of the state's country",
      path: ['zip'],
    }),
  );
export type AddressPayload = z.input<typeof addressPayloadSchema>;

export const addressParamsSchema = z.object({ addressId: z.uuid() });

/** GET /api/addresses: newest modified first (SEL-179). */
export const addressListSchema = z.object({ addresses: z.array(serviceAddressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

/** Spec 3, "Selector address" (SEL-052, SEL-053): vanityName is the address's label. */
export const selectorAddressSchema = z.object({
  id: z.uuid(),
  addressLines: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(2)),
  cityTown: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  countryCode: z.enum(['US', 'CA']),
  county: z.nullable(z.string()),
  vanityName: z.nullable(z.string()),
});
export type SelectorAddress = z.infer<typeof selectorAddressSchema>;
