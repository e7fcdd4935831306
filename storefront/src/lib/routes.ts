/**
 * Every route of a banner's site, as the shopper sees it (`/cart`, not `/greenway/cart`): one build
 * emits `dist/<banner-id>/<route>/index.html` and the server picks the folder by host name. The pages
 * under src/pages/[banner]/ use these entries for their paths; the build manifest and the end-to-end
 * tests read them too, so a route added here is served, checked by axe and listed in one go.
 */

import { paths } from './paths.ts';

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
  home: { pattern: paths.home, kind: 'flow', isSignedIn: false },
  search: { pattern: paths.search, kind: 'flow', isSignedIn: false },
  signIn: { pattern: paths.signIn, kind: 'flow', isSignedIn: false },
  /** Issue 22: creating an account and its password reset are plain forms posting to the services. */
  accountCreate: { pattern: paths.accountCreate, kind: 'flow', isSignedIn: false },
  accountVerify: { pattern: paths.accountVerify, kind: 'flow', isSignedIn: false },
  forgotPassword: { pattern: paths.forgotPassword, kind: 'flow', isSignedIn: false },
  resetPassword: { pattern: paths.resetPassword, kind: 'flow', isSignedIn: false },
  /** The shopping-mode selector as a page panel (SEL-001): the header's control links here. */
  shoppingMode: { pattern: paths.shoppingMode, kind: 'flow', isSignedIn: false },
  cart: { pattern: paths.cart, kind: 'flow', isSignedIn: false },
  shoppingCart: { pattern: paths.shoppingCart, kind: 'flow', isSignedIn: false },
  modifyCart: { pattern: paths.modifyCart, kind: 'flow', isSignedIn: true },
  scheduling: { pattern: paths.scheduling, kind: 'flow', isSignedIn: true },
  checkout: { pattern: paths.checkout, kind: 'flow', isSignedIn: true },
  orderComplete: { pattern: paths.orderComplete, kind: 'flow', isSignedIn: true, record: 'order' },
  /** The post-authorization rejection route; the specs leave its path open (GEN-012, GEN-013). */
  orderRejected: { pattern: paths.orderRejected, kind: 'flow', isSignedIn: false },
  accountDashboard: { pattern: paths.accountDashboard, kind: 'flow', isSignedIn: true },
  accountAddresses: { pattern: paths.accountAddresses, kind: 'flow', isSignedIn: true },
  accountAddress: { pattern: paths.accountAddress, kind: 'flow', isSignedIn: true },
  /** The preferred store section (ACC-021, ACC-022): its search is a GET form, so it works before hydration. */
  accountPreferredStore: { pattern: paths.accountPreferredStore, kind: 'flow', isSignedIn: true },
  /** Reachable signed out with `token`/`token2` from e-mail links (ACC-018, ACC-019). */
  emailPreferences: { pattern: paths.emailPreferences, kind: 'flow', isSignedIn: false },
  smsPreferences: { pattern: paths.smsPreferences, kind: 'flow', isSignedIn: true },
  membership: { pattern: paths.membership, kind: 'flow', isSignedIn: true },
  myPurchases: { pattern: paths.myPurchases, kind: 'flow', isSignedIn: true },
  pendingPurchase: { pattern: paths.pendingPurchase, kind: 'flow', isSignedIn: true },
  startMyCart: { pattern: paths.startMyCart, kind: 'flow', isSignedIn: false },
  /** `{product}` is `{gtin13}-{slug of the name}` (lib/productPages.ts). */
  product: { pattern: paths.product, kind: 'flow', isSignedIn: false, builtPer: 'product' },
  /** Page 2 and on of a long department at `/department/{department}/{page}`. */
  department: { pattern: paths.department, kind: 'flow', isSignedIn: false, builtPer: 'department' },
  gotEverything: { pattern: paths.gotEverything, kind: 'flow', isSignedIn: false },
  digitalFaqs: { pattern: paths.digitalFaqs, kind: 'content', isSignedIn: false },
  privacyPolicy: { pattern: paths.privacyPolicy, kind: 'content', isSignedIn: false },
  snapEbtFaq: { pattern: paths.snapEbtFaq, kind: 'content', isSignedIn: false },
  accessibility: { pattern: paths.accessibility, kind: 'content', isSignedIn: false },
  alcoholSales: { pattern: paths.alcoholSales, kind: 'content', isSignedIn: false },
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
