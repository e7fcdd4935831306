import type { CheckoutPaymentInfo } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import { and, desc, eq } from '../db/orm.ts';
import { walletCards } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { isExpired } from '../wallet/presenters.ts';
import { checkoutView, ownCheckoutRow } from './view.ts';

/*
 * GET /api/checkouts/{orderId}/payment (GEN-032, PAY-089, PAY-090, PAY-173): the checkout's shopper's saved
 * wallet cards grouped as bankCards, giftCards and ebtCards, with what the wallet knows of their balances,
 * and what SNAP EBT may pay of this checkout. Only the last four digits of a card ever leave the server.
 */

export async function getCheckoutPayment({ params, session, banner, db, now }: Call<'getCheckoutPayment'>) {
  const row = await ownCheckoutRow(db, { shopperId: session.shopper.id, bannerId: banner.id }, params.orderId);
  if (!row) throw new ApiError('NOT_FOUND', 'No such checkout.');
  const view = await checkoutView(db, row, now);
  const cards = await db
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.shopperId, row.shopperId), eq(walletCards.saved, true)))
    .orderBy(desc(walletCards.createdAt), desc(walletCards.addedSequence));
  const dollarsOrNull = (cents: number | null) => (cents === null ? null : cents / 100);
  const bankCards = cards
    .filter((card) => card.cardType === 'BANK_CARD' || card.cardType === 'CREDIT_CARD')
    .map((card) => ({
      id: card.id,
      brand: card.brand,
      lastFourPan: card.lastFour,
      expirationMonth: card.expMonth,
      expirationYear: card.expYear,
      expired: isExpired(card, now),
      default: card.defaultApplications.includes('CLICKLIST'),
    }))
    .sort((a, b) => Number(b.default) - Number(a.default));
  const giftCards = cards
    .filter((card) => card.cardType === 'GIFT_CARD')
    .map((card) => ({
      id: card.id,
      brand: card.brand,
      number: `•••• ${card.lastFour}`,
      lastFourPan: card.lastFour,
      remainingBalance: dollarsOrNull(card.balanceCents),
    }));
  const ebtCards = cards
    .filter((card) => card.cardType === 'EBT_CARD')
    .map((card) => ({
      id: card.id,
      brand: card.brand,
      lastFourPan: card.lastFour,
      program: 'SNAP' as const,
      balance: dollarsOrNull(card.balanceCents),
    }));
  const answer: CheckoutPaymentInfo = {
    orderId: row.id,
    paymentVersionKey: String(row.paymentVersionKey),
    paymentMethods: { bankCards, giftCards, ebtCards },
    ebt: { eligibleTotal: view.summary.cost.ebtEligibleTotal, balance: ebtCards[0]?.balance ?? null },
    giftCardBalanceTotal:
      giftCards.reduce((sum, card) => sum + Math.round((card.remainingBalance ?? 0) * 100), 0) / 100,
  };
  return answer;
}
