import type { SignInReason } from './signInLinks.ts';

/*
 * Why the storefront sends a shopper to sign-in, from which page: every page's API client needs this much.
 * Reading a sign-in link (its reason, the path to return to) is `signInLinks.ts`, which only the sign-in
 * and account pages load. Apart from the account forms' rules (accountRules.ts).
 */

export type { SignInReason } from './signInLinks.ts';

/** The pages of the accounts. */
export const accountPages = {
  create: '/account/create',
  verify: '/account/verify',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
} as const;

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
