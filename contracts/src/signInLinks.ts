/*
 * Why a link sent the shopper to sign-in (`?reason=`), read safely: only the sign-in page (and the server)
 * loads this. Which page sends a shopper to sign-in for which reason is `signInReasons.ts`; where sign-in
 * sends them back (`?returnTo=`) is `returnPaths.ts`.
 */

/**
 * Why the storefront sent a shopper to sign-in (`/signin?reason=…`): the sign-in page shows a line for
 * each; anything else in the address is ignored.
 */
export const signInReasons = ['expired', 'checkout', 'account', 'membership', 'purchases', 'passwordChanged'] as const;
export type SignInReason = (typeof signInReasons)[number];

export function signInReasonOf(value: string | null | undefined): SignInReason | null {
  return value && (signInReasons as readonly string[]).includes(value) ? (value as SignInReason) : null;
}
