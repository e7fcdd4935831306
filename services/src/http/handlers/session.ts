import { SESSION_COOKIE } from '@aisle/contracts';
import type { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { unmatchableHash, verifyPassword } from '../../auth/passwords.ts';
import { deleteSession, toCurrentSession } from '../../auth/sessions.ts';
import { eq } from '../../db/orm.ts';
import { shoppers } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { signInEntries, takeAttempt } from '../../limits/index.ts';
import { attemptGuardOf, type LimitedDependencies } from '../limits.ts';
import { assertSameOrigin, route } from '../route.ts';
import { cookieOptions, startSession } from '../sessionCookie.ts';

export function sessionRoutes(app: Hono, dependencies: LimitedDependencies): void {
  // A guest gets 200 { shopper: null }, not a 401: asking who is here is not an error (see the contract).
  route(app, 'getSession', dependencies, async ({ session }) =>
    session ? toCurrentSession(session) : { shopper: null },
  );

  route(app, 'signIn', dependencies, async ({ body, db, now, context }) => {
    // Sign-in has no session yet, so no CSRF token: it proves same-origin with the Origin header instead.
    assertSameOrigin(context);
    // Counted before the password is checked, given back when it is right (docs/adr/0023-guessing-limits.md).
    const guard = attemptGuardOf(context, dependencies.limits);
    const attempt = await takeAttempt(db, guard.now, signInEntries(body.email, guard.clientAddress));
    const [shopper] = await db.select().from(shoppers).where(eq(shoppers.email, body.email)).limit(1);
    // Unknown emails are checked against a hash no password matches, so both failures take as long.
    const isValid = await verifyPassword(body.password, shopper?.passwordHash ?? unmatchableHash);
    if (!shopper || !isValid) throw new ApiError('INVALID_CREDENTIALS', 'The email or password is not correct.');
    await attempt.giveBack();

    // A new session on every sign-in: an earlier cookie (possibly planted) stops working.
    const session = await startSession(
      context,
      db,
      { id: shopper.id, email: shopper.email, firstName: shopper.firstName, lastName: shopper.lastName },
      now,
    );
    return toCurrentSession(session);
  });

  route(app, 'signOut', dependencies, async ({ session, db, context }) => {
    if (session) await deleteSession(db, session.tokenHash);
    deleteCookie(context, SESSION_COOKIE, cookieOptions(context));
    return undefined;
  });
}
