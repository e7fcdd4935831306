/**
 * The rules of creating an account and changing its password (issue 22, docs/adr/0024-accounts.md), in
 * a module without zod: the create, forgot and reset forms check them in the browser, the services check
 * them again on the server, and both name a problem by the same key (the copy catalogue's
 * `accounts.errors.<key>`).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const ACCOUNT_PASSWORD_MAX_LENGTH = 128;
export const ACCOUNT_NAME_MAX_LENGTH = 60;
export const ACCOUNT_EMAIL_MAX_LENGTH = 254;

/** A working address shape: something, one @, a domain with a dot; no spaces. */
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Every problem a form of the accounts can show, by key. */
export const accountProblems = [
  'firstNameMissing',
  'lastNameMissing',
  'nameTooLong',
  'emailMissing',
  'emailInvalid',
  'emailTaken',
  'passwordWeak',
  'tooManyAttempts',
  'linkExpired',
  'linkUsed',
  'linkInvalid',
] as const;
export type AccountProblem = (typeof accountProblems)[number];

export function isAccountProblem(value: string): value is AccountProblem {
  return (accountProblems as readonly string[]).includes(value);
}

/** The fields of the account forms; a problem belongs to one of them, or to the form ('form'). */
export type AccountField = 'firstName' | 'lastName' | 'email' | 'password' | 'form';

export const fieldOfProblem: Record<AccountProblem, AccountField> = {
  firstNameMissing: 'firstName',
  lastNameMissing: 'lastName',
  nameTooLong: 'form',
  emailMissing: 'email',
  emailInvalid: 'email',
  emailTaken: 'email',
  passwordWeak: 'password',
  tooManyAttempts: 'form',
  linkExpired: 'form',
  linkUsed: 'form',
  linkInvalid: 'form',
};

/** An email as the accounts keep it: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): AccountProblem | null {
  const value = email.trim();
  if (!value) return 'emailMissing';
  if (value.length > ACCOUNT_EMAIL_MAX_LENGTH || !emailPattern.test(value)) return 'emailInvalid';
  return null;
}

/**
 * The password rule: 8 to 128 characters with at least one letter and one digit, and not the email
 * itself. Length first (NIST SP 800-63B); the letter and the digit stop the commonest all-digit and
 * all-letter choices.
 */
export function passwordProblem(password: string, email = ''): AccountProblem | null {
  const isWeak =
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > ACCOUNT_PASSWORD_MAX_LENGTH ||
    !/\p{L}/u.test(password) ||
    !/\p{Nd}/u.test(password) ||
    (email.trim() !== '' && password.trim().toLowerCase() === normalizeEmail(email));
  return isWeak ? 'passwordWeak' : null;
}

export type NewAccount = { firstName: string; lastName: string; email: string; password: string };

/** Every problem of a new account's fields, in the order of the form (first name first). */
export function newAccountProblems(account: NewAccount): AccountProblem[] {
  const problems: AccountProblem[] = [];
  const firstName = account.firstName.trim();
  const lastName = account.lastName.trim();
  if (!firstName) problems.push('firstNameMissing');
  if (!lastName) problems.push('lastNameMissing');
  if (firstName.length > ACCOUNT_NAME_MAX_LENGTH || lastName.length > ACCOUNT_NAME_MAX_LENGTH)
    problems.push('nameTooLong');
  const email = emailProblem(account.email);
  if (email) problems.push(email);
  const password = passwordProblem(account.password, account.email);
  if (password) problems.push(password);
  return problems;
}

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

/** The paths the account forms post to (the services answer each with a 303 to a page). */
export const accountFormPaths = {
  create: '/api/accounts/forms/create',
  forgotPassword: '/api/accounts/forms/forgot-password',
  resetPassword: '/api/accounts/forms/reset-password',
} as const;

/** The pages of the accounts. */
export const accountPages = {
  create: '/account/create',
  verify: '/account/verify',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
} as const;
