import { isZipCode } from '@aisle/contracts/constants';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';

/*
 * How the preferred store's calls fail, in the page's words (account-and-selector 8, "Preference and store
 * messages"): searching the banner's own stores within 500 miles of a ZIP code (ACC-154, ACC-171), and making
 * one of them the shopper's store for this banner (ACC-159). The calls themselves are in gateway/preferredStore.ts.
 */

/** The page's search lives in its address (`?postalCode=`), so the form works before hydration. */
export const postalCodeParam = 'postalCode';

export type SearchFailure = 'noStores' | 'invalidZip' | 'connection' | 'unavailable';
export type SaveFailure = 'connection' | 'notFound' | 'failed';

/** The ZIP check the form runs before any call: required, then exactly five digits. */
export function zipProblem(value: string): 'required' | 'invalid' | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return isZipCode(trimmed) ? null : 'invalid';
}

/** NO_STORES_FOUND is ACC-154; a ZIP code that does not exist is the field's; a lost connection is ACC-147/148; anything else ACC-155. */
export function searchFailureOf(error: unknown): SearchFailure {
  if (isConnectionError(error)) return 'connection';
  if (isApiError(error) && error.code === 'NO_STORES_FOUND') return 'noStores';
  if (isApiError(error) && (error.code === 'POSTAL_CODE_NOT_FOUND' || error.code === 'VALIDATION_FAILED')) {
    return 'invalidZip';
  }
  return 'unavailable';
}

export function saveFailureOf(error: unknown): SaveFailure {
  if (isConnectionError(error)) return 'connection';
  if (isApiError(error) && error.code === 'STORE_NOT_FOUND') return 'notFound';
  return 'failed';
}
