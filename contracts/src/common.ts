import * as z from 'zod/mini';
import {
  CANADIAN_POSTAL_CODE_PATTERN,
  IDEMPOTENCY_KEY_HEADER,
  modalities,
  US_POSTAL_CODE_PATTERN,
  ZIP_CODE_PATTERN,
} from './constants.ts';
import { isValidGtin13 } from './productRules.ts';

export { isZipCode, modalities, US_POSTAL_CODE_PATTERN, ZIP_CODE_LENGTH, ZIP_CODE_PATTERN } from './constants.ts';
export { gtin13CheckDigit, isValidGtin13 } from './productRules.ts';

export const modalitySchema = z.enum(modalities);
export type Modality = z.infer<typeof modalitySchema>;

/** One boolean per shopping mode (banner capabilities, product availability). */
export const perModalitySchema = z.object({ PICKUP: z.boolean(), DELIVERY: z.boolean(), IN_STORE: z.boolean() });
export type PerModality = z.infer<typeof perModalitySchema>;

/**
 * Control characters (C0 and C1: NUL, tab, line feed, escape, DEL ...), lone UTF-16 surrogates and the
 * Unicode line and paragraph separators. No field a shopper types takes them: the database refuses NUL, a
 * surrogate has no UTF-8 form, a line break would split a log line, and every text field of the storefront
 * is one line (there is no multi-line field; docs/spec-decisions.md, 'Text fields').
 */
const CONTROL_CHARACTER_PATTERN = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER_PATTERN.test(text);
}

/**
 * The check every free-text field of a request carries (search words, instructions, address lines, label,
 * notes, codes): text without control characters. A field whose spec has a message for characters it
 * refuses passes that message ('Address has invalid characters.').
 */
export function plainText(message: string = CONTROL_CHARACTERS_MESSAGE) {
  return z.refine<string>((text) => !hasControlCharacters(text), message);
}

/** US dollars as a number with at most two decimals (what design-system's formatMoney takes). */
export const moneySchema = z.number().check(
  z.nonnegative(),
  z.refine((amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
    error: 'must have at most two decimals',
  }),
);

/** A random key per shopper action (GEN-027): the server runs a call once per key and replays its answer. */
export const idempotencyKeySchema = z.uuid();

/**
 * The request headers of a call that runs once per idempotency key (adding to a basket, creating a
 * checkout). The key is optional: a call without one runs each time, and the client never retries it.
 */
export const idempotencyKeyHeadersSchema = z.optional(
  z.object({ [IDEMPOTENCY_KEY_HEADER]: z.optional(idempotencyKeySchema) }),
);

/** An ISO 8601 date-time with offset, e.g. '2026-11-02T15:04:05.000Z'. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/**
 * A point a request names (a place to search near), rounded to 6 decimals (about 0.1 m): a tiny value such
 * as 5e-324 would otherwise underflow the distance SQL and fail the request with a 500 (issue 23's fuzz).
 */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
export const latitudeSchema = z.number().check(z.gte(-90), z.lte(90), z.overwrite(roundCoordinate));
export const longitudeSchema = z.number().check(z.gte(-180), z.lte(180), z.overwrite(roundCoordinate));

/** US ZIP code as the selector takes it: exactly 5 digits (ZIP_CODE_LENGTH; spec account-and-selector 5). */
export const zipCodeSchema = z.string().check(z.regex(ZIP_CODE_PATTERN, 'must be exactly 5 digits'));

/** US postal code of an address: 5 digits with an optional 4-digit extension, dash or slash optional. */
export const usPostalCodeSchema = z.string().check(z.regex(US_POSTAL_CODE_PATTERN, 'must be a US ZIP code'));

/** Canadian postal code: letter-digit-letter, an optional space, digit-letter-digit (ACC-084, ACC-085). */
export const canadianPostalCodeSchema = z
  .string()
  .check(z.regex(CANADIAN_POSTAL_CODE_PATTERN, 'must be a Canadian postal code'));

/** A product's GTIN-13: 13 digits whose last one is the GS1 check digit. */
export const gtin13Schema = z
  .string()
  .check(z.regex(/^\d{13}$/, 'must be 13 digits'), z.refine(isValidGtin13, { error: 'check digit does not match' }));
export type Gtin13 = z.infer<typeof gtin13Schema>;
