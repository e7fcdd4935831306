/*
 * Why and where the storefront sends a shopper to sign-in, and where sign-in sends them back. Apart from
 * the account forms' rules (accountRules.ts), which only the account pages load.
 */

/** The pages of the accounts. */
export const accountPages = {
  create: '/account/create',
  verify: '/account/verify',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
} as const;

/**
 * Why the storefront sent a shopper to sign-in (`/signin?reason=…`): the sign-in page shows a line for
 * each; anything else in the address is ignored.
 */
export const signInReasons = ['expired', 'checkout', 'account', 'membership', 'purchases', 'passwordChanged'] as const;
export type SignInReason = (typeof signInReasons)[number];

export function signInReasonOf(value: string | null | undefined): SignInReason | null {
  return value && (signInReasons as readonly string[]).includes(value) ? (value as SignInReason) : null;
}

/** The reason for sending a shopper from `pathname` to sign-in, or null when the page needs none. */
export function signInReasonForPath(pathname: string): SignInReason | null {
  const path = pathname.replace(/\/$/, '');
  if (path === '/checkout' || path.startsWith('/checkout/') || path === '/scheduling' || path === '/cart/modify') {
    return 'checkout';
  }
  if (path === '/membership') return 'membership';
  if (path === '/mypurchases' || path.startsWith('/mypurchases/')) return 'purchases';
  // The account's public pages (create, verify, forgot, reset, email links) never send anyone to sign-in.
  const isPublic = Object.values(accountPages).some((page) => path === page) || path === '/account/preferences/email';
  if ((path.startsWith('/account/') && !isPublic) || path === '/mywallet') return 'account';
  return null;
}

/**
 * Where a form sends the shopper back to: a path of this site, never another origin (`//evil.example`,
 * `https://…`, `/\evil`), never sign-in itself; home otherwise.
 */
export function safeReturnPath(value: string | null | undefined, origin: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname.replace(/\/$/, '') === '/signin') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
