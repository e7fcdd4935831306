import { createHash, randomBytes } from 'node:crypto';
import {
  toErrorIssues,
  type WalletApplication,
  walletHeaders,
  walletListHeadersSchema,
  walletRequestHeadersSchema,
} from '@aisle/contracts';
import type { Context } from 'hono';
import type { ActiveSession } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { and, eq, gt, lte } from '../db/orm.ts';
import { paymentIntents, walletTokens } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

/*
 * Who may call the wallet (API-015..018, API-057..059): the session cookie (the endpoint's access), then a
 * bearer token the same session asked for, and, when a call names one, a live payment intent of the same
 * shopper. Tokens and intents are rows, so any server process answers for them.
 */

/** A wallet token lives this long; the client asks for a new one on a 401 (API-057). */
export const WALLET_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
/** A payment intent lives this long; the client asks for a new one on its 404 (API-059). */
export const PAYMENT_INTENT_LIFETIME_MS = 30 * 60 * 1000;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** What a checked wallet call knows about its caller. */
export type WalletCaller = {
  shopperId: string;
  application: WalletApplication;
  /** The list call's flags (API-019); true for the other calls. */
  showSnapCards: boolean;
  showGiftCards: boolean;
  includeGiftBalances: boolean;
};

export async function createWalletToken(db: Db, session: ActiveSession, now: Date) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + WALLET_TOKEN_LIFETIME_MS);
  // Spent tokens go as new ones come: the table holds only live ones (and a few just expired).
  await db.delete(walletTokens).where(lte(walletTokens.expiresAt, now));
  await db.insert(walletTokens).values({
    tokenHash: hash(token),
    shopperId: session.shopper.id,
    sessionTokenHash: session.tokenHash,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

export async function createPaymentIntent(db: Db, session: ActiveSession, now: Date) {
  const paymentIntentId = `pi_${randomBytes(18).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + PAYMENT_INTENT_LIFETIME_MS);
  await db
    .insert(paymentIntents)
    .values({ id: paymentIntentId, shopperId: session.shopper.id, expiresAt, createdAt: now });
  return { paymentIntentId, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a wallet call's headers, bearer token and payment intent; answers who calls. A token of another
 * session (even of the same shopper) or an expired one is a 401, so the client fetches a new one.
 */
export async function checkWalletCall(
  db: Db,
  context: Context,
  session: ActiveSession,
  now: Date,
  kind: 'list' | 'other' = 'other',
): Promise<WalletCaller> {
  const raw = context.req.header();
  const parsed = (kind === 'list' ? walletListHeadersSchema : walletRequestHeadersSchema).safeParse(raw);
  if (!parsed.success) {
    const issues = toErrorIssues(parsed.error);
    if (issues.some((issue) => issue.path === walletHeaders.authorization)) {
      throw new ApiError('UNAUTHENTICATED', 'The wallet call needs a bearer token.');
    }
    throw new ApiError('VALIDATION_FAILED', 'The wallet headers are not valid.', { issues });
  }
  const headers = parsed.data as Record<string, string | undefined>;
  const token = (headers[walletHeaders.authorization] ?? '').slice('Bearer '.length);
  const [live] = await db
    .select({ shopperId: walletTokens.shopperId })
    .from(walletTokens)
    .where(
      and(
        eq(walletTokens.tokenHash, hash(token)),
        eq(walletTokens.sessionTokenHash, session.tokenHash),
        gt(walletTokens.expiresAt, now),
      ),
    );
  if (!live || live.shopperId !== session.shopper.id) {
    throw new ApiError('UNAUTHENTICATED', 'The wallet token is unknown or expired.');
  }
  const intentId = headers[walletHeaders.paymentIntentId];
  if (intentId) {
    const [intent] = await db
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.id, intentId),
          eq(paymentIntents.shopperId, session.shopper.id),
          gt(paymentIntents.expiresAt, now),
        ),
      );
    if (!intent) throw new ApiError('PAYMENT_INTENT_NOT_FOUND', 'The payment intent was not found.');
  }
  return {
    shopperId: session.shopper.id,
    application: headers[walletHeaders.applicationId] as WalletApplication,
    showSnapCards: kind === 'list' ? headers[walletHeaders.showSnapCard] === 'true' : true,
    showGiftCards: kind === 'list' ? headers[walletHeaders.showGiftCards] === 'true' : true,
    includeGiftBalances: kind === 'list' ? headers[walletHeaders.giftCardBalance] === 'true' : true,
  };
}
