import { EBT_PIN_ATTEMPTS_BEFORE_LOCK, formatWalletBalance } from '@aisle/contracts';
import type { Db, Tx } from '../db/database.ts';
import { and, eq, sql } from '../db/orm.ts';
import { walletCards } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { type AttemptGuard, cardPinEntries, limitRules, takeAttempt } from '../limits/index.ts';
import type { WalletCaller } from './access.ts';
import { spendToken } from './cards.ts';
import { SANDBOX_SNAP_BALANCE_CENTS } from './sandbox.ts';

/*
 * Balances (API-033, API-034). Wrong SNAP EBT PINs are counted on the card's row in the same transaction
 * that spends the PIN token: two racing checks count twice, and the third wrong one in a row locks the
 * card (75) for every server process. Across wallets (a card deleted and added again starts at 0), the PIN
 * attempts are also counted per card and client address (docs/adr/0023-guessing-limits.md).
 */

async function cardByGram(db: Db, caller: WalletCaller, paymentGram: string, cardType: 'GIFT_CARD' | 'EBT_CARD') {
  const [row] = await db
    .select()
    .from(walletCards)
    .where(
      and(
        eq(walletCards.paymentGram, paymentGram),
        eq(walletCards.shopperId, caller.shopperId),
        eq(walletCards.cardType, cardType),
      ),
    );
  if (!row) throw new ApiError('CARD_NOT_FOUND', 'No card of this wallet has this paymentGram.');
  return row;
}

export async function giftCardBalance(db: Db, caller: WalletCaller, paymentGram: string) {
  const card = await cardByGram(db, caller, paymentGram, 'GIFT_CARD');
  return { data: { payment: { remainingBalance: formatWalletBalance(card.balanceCents ?? 0) } } };
}

export async function ebtBalance(
  db: Db,
  caller: WalletCaller,
  pinToken: string,
  paymentGram: string,
  now: Date,
  guard: AttemptGuard,
) {
  const card = await cardByGram(db, caller, paymentGram, 'EBT_CARD');
  if (card.pinFailures >= EBT_PIN_ATTEMPTS_BEFORE_LOCK) {
    throw new ApiError('75', 'The card is locked after too many wrong PINs.');
  }
  const attempt = await takeAttempt(db, guard.now, cardPinEntries(limitRules.snapPin, card, guard.clientAddress));
  let isPinWrong = false;
  try {
    const outcome = await db.transaction(async (tx) => {
      const token = await spendToken(tx, 'pinCheckoutId', pinToken, 'pin', now);
      isPinWrong = token.pinMatches !== true;
      return checkPin(tx, card.id, token.pinMatches === true, now);
    });
    if (outcome.kind === 'locked') throw new ApiError('75', 'The card is locked after too many wrong PINs.');
    if (outcome.kind === 'wrong') throw new ApiError('55', 'The PIN is wrong.');
    return balanceAnswer(outcome.cents);
  } finally {
    // Only a wrong PIN stays counted: a right one, or a token that was never checked, gives it back.
    if (!isPinWrong) await attempt.giveBack();
  }
}

async function checkPin(tx: Tx, cardId: string, pinMatches: boolean, now: Date) {
  if (pinMatches) {
    // A right PIN on a card that is not locked resets the count and records the balance.
    const [updated] = await tx
      .update(walletCards)
      .set({ pinFailures: 0, balanceCents: SANDBOX_SNAP_BALANCE_CENTS, updatedAt: now })
      .where(and(eq(walletCards.id, cardId), sql`${walletCards.pinFailures} < ${EBT_PIN_ATTEMPTS_BEFORE_LOCK}`))
      .returning({ balanceCents: walletCards.balanceCents });
    return updated ? { kind: 'balance' as const, cents: updated.balanceCents ?? 0 } : { kind: 'locked' as const };
  }
  const [counted] = await tx
    .update(walletCards)
    .set({ pinFailures: sql`least(${walletCards.pinFailures} + 1, ${EBT_PIN_ATTEMPTS_BEFORE_LOCK})` })
    .where(eq(walletCards.id, cardId))
    .returning({ pinFailures: walletCards.pinFailures });
  return (counted?.pinFailures ?? 0) >= EBT_PIN_ATTEMPTS_BEFORE_LOCK
    ? { kind: 'locked' as const }
    : { kind: 'wrong' as const };
}

function balanceAnswer(cents: number) {
  const amount = (cents / 100).toFixed(2);
  return {
    data: {
      payment: {
        data: {
          transactionBalanceInquiry: {
            remainingBalance: [
              { programType: 'SNAP' as const, amount, currency: 'USD' as const },
              { programType: 'AFDC' as const, amount: '0.00', currency: 'USD' as const },
            ],
          },
        },
      },
    },
  };
}
