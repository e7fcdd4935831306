import {
  type AccountProblem,
  emailProblem,
  emailSchema,
  type NewAccount,
  newAccountProblems,
  normalizeEmail,
  passwordProblem,
  type ShopperSummary,
  type VerifyEmailAnswer,
} from '@aisle/contracts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { eq } from '../db/orm.ts';
import { sessions, shoppers } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { type AttemptGuard, limitRules, takeAttempt } from '../limits/index.ts';
import { endAccountLinks, issueAccountLink, useAccountLink } from './links.ts';
import type { Mailer } from './mailer.ts';

/*
 * Accounts a shopper creates, their email verification and the password reset (issue 22,
 * docs/adr/0024-accounts.md). The rules are the contracts' (accountRules.ts), checked here again.
 */

/** A form's refusal: the problems, by the contracts' keys, in the order of the form. */
export class AccountFormError extends Error {
  readonly problems: AccountProblem[];

  constructor(problems: AccountProblem[]) {
    super(`The account form was refused: ${problems.join(', ')}.`);
    this.name = 'AccountFormError';
    this.problems = problems;
  }
}

/** What sending an account's email needs: the mailer and the banner's site the link opens. */
export type LinkSender = { mailer: Mailer; siteUrl: string };

function linkOf(siteUrl: string, path: string, token: string): string {
  return new URL(`${path}?${new URLSearchParams({ token })}`, siteUrl).toString();
}

/** The server's email check on top of the form's: the one sign-in uses, so every new account can sign in. */
function serverEmailProblems(email: string): AccountProblem[] {
  const problem = emailProblem(email);
  if (problem) return [problem];
  return emailSchema.safeParse(email).success ? [] : ['emailInvalid'];
}

/**
 * Creates an account (not yet verified) and emails its verification link. Refused with the form's
 * problems, or 'emailTaken' when an account has the email; every call counts against the client address.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  now: Date,
  guard: AttemptGuard,
  sender: LinkSender,
): Promise<ShopperSummary> {
  const fieldProblems = newAccountProblems(account);
  const problems = fieldProblems.some((problem) => problem.startsWith('email'))
    ? fieldProblems
    : [...fieldProblems, ...serverEmailProblems(account.email)];
  if (problems.length > 0) throw new AccountFormError(problems);
  await takeAttempt(db, guard.now, [{ rule: limitRules.accountCreateAddress, key: guard.clientAddress }]);

  const email = normalizeEmail(account.email);
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const [shopper] = await tx
      .insert(shoppers)
      .values({
        email,
        passwordHash,
        firstName: account.firstName.trim(),
        lastName: account.lastName.trim(),
        isEmailVerified: false,
        relevantAdsOptIn: false,
        createdAt: now,
      })
      .onConflictDoNothing({ target: shoppers.email })
      .returning({
        id: shoppers.id,
        email: shoppers.email,
        firstName: shoppers.firstName,
        lastName: shoppers.lastName,
      });
    if (!shopper) throw new AccountFormError(['emailTaken']);
    const token = await issueAccountLink(tx, shopper.id, 'verify-email', now);
    await sender.mailer.send(
      tx,
      { to: email, purpose: 'verify-email', link: linkOf(sender.siteUrl, '/account/verify', token) },
      now,
    );
    return shopper;
  });
}

/**
 * Opens a verification link: its account is verified once. A token never issued is 404 LINK_NOT_FOUND
 * and counts against the client address; a real one, expired or used, says so.
 */
export async function verifyEmail(db: Db, token: string, now: Date, guard: AttemptGuard): Promise<VerifyEmailAnswer> {
  const attempt = await takeAttempt(db, guard.now, [{ rule: limitRules.accountLinkAddress, key: guard.clientAddress }]);
  const outcome = await db.transaction(async (tx) => {
    const use = await useAccountLink(tx, token, 'verify-email', now);
    if (use.state === 'used-now') {
      await tx.update(shoppers).set({ isEmailVerified: true }).where(eq(shoppers.id, use.shopperId));
      return 'verified' as const;
    }
    return use.state;
  });
  if (outcome === 'unknown') throw new ApiError('LINK_NOT_FOUND', 'This link was never sent.');
  await attempt.giveBack();
  return { outcome };
}

/**
 * A password reset request: the same answer whether or not an account has the email (the caller shows
 * one message). Counted per client address and per email; an account's earlier reset links stop working.
 */
export async function requestPasswordReset(
  db: Db,
  rawEmail: string,
  now: Date,
  guard: AttemptGuard,
  sender: LinkSender,
): Promise<void> {
  const problems = serverEmailProblems(rawEmail);
  if (problems.length > 0) throw new AccountFormError(problems);
  const email = normalizeEmail(rawEmail);
  await takeAttempt(db, guard.now, [
    { rule: limitRules.passwordResetAddress, key: guard.clientAddress },
    { rule: limitRules.passwordResetEmail, key: email },
  ]);
  await db.transaction(async (tx) => {
    const [shopper] = await tx.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.email, email)).limit(1);
    if (!shopper) return;
    await endAccountLinks(tx, shopper.id, 'reset-password', now);
    const token = await issueAccountLink(tx, shopper.id, 'reset-password', now);
    await sender.mailer.send(
      tx,
      { to: email, purpose: 'reset-password', link: linkOf(sender.siteUrl, '/account/reset-password', token) },
      now,
    );
  });
}

/**
 * Sets a new password through a reset link: the link is used, every session of the account ends, and the
 * email counts as verified (the link reached it). Refused with 'passwordWeak' (the link still works) or
 * the link's state ('linkExpired', 'linkUsed', 'linkInvalid').
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now: Date,
  guard: AttemptGuard,
): Promise<void> {
  const weak = passwordProblem(password);
  if (weak) throw new AccountFormError([weak]);
  const attempt = await takeAttempt(db, guard.now, [{ rule: limitRules.accountLinkAddress, key: guard.clientAddress }]);
  const passwordHash = await hashPassword(password);
  const state = await db.transaction(async (tx) => {
    const use = await useAccountLink(tx, token, 'reset-password', now);
    if (use.state !== 'used-now') return use.state;
    const [shopper] = await tx
      .update(shoppers)
      .set({ passwordHash, isEmailVerified: true })
      .where(eq(shoppers.id, use.shopperId))
      .returning({ email: shoppers.email });
    // Not the account's own email: the rule needs the email, known only now (the transaction undoes the use).
    if (!shopper || passwordProblem(password, shopper.email)) throw new AccountFormError(['passwordWeak']);
    await tx.delete(sessions).where(eq(sessions.shopperId, use.shopperId));
    await endAccountLinks(tx, use.shopperId, 'reset-password', now);
    return 'changed' as const;
  });
  if (state === 'unknown') throw new AccountFormError(['linkInvalid']);
  await attempt.giveBack();
  if (state === 'expired') throw new AccountFormError(['linkExpired']);
  if (state === 'used') throw new AccountFormError(['linkUsed']);
}
