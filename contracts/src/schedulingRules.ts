/*
 * The scheduling step's constants the page's first script needs, free of zod so the island that decides the
 * page's redirects carries only these (contracts/src/scheduling.ts re-exports them beside the schemas).
 */

/** PRM-006, PRM-007: minutes added to a promise's expiry when it is stored in the browser (default 0). */
export const DEFAULT_PROMISE_EXPIRY_EXTENSION_MINUTES = 0;

/** SCH-034, spec 9: the 'Under $5' filter keeps slots whose cost is below this. */
export const UNDER_FIVE_LIMIT = 5;

/** SCH-092, spec 9: the free-delivery threshold when the membership names none. */
export const DEFAULT_FREE_DELIVERY_THRESHOLD = 35;

/** SCH-090: the membership types that receive free or discounted delivery messaging. */
export const DELIVERY_MEMBERSHIP_TYPES = ['BST', 'BSTL'] as const;
