import { DEFAULT_MIN_AGE } from './productRules.ts';

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

/** SCH-058: a name is sent to checkout only when it passes this check (letters, spaces, . ' -; 1 to 40). */
export const NAME_MAX_LENGTH = 40;
const namePattern = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ .'-]{0,39}$/;
export function isSendableName(name: string | null | undefined): name is string {
  return typeof name === 'string' && namePattern.test(name.trim());
}

/**
 * SCH-052, SCH-053: the age a date of birth must reach for these restricted items: the highest age their
 * restrictions give, or 21 (DEFAULT_MIN_AGE) when none gives one. Null when no item is restricted.
 */
export function minimumAgeOf(items: ReadonlyArray<{ ageRestricted: boolean; minAge: number | null }>): number | null {
  const restricted = items.filter((item) => item.ageRestricted);
  if (restricted.length === 0) return null;
  const ages = restricted.flatMap((item) => (item.minAge === null ? [] : [item.minAge]));
  return ages.length > 0 ? Math.max(...ages) : DEFAULT_MIN_AGE;
}
