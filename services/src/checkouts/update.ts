import type { Banner } from '@aisle/banner-themes';
import { normalizePromoCode } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import type { Tx } from '../db/database.ts';
import { and, eq } from '../db/orm.ts';
import { checkouts, orders, promotions } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { feeForOrder } from '../fees/fulfillmentFee.ts';
import { isEligible } from '../promotions/evaluate.ts';
import { orderWindowOfSelection } from '../timeslots/promises.ts';
import { flashOffersFor } from './flashSales.ts';
import { assertLinesFulfillable } from './modify.ts';
import { assertEbtAmount, priceLines, walletCardsFor } from './rules.ts';
import { assertModifiable } from './submit.ts';
import { type CheckoutRow, checkoutView, ownCheckoutRow, promoLinesFor } from './view.ts';

/*
 * PUT /api/checkouts/{orderId} (GEN-024, GEN-025, GEN-030, GEN-031, CBX-039..044): one change of a DRAFT
 * or MODIFYING checkout, carrying the versionKey the page read. The row is locked and its versionKey
 * compared in one transaction, so of many updates carrying one versionKey (two tabs, a double click, two
 * server processes) exactly one applies; the others answer VERSION_CONFLICT and the page reads it again.
 * Every field is checked again here with the contracts' rules; the totals are recomputed from the database.
 */

const editable: ReadonlyArray<CheckoutRow['status']> = ['DRAFT', 'MODIFYING'];

export async function updateCheckout({ params, body, session, banner, db, now }: Call<'updateCheckout'>) {
  const owner = { shopperId: session.shopper.id, bannerId: banner.id };
  return db.transaction(async (tx) => {
    const row = await ownCheckoutRow(tx, owner, params.orderId, true);
    if (!row) throw new ApiError('NOT_FOUND', 'No such checkout.');
    if (!editable.includes(row.status)) {
      throw new ApiError('CHECKOUT_NOT_EDITABLE', 'This order is placed; it takes no more changes.');
    }
    if (String(row.versionKey) !== body.versionKey) {
      throw new ApiError('VERSION_CONFLICT', 'This checkout changed since it was read. Read it again.');
    }
    const before = await checkoutView(tx, row, now);
    const next: CheckoutRow = { ...row, fulfillment: { ...row.fulfillment, contact: { ...row.fulfillment.contact } } };
    const isDelivery = row.modality === 'DELIVERY';

    if (body.lineItems) {
      const offers = await flashOffersFor(tx, row);
      const priced = await priceLines(tx, row.basketSnapshot, body.lineItems, row.modality, { offers });
      next.basketSnapshot = priced.lines;
      next.itemTotalCents = priced.itemTotalCents;
      if (priced.lines.some((line) => line.ageRestricted) && !row.buyer.dateOfBirth) {
        throw new ApiError('AGE_VERIFICATION_REQUIRED', 'Age-restricted items need a date of birth.', {
          issues: [{ path: 'buyer.dateOfBirth', message: 'required for age-restricted items' }],
        });
      }
    }

    const fulfillment = body.fulfillment;
    if (fulfillment?.contact) {
      const phoneChanged = fulfillment.contact.phone !== row.fulfillment.contact.phone;
      next.fulfillment.contact = {
        ...next.fulfillment.contact,
        firstName: fulfillment.contact.firstName,
        lastName: fulfillment.contact.lastName,
        phone: fulfillment.contact.phone,
        // PAY-051, PAY-055: a new phone number clears the opt-in unless the page ticked it for that number.
        smsOptin: fulfillment.contact.smsOptin ?? (phoneChanged ? false : row.fulfillment.contact.smsOptin),
      };
    }
    if (fulfillment?.instructions !== undefined) {
      // PAY-019, GEN-014: delivery takes instructions; pickup only where the banner allows it.
      if (!isDelivery && !banner.allowsPickupInstructions) {
        throw new ApiError('VALIDATION_FAILED', 'This banner takes no pickup instructions.', {
          issues: [{ path: 'fulfillment.instructions', message: 'not taken for pickup on this banner' }],
        });
      }
      next.fulfillment.instructions = fulfillment.instructions === '' ? null : fulfillment.instructions;
    }
    if (fulfillment?.deliveryType !== undefined) {
      if (!isDelivery) {
        throw new ApiError('VALIDATION_FAILED', 'A delivery type is for delivery only.', {
          issues: [{ path: 'fulfillment.deliveryType', message: 'delivery only' }],
        });
      }
      next.fulfillment.deliveryType = fulfillment.deliveryType;
    }
    // PAY-066: a date of birth (age-restricted items) keeps the delivery Standard.
    if (
      isDelivery &&
      next.fulfillment.deliveryType === 'Contactless' &&
      (row.buyer.dateOfBirth || next.basketSnapshot.some((line) => line.ageRestricted))
    ) {
      if (fulfillment?.deliveryType === 'Contactless') {
        throw new ApiError('VALIDATION_FAILED', 'Orders with age-restricted items are delivered Standard.', {
          issues: [{ path: 'fulfillment.deliveryType', message: 'must be Standard with age-restricted items' }],
        });
      }
      next.fulfillment.deliveryType = 'Standard';
    }

    if (fulfillment?.selectedTimeId !== undefined) {
      await changeOrderTime(tx, { banner, shopperId: owner.shopperId, now }, row, next, fulfillment.selectedTimeId);
    }

    if (body.priceAdjustment) {
      // MOD-006: a modification takes no promo codes.
      if (row.isModify) throw new ApiError('PROMO_NOT_ALLOWED', 'Promo codes cannot be applied to a modification.');
      const codes = [...next.promoCodes];
      const promoLines = await promoLinesFor(tx, next.basketSnapshot);
      for (const change of body.priceAdjustment.promos) {
        const code = normalizePromoCode(change.code);
        const at = codes.indexOf(code);
        if (change.action === 'Remove') {
          if (at >= 0) codes.splice(at, 1);
          continue;
        }
        const [promotion] = await tx
          .select()
          .from(promotions)
          .where(and(eq(promotions.code, code), eq(promotions.isActive, true)));
        if (!promotion) throw new ApiError('PROMO_CODE_INVALID', 'No promotion has this code.');
        if (!isEligible(promotion, promoLines)) {
          throw new ApiError('PROMO_NOT_ELIGIBLE', `The order does not meet the condition of ${code}.`);
        }
        if (at < 0) codes.push(code);
      }
      next.promoCodes = codes;
    }

    if (body.paymentDetails) {
      // PAY-074: the tip is read-only in modify mode; only delivery orders take one.
      if (row.isModify || !isDelivery) {
        throw new ApiError('VALIDATION_FAILED', 'This order takes no tip change.', {
          issues: [{ path: 'paymentDetails.gratuityAmount', message: 'not tip eligible' }],
        });
      }
      next.gratuityCents = Math.round(body.paymentDetails.gratuityAmount * 100);
    }

    if (body.payments) {
      await walletCardsFor(tx, owner.shopperId, body.payments, now);
      // MOD-007: a modification keeps the order's original bank card.
      if (row.isModify) {
        const original = row.payments.find((payment) => payment.paymentType === 'BANK_CARD');
        const chosen = body.payments.find((payment) => payment.paymentType === 'BANK_CARD');
        if (original && chosen?.id !== original.id) {
          throw new ApiError('ORIGINAL_PAYMENT_REQUIRED', 'A modification is paid with the original card.');
        }
      }
      // PAY-103: once gift cards cover the total, no further gift card is added.
      const earlierGifts = new Set(
        row.payments.filter((payment) => payment.paymentType === 'GIFT_CARD').map((payment) => payment.id),
      );
      const addsGift = body.payments.some(
        (payment) => payment.paymentType === 'GIFT_CARD' && !earlierGifts.has(payment.id),
      );
      if (addsGift && earlierGifts.size > 0 && before.summary.cost.bankCardTotal === 0) {
        throw new ApiError('GIFT_CARDS_COVER_TOTAL', 'The gift cards already cover the total.');
      }
      next.payments = body.payments.map((payment) => ({ ...payment }));
      next.paymentVersionKey = row.paymentVersionKey + 1;
    }

    const after = await checkoutView(tx, next, now);
    if (body.payments) assertEbtAmount(body.payments, after);
    // PAY-083: the tip stays within the checkout's maximum (of the subtotal after this change).
    if (next.gratuityCents > Math.round(after.paymentDetails.maxGratuityAmount * 100)) {
      throw new ApiError('TIP_ABOVE_MAXIMUM', `The tip can be at most ${after.paymentDetails.maxGratuityAmount}.`, {
        issues: [
          { path: 'paymentDetails.gratuityAmount', message: `at most ${after.paymentDetails.maxGratuityAmount}` },
        ],
      });
    }

    const [updated] = await tx
      .update(checkouts)
      .set({
        basketSnapshot: next.basketSnapshot,
        itemTotalCents: next.itemTotalCents,
        fulfillment: next.fulfillment,
        promiseSnapshot: next.promiseSnapshot,
        fulfillmentFeeCents: next.fulfillmentFeeCents,
        windowRegularFeeCents: next.windowRegularFeeCents,
        memberFreeThresholdCents: next.memberFreeThresholdCents,
        promoCodes: next.promoCodes,
        gratuityCents: next.gratuityCents,
        payments: next.payments,
        paymentVersionKey: next.paymentVersionKey,
        versionKey: row.versionKey + 1,
      })
      .where(and(eq(checkouts.id, row.id), eq(checkouts.versionKey, row.versionKey)))
      .returning();
    if (!updated) throw new ApiError('VERSION_CONFLICT', 'This checkout changed since it was read. Read it again.');
    return checkoutView(tx, updated, now);
  });
}

/**
 * 'Change Time' of a modification (issue 20): the placed order moves to another window at its own place,
 * checked as the modification's lines are (MOD-029's cutoff, the items the new hour can fulfil, alcohol
 * from the partner, SCH-083, SCH-084); the window's fee follows. A draft checkout's time is its held
 * promise, changed on the scheduling page.
 */
async function changeOrderTime(
  tx: Tx,
  context: { banner: Banner; shopperId: string; now: Date },
  row: CheckoutRow,
  next: CheckoutRow,
  selectedTimeId: string,
): Promise<void> {
  if (row.status !== 'MODIFYING') {
    throw new ApiError('VALIDATION_FAILED', 'A checkout changes its time on the scheduling page.', {
      issues: [{ path: 'fulfillment.selectedTimeId', message: 'only a modification of a placed order' }],
    });
  }
  const [order] = await tx
    .select({ status: orders.status, fulfillment: orders.fulfillment })
    .from(orders)
    .where(and(eq(orders.id, row.id), eq(orders.shopperId, context.shopperId)));
  if (!order) throw new ApiError('NOT_FOUND', 'No such order.');
  assertModifiable(order, row.promiseSnapshot.startTime, context.now);
  const { window, fee } = await orderWindowOfSelection(
    tx,
    context.banner,
    context.shopperId,
    selectedTimeId,
    {
      modality: row.modality,
      locationId: row.fulfillment.location?.locationId ?? null,
      addressId: row.fulfillment.address?.id ?? null,
    },
    context.now,
  );
  assertModifiable(order, window.startTime, context.now);
  // The lines at the new hour, and alcohol from the new window's vendor (SCH-083, SCH-084).
  await assertLinesFulfillable(
    tx,
    { modalityType: row.modality, fulfillment: { promise: window } },
    next.basketSnapshot,
  );
  next.promiseSnapshot = { ...window, id: row.promiseSnapshot.id };
  next.windowRegularFeeCents = Math.round(fee.regularCost * 100);
  next.memberFreeThresholdCents = fee.memberThreshold === null ? null : Math.round(fee.memberThreshold * 100);
  next.fulfillmentFeeCents = Math.round(feeForOrder(fee, next.itemTotalCents / 100).cost * 100);
}
