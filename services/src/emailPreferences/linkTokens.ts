import { randomBytes } from 'node:crypto';
import type { Banner } from '@aisle/banner-themes';
import type { EmailLinkTokens } from '@aisle/contracts';
import { hashToken } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { and, eq, gt } from '../db/orm.ts';
import { emailLinkTokens, shoppers } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { type AttemptGuard, limitRules, takeAttempt } from '../limits/index.ts';

/*
 * The tokens of unauthenticated email links (ACC-018, ACC-019, ACC-106..108). Whoever sends an email asks
 * for a pair (`token` for the older links, `token2` for the newer); each is 32 random bytes, stored only as
 * its SHA-256. The banner's two toggles (`emailLinkTokens`) say which kind a link may use: token2 first
 * when both are on, then token, or none. A token reaches only its own shopper's email preferences.
 */

/** An email link works for 90 days. */
export const EMAIL_LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export type LinkTokenKind = 'token' | 'token2';
export type LinkTokenToggles = { token: boolean; token2: boolean };

export function linkTokenToggles(banner: Pick<Banner, 'emailLinkTokens'>): LinkTokenToggles {
  return banner.emailLinkTokens ?? { token: true, token2: true };
}

/** ACC-108: which of the link's tokens counts under the banner's toggles, or none. */
export function chooseLinkToken(
  toggles: LinkTokenToggles,
  tokens: EmailLinkTokens,
): { kind: LinkTokenKind; value: string } | null {
  if (toggles.token2 && tokens.token2) return { kind: 'token2', value: tokens.token2 };
  if (toggles.token && tokens.token) return { kind: 'token', value: tokens.token };
  return null;
}

/** Makes a new pair of link tokens for a shopper; answers the plain tokens (only their hashes are kept). */
export async function issueEmailLinkTokens(
  db: Db,
  shopperId: string,
  now: Date,
): Promise<{ token: string; token2: string }> {
  const token = randomBytes(32).toString('base64url');
  const token2 = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + EMAIL_LINK_LIFETIME_MS);
  await db.insert(emailLinkTokens).values([
    { tokenHash: hashToken(token), shopperId, kind: 'token', createdAt: now, expiresAt },
    { tokenHash: hashToken(token2), shopperId, kind: 'token2', createdAt: now, expiresAt },
  ]);
  return { token, token2 };
}

/**
 * The shopper a link stands for; 404 PREFERENCES_NOT_FOUND for anything else (unknown, expired, toggled off).
 * A link that opens nothing counts against the client address (docs/adr/0023-guessing-limits.md).
 */
export async function shopperOfLink(
  db: Db,
  banner: Banner,
  tokens: EmailLinkTokens,
  now: Date,
  guard: AttemptGuard,
): Promise<string> {
  const chosen = chooseLinkToken(linkTokenToggles(banner), tokens);
  const notFound = new ApiError('PREFERENCES_NOT_FOUND', 'This email link does not open any preferences.');
  if (!chosen) throw notFound;
  const attempt = await takeAttempt(db, guard.now, [{ rule: limitRules.emailLinkAddress, key: guard.clientAddress }]);
  const [row] = await db
    .select({ shopperId: emailLinkTokens.shopperId })
    .from(emailLinkTokens)
    .where(
      and(
        eq(emailLinkTokens.tokenHash, hashToken(chosen.value)),
        eq(emailLinkTokens.kind, chosen.kind),
        gt(emailLinkTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw notFound;
  await attempt.giveBack();
  return row.shopperId;
}

/**
 * What the mailer does for one shopper, found by email: a new pair of tokens and the page's path with them
 * (`/account/preferences/email?token=…&token2=…`); null when no shopper has that email.
 */
export async function issueEmailLinkPath(db: Db, email: string, now: Date): Promise<string | null> {
  const [shopper] = await db
    .select({ id: shoppers.id })
    .from(shoppers)
    .where(eq(shoppers.email, email.trim().toLowerCase()))
    .limit(1);
  if (!shopper) return null;
  const { token, token2 } = await issueEmailLinkTokens(db, shopper.id, now);
  return `/account/preferences/email?${new URLSearchParams({ token, token2 })}`;
}
