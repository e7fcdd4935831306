import {
  type Checkout,
  EBT_PIN_ATTEMPTS_BEFORE_LOCK,
  ORDER_APP_NAME,
  type OrderPayment,
  orderTotalsOf,
  type SubmitCheckoutRequest,
  submitLinesOf,
} from '@aisle/contracts';
import type { Call } from '../calls.ts';
import type { Tx } from '../db/database.ts';
import { and, eq, gt, gte, inArray, sql } from '../db/orm.ts';
import { basketItems, baskets, checkouts, orders, promises, walletCards } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { type AttemptGuard, cardPinEntries, limitRules, takeAttempt } from '../limits/index.ts';
import { spendToken } from '../wallet/cards.ts';
import { SANDBOX_SNAP_BALANCE_CENTS, sandboxPlacementDecline } from '../wallet/sandbox.ts';
import { type Outcome, runOnce } from './idempotency.ts';
import { assertAlcoholAllowed, type WalletCardRow, walletCardsFor } from './rules.ts';
import { type CheckoutRow, checkoutView, ownCheckoutRow } from './view.ts';

/*
 * PUT /api/checkouts/{orderId}/submit (GEN-026..028, PAY-147, MOD-014, MOD-020): places the order (type
 * ACTIVATE) or the modification (type MODIFY), exactly once per idempotency key (idempotency.ts). In one
 * transaction holding the checkout's row lock: the versionKey and the payments the page saw are still the
 * checkout's, the hold has not run out, the contact is complete, the SNAP EBT PIN token is right, the
 * sandbox processor authorizes the card; then the orders row (same id) is written, the gift and SNAP
 * balances are charged, the checkout is marked placed and the ordered lines leave the basket (PAY-151,
 * PAY-152). Any refusal rolls all of it back.
 */

type SubmitBody = Omit<SubmitCheckoutRequest, 'idempotencyKey'> & { type: 'ACTIVATE' | 'MODIFY' };
type SubmitCall = Call<'submitCheckout'>;

/** MOD-029: an order can be modified until this long before its window starts. */
export const MODIFY_CUTOFF_MINUTES = 60;

export async function submitCheckout({ params, body, session, banner, db, now }: SubmitCall, guard: AttemptGuard) {
  const owner = { shopperId: session.shopper.id, bannerId: banner.id };
  // Another shopper's id reads as missing before any key is claimed.
  if (!(await ownCheckoutRow(db, owner, params.orderId))) throw new ApiError('NOT_FOUND', 'No such checkout.');
  const { idempotencyKey, ...rest } = body;
  const answer = await runOnce<Checkout>(
    db,
    { shopperId: owner.shopperId, key: idempotencyKey, operation: 'submit', targetId: params.orderId, body: rest, now },
    async (tx) => {
      const row = await ownCheckoutRow(tx, owner, params.orderId, true);
      if (!row) throw new ApiError('NOT_FOUND', 'No such checkout.');
      return rest.type === 'ACTIVATE' ? place(tx, row, rest, now, guard) : modify(tx, row, rest, now, guard);
    },
  );
  return answer.body;
}

/** PAY-037, PAY-038, PAY-043, PAY-047, PAY-048: placing needs the contact's names and phone. */
function assertContact(row: CheckoutRow): void {
  const contact = row.fulfillment.contact;
  const issues = [
    ...(contact.firstName ? [] : [{ path: 'fulfillment.contact.firstName', message: 'First name is required' }]),
    ...(contact.lastName ? [] : [{ path: 'fulfillment.contact.lastName', message: 'Last name is required' }]),
    ...(contact.phone ? [] : [{ path: 'fulfillment.contact.phone', message: 'Phone number is required' }]),
  ];
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', 'The contact is incomplete.', { issues });
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The payments of the body are the checkout's, as the page saw them (PAY-147): same payment version, same
 * cards, same amounts, same tip. A bank card is required (PAY-138) and not expired (PAY-093).
 */
function assertPaymentsAsSeen(view: Checkout, body: SubmitBody): void {
  const mismatch = (why: string) => new ApiError('PAYMENT_MISMATCH', `${why} Read the checkout again.`);
  const bank = view.payments.find((payment) => payment.paymentType === 'BANK_CARD');
  if (!bank) throw new ApiError('PAYMENT_METHOD_REQUIRED', 'Choose a credit or debit card to place the order.');
  if (bank.expired) throw new ApiError('PAYMENT_METHOD_EXPIRED', 'This payment method is expired.');
  const details = body.paymentDetails;
  if (details.paymentVersionKey !== view.paymentDetails.paymentVersionKey) {
    throw mismatch('The payments changed since they were read.');
  }
  if (
    details.gratuityAmount !== undefined &&
    cents(details.gratuityAmount) !== cents(view.paymentDetails.gratuityAmount)
  ) {
    throw mismatch('The tip changed since it was read.');
  }
  const sent = new Map(details.paymentMethods.map((method) => [method.id, method]));
  const charged = view.payments.filter((payment) => payment.paymentType === 'BANK_CARD' || payment.amount > 0);
  if (sent.size !== charged.length || charged.some((payment) => !sent.has(payment.id))) {
    throw mismatch('The payment methods are not the checkout’s.');
  }
  const changed = charged.filter((payment) => cents(sent.get(payment.id)?.amount ?? -1) !== cents(payment.amount));
  if (changed.length > 0) {
    // GEN-028, PAY-129: a SNAP amount the balance no longer covers says what is left on the card.
    const ebt = changed.find((payment) => payment.paymentType === 'EBT' && payment.balance !== null);
    throw new ApiError('PAYMENT_MISMATCH', 'A payment amount changed since it was read. Read the checkout again.', {
      ...(ebt?.balance != null ? { remainingBalance: ebt.balance } : {}),
    });
  }
}

/**
 * PAY-148, PRO-022, PRO-023: lines sent with the order are the checkout's lines as they are now, flash-sale
 * coupons (priceAdjustment) and source stores included; the placed order keeps them from the checkout.
 */
function assertLinesAsSeen(row: CheckoutRow, sent: NonNullable<SubmitBody['lineItems']>): void {
  const key = (line: ReturnType<typeof submitLinesOf>[number]) =>
    [line.cart.gtin13, line.cart.quantity, line.priceAdjustment?.id ?? '', line.sourceStoreId ?? ''].join('|');
  const expected = submitLinesOf(row.basketSnapshot).map(key).sort();
  const received = sent.map(key).sort();
  if (expected.length !== received.length || expected.some((line, index) => line !== received[index])) {
    throw new ApiError('VERSION_CONFLICT', 'The order’s items changed since they were read. Read it again.');
  }
}

type PinCheck = { kind: 'ok' } | { kind: 'refuse'; error: ApiError };

/**
 * PAY-114..117: a SNAP EBT charge needs the PIN frame's token (never the digits). A wrong PIN is counted on
 * the card in this transaction, and the count is kept even though the order is refused (the third wrong PIN
 * in a row locks the card: 75). A right PIN makes the sandbox's balance known. The attempt is also counted
 * per card and client address in this transaction (docs/adr/0023-guessing-limits.md), and given back when
 * the PIN is right.
 */
async function checkEbtPin(
  tx: Tx,
  view: Checkout,
  body: SubmitBody,
  cards: Map<string, WalletCardRow>,
  now: Date,
  guard: AttemptGuard,
) {
  const ebt = view.payments.find((payment) => payment.paymentType === 'EBT' && payment.amount > 0);
  if (!ebt) return { kind: 'ok' } as PinCheck;
  const card = cards.get(ebt.id);
  const token = body.paymentDetails.paymentMethods.find((method) => method.id === ebt.id)?.encryptedPin;
  if (!card) throw new ApiError('PAYMENT_MISMATCH', 'The SNAP EBT card is not in the wallet any more.');
  if (!token) throw new ApiError('EBT_PIN_REQUIRED', 'Enter the SNAP EBT PIN to place the order.');
  if (card.pinFailures >= EBT_PIN_ATTEMPTS_BEFORE_LOCK) {
    throw new ApiError('75', 'The card is locked after too many wrong PINs.');
  }
  const attempt = await takeAttempt(tx, guard.now, cardPinEntries(limitRules.snapPin, card, guard.clientAddress));
  const pin = await spendToken(tx, 'pinCheckoutId', token, 'pin', now);
  if (!pin.pinMatches) {
    const [counted] = await tx
      .update(walletCards)
      .set({ pinFailures: sql`least(${walletCards.pinFailures} + 1, ${EBT_PIN_ATTEMPTS_BEFORE_LOCK})` })
      .where(eq(walletCards.id, card.id))
      .returning({ pinFailures: walletCards.pinFailures });
    const locked = (counted?.pinFailures ?? 0) >= EBT_PIN_ATTEMPTS_BEFORE_LOCK;
    return {
      kind: 'refuse',
      error: locked
        ? new ApiError('75', 'The card is locked after too many wrong PINs.')
        : new ApiError('55', 'The PIN is wrong.'),
    } as PinCheck;
  }
  await attempt.giveBack();
  const balanceCents = card.balanceCents ?? SANDBOX_SNAP_BALANCE_CENTS;
  await tx.update(walletCards).set({ pinFailures: 0, balanceCents, updatedAt: now }).where(eq(walletCards.id, card.id));
  card.balanceCents = balanceCents;
  return { kind: 'ok' } as PinCheck;
}

/** ERR-013, ERR-014: the sandbox processor's verdict on the bank card, after authorization. */
function authorize(view: Checkout, cards: Map<string, WalletCardRow>): void {
  const bank = view.payments.find((payment) => payment.paymentType === 'BANK_CARD');
  const card = bank ? cards.get(bank.id) : undefined;
  const decline = card ? sandboxPlacementDecline(card.firstSix, card.lastFour) : null;
  if (decline) {
    throw new ApiError('RV9547', 'The payment was declined after authorization.', { reason: decline });
  }
}

/**
 * Charges the gift and SNAP balances by what changed against `before` (the amounts already charged, for a
 * modification); a balance never goes below zero (the database's check, and the guarded update here).
 */
async function chargeBalances(
  tx: Tx,
  view: Checkout,
  cards: Map<string, WalletCardRow>,
  before: ReadonlyMap<string, number>,
  now: Date,
) {
  for (const payment of view.payments) {
    if (payment.paymentType === 'BANK_CARD') continue;
    const deltaCents = cents(payment.amount) - cents(before.get(payment.id) ?? 0);
    if (deltaCents === 0) continue;
    const [charged] = await tx
      .update(walletCards)
      .set({ balanceCents: sql`${walletCards.balanceCents} - ${deltaCents}`, updatedAt: now })
      .where(and(eq(walletCards.id, payment.id), gte(walletCards.balanceCents, deltaCents)))
      .returning({ balanceCents: walletCards.balanceCents });
    if (!charged) {
      const left = cards.get(payment.id)?.balanceCents ?? 0;
      throw new ApiError(
        payment.paymentType === 'EBT' ? 'EBT_AMOUNT_INVALID' : 'PAYMENT_MISMATCH',
        'The card balance does not cover this amount.',
        { remainingBalance: left / 100 },
      );
    }
  }
}

function orderPayments(view: Checkout, cards: Map<string, WalletCardRow>): OrderPayment[] {
  return view.payments
    .filter((payment) => payment.paymentType === 'BANK_CARD' || payment.amount > 0)
    .map((payment) => {
      const card = cards.get(payment.id);
      return {
        cardId: payment.id,
        cardType:
          payment.paymentType === 'EBT'
            ? 'EBT_CARD'
            : payment.paymentType === 'GIFT_CARD'
              ? 'GIFT_CARD'
              : card?.cardType === 'CREDIT_CARD'
                ? 'CREDIT_CARD'
                : 'BANK_CARD',
        brand: payment.brand,
        lastFour: payment.lastFour,
        amount: payment.amount,
      };
    });
}

/** The shared part of placing and modifying: versionKey, payments as seen, PIN, authorization, balances. */
async function checkAndCharge(
  tx: Tx,
  row: CheckoutRow,
  body: SubmitBody,
  before: ReadonlyMap<string, number>,
  now: Date,
  guard: AttemptGuard,
): Promise<{ kind: 'ok'; view: Checkout; cards: Map<string, WalletCardRow> } | { kind: 'refuse'; error: ApiError }> {
  if (String(row.versionKey) !== body.versionKey) {
    throw new ApiError('VERSION_CONFLICT', 'This checkout changed since it was read. Read it again.');
  }
  const view = await checkoutView(tx, row, now);
  if (body.checksum !== undefined && body.checksum !== view.checksum) {
    throw new ApiError('VERSION_CONFLICT', 'The order summary changed since it was read. Read it again.');
  }
  // SCH-083, SCH-084, MOD-030, MOD-031: the lines as they are now (updates may have changed them).
  assertAlcoholAllowed(row.basketSnapshot, { modalityType: view.modalityType, vendorId: row.promiseSnapshot.vendorId });
  assertPaymentsAsSeen(view, body);
  if (body.lineItems !== undefined) assertLinesAsSeen(row, body.lineItems);
  const cards = await walletCardsFor(tx, row.shopperId, row.payments, now);
  const pin = await checkEbtPin(tx, view, body, cards, now, guard);
  if (pin.kind === 'refuse') return pin;
  authorize(view, cards);
  await chargeBalances(tx, view, cards, before, now);
  return { kind: 'ok', view, cards };
}

/** PAY-151, PAY-152: the basket goes when all its lines were ordered; otherwise the ordered lines leave it. */
async function clearOrderedLines(tx: Tx, row: CheckoutRow): Promise<void> {
  const [basket] = await tx
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.id, row.cartId), eq(baskets.shopperId, row.shopperId)))
    .for('update');
  if (!basket) return;
  const ordered = row.basketSnapshot.map((line) => line.gtin13);
  const lines = await tx
    .select({ gtin13: basketItems.gtin13 })
    .from(basketItems)
    .where(eq(basketItems.basketId, basket.id));
  if (lines.every((line) => ordered.includes(line.gtin13))) {
    await tx.delete(baskets).where(eq(baskets.id, basket.id));
  } else {
    await tx.delete(basketItems).where(and(eq(basketItems.basketId, basket.id), inArray(basketItems.gtin13, ordered)));
  }
}

async function place(
  tx: Tx,
  row: CheckoutRow,
  body: SubmitBody,
  now: Date,
  guard: AttemptGuard,
): Promise<Outcome<Checkout>> {
  if (row.status !== 'DRAFT') {
    throw new ApiError('CHECKOUT_NOT_EDITABLE', 'This checkout is placed already (or being modified).');
  }
  // PAY-149: the hold the checkout was made with must still be live.
  const [hold] = await tx
    .select({ id: promises.id })
    .from(promises)
    .where(and(eq(promises.id, row.promiseId), eq(promises.shopperId, row.shopperId), gt(promises.expiresAt, now)));
  if (!hold) throw new ApiError('CHECKOUT_TIMEOUT', 'The reserved time ran out before the order was placed.');
  assertContact(row);
  const checked = await checkAndCharge(tx, row, body, new Map(), now, guard);
  if (checked.kind === 'refuse') return checked;
  const { view, cards } = checked;

  await tx.insert(orders).values({
    id: row.id,
    checkoutId: row.id,
    appName: ORDER_APP_NAME,
    shopperId: row.shopperId,
    bannerId: row.bannerId,
    modality: row.modality,
    placedAt: now,
    status: 'PLACED',
    buyer: row.buyer,
    fulfillment: view.fulfillment,
    lineItems: row.basketSnapshot,
    totals: orderTotalsOf(view.summary.cost),
    payments: orderPayments(view, cards),
    versionKey: 1,
  });
  const [placed] = await tx
    .update(checkouts)
    .set({ status: 'PLACED', placedAt: now, versionKey: row.versionKey + 1 })
    .where(and(eq(checkouts.id, row.id), eq(checkouts.versionKey, row.versionKey)))
    .returning();
  if (!placed) throw new ApiError('VERSION_CONFLICT', 'This checkout changed since it was read.');
  await clearOrderedLines(tx, row);
  // The hold is spent: the order has its window now, so no page shows it as held any more (issue 20).
  await tx.delete(promises).where(and(eq(promises.id, row.promiseId), eq(promises.shopperId, row.shopperId)));
  return { kind: 'answer', status: 200, body: await checkoutView(tx, placed, now) };
}

/**
 * MOD-029: the order is still placed, and both its window (as placed) and the modification's (a new time,
 * issue 20) are far enough away to change it.
 */
export function assertModifiable(
  order: { status: string; fulfillment?: { promise: { startTime: string } } | null },
  windowStart: string,
  now: Date,
): void {
  const starts = [windowStart, order.fulfillment?.promise.startTime].filter((start) => start !== undefined);
  const cutoff = Math.min(...starts.map((start) => Date.parse(start))) - MODIFY_CUTOFF_MINUTES * 60_000;
  if (order.status === 'CANCELLED' || now.getTime() >= cutoff) {
    throw new ApiError('CANNOT_MODIFY', 'This order is already in process and can no longer be modified.');
  }
}

async function modify(
  tx: Tx,
  row: CheckoutRow,
  body: SubmitBody,
  now: Date,
  guard: AttemptGuard,
): Promise<Outcome<Checkout>> {
  if (row.status !== 'MODIFYING' || !row.isModify) {
    throw new ApiError('CHECKOUT_NOT_EDITABLE', 'This checkout is not a modification in progress.');
  }
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, row.id), eq(orders.shopperId, row.shopperId)))
    .for('update');
  if (!order) throw new ApiError('NOT_FOUND', 'No such order.');
  assertModifiable(order, row.promiseSnapshot.startTime, now);
  // MOD-007: the original bank card pays the modification.
  const originalBank = order.payments.find(
    (payment) => payment.cardType === 'BANK_CARD' || payment.cardType === 'CREDIT_CARD',
  );
  const bank = row.payments.find((payment) => payment.paymentType === 'BANK_CARD');
  if (!bank) throw new ApiError('PAYMENT_METHOD_REQUIRED', 'Please refresh page and try again.');
  if (originalBank && bank.id !== originalBank.cardId) {
    throw new ApiError('ORIGINAL_PAYMENT_REQUIRED', 'A modification is paid with the original card.');
  }
  const before = new Map(order.payments.map((payment) => [payment.cardId, payment.amount]));
  const checked = await checkAndCharge(tx, row, body, before, now, guard);
  if (checked.kind === 'refuse') return checked;
  const { view, cards } = checked;
  // Cards the modification no longer uses get back what the order had charged to them.
  for (const payment of order.payments) {
    if (payment.cardType === 'BANK_CARD' || payment.cardType === 'CREDIT_CARD') continue;
    if (view.payments.some((current) => current.id === payment.cardId)) continue;
    await tx
      .update(walletCards)
      .set({ balanceCents: sql`coalesce(${walletCards.balanceCents}, 0) + ${cents(payment.amount)}`, updatedAt: now })
      .where(and(eq(walletCards.id, payment.cardId), eq(walletCards.shopperId, row.shopperId)));
  }
  await tx
    .update(orders)
    .set({
      status: 'MODIFIED',
      modifiedAt: now,
      versionKey: order.versionKey + 1,
      buyer: row.buyer,
      fulfillment: view.fulfillment,
      lineItems: row.basketSnapshot,
      totals: orderTotalsOf(view.summary.cost),
      payments: orderPayments(view, cards),
    })
    .where(and(eq(orders.id, order.id), eq(orders.versionKey, order.versionKey)));
  const [placed] = await tx
    .update(checkouts)
    .set({ status: 'PLACED', isModify: false, originalSummary: null, versionKey: row.versionKey + 1 })
    .where(and(eq(checkouts.id, row.id), eq(checkouts.versionKey, row.versionKey)))
    .returning();
  if (!placed) throw new ApiError('VERSION_CONFLICT', 'This checkout changed since it was read.');
  return { kind: 'answer', status: 200, body: await checkoutView(tx, placed, now) };
}
