/**
 * Every route of a banner's site, as the shopper sees it (`/cart`, not `/greenway/cart`): one build
 * emits `dist/<banner-id>/<route>/index.html` and the server picks the folder by host name. The pages
 * under src/pages/[banner]/ use these entries for their paths; the build manifest and the end-to-end
 * tests read them too, so a route added here is served, checked by axe and listed in one go.
 */

/** How much script a route ships: none, or the islands of its flow. */
export type RouteKind = 'content' | 'flow';

export type RouteEntry = {
  /** The path pattern; `{name}` is a path parameter. Matches banner `unavailableRoutes` entries. */
  pattern: string;
  kind: RouteKind;
  /** Needs a session: without one the page sends the shopper to sign-in and back (ERR-015, ERR-016). */
  isSignedIn: boolean;
  /**
   * What a parameterised address points at. The server answers the not-found page (404) when the
   * signed-in shopper has no such record, rather than a shell that would wait for ever (issue 9).
   */
  record?: 'order';
  /**
   * Built once per record of the seeded catalogue (a static page per product or department of every banner,
   * ADR 0026), not as one shell: an address the catalogue does not have is the not-found page.
   */
  builtPer?: 'product' | 'department';
};

export const routes = {
  home: { pattern: '/', kind: 'flow', isSignedIn: false },
  search: { pattern: '/search', kind: 'flow', isSignedIn: false },
  signIn: { pattern: '/signin', kind: 'flow', isSignedIn: false },
  /** Issue 22: creating an account and its password reset are plain forms posting to the services. */
  accountCreate: { pattern: '/account/create', kind: 'flow', isSignedIn: false },
  accountVerify: { pattern: '/account/verify', kind: 'flow', isSignedIn: false },
  forgotPassword: { pattern: '/account/forgot-password', kind: 'flow', isSignedIn: false },
  resetPassword: { pattern: '/account/reset-password', kind: 'flow', isSignedIn: false },
  /** The shopping-mode selector as a page panel (SEL-001): the header's control links here. */
  shoppingMode: { pattern: '/shopping-mode', kind: 'flow', isSignedIn: false },
  cart: { pattern: '/cart', kind: 'flow', isSignedIn: false },
  shoppingCart: { pattern: '/shopping/cart', kind: 'flow', isSignedIn: false },
  modifyCart: { pattern: '/cart/modify', kind: 'flow', isSignedIn: true },
  scheduling: { pattern: '/scheduling', kind: 'flow', isSignedIn: true },
  checkout: { pattern: '/checkout', kind: 'flow', isSignedIn: true },
  orderComplete: { pattern: '/checkout/{app}/{orderId}/complete', kind: 'flow', isSignedIn: true, record: 'order' },
  /** The post-authorization rejection route; the specs leave its path open (GEN-012, GEN-013). */
  orderRejected: { pattern: '/checkout/rejected', kind: 'flow', isSignedIn: false },
  accountDashboard: { pattern: '/account/dashboard', kind: 'flow', isSignedIn: true },
  accountAddresses: { pattern: '/account/addresses', kind: 'flow', isSignedIn: true },
  accountAddress: { pattern: '/account/address/', kind: 'flow', isSignedIn: true },
  /** The preferred store section (ACC-021, ACC-022): its search is a GET form, so it works before hydration. */
  accountPreferredStore: { pattern: '/account/preferred-store', kind: 'flow', isSignedIn: true },
  /** Reachable signed out with `token`/`token2` from e-mail links (ACC-018, ACC-019). */
  emailPreferences: { pattern: '/account/preferences/email', kind: 'flow', isSignedIn: false },
  smsPreferences: { pattern: '/account/preferences/sms', kind: 'flow', isSignedIn: true },
  membership: { pattern: '/membership', kind: 'flow', isSignedIn: true },
  myPurchases: { pattern: '/mypurchases', kind: 'flow', isSignedIn: true },
  pendingPurchase: { pattern: '/mypurchases/pending/{orderId}', kind: 'flow', isSignedIn: true },
  startMyCart: { pattern: '/products/start-my-cart', kind: 'flow', isSignedIn: false },
  /** `{product}` is `{gtin13}-{slug of the name}` (lib/productPages.ts). */
  product: { pattern: '/products/{product}', kind: 'flow', isSignedIn: false, builtPer: 'product' },
  /** Page 2 and on of a long department at `/department/{department}/{page}`. */
  department: { pattern: '/department/{department}', kind: 'flow', isSignedIn: false, builtPer: 'department' },
  gotEverything: { pattern: '/got-everything', kind: 'flow', isSignedIn: false },
  digitalFaqs: { pattern: '/topic/digital-faqs', kind: 'content', isSignedIn: false },
  privacyPolicy: { pattern: '/i/privacy-policy', kind: 'content', isSignedIn: false },
  snapEbtFaq: { pattern: '/i/snap-ebt-faq', kind: 'content', isSignedIn: false },
  accessibility: { pattern: '/i/terms/accessibility', kind: 'content', isSignedIn: false },
  alcoholSales: { pattern: '/i/terms/alcohol-sales', kind: 'content', isSignedIn: false },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routes;

/** Routes answered with a redirect, not a page (the page exists too, as a meta refresh fallback). */
export const redirects = [{ from: '/mywallet', to: '/account/dashboard?link=mywallet', status: 302 }] as const;

/** The value a path parameter takes in the one shell built for a parameterised route. */
export const shellParameter = '_';

/** True when the pattern has path parameters. */
export function isDynamicPattern(pattern: string): boolean {
  return /\{\w+\}/.test(pattern);
}

/** True when the route's page is built once and served for any value of its parameters (a shell). */
export function isShellRoute(route: RouteEntry): boolean {
  return isDynamicPattern(route.pattern) && route.builtPer === undefined;
}

/** `/checkout/{app}/{orderId}/complete` -> `/checkout/_/_/complete`: where its one shell is built. */
export function shellPath(pattern: string): string {
  return pattern.replace(/\{\w+\}/g, shellParameter);
}

/** A matcher for a pattern: each `{name}` stands for one non-empty path segment. */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/\/$/, '')
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/** The values of a pattern's parameters in a concrete path, e.g. the order id of a complete page. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | undefined {
  const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const matcher = new RegExp(patternToRegExp(pattern).source.replaceAll('[^/]+', '([^/]+)'));
  const found = matcher.exec(pathname);
  if (!found) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
}

/**
 * GEN-012, GEN-013: where a rejected authorization sends the shopper; in modify mode with isModify=true.
 * With the order's id the page leads back to its checkout to pay another way (issue 20).
 */
export function orderRejectedHref({ isModify, orderId }: { isModify: boolean; orderId?: string }): string {
  const query = new URLSearchParams({ ...(isModify ? { isModify: 'true' } : {}), ...(orderId ? { orderId } : {}) });
  const search = query.toString();
  return search ? `${routes.orderRejected.pattern}?${search}` : routes.orderRejected.pattern;
}

/**
 * Issue 20: the checkout a declined order can still be paid from ('Pay Another Way' on the rejection page),
 * from the rejection page's address; null for a modification (its order is canceled) or without an order id.
 */
export function checkoutAgainHref(search: string): string | null {
  const query = new URLSearchParams(search);
  const orderId = query.get('orderId');
  if (query.get('isModify') === 'true' || query.get('modify') === 'true') return null;
  return orderId && /^\d{1,20}$/.test(orderId) ? `${routes.checkout.pattern}?orderId=${orderId}` : null;
}

/** ERR-014: the rejection route with the server's reason for the decline (ACC-164..167 name it). */
export function withRejectionReason(href: string, reason: string | undefined): string {
  if (!reason) return href;
  return `${href}${href.includes('?') ? '&' : '?'}reason=${encodeURIComponent(reason)}`;
}
