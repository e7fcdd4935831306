import { pageConfig } from '../../lib/pageConfig.ts';
import { storageKey } from '../../lib/stores/storage.ts';

/*
 * The stored last-visited path (wallet-and-order-complete 2 "Routes", OCP-002, OCP-003). It lives in the
 * tab's sessionStorage, per banner: the order-complete page and the purchases pages write it, so coming
 * back to an order's confirmation (a reload, Back after leaving the site) sends the shopper home instead
 * (docs/spec-decisions.md).
 */

const keyOf = () => storageKey(pageConfig().bannerId, 'lastVisitedPath');

export function readLastVisitedPath(): string | null {
  try {
    return sessionStorage.getItem(keyOf());
  } catch {
    return null;
  }
}

export function writeLastVisitedPath(path: string): void {
  try {
    sessionStorage.setItem(keyOf(), path);
  } catch {
    // Private mode or quota: the page shows as if visited for the first time.
  }
}

/** Normalises a path for the comparison: no trailing slash. */
export function comparablePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
