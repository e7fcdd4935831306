import { paths } from './paths.ts';

/*
 * The links between the checkout and the order-rejected page. Apart from `paths.ts`, which every page with an
 * island loads: only those two pages need these.
 */

/**
 * GEN-012, GEN-013: where a rejected authorization sends the shopper; in modify mode with isModify=true.
 * With the order's id the page leads back to its checkout to pay another way (issue 20).
 */
export function orderRejectedHref({ isModify, orderId }: { isModify: boolean; orderId?: string }): string {
  const query = new URLSearchParams({ ...(isModify ? { isModify: 'true' } : {}), ...(orderId ? { orderId } : {}) });
  const search = query.toString();
  return search ? `${paths.orderRejected}?${search}` : paths.orderRejected;
}

/**
 * Issue 20: the checkout a declined order can still be paid from ('Pay Another Way' on the rejection page),
 * from the rejection page's address; null for a modification (its order is canceled) or without an order id.
 */
export function checkoutAgainHref(search: string): string | null {
  const query = new URLSearchParams(search);
  const orderId = query.get('orderId');
  if (query.get('isModify') === 'true' || query.get('modify') === 'true') return null;
  return orderId && /^\d{1,20}$/.test(orderId) ? `${paths.checkout}?orderId=${orderId}` : null;
}

/** ERR-014: the rejection route with the server's reason for the decline (ACC-164..167 name it). */
export function withRejectionReason(href: string, reason: string | undefined): string {
  if (!reason) return href;
  return `${href}${href.includes('?') ? '&' : '?'}reason=${encodeURIComponent(reason)}`;
}
