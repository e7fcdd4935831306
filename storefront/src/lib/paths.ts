/**
 * The path of every route (`/cart`, not `/greenway/cart`), without the rest of the route table
 * (routes.ts): what the islands link to, so a page's script does not carry the table (docs/performance.md).
 */
export const paths = {
  home: '/',
  search: '/search',
  signIn: '/signin',
  accountCreate: '/account/create',
  accountVerify: '/account/verify',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  shoppingMode: '/shopping-mode',
  cart: '/cart',
  shoppingCart: '/shopping/cart',
  modifyCart: '/cart/modify',
  scheduling: '/scheduling',
  checkout: '/checkout',
  orderComplete: '/checkout/{app}/{orderId}/complete',
  orderRejected: '/checkout/rejected',
  accountDashboard: '/account/dashboard',
  accountAddresses: '/account/addresses',
  accountAddress: '/account/address/',
  accountPreferredStore: '/account/preferred-store',
  emailPreferences: '/account/preferences/email',
  smsPreferences: '/account/preferences/sms',
  membership: '/membership',
  /** My Wallet: redirects to the account home with the wallet open (WAL-005). */
  myWallet: '/mywallet',
  myPurchases: '/mypurchases',
  pendingPurchase: '/mypurchases/pending/{orderId}',
  startMyCart: '/products/start-my-cart',
  product: '/products/{product}',
  department: '/department/{department}',
  gotEverything: '/got-everything',
  digitalFaqs: '/topic/digital-faqs',
  privacyPolicy: '/i/privacy-policy',
  snapEbtFaq: '/i/snap-ebt-faq',
  accessibility: '/i/terms/accessibility',
  alcoholSales: '/i/terms/alcohol-sales',
} as const;

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

/**
 * The link of a search with one part of it changed (`undefined` takes the part off); a new filter or sort
 * starts again at page 1.
 */
export function searchHref(search: string, change: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  if (!('page' in change)) params.delete('page');
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `${paths.search}?${text}` : paths.search;
}
