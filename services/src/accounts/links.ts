import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/sessions.ts';
import type { Db, Tx } from '../db/database.ts';
import { and, eq, gt, isNull } from '../db/orm.ts';
import { type AccountLinkPurpose, accountLinks } from '../db/schema.ts';

/*
 * The single-use links the accounts email (migration 0022, docs/adr/0024-accounts.md): a token of 32
 * random bytes goes into the link, only its SHA-256 into account_links. A link works once, before it
 * expires; one statement marks it used, so two racing uses cannot both pass.
 */

/** How long a link works: a verification link a day, a password reset link an hour. */
export const ACCOUNT_LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/** Makes a link's token for a shopper; answers the plain token (only its hash is kept). */
export async function issueAccountLink(
  executor: Db | Tx,
  shopperId: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await executor.insert(accountLinks).values({
    tokenHash: hashToken(token),
    shopperId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

/** What a link's token is worth now. */
export type LinkUse = { state: 'used-now'; shopperId: string } | { state: 'expired' | 'used' | 'unknown' };

/**
 * Uses a link: marks it used and answers its shopper when it is live; otherwise says why not (expired,
 * used before, or never issued for this purpose).
 */
export async function useAccountLink(
  executor: Db | Tx,
  token: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<LinkUse> {
  const tokenHash = hashToken(token);
  const [used] = await executor
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.tokenHash, tokenHash),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .returning({ shopperId: accountLinks.shopperId });
  if (used) return { state: 'used-now', shopperId: used.shopperId };
  const [row] = await executor
    .select({ usedAt: accountLinks.usedAt })
    .from(accountLinks)
    .where(and(eq(accountLinks.tokenHash, tokenHash), eq(accountLinks.purpose, purpose)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  return { state: row.usedAt ? 'used' : 'expired' };
}

/** Ends every live link of a shopper for a purpose (a new reset link, a changed password). */
export async function endAccountLinks(
  executor: Db | Tx,
  shopperId: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<void> {
  await executor
    .update(accountLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(accountLinks.shopperId, shopperId),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    );
}
