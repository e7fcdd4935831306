import { SESSION_COOKIE } from '@aisle/contracts';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { unmatchableHash, verifyPassword } from '../../auth/passwords.ts';
import {
  createSession,
  deleteSession,
  findSession,
  SESSION_LIFETIME_MS,
  toCurrentSession,
} from '../../auth/sessions.ts';
import { eq } from '../../db/orm.ts';
import { shoppers } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { signInEntries, takeAttempt } from '../../limits/index.ts';
import { attemptGuardOf, type LimitedDependencies } from '../limits.ts';
import { assertSameOrigin, route } from '../route.ts';

function cookieOptions(context: Context) {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(context.req.url).protocol === 'https:',
  } as const;
}

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
    const earlier = await findSession(db, getCookie(context, SESSION_COOKIE), now);
    if (earlier) await deleteSession(db, earlier.tokenHash);

    const { token, session } = await createSession(
      db,
      { id: shopper.id, email: shopper.email, firstName: shopper.firstName, lastName: shopper.lastName },
      now,
    );
    setCookie(context, SESSION_COOKIE, token, { ...cookieOptions(context), maxAge: SESSION_LIFETIME_MS / 1000 });
    return toCurrentSession(session);
  });

  route(app, 'signOut', dependencies, async ({ session, db, context }) => {
    if (session) await deleteSession(db, session.tokenHash);
    deleteCookie(context, SESSION_COOKIE, cookieOptions(context));
    return undefined;
  });
}
