/**
 * The contracts' plain values, in a module without a schema: browser code that needs only these (the API
 * client's headers, a store's list of modes) imports them from here and stays free of zod. The schema
 * modules re-export them, so '@aisle/contracts' still offers every name.
 */

/** The three ways to shop, spelled as the specs spell them. */
export const modalities = ['PICKUP', 'DELIVERY', 'IN_STORE'] as const;

/** US ZIP code as the selector takes it: exactly 5 digits (spec account-and-selector 5, SEL ZIP rule). */
export const ZIP_CODE_LENGTH = 5;

/** The one ZIP code rule (SEL-109, SEL-110, SEL-114): ZIP_CODE_LENGTH digits, nothing else. */
export const ZIP_CODE_PATTERN = new RegExp(`^\\d{${ZIP_CODE_LENGTH}}$`);

export function isZipCode(value: string): boolean {
  return ZIP_CODE_PATTERN.test(value);
}

/** A US postal code of an address: 5 digits, then optionally 4 after a dash, a slash or nothing (ACC-080..083). */
export const US_POSTAL_CODE_PATTERN = new RegExp(`^\\d{${ZIP_CODE_LENGTH}}(?:[-/]?\\d{4})?$`);

/** A Canadian postal code: letter-digit-letter, an optional space, digit-letter-digit (ACC-084, ACC-085, CRD-071). */
export const CANADIAN_POSTAL_CODE_PATTERN = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;

/** Request header that names the banner explicitly (otherwise the host name decides). */
export const BANNER_HEADER = 'x-banner-name';

/** Name of the session cookie (httpOnly, SameSite=Lax, Path=/). */
export const SESSION_COOKIE = 'aisle_session';

/** Header carrying the session's CSRF token on every state-changing request. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Header carrying a random key per shopper action (a uuid) that makes a non-idempotent call safe to retry:
 * the server runs the call once per key (docs/adr/0018-checkout-exactly-once.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Orders of a product search: by relevance, by the price paid (low or high first), by unit price. */
export const PRODUCT_SORTS = ['relevance', 'price', 'price-desc', 'unit-price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The dietary tags products carry and the search filters by. */
export const DIETARY_TAGS = ['organic', 'vegan', 'gluten-free', 'dairy-free', 'kosher'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];
