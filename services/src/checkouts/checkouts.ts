import { type Checkout, isSendableName, minimumAgeOf, toContactPhone } from '@aisle/contracts';
import { birthDateProblem, calendarDayIn, parseIsoDate } from '@aisle/contracts/ageVerification';
import { ORDER_ID_MODE_SUFFIX } from '@aisle/contracts/orderRules';
import type { Call } from '../calls.ts';
import { and, eq, inArray, sql } from '../db/orm.ts';
import {
  addresses,
  basketItems,
  basketPromotions,
  baskets,
  checkouts,
  products,
  shopperPhones,
  shoppers,
} from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { feeForOrder } from '../fees/fulfillmentFee.ts';
import { livePromiseRow, promiseItemsFor, promiseWindowFee } from '../timeslots/promises.ts';
import { parseQuoteId } from '../timeslots/quotes.ts';
import { runOnceIfKeyed } from './idempotency.ts';
import { assertAlcoholAllowed } from './rules.ts';
import { checkoutView, ownCheckoutRow } from './view.ts';

/*
 * Checkouts (SCH-047..065): the scheduling step creates a DRAFT checkout from the shopper's basket of the
 * mode and their live promise, in one transaction that locks the promise, so an expired or replaced hold
 * never makes a checkout. The buyer and contact come from the signed-in profile, never from the browser.
 */

export async function createCheckout(
  { body, session, banner, db, now }: Call<'createCheckout'>,
  idempotencyKey: string | undefined,
) {
  const shopperId = session.shopper.id;
  const owner = { shopperId, bannerId: banner.id };
  // A double submit or a retried request with one key makes one checkout (its answer replayed).
  const claim = {
    shopperId,
    key: idempotencyKey,
    operation: 'create-checkout' as const,
    targetId: banner.id,
    body,
    now,
  };
  const row = await runOnceIfKeyed(db, claim, 201, async (tx) => {
    const [shopper] = await tx.select().from(shoppers).where(eq(shoppers.id, shopperId)).for('update');
    if (!shopper) throw new ApiError('UNAUTHENTICATED', 'No such shopper.');
    const promise = await livePromiseRow(tx, owner, body.promiseId, now);
    if (!promise || promise.modality !== body.modalityType) {
      throw new ApiError('PROMISE_EXPIRED', 'The reservation has expired or is no longer available.');
    }
    const [basket] = await tx
      .select({ id: baskets.id })
      .from(baskets)
      .where(
        and(
          eq(baskets.id, body.cartId),
          eq(baskets.shopperId, shopperId),
          eq(baskets.bannerId, banner.id),
          eq(baskets.modality, body.modalityType),
        ),
      );
    if (!basket) throw new ApiError('NOT_FOUND', 'No such cart.');

    // What the held window fulfils of the basket as it is now (replacements may have changed it).
    const items = await promiseItemsFor(tx, { ...owner, modality: body.modalityType }, promise);
    if (items.included.length === 0)
      throw new ApiError('ITEMS_UNAVAILABLE', 'The held time fulfils none of the items.');
    const lines = await tx
      .select({ quantity: basketItems.quantity, product: products })
      .from(basketItems)
      .innerJoin(products, eq(products.gtin13, basketItems.gtin13))
      .where(and(eq(basketItems.basketId, basket.id), inArray(basketItems.gtin13, items.included)))
      .orderBy(basketItems.addedAt, basketItems.gtin13);

    // SCH-051..053: restricted items need a date of birth of at least their highest minimum age.
    const minAge = minimumAgeOf(
      lines.map((line) => ({ ageRestricted: line.product.minAge !== null, minAge: line.product.minAge })),
    );
    if (minAge !== null) {
      const birth = body.buyer.dateOfBirth ? parseIsoDate(body.buyer.dateOfBirth) : null;
      if (birthDateProblem(birth, minAge, calendarDayIn(promise.timeZone, now)) !== null) {
        throw new ApiError('AGE_VERIFICATION_REQUIRED', `Items require a minimum age of ${minAge}.`, {
          issues: [{ path: 'buyer.dateOfBirth', message: `minimum age ${minAge}` }],
        });
      }
    }

    // SCH-083, SCH-084: the alcohol limits, as placing and modifying check them.
    assertAlcoholAllowed(
      lines.map((line) => ({
        gtin13: line.product.gtin13,
        quantity: line.quantity,
        ageRestricted: line.product.minAge !== null,
      })),
      { modalityType: body.modalityType, vendorId: promise.vendorId },
    );

    const quote = parseQuoteId(promise.quoteId);
    let address: Checkout['buyer']['address'] = null;
    if (quote?.destination.kind === 'address') {
      const [row] = await tx
        .select({ id: addresses.id, postalCode: addresses.postalCode })
        .from(addresses)
        .where(and(eq(addresses.id, quote.destination.addressId), eq(addresses.shopperId, shopperId)));
      address = row ?? null;
    }
    const location = quote?.destination.kind === 'store' ? { locationId: quote.destination.locationId } : null;
    const phones = await tx.select().from(shopperPhones).where(eq(shopperPhones.shopperId, shopperId));
    const phone = phones.find((entry) => entry.type === 'MOBILE') ?? phones[0];
    const dateOfBirth = body.buyer.dateOfBirth;
    const isDelivery = body.modalityType === 'DELIVERY';
    const lineItems: Checkout['lineItems'] = lines.map((line) => {
      const price = (line.product.promoPriceCents ?? line.product.priceCents) / 100;
      return {
        gtin13: line.product.gtin13,
        name: line.product.name,
        quantity: line.quantity,
        channel: 'ONLINE',
        substitutionPolicy: 'SHOPPER_CHOICE',
        modalityType: body.modalityType,
        price,
        lineTotal: Math.round(price * line.quantity * 100) / 100,
        ageRestricted: line.product.minAge !== null,
      };
    });
    const itemTotalCents = lines.reduce(
      (total, line) => total + (line.product.promoPriceCents ?? line.product.priceCents) * line.quantity,
      0,
    );
    // The window's fee by the fee rule (its price, the total the membership makes it free at), and the
    // cart's promo codes, carried over.
    const window = await promiseWindowFee(tx, banner, shopperId, promise, now);
    const fulfillmentFeeCents = Math.round(feeForOrder(window, itemTotalCents / 100).cost * 100);
    const promoCodes = (
      await tx
        .select({ code: basketPromotions.code })
        .from(basketPromotions)
        .where(eq(basketPromotions.basketId, basket.id))
        .orderBy(basketPromotions.appliedAt, basketPromotions.code)
    ).map((entry) => entry.code);
    const [inserted] = await tx
      .insert(checkouts)
      .values({
        // CBX-002, CBX-003: the sequence's next number, then the mode's two digits.
        id: sql`(nextval('checkout_order_ids')::text || ${ORDER_ID_MODE_SUFFIX[body.modalityType]})`,
        shopperId,
        bannerId: banner.id,
        modality: body.modalityType,
        cartId: basket.id,
        promiseId: promise.id,
        promiseSnapshot: {
          id: promise.id,
          startTime: promise.startsAt.toISOString(),
          endTime: promise.endsAt.toISOString(),
          displayString: promise.displayString,
          timeZone: promise.timeZone,
          vendorId: promise.vendorId,
        },
        basketSnapshot: lineItems,
        buyer: {
          profileId: shopper.id,
          email: shopper.email,
          loyaltyId: shopper.loyaltyCardNumber,
          dateOfBirth,
          address: isDelivery ? address : null,
        },
        fulfillment: {
          contact: {
            firstName: isSendableName(shopper.firstName) ? shopper.firstName.trim() : null,
            lastName: isSendableName(shopper.lastName) ? shopper.lastName.trim() : null,
            phone: toContactPhone(phone?.number),
            smsOptin: false,
            dateOfBirth,
          },
          address,
          location,
          deliveryType: isDelivery ? (body.fulfillment.deliveryType ?? 'Standard') : null,
          instructions: isDelivery ? body.fulfillment.instructions?.trim() || null : null,
        },
        properties: body.properties,
        itemTotalCents,
        status: 'DRAFT',
        versionKey: 1,
        createdAt: now,
        fulfillmentFeeCents,
        windowRegularFeeCents: Math.round(window.regularCost * 100),
        memberFreeThresholdCents: window.memberThreshold === null ? null : Math.round(window.memberThreshold * 100),
        promoCodes,
      })
      .returning();
    if (!inserted) throw new Error('Checkout insert returned no row');
    return checkoutView(tx, inserted, now);
  });
  return row;
}

/** GET /api/checkouts/{orderId}: only the shopper's own, on this banner; anyone else's id is 404. */
export async function getCheckout({ params, session, banner, db, now }: Call<'getCheckout'>) {
  const row = await ownCheckoutRow(db, { shopperId: session.shopper.id, bannerId: banner.id }, params.orderId);
  if (!row) throw new ApiError('NOT_FOUND', 'No such checkout.');
  return checkoutView(db, row, now);
}
