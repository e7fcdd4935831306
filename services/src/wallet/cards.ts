import { randomBytes } from 'node:crypto';
import {
  type AddCreditCardRequest,
  type AddGiftCardRequest,
  type AddSnapCardRequest,
  countryOfRegion,
  type EditWalletCardRequest,
  type WalletCard,
  type WalletCardBrand,
  walletCardAddressSchema,
} from '@aisle/contracts';
import { type CheckoutCardField, typedBillingProblems } from '@aisle/contracts/walletForms';
import type { Db, Tx } from '../db/database.ts';
import { and, asc, eq, gt, isNull, sql } from '../db/orm.ts';
import { cardTokens, type WalletCardBilling, walletCards } from '../db/schema.ts';
import { ApiError, findDatabaseError } from '../errors.ts';
import { lookupZipCode } from '../geo.ts';
import { type AttemptGuard, cardPinEntries, limitRules, takeAttempt } from '../limits/index.ts';
import type { WalletCaller } from './access.ts';
import { listBillingAddresses } from './billing.ts';
import { presentCard, type WalletCardRow } from './presenters.ts';
import { sandboxRefusal } from './sandbox.ts';

/*
 * The wallet's cards (spec 4 "Card operations", API-019..035). Every query names the caller's shopper id:
 * another shopper's card id answers CARD_NOT_FOUND, exactly like an id that does not exist.
 */

/** A capture token is good for this long after the frame made it. */
export const CAPTURE_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

const captureBrands: Record<string, WalletCardBrand> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEX',
  discover: 'DISCOVER',
};

const opaque = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/** Spends a capture token of the given kind: once, and only while it is fresh. */
export async function spendToken(
  tx: Tx | Db,
  column: 'checkoutId' | 'pinCheckoutId',
  token: string,
  kind: 'credit' | 'ebt' | 'gift' | 'pin',
  now: Date,
) {
  const [row] = await tx
    .update(cardTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(cardTokens[column], token),
        eq(cardTokens.cardKind, kind),
        isNull(cardTokens.usedAt),
        gt(cardTokens.createdAt, new Date(now.getTime() - CAPTURE_TOKEN_LIFETIME_MS)),
      ),
    )
    .returning();
  if (!row) throw new ApiError('CAPTURE_TOKEN_INVALID', 'The capture token is unknown, spent or expired.');
  return row;
}

/** Cards of the caller, preferred first (WAL-075), as the list headers ask (API-019). */
export async function listCards(db: Db | Tx, caller: WalletCaller, now: Date): Promise<WalletCard[]> {
  const rows = await db
    .select()
    .from(walletCards)
    .where(eq(walletCards.shopperId, caller.shopperId))
    .orderBy(asc(walletCards.createdAt), asc(walletCards.addedSequence));
  return rows
    .filter((row) => (row.cardType === 'EBT_CARD' ? caller.showSnapCards : true))
    .filter((row) => (row.cardType === 'GIFT_CARD' ? caller.showGiftCards : true))
    .sort(
      (a, b) =>
        Number(b.defaultApplications.includes(caller.application)) -
        Number(a.defaultApplications.includes(caller.application)),
    )
    .map((row) =>
      presentCard(row, caller.application, now, {
        includeBalance: caller.includeGiftBalances || row.cardType !== 'GIFT_CARD',
      }),
    );
}

/** A constraint of migration 0013 as the spec's code. */
function limitError(error: unknown): ApiError | null {
  const found = findDatabaseError(error);
  if (!found) return null;
  switch (found.constraint) {
    case 'wallet_cards_one_snap':
      return new ApiError('EBT_CARD_ALREADY_EXISTS', 'The wallet already holds a SNAP EBT card.');
    case 'wallet_gift_card_limit':
      return new ApiError('GIFT_CARD_LIMIT_REACHED', 'The wallet already holds 5 gift cards.');
    case 'wallet_bank_card_limit':
      return new ApiError('RV72632', 'The wallet holds the most bank cards it may.');
    case 'wallet_cards_unique_bank':
    case 'wallet_cards_unique_gift':
      return new ApiError('CARD_ALREADY_EXISTS', 'The card is already in the wallet.');
    default:
      return null;
  }
}

async function insertCard(
  db: Db,
  caller: WalletCaller,
  now: Date,
  build: (
    tx: Tx,
  ) => Promise<
    Omit<typeof walletCards.$inferInsert, 'shopperId' | 'paymentGram' | 'vaultCardId' | 'createdAt' | 'updatedAt'>
  >,
): Promise<WalletCardRow> {
  try {
    return await db.transaction(async (tx) => {
      const values = await build(tx);
      if (values.defaultApplications?.length) {
        // WAL-094: a preferred card clears the application's preferred flag on every other card.
        await clearPreferred(tx, caller);
      }
      const [row] = await tx
        .insert(walletCards)
        .values({
          ...values,
          shopperId: caller.shopperId,
          paymentGram: opaque('pg_'),
          vaultCardId: opaque('vault_'),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('Card insert returned no row');
      return row;
    });
  } catch (error) {
    throw limitError(error) ?? error;
  }
}

async function clearPreferred(tx: Tx, caller: WalletCaller): Promise<void> {
  await tx
    .update(walletCards)
    .set({
      defaultApplications: sql`array_remove(${walletCards.defaultApplications}, ${caller.application})`,
      version: sql`${walletCards.version} + 1`,
    })
    .where(
      and(
        eq(walletCards.shopperId, caller.shopperId),
        sql`${caller.application} = any(${walletCards.defaultApplications})`,
      ),
    );
}

/**
 * A card's billing address is one of the shopper's saved addresses (the flyout's list, checked by its own
 * form), or one typed in the card box's modals: that one must pass the checkout-side form's rules again here
 * (CRD-064..072, `checkCheckoutCardForm`).
 */
async function checkTypedBilling(db: Db, caller: WalletCaller, billing: WalletCardBilling): Promise<void> {
  const problems = typedBillingProblems(billing, await listBillingAddresses(db, caller));
  const fields = Object.keys(problems) as CheckoutCardField[];
  if (fields.length > 0) {
    throw new ApiError('VALIDATION_FAILED', 'The billing address is not valid.', {
      issues: fields.map((field) => ({ path: `paymentMethod.billing.${field}`, message: problems[field]?.kind ?? '' })),
    });
  }
}

/** RV62751: a US billing ZIP code that does not exist cannot be verified. */
async function checkBilling(db: Db, caller: WalletCaller, billing: WalletCardBilling): Promise<WalletCardBilling> {
  await checkTypedBilling(db, caller, billing);
  const address = walletCardAddressSchema.parse({
    ...billing,
    addressLines: billing.addressLines.map((line) => line.trim()).filter(Boolean),
    cityTown: billing.cityTown.trim(),
    countryCode: countryOfRegion(billing.stateProvince),
  });
  if (address.countryCode === 'US' && !(await lookupZipCode(address.postalCode.slice(0, 5)))) {
    throw new ApiError('RV62751', 'The billing address could not be verified.', {
      customerErrorMessage: "The billing address doesn't match the card issuer's records.",
    });
  }
  return address;
}

function refuse(firstSix: string | null, lastFour: string | null, forEdit: boolean): void {
  const refusal = sandboxRefusal(firstSix, lastFour);
  if (refusal) {
    throw new ApiError(
      refusal.code,
      refusal.message,
      forEdit ? { customerErrorMessage: refusal.customerErrorMessage } : {},
    );
  }
}

export async function addCreditCard(db: Db, caller: WalletCaller, request: AddCreditCardRequest, now: Date) {
  const method = request.paymentMethod;
  const billing = await checkBilling(db, caller, method.billing);
  const row = await insertCard(db, caller, now, async (tx) => {
    const token = await spendToken(tx, 'checkoutId', method.lowValueToken, 'credit', now);
    if (token.page !== 'payment-form' || !token.firstSix || !token.lastFour || !token.brand) {
      throw new ApiError('CAPTURE_TOKEN_INVALID', 'The token is not of a whole card.');
    }
    if (token.firstSix !== method.cardFirstSix) {
      throw new ApiError('CAPTURE_TOKEN_INVALID', 'cardFirstSix does not match the captured card.');
    }
    refuse(token.firstSix, token.lastFour, false);
    // WAL-097, WAL-098: an unsaved card is never the preferred one.
    const isPreferred = request.defaultCard && request.save;
    return {
      cardType: 'CREDIT_CARD' as const,
      brand: captureBrands[token.brand] ?? 'NONE',
      firstSix: token.firstSix,
      lastFour: token.lastFour,
      expMonth: token.expMonth ?? method.expirationMonth,
      expYear: token.expYear ?? method.expirationYear,
      firstName: method.firstName,
      lastName: method.lastName,
      billing,
      saved: request.save,
      defaultApplications: isPreferred ? [caller.application] : [],
    };
  });
  return presentCard(row, caller.application, now);
}

export async function addSnapCard(db: Db, caller: WalletCaller, request: AddSnapCardRequest, now: Date) {
  const row = await insertCard(db, caller, now, async (tx) => {
    const token = await spendToken(tx, 'checkoutId', request.paymentMethod.lowValueToken, 'ebt', now);
    if (!token.lastFour) throw new ApiError('CAPTURE_TOKEN_INVALID', 'The token holds no card.');
    return {
      cardType: 'EBT_CARD' as const,
      brand: 'NONE' as const,
      firstSix: token.firstSix,
      lastFour: token.lastFour,
      saved: request.save,
      defaultApplications: [],
    };
  });
  return presentCard(row, caller.application, now);
}

/**
 * A gift card's number and PIN are judged by the processor when captured and told here: the attempt is
 * counted per card and client address before the token is spent, and given back unless the processor
 * refused the number and PIN (docs/adr/0023-guessing-limits.md).
 */
export async function addGiftCard(
  db: Db,
  caller: WalletCaller,
  request: AddGiftCardRequest,
  now: Date,
  guard: AttemptGuard,
) {
  const [captured] = await db
    .select({ firstSix: cardTokens.firstSix, lastFour: cardTokens.lastFour })
    .from(cardTokens)
    .where(and(eq(cardTokens.checkoutId, request.paymentMethod.lowValueToken), eq(cardTokens.cardKind, 'gift')));
  const attempt = captured
    ? await takeAttempt(db, guard.now, cardPinEntries(limitRules.giftCardPin, captured, guard.clientAddress))
    : null;
  const row = await insertGiftCard(db, caller, request, now).catch(async (error: unknown) => {
    if (!(error instanceof ApiError && error.code === 'GIFT_CARD_INVALID')) await attempt?.giveBack();
    throw error;
  });
  await attempt?.giveBack();
  return presentCard(row, caller.application, now);
}

function insertGiftCard(db: Db, caller: WalletCaller, request: AddGiftCardRequest, now: Date) {
  return insertCard(db, caller, now, async (tx) => {
    const token = await spendToken(tx, 'checkoutId', request.paymentMethod.lowValueToken, 'gift', now);
    if (!token.lastFour) throw new ApiError('CAPTURE_TOKEN_INVALID', 'The token holds no card.');
    if (token.giftBalanceCents === null) {
      throw new ApiError('GIFT_CARD_INVALID', 'The processor does not know this gift card number and PIN.');
    }
    if (token.giftBalanceCents === 0) throw new ApiError('GIFT_CARD_ZERO_BALANCE', 'The gift card holds $0.00.');
    return {
      cardType: 'GIFT_CARD' as const,
      brand: 'NONE' as const,
      firstSix: token.firstSix,
      lastFour: token.lastFour,
      balanceCents: token.giftBalanceCents,
      defaultApplications: [],
    };
  });
}

async function ownCard(db: Db | Tx, caller: WalletCaller, cardId: string): Promise<WalletCardRow> {
  const [row] = await db
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.id, cardId), eq(walletCards.shopperId, caller.shopperId)));
  if (!row) throw new ApiError('CARD_NOT_FOUND', 'No card of this wallet has this id.');
  return row;
}

/** API-023..029: new expiry, names, billing and preferred flag; the edit frames' token proves the card. */
export async function editCard(db: Db, caller: WalletCaller, request: EditWalletCardRequest, now: Date) {
  const method = request.paymentMethod;
  const existing = await ownCard(db, caller, request.cardId);
  if (existing.cardType !== 'CREDIT_CARD' && existing.cardType !== 'BANK_CARD') {
    throw new ApiError('CARD_NOT_FOUND', 'Only credit and debit cards are edited.');
  }
  if (existing.paymentGram !== request.paymentGram) {
    throw new ApiError('CARD_NOT_FOUND', 'The paymentGram is not of this card.');
  }
  const billing = await checkBilling(db, caller, method.billing);
  const expiry = { expMonth: method.expirationMonth, expYear: method.expirationYear };
  refuse(existing.firstSix, existing.lastFour, true);
  const row = await db.transaction(async (tx) => {
    const token = await spendToken(tx, 'checkoutId', method.lowValueToken, 'credit', now);
    if (token.firstSix && token.firstSix !== existing.firstSix) {
      throw new ApiError('CAPTURE_TOKEN_INVALID', 'The captured card is not this card.', {
        customerErrorMessage: 'The card details entered do not match this card.',
      });
    }
    const isPreferred = request.defaultCard;
    if (isPreferred) await clearPreferred(tx, caller);
    const [updated] = await tx
      .update(walletCards)
      .set({
        ...expiry,
        firstName: method.firstName,
        lastName: method.lastName,
        billing,
        saved: request.saved || isPreferred,
        defaultApplications: isPreferred
          ? sql`array_append(array_remove(${walletCards.defaultApplications}, ${caller.application}), ${caller.application})`
          : sql`array_remove(${walletCards.defaultApplications}, ${caller.application})`,
        version: sql`${walletCards.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(walletCards.id, existing.id), eq(walletCards.shopperId, caller.shopperId)))
      .returning();
    if (!updated) throw new ApiError('CARD_NOT_FOUND', 'No card of this wallet has this id.');
    return updated;
  });
  return presentCard(row, caller.application, now);
}

export async function deleteCard(db: Db, caller: WalletCaller, cardId: string): Promise<void> {
  const deleted = await db
    .delete(walletCards)
    .where(and(eq(walletCards.id, cardId), eq(walletCards.shopperId, caller.shopperId)))
    .returning({ id: walletCards.id });
  if (deleted.length === 0) throw new ApiError('CARD_NOT_FOUND', 'No card of this wallet has this id.');
}

/** API-035, WAL-110: the card becomes the application's preferred one (and so saved). */
export async function makePreferred(db: Db, caller: WalletCaller, cardId: string, now: Date) {
  await db.transaction(async (tx) => {
    const card = await ownCard(tx, caller, cardId);
    if (card.cardType !== 'CREDIT_CARD' && card.cardType !== 'BANK_CARD') {
      throw new ApiError('CARD_NOT_FOUND', 'Only a credit or debit card can be preferred.');
    }
    await clearPreferred(tx, caller);
    await tx
      .update(walletCards)
      .set({
        defaultApplications: sql`array_append(array_remove(${walletCards.defaultApplications}, ${caller.application}), ${caller.application})`,
        saved: true,
        version: sql`${walletCards.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(walletCards.id, cardId), eq(walletCards.shopperId, caller.shopperId)));
  });
  return listCards(db, { ...caller, showSnapCards: true, showGiftCards: true, includeGiftBalances: true }, now);
}

export { ownCard };
