import {
  alcoholProblemOf,
  type Checkout,
  type CheckoutLineRequest,
  type CheckoutPaymentRequest,
  flashSalePrice,
  MAX_GIFT_CARDS_PER_ORDER,
} from '@aisle/contracts';
import type { Tx } from '../db/database.ts';
import { and, eq, inArray } from '../db/orm.ts';
import { products, walletCards } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { isExpired } from '../wallet/presenters.ts';
import type { FlashOffer, FlashOffers } from './flashSales.ts';

/*
 * The checks a checkout change must pass on the server, whatever the page already checked: lines priced
 * from the catalogue (available in the mode, within the product's maximum, flash sales only as offered), payments that are the
 * shopper's own wallet cards of the right kind, within the spec's limits (PAY-102..105, PAY-110, PAY-123).
 */

type Line = Checkout['lineItems'][number];

/**
 * The lines after a change: each requested gtin13 set to its quantity (0 removes it; a new one is added),
 * priced from the catalogue. `replace` makes the requested list the whole order (modify, MOD-008). A line
 * with a coupon (new or kept) must be one of the checkout's `offers` (PRO-012, PRO-016): at most its
 * maximum quantity, priced with its percent off, with no substitution, its source store and its coupon as
 * priceAdjustment (PRO-021..023); any other coupon answers FLASH_SALE_NOT_AVAILABLE.
 */
export async function priceLines(
  tx: Tx,
  current: readonly Line[],
  requested: readonly CheckoutLineRequest[],
  modality: Checkout['modalityType'],
  { replace = false, offers = new Map() }: { replace?: boolean; offers?: FlashOffers } = {},
): Promise<{ lines: Line[]; itemTotalCents: number }> {
  const gtins = [...new Set([...current.map((line) => line.gtin13), ...requested.map((line) => line.gtin13)])];
  const rows = await tx.select().from(products).where(inArray(products.gtin13, gtins));
  const byGtin = new Map(rows.map((row) => [row.gtin13, row]));
  const quantities = new Map<string, CheckoutLineRequest>(
    replace ? [] : current.map((line) => [line.gtin13, { gtin13: line.gtin13, quantity: line.quantity }]),
  );
  for (const change of requested) quantities.set(change.gtin13, change);

  const lines: Line[] = [];
  for (const change of quantities.values()) {
    if (change.quantity === 0) continue;
    const product = byGtin.get(change.gtin13);
    const offered = product && (modality === 'DELIVERY' ? product.isAvailableDelivery : product.isAvailablePickup);
    if (!product || !offered || (change.modalityType !== undefined && change.modalityType !== modality)) {
      throw new ApiError('ITEM_NOT_AVAILABLE', `Item ${change.gtin13} cannot be bought for ${modality}.`, {
        issues: [{ path: `lineItems.${change.gtin13}`, message: 'not available in this mode' }],
      });
    }
    const previous = replace ? undefined : current.find((line) => line.gtin13 === product.gtin13);
    const couponId = change.couponId !== undefined ? change.couponId : (previous?.couponId ?? null);
    const offer = couponId ? flashOfferFor(offers, product.gtin13, couponId, change.sourceStoreId) : null;
    const maxQuantity = offer ? offer.maxQuantity : product.maxQuantity;
    if (change.quantity > maxQuantity) {
      throw new ApiError('CART_QUANTITY_LIMIT_EXCEEDED', `At most ${maxQuantity} of ${product.name}.`, {
        reason: `You can only buy ${maxQuantity} of ${product.name} per order.`,
        issues: [{ path: `lineItems.${change.gtin13}.quantity`, message: `at most ${maxQuantity}` }],
      });
    }
    const regularCents = product.promoPriceCents ?? product.priceCents;
    const priceCents = offer ? Math.round(flashSalePrice(regularCents / 100, offer.percentOff) * 100) : regularCents;
    lines.push({
      gtin13: product.gtin13,
      name: product.name,
      quantity: change.quantity,
      channel: 'ONLINE',
      substitutionPolicy: offer ? 'NONE' : 'SHOPPER_CHOICE',
      modalityType: modality,
      price: priceCents / 100,
      lineTotal: (priceCents * change.quantity) / 100,
      ageRestricted: product.minAge !== null,
      ...(offer
        ? {
            couponId: offer.couponId,
            sourceStoreId: offer.sourceStoreId,
            priceAdjustment: { type: 'FlashSale' as const, id: offer.couponId },
          }
        : {}),
    });
  }
  if (lines.length === 0) {
    throw new ApiError('VALIDATION_FAILED', 'An order needs at least one item.', {
      issues: [{ path: 'lineItems', message: 'at least one item with a quantity' }],
    });
  }
  const itemTotalCents = lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
  return { lines, itemTotalCents };
}

/** PRO-012, PRO-023: the checkout's offer the coupon names, from the store the offer names; or refused. */
function flashOfferFor(
  offers: FlashOffers,
  gtin13: string,
  couponId: string,
  sourceStoreId: string | null | undefined,
): FlashOffer {
  const offer = offers.get(gtin13);
  if (!offer || offer.couponId !== couponId || (sourceStoreId && sourceStoreId !== offer.sourceStoreId)) {
    throw new ApiError('FLASH_SALE_NOT_AVAILABLE', `No flash sale of ${gtin13} has coupon ${couponId} here.`, {
      issues: [{ path: `lineItems.${gtin13}.couponId`, message: 'not a flash sale of this checkout' }],
    });
  }
  return offer;
}

export type WalletCardRow = typeof walletCards.$inferSelect;

const walletTypesOf: Record<CheckoutPaymentRequest['paymentType'], ReadonlyArray<WalletCardRow['cardType']>> = {
  BANK_CARD: ['BANK_CARD', 'CREDIT_CARD'],
  GIFT_CARD: ['GIFT_CARD'],
  EBT: ['EBT_CARD'],
};

/**
 * The shopper's wallet cards the payments name, checked: each is theirs (another shopper's id answers
 * CARD_NOT_FOUND, as an unknown one does) and of the named kind; a bank card is not expired (PAY-093);
 * at most 5 gift cards (PAY-102), none empty (PAY-105).
 */
export async function walletCardsFor(
  tx: Tx,
  shopperId: string,
  payments: readonly CheckoutPaymentRequest[],
  now: Date,
): Promise<Map<string, WalletCardRow>> {
  if (payments.filter((payment) => payment.paymentType === 'GIFT_CARD').length > MAX_GIFT_CARDS_PER_ORDER) {
    throw new ApiError('GIFT_CARD_ORDER_LIMIT_REACHED', 'At most 5 gift cards per order.');
  }
  const ids = payments.map((payment) => payment.id);
  const cards =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(walletCards)
          .where(and(inArray(walletCards.id, ids), eq(walletCards.shopperId, shopperId)));
  const byId = new Map(cards.map((card) => [card.id, card]));
  for (const payment of payments) {
    const card = byId.get(payment.id);
    if (!card || !walletTypesOf[payment.paymentType].includes(card.cardType)) {
      throw new ApiError('CARD_NOT_FOUND', `No ${payment.paymentType} of this wallet has id ${payment.id}.`);
    }
    if (payment.paymentType === 'BANK_CARD' && isExpired(card, now)) {
      throw new ApiError('PAYMENT_METHOD_EXPIRED', 'This payment method is expired.');
    }
    if (payment.paymentType === 'GIFT_CARD' && card.balanceCents === 0) {
      throw new ApiError('GIFT_CARD_ZERO_BALANCE', 'A gift card with a $0 balance cannot pay.');
    }
  }
  return byId;
}

/** PAY-110, PAY-123: the SNAP EBT amount asked for fits the eligible total and the card's known balance. */
export function assertEbtAmount(payments: readonly CheckoutPaymentRequest[], view: Checkout): void {
  const ebt = payments.find((payment) => payment.paymentType === 'EBT');
  if (ebt?.paymentType !== 'EBT') return;
  const eligible = view.summary.cost.ebtEligibleTotal;
  const balance = view.payments.find((payment) => payment.id === ebt.id)?.balance ?? null;
  const maximum = Math.min(eligible, balance ?? eligible);
  if (eligible <= 0 || Math.round(ebt.amount * 100) > Math.round(maximum * 100)) {
    throw new ApiError('EBT_AMOUNT_INVALID', `At most ${maximum.toFixed(2)} can be charged to SNAP EBT.`, {
      issues: [{ path: 'payments.EBT.amount', message: `at most ${maximum.toFixed(2)}` }],
      ...(balance !== null ? { remainingBalance: balance } : {}),
    });
  }
}

/**
 * SCH-083, SCH-084, MOD-030, MOD-031: refuses an order that breaks the alcohol limits (contracts'
 * alcoholProblemOf), with the reason the page shows and the lines at fault. Checked when the checkout is
 * created, when it is placed or its modification submitted, and when a placed order is opened to modify.
 */
export function assertAlcoholAllowed(
  lines: ReadonlyArray<{ gtin13: string; quantity: number; ageRestricted: boolean }>,
  order: { modalityType: string; vendorId: string },
): void {
  const problem = alcoholProblemOf(lines, order);
  if (!problem) return;
  const rootCauseCode =
    problem.code === 'ALCOHOL_QUANTITY_EXCEEDED' ? 'ALCOHOL_QUANTITY_EXCEEDED' : 'ALCOHOL_NOT_AVAILABLE';
  throw new ApiError(
    problem.code,
    problem.code === 'ALCOHOL_QUANTITY_EXCEEDED'
      ? 'Too many alcohol items in one order.'
      : 'Alcohol is not delivered to this address.',
    { reason: problem.reason, rootCauses: problem.gtin13s.map((gtin13) => ({ gtin13, code: rootCauseCode })) },
  );
}
