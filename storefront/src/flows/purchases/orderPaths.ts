import type { Navigation } from '../../lib/api/client.ts';
import { paths } from '../../lib/paths.ts';

/** OCP-010: where '+ Add or Edit Items' leads, and every purchases link. */
export function pendingPurchasePath(orderId: string): string {
  return `/mypurchases/pending/${encodeURIComponent(orderId)}`;
}

export const myPurchasesPath = paths.myPurchases;

/** The order id of /mypurchases/pending/{orderId}, or null when the address names none. */
export function pendingOrderIdOf(pathname: string): string | null {
  const match = /^\/mypurchases\/pending\/(\d{6,20})\/?$/.exec(pathname);
  return match?.[1] ?? null;
}

/** The app and order id of /checkout/{app}/{orderId}/complete (OCP-001), or null. */
export function completeAddressOf(pathname: string): { appName: string; orderId: string } | null {
  const match = /^\/checkout\/([A-Za-z0-9_-]{1,40})\/(\d{6,20})\/complete\/?$/.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  return { appName: match[1], orderId: match[2] };
}

export const browserNavigation: Navigation = {
  pathname: () => window.location.pathname,
  search: () => window.location.search,
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
};
