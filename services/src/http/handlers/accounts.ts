import { type AccountProblem, accountFormPaths, accountPages, safeReturnPath } from '@aisle/contracts';
import type { Context, Hono } from 'hono';
import {
  AccountFormError,
  createAccount,
  type LinkSender,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from '../../accounts/accounts.ts';
import type { Mailer } from '../../accounts/mailer.ts';
import { bannerOfRequest, siteUrlOf } from '../../banners.ts';
import { ApiError } from '../../errors.ts';
import { TooManyAttemptsError } from '../../limits/index.ts';
import { attemptGuardOf, type LimitedDependencies } from '../limits.ts';
import { assertSameOrigin, MAX_BODY_BYTES, route } from '../route.ts';
import { startSession } from '../sessionCookie.ts';

/*
 * The accounts (issue 22, docs/adr/0024-accounts.md). Creating an account, asking for a password reset
 * and setting a new password are plain HTML forms that post here (contracts' accountFormPaths), so they
 * work before any script: each answers 303 to a page. A refusal goes back to the form's page with
 * `?error=<problem>` (one per problem) and what the shopper typed, never a password. Opening a
 * verification link is a JSON call the verify page makes (a mail scanner's GET of the link uses nothing).
 */

export type AccountDependencies = LimitedDependencies & { mailer: Mailer };

/** The fields of a posted form, as strings (a repeated or file field counts as missing). */
async function readForm(context: Context): Promise<Record<string, string>> {
  const contentType = context.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(contentType)) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Post the form (application/x-www-form-urlencoded).');
  }
  if (Number(context.req.header('content-length') ?? '0') > MAX_BODY_BYTES) {
    throw new ApiError('PAYLOAD_TOO_LARGE', 'The form is too large.');
  }
  const body = await context.req.parseBody();
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value.slice(0, 1024) : '']),
  );
}

/** The problems of a refusal, or the error again when it is not a form's refusal. */
function problemsOf(error: unknown): AccountProblem[] {
  if (error instanceof AccountFormError) return error.problems;
  if (error instanceof TooManyAttemptsError) return ['tooManyAttempts'];
  throw error;
}

/** `page?error=…&<kept fields>`: where a refused form goes back to. */
function backTo(page: string, problems: AccountProblem[], kept: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const problem of problems) query.append('error', problem);
  for (const [name, value] of Object.entries(kept)) if (value) query.set(name, value);
  return `${page}?${query}`;
}

function senderOf(context: Context, mailer: Mailer): LinkSender {
  // The link's site comes from the banner (its domain), never from a Host header a stranger wrote.
  return { mailer, siteUrl: siteUrlOf(bannerOfRequest(context.req.raw), context.req.raw) };
}

export function accountRoutes(app: Hono, dependencies: AccountDependencies): void {
  const { db, now, mailer } = dependencies;

  app.post(accountFormPaths.create, async (context) => {
    // No session yet, so no CSRF token: the form proves it comes from this site by its Origin header.
    assertSameOrigin(context);
    const form = await readForm(context);
    const origin = new URL(context.req.url).origin;
    const returnTo = safeReturnPath(form.returnTo, origin);
    const account = {
      firstName: form.firstName ?? '',
      lastName: form.lastName ?? '',
      email: form.email ?? '',
      password: form.password ?? '',
    };
    try {
      const at = now();
      const shopper = await createAccount(
        db,
        account,
        at,
        attemptGuardOf(context, dependencies.limits),
        senderOf(context, mailer),
      );
      // Signed in at once: a new shopper shops before verifying (the ADR says why).
      await startSession(context, db, shopper, at);
      return context.redirect(`${accountPages.verify}?${new URLSearchParams({ sent: '1', returnTo })}`, 303);
    } catch (error) {
      const kept = { firstName: account.firstName, lastName: account.lastName, email: account.email };
      return context.redirect(backTo(accountPages.create, problemsOf(error), { ...kept, returnTo }), 303);
    }
  });

  app.post(accountFormPaths.forgotPassword, async (context) => {
    assertSameOrigin(context);
    const form = await readForm(context);
    const email = form.email ?? '';
    try {
      await requestPasswordReset(
        db,
        email,
        now(),
        attemptGuardOf(context, dependencies.limits),
        senderOf(context, mailer),
      );
      // The same answer whether or not an account has this email.
      return context.redirect(`${accountPages.forgotPassword}?sent=1`, 303);
    } catch (error) {
      return context.redirect(backTo(accountPages.forgotPassword, problemsOf(error), { email }), 303);
    }
  });

  app.post(accountFormPaths.resetPassword, async (context) => {
    assertSameOrigin(context);
    const form = await readForm(context);
    const token = form.token ?? '';
    try {
      if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) throw new AccountFormError(['linkInvalid']);
      await resetPassword(db, token, form.password ?? '', now(), attemptGuardOf(context, dependencies.limits));
      return context.redirect(`/signin?reason=passwordChanged`, 303);
    } catch (error) {
      const problems = problemsOf(error);
      // A weak password: the link still works, so the page keeps it; a dead link has nothing to keep.
      const keep: Record<string, string> = problems.includes('passwordWeak') ? { token } : {};
      return context.redirect(backTo(accountPages.resetPassword, problems, keep), 303);
    }
  });

  // A CSRF endpoint: with a session its token, without one the Origin header (route.ts).
  route(app, 'verifyEmail', dependencies, async ({ body, db: database, now: at, context }) => {
    return verifyEmail(database, body.token, at, attemptGuardOf(context, dependencies.limits));
  });
}
