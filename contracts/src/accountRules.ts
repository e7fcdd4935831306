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

/** The paths the account forms post to (the services answer each with a 303 to a page). */
export const accountFormPaths = {
  create: '/api/accounts/forms/create',
  forgotPassword: '/api/accounts/forms/forgot-password',
  resetPassword: '/api/accounts/forms/reset-password',
} as const;
