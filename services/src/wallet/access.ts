import { createHash, randomBytes } from 'node:crypto';
import {
  type WalletApplication,
  walletHeaders,
  type walletListHeadersSchema,
  type walletRequestHeadersSchema,
} from '@aisle/contracts';
import type * as z from 'zod/mini';
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

/**
 * A wallet call's headers as its endpoint's schema parsed them (route() does): the list call's flags only
 * on the list call, whose schema names them (the other schemas strip them).
 */
export type WalletCallHeaders = z.output<typeof walletRequestHeadersSchema> &
  Partial<z.output<typeof walletListHeadersSchema>>;

/**
 * A wallet call without a well-formed bearer token: a 401 like a stale token, never a 400, because the
 * client answers a 401 by fetching a new token (API-057). route() answers it for the authorization header.
 */
export const missingWalletToken = () => new ApiError('UNAUTHENTICATED', 'The wallet call needs a bearer token.');

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
 * Checks a wallet call's bearer token and payment intent; answers who calls. A token of another session
 * (even of the same shopper) or an expired one is a 401, so the client fetches a new one.
 */
export async function checkWalletCall(
  db: Db,
  headers: WalletCallHeaders,
  session: ActiveSession,
  now: Date,
): Promise<WalletCaller> {
  const token = headers[walletHeaders.authorization].slice('Bearer '.length);
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
    application: headers[walletHeaders.applicationId],
    showSnapCards: (headers[walletHeaders.showSnapCard] ?? 'true') === 'true',
    showGiftCards: (headers[walletHeaders.showGiftCards] ?? 'true') === 'true',
    includeGiftBalances: (headers[walletHeaders.giftCardBalance] ?? 'true') === 'true',
  };
}
