import {
  type Checkout,
  type CheckoutPaymentRequest,
  lostPromotions,
  type ModifyPreview,
  type RootCause,
} from '@aisle/contracts';
import type { Call } from '../calls.ts';
import type { Tx } from '../db/database.ts';
import { and, eq, inArray } from '../db/orm.ts';
import { checkouts, orders, products, walletCards } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { localMinuteOf } from '../timeslots/zonedTime.ts';
import { type Outcome, runOnce } from './idempotency.ts';
import { assertAlcoholAllowed, priceLines, walletCardsFor } from './rules.ts';
import { assertModifiable } from './submit.ts';
import { checkoutView, ownCheckoutRow } from './view.ts';

/*
 * POST /api/checkouts/{orderId}/modify (GEN-029, MOD-007..013, MOD-023..032): turns one of the shopper's
 * placed orders back into a checkout to change (status MODIFYING, the same id), from the modify cart's
 * lines, once per idempotency key. The lines are checked the way promising and the store would: items
 * the mode does not sell are RESTRICTED, items the held window cannot fulfil are promising fallout, alcohol
 * has its own limits; each refusal names the items (rootCauses). The payments are the order's own, the
 * original bank card first (MOD-007, MOD-012).
 */

export async function assertLinesFulfillable(
  tx: Tx,
  order: {
    modalityType: Checkout['modalityType'];
    fulfillment: { promise: Pick<Checkout['fulfillment']['promise'], 'startTime' | 'timeZone' | 'vendorId'> };
  },
  requested: ReadonlyArray<{ gtin13: string; quantity: number }>,
): Promise<void> {
  const wanted = requested.filter((line) => line.quantity > 0);
  const rows = await tx
    .select()
    .from(products)
    .where(
      inArray(
        products.gtin13,
        wanted.map((line) => line.gtin13),
      ),
    );
  const byGtin = new Map(rows.map((row) => [row.gtin13, row]));
  const restricted: RootCause[] = wanted
    .filter((line) => {
      const product = byGtin.get(line.gtin13);
      return !product || !(order.modalityType === 'DELIVERY' ? product.isAvailableDelivery : product.isAvailablePickup);
    })
    .map((line) => ({ gtin13: line.gtin13, code: 'ITEM_RESTRICTED' }));
  if (restricted.length > 0) {
    throw new ApiError('RESTRICTED', 'Items of the modification cannot be bought in this mode.', {
      rootCauses: restricted,
    });
  }
  const promise = order.fulfillment.promise;
  const startHour = Math.floor(localMinuteOf(new Date(promise.startTime), promise.timeZone) / 60);
  const fallout: RootCause[] = wanted
    .filter((line) => {
      const from = byGtin.get(line.gtin13)?.availableFromHour ?? null;
      return from !== null && startHour < from;
    })
    .map((line) => ({ gtin13: line.gtin13, code: 'NOT_AVAILABLE_AT_TIME' }));
  if (fallout.length > 0) {
    throw new ApiError('PROMISING_FALLOUT', 'The order’s time cannot fulfil items of the modification.', {
      rootCauses: fallout,
    });
  }
  assertAlcoholAllowed(
    wanted.map((line) => ({ ...line, ageRestricted: (byGtin.get(line.gtin13)?.minAge ?? null) !== null })),
    { modalityType: order.modalityType, vendorId: promise.vendorId },
  );
}

export async function createModifyCheckout({ params, body, session, banner, db, now }: Call<'createModifyCheckout'>) {
  const owner = { shopperId: session.shopper.id, bannerId: banner.id };
  const own = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, params.orderId), eq(orders.shopperId, owner.shopperId), eq(orders.bannerId, banner.id)));
  if (own.length === 0) throw new ApiError('NOT_FOUND', 'No such order.');
  const { idempotencyKey, ...rest } = body;
  const answer = await runOnce<Checkout>(
    db,
    { shopperId: owner.shopperId, key: idempotencyKey, operation: 'modify', targetId: params.orderId, body: rest, now },
    async (tx): Promise<Outcome<Checkout>> => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, params.orderId), eq(orders.shopperId, owner.shopperId)))
        .for('update');
      const row = await ownCheckoutRow(tx, owner, params.orderId, true);
      if (!order || !row || row.status === 'DRAFT') {
        throw new ApiError('CANNOT_MODIFY', 'This order cannot be modified online.');
      }
      assertModifiable(order, row.promiseSnapshot.startTime, now);
      const current = await checkoutView(tx, row, now);
      await assertLinesFulfillable(tx, current, rest.lineItems);
      const priced = await priceLines(tx, [], rest.lineItems, row.modality, { replace: true });
      const dateOfBirth = rest.buyer?.dateOfBirth !== undefined ? rest.buyer.dateOfBirth : row.buyer.dateOfBirth;
      if (priced.lines.some((line) => line.ageRestricted) && !dateOfBirth) {
        throw new ApiError('AGE_VERIFICATION_REQUIRED', 'Age-restricted items need a date of birth.', {
          issues: [{ path: 'buyer.dateOfBirth', message: 'required for age-restricted items' }],
        });
      }

      // MOD-007, MOD-012: the payments, rebuilt from the order's own wallet cards when the page sends none.
      const originalBank = order.payments.find(
        (payment) => payment.cardType === 'BANK_CARD' || payment.cardType === 'CREDIT_CARD',
      );
      const payments: CheckoutPaymentRequest[] =
        rest.payments ??
        order.payments.map((payment): CheckoutPaymentRequest => {
          if (payment.cardType === 'EBT_CARD')
            return { paymentType: 'EBT', id: payment.cardId, amount: payment.amount };
          if (payment.cardType === 'GIFT_CARD') return { paymentType: 'GIFT_CARD', id: payment.cardId };
          return { paymentType: 'BANK_CARD', id: payment.cardId };
        });
      const bank = payments.find((payment) => payment.paymentType === 'BANK_CARD');
      if (originalBank && bank && bank.id !== originalBank.cardId) {
        throw new ApiError('ORIGINAL_PAYMENT_REQUIRED', 'A modification is paid with the original card.');
      }
      const [stillSaved] = originalBank
        ? await tx
            .select({ id: walletCards.id })
            .from(walletCards)
            .where(and(eq(walletCards.id, originalBank.cardId), eq(walletCards.shopperId, owner.shopperId)))
        : [];
      if (!bank || !stillSaved) {
        throw new ApiError('PAYMENT_METHOD_REQUIRED', 'Please refresh page and try again.');
      }
      // Cards gone from the wallet since the order drop out; the checks of an update apply to the rest.
      const saved = await tx
        .select({ id: walletCards.id })
        .from(walletCards)
        .where(
          and(
            eq(walletCards.shopperId, owner.shopperId),
            inArray(
              walletCards.id,
              payments.map((payment) => payment.id),
            ),
          ),
        );
      const kept = payments.filter((payment) => saved.some((card) => card.id === payment.id));
      await walletCardsFor(tx, owner.shopperId, kept, now);

      const [modifying] = await tx
        .update(checkouts)
        .set({
          status: 'MODIFYING',
          isModify: true,
          basketSnapshot: priced.lines,
          itemTotalCents: priced.itemTotalCents,
          buyer: { ...row.buyer, dateOfBirth },
          fulfillment: { ...row.fulfillment, contact: { ...row.fulfillment.contact, dateOfBirth } },
          payments: kept,
          paymentVersionKey: row.paymentVersionKey + 1,
          // The placed order's summary, kept through repeated modify attempts.
          originalSummary: row.originalSummary ?? current.summary,
          versionKey: row.versionKey + 1,
        })
        .where(and(eq(checkouts.id, row.id), eq(checkouts.versionKey, row.versionKey)))
        .returning();
      if (!modifying) throw new ApiError('VERSION_CONFLICT', 'This order changed since it was read.');
      return { kind: 'answer', status: 201, body: await checkoutView(tx, modifying, now) };
    },
  );
  return answer.body;
}

/**
 * POST /api/checkouts/{orderId}/modify/preview (issue 20): the modify cart's lines priced as the modify
 * checkout would price them, by the same view, and the placed order's promotions the change would lose.
 * Nothing is written: the order and its checkout stay as they are until the modify request.
 */
export async function previewModifyCheckout({
  params,
  body,
  session,
  banner,
  db,
  now,
}: Call<'previewModifyCheckout'>): Promise<ModifyPreview> {
  const owner = { shopperId: session.shopper.id, bannerId: banner.id };
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, params.orderId), eq(orders.shopperId, owner.shopperId), eq(orders.bannerId, banner.id)));
    if (!order) throw new ApiError('NOT_FOUND', 'No such order.');
    const row = await ownCheckoutRow(tx, owner, params.orderId);
    if (!row || row.status === 'DRAFT') throw new ApiError('CANNOT_MODIFY', 'This order cannot be modified online.');
    // The placed order as it was (a modify attempt not submitted may have changed the checkout's lines).
    const placedCents = order.lineItems.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
    const placed = await checkoutView(
      tx,
      { ...row, basketSnapshot: order.lineItems, itemTotalCents: placedCents },
      now,
    );
    const priced = await priceLines(tx, [], body.lineItems, row.modality, { replace: true });
    const after = await checkoutView(
      tx,
      { ...row, basketSnapshot: priced.lines, itemTotalCents: priced.itemTotalCents },
      now,
    );
    return {
      lineItems: after.lineItems,
      summary: after.summary,
      promos: after.priceAdjustment.promos,
      lostPromos: lostPromotions(placed.priceAdjustment.promos, after.priceAdjustment.promos),
      originalTotal: order.totals?.total ?? placed.summary.cost.total,
    };
  });
}
