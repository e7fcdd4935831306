/*
 * The catalogue's limits and the GTIN-13 check, free of zod: a page's first script reads these (a cart line's
 * quantity, a lookup's size) without the schemas (docs/adr/0029-answers-checked-where-they-are-made.md).
 * contracts/src/products.ts, common.ts and replacements.ts re-export them beside their schemas.
 */

/** Highest quantity any basket line may hold; a product's own maxQuantity can be lower. */
export const MAX_LINE_QUANTITY = 99;
/** Flash-sale quantity is limited to 10 per item (PRO-016). */
export const FLASH_SALE_MAX_QUANTITY = 10;
/** Default minimum age for age-restricted items (spec cart-scheduling-checkout 9). */
export const DEFAULT_MIN_AGE = 21;

/** The search box's longest query, a page of products, and the most GTIN-13s one lookup takes. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const PRODUCT_PAGE_MAX = 100;
export const PRODUCT_LOOKUP_MAX = 50;

/** RPL-003: the similar-item list shows 4 items per page (spec 9). */
export const SIMILAR_ITEMS_PAGE_SIZE = 4;
/** Most similar items one call answers (3 pages). */
export const SIMILAR_ITEMS_MAX = 12;

/** The GS1 check digit of the first 12 digits of a GTIN-13. */
export function gtin13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    // From the left, GTIN-13 weights alternate 1, 3, 1, 3 ...
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin13(value: string): boolean {
  return /^\d{13}$/.test(value) && gtin13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}
