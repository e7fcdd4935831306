import { SESSION_COOKIE, type ShopperSummary } from '@aisle/contracts';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  type ActiveSession,
  createSession,
  deleteSession,
  findSession,
  SESSION_LIFETIME_MS,
} from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';

/** The session cookie's attributes: httpOnly, SameSite=Lax, Secure over HTTPS. */
export function cookieOptions(context: Context) {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(context.req.url).protocol === 'https:',
  } as const;
}

/**
 * Signs a shopper in on this answer: a new session row and its cookie. An earlier cookie's session (possibly
 * planted) ends first, so it stops working.
 */
export async function startSession(
  context: Context,
  db: Db,
  shopper: ShopperSummary,
  now: Date,
): Promise<ActiveSession> {
  const earlier = await findSession(db, getCookie(context, SESSION_COOKIE), now);
  if (earlier) await deleteSession(db, earlier.tokenHash);
  const { token, session } = await createSession(db, shopper, now);
  setCookie(context, SESSION_COOKIE, token, { ...cookieOptions(context), maxAge: SESSION_LIFETIME_MS / 1000 });
  return session;
}
