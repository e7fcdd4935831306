import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CurrentSession, ShopperSummary } from '@aisle/contracts';
import type { Db } from '../db/database.ts';
import { and, eq, gt, lte } from '../db/orm.ts';
import { sessions, shoppers } from '../db/schema.ts';

/** A session lasts 7 days from sign-in. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type ActiveSession = {
  tokenHash: string;
  csrfToken: string;
  expiresAt: Date;
  shopper: ShopperSummary;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const randomToken = () => randomBytes(32).toString('base64url');

/** The live session behind a cookie value, or null (unknown, expired, or no cookie). */
export async function findSession(db: Db, token: string | undefined, now: Date): Promise<ActiveSession | null> {
  if (!token || token.length > 128) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      id: shoppers.id,
      email: shoppers.email,
      firstName: shoppers.firstName,
      lastName: shoppers.lastName,
    })
    .from(sessions)
    .innerJoin(shoppers, eq(shoppers.id, sessions.shopperId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  return {
    tokenHash,
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
    shopper: { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName },
  };
}

/** Creates a session row; answers the cookie value (only its hash is stored) and the session. */
export async function createSession(
  db: Db,
  shopper: ShopperSummary,
  now: Date,
): Promise<{ token: string; session: ActiveSession }> {
  const token = randomToken();
  const session: ActiveSession = {
    tokenHash: hashToken(token),
    csrfToken: randomToken(),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    shopper,
  };
  await db.transaction(async (tx) => {
    // Sign-in is a good moment to forget this shopper's expired sessions.
    await tx.delete(sessions).where(and(eq(sessions.shopperId, shopper.id), lte(sessions.expiresAt, now)));
    await tx.insert(sessions).values({
      tokenHash: session.tokenHash,
      shopperId: shopper.id,
      csrfToken: session.csrfToken,
      createdAt: now,
      expiresAt: session.expiresAt,
    });
  });
  return { token, session };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export function isCsrfTokenValid(session: ActiveSession, presented: string | null | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function toCurrentSession(session: ActiveSession): CurrentSession {
  return { shopper: session.shopper, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() };
}
