import { createHash } from 'node:crypto';
import { type AppliedPromo, type Checkout, checkoutTotals, type PaymentSource } from '@aisle/contracts';
import type { Db, Tx } from '../db/database.ts';
import { and, eq, inArray } from '../db/orm.ts';
import { checkouts, orders, products, promotions, stores, walletCards } from '../db/schema.ts';
import { feeForOrder } from '../fees/fulfillmentFee.ts';
import { destinationOf } from '../orders/destination.ts';
import { evaluatePromotions, type PromoLine } from '../promotions/evaluate.ts';
import { presentPromo } from '../promotions/promotions.ts';
import { isExpired } from '../wallet/presenters.ts';

/*
 * A checkout as the API answers it (PAY-155..175, CBX-045..048): every amount is computed here from the
 * database (the lines' products, the applied promotions, the window's fee, the wallet's cards and their
 * balances) by the contracts' pure checkoutTotals, never taken from the browser.
 */

export type CheckoutRow = typeof checkouts.$inferSelect;
type Reader = Db | Tx;

/** PAY-160: local bag-ban areas (California ZIP codes, 900-961) charge a bag fee per 8 items. */
const BAG_FEE_CENTS = 10;
const ITEMS_PER_BAG = 8;
function isBagBanZip(postalCode: string | null | undefined): boolean {
  const prefix = Number((postalCode ?? '').slice(0, 3));
  return prefix >= 900 && prefix <= 961;
}

/** The lines' products (snap eligibility, department, regular price), by gtin13. */
async function productsOf(db: Reader, gtins: string[]) {
  if (gtins.length === 0) return new Map<string, typeof products.$inferSelect>();
  const rows = await db.select().from(products).where(inArray(products.gtin13, gtins));
  return new Map(rows.map((row) => [row.gtin13, row]));
}

type CheckoutLine = CheckoutRow['basketSnapshot'][number];

function toPromoLines(lines: readonly CheckoutLine[], byGtin: Map<string, typeof products.$inferSelect>) {
  return lines.map((line) => ({
    departmentId: byGtin.get(line.gtin13)?.departmentId ?? '',
    lineCents: Math.round(line.lineTotal * 100),
    isSnap: byGtin.get(line.gtin13)?.isSnapEligible ?? false,
  }));
}

/** The lines as a promotion sees them (department, cost now) and whether SNAP EBT may pay them. */
export async function promoLinesFor(db: Reader, lines: readonly CheckoutLine[]) {
  return toPromoLines(
    lines,
    await productsOf(
      db,
      lines.map((line) => line.gtin13),
    ),
  );
}

/** The promos applied to these lines, each with its share (PRO-010), and the part on SNAP-eligible lines. */
async function promosOf(db: Reader, codes: string[], lines: Array<PromoLine & { isSnap: boolean }>) {
  if (codes.length === 0) return { promos: [] as AppliedPromo[], snapEligibleDiscountCents: 0 };
  const rows = await db.select().from(promotions).where(inArray(promotions.code, codes));
  const applied = codes.flatMap((code) => rows.filter((row) => row.code === code));
  const evaluation = evaluatePromotions(
    applied.filter((row) => row.isActive),
    lines,
  );
  let snapEligibleDiscountCents = 0;
  for (const row of applied) {
    const share = evaluation.discounts.get(row.code) ?? 0;
    const covered = lines.filter((line) => row.kind === 'ORDER_AMOUNT_OFF' || line.departmentId === row.departmentId);
    const coveredCents = covered.reduce((sum, line) => sum + line.lineCents, 0);
    const snapCents = covered.filter((line) => line.isSnap).reduce((sum, line) => sum + line.lineCents, 0);
    if (coveredCents > 0) snapEligibleDiscountCents += Math.round((share * snapCents) / coveredCents);
  }
  return {
    promos: applied.map((row) => presentPromo(row, evaluation.discounts.get(row.code) ?? 0)),
    snapEligibleDiscountCents,
  };
}

/** The wallet cards the checkout names, as payment sources; cards gone from the wallet drop out. */
async function paymentSourcesOf(db: Reader, row: CheckoutRow, now: Date): Promise<PaymentSource[]> {
  const ids = row.payments.map((payment) => payment.id);
  if (ids.length === 0) return [];
  const cards = await db
    .select()
    .from(walletCards)
    .where(and(inArray(walletCards.id, ids), eq(walletCards.shopperId, row.shopperId)));
  let authorized = new Map<string, number>();
  if (row.status !== 'DRAFT') {
    const [order] = await db.select({ payments: orders.payments }).from(orders).where(eq(orders.id, row.id));
    authorized = new Map((order?.payments ?? []).map((payment) => [payment.cardId, payment.amount]));
  }
  return row.payments.flatMap((payment): PaymentSource[] => {
    const card = cards.find((candidate) => candidate.id === payment.id);
    if (!card) return [];
    return [
      {
        id: card.id,
        paymentType: payment.paymentType,
        brand: card.brand,
        lastFour: card.lastFour,
        balance: payment.paymentType === 'BANK_CARD' || card.balanceCents === null ? null : card.balanceCents / 100,
        paymentGram: payment.paymentType === 'BANK_CARD' ? null : card.paymentGram,
        expired: payment.paymentType === 'BANK_CARD' && isExpired(card, now),
        ...(payment.paymentType === 'EBT' ? { requestedAmount: payment.amount } : {}),
        ...(authorized.has(card.id) ? { authorizedAmount: authorized.get(card.id) } : {}),
      },
    ];
  });
}

/** A stable hash of what a shopper agreed to: lines, promos, payments, tip and the totals (MOD-020). */
/**
 * The window's fee for the checkout's items as they are now, by the fee rule (services/src/fees): the
 * Payment Summary and the placed order show it. A checkout made before migration 0020 keeps its stored fee.
 */
export function fulfillmentFeeOf(
  row: Pick<
    CheckoutRow,
    'fulfillmentFeeCents' | 'windowRegularFeeCents' | 'memberFreeThresholdCents' | 'itemTotalCents'
  >,
): number {
  if (row.windowRegularFeeCents === null) return row.fulfillmentFeeCents / 100;
  const window = {
    regularCost: row.windowRegularFeeCents / 100,
    memberThreshold: row.memberFreeThresholdCents === null ? null : row.memberFreeThresholdCents / 100,
  };
  return feeForOrder(window, row.itemTotalCents / 100).cost;
}

export function checksumOf(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

/** The checkout as the API answers it, read from the database in the caller's transaction (if any). */
export async function checkoutView(db: Reader, row: CheckoutRow, now: Date): Promise<Checkout> {
  const lines = row.basketSnapshot;
  const byGtin = await productsOf(
    db,
    lines.map((line) => line.gtin13),
  );
  const promoLines = toPromoLines(lines, byGtin);
  const { promos, snapEligibleDiscountCents } = await promosOf(db, row.promoCodes, promoLines);
  const itemCount = lines.reduce((count, line) => count + line.quantity, 0);
  const yellowTagCents = lines.reduce((sum, line) => {
    const product = byGtin.get(line.gtin13);
    const regular = product ? product.priceCents * line.quantity : 0;
    return sum + Math.max(0, regular - Math.round(line.lineTotal * 100));
  }, 0);
  let storeZip: string | null = null;
  if (row.fulfillment.location) {
    const [store] = await db
      .select({ postalCode: stores.postalCode })
      .from(stores)
      .where(eq(stores.locationId, row.fulfillment.location.locationId));
    storeZip = store?.postalCode ?? null;
  }
  const bagFeeApplies = isBagBanZip(row.fulfillment.address?.postalCode ?? storeZip);
  const totals = checkoutTotals({
    modality: row.modality,
    itemTotal: row.itemTotalCents / 100,
    itemCount,
    snapEligibleItemTotal:
      promoLines.filter((line) => line.isSnap).reduce((sum, line) => sum + line.lineCents, 0) / 100,
    yellowTagDiscountTotal: yellowTagCents / 100,
    promos,
    snapEligibleDiscount: snapEligibleDiscountCents / 100,
    fulfillmentFee: fulfillmentFeeOf(row),
    serviceFee: 0,
    bagFee: bagFeeApplies ? (Math.ceil(itemCount / ITEMS_PER_BAG) * BAG_FEE_CENTS) / 100 : 0,
    bagFeeApplies,
    gratuityAmount: row.gratuityCents / 100,
    payments: await paymentSourcesOf(db, row, now),
    facilityId: row.fulfillment.location?.locationId ?? null,
    paymentVersionKey: String(row.paymentVersionKey),
  });
  return {
    id: row.id,
    versionKey: String(row.versionKey),
    status: row.status,
    modalityType: row.modality,
    cartId: row.cartId,
    buyer: row.buyer,
    fulfillment: { ...row.fulfillment, promise: row.promiseSnapshot },
    lineItems: lines,
    properties: row.properties,
    createdAt: row.createdAt.toISOString(),
    checksum: checksumOf({ versionKey: row.versionKey, lines, promos: row.promoCodes, cost: totals.summary.cost }),
    isModify: row.isModify,
    originalSummary: row.originalSummary ?? null,
    priceAdjustment: { promos },
    placedAt: row.placedAt?.toISOString() ?? null,
    destination: await destinationOf(db, { modalityType: row.modality, fulfillment: row.fulfillment }, row.shopperId),
    ...totals,
  };
}

/** The shopper's own checkout on this banner, optionally locked; null for anyone else's id. */
export async function ownCheckoutRow(
  db: Reader,
  owner: { shopperId: string; bannerId: string },
  orderId: string,
  lock = false,
): Promise<CheckoutRow | null> {
  const query = db
    .select()
    .from(checkouts)
    .where(
      and(eq(checkouts.id, orderId), eq(checkouts.shopperId, owner.shopperId), eq(checkouts.bannerId, owner.bannerId)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
