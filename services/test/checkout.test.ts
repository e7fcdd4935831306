import { randomUUID } from 'node:crypto';
import {
  ALCOHOL_FREE_VENDOR_ID,
  ALCOHOL_QUANTITY_LIMIT,
  alcoholProblemOf,
  checkoutPaymentInfoSchema,
  checkoutSchema,
  modifyPreviewSchema,
} from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { and, eq } from '../src/db/orm.ts';
import { basketItems, baskets, memberships, orders, products, walletCards } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import {
  addCard,
  type CheckoutShopper,
  gtinOf,
  payWithBankAndSnap,
  pinToken,
  shopperWithCheckout,
  submitBodyOf,
  updateCheckout,
} from './support/checkouts.ts';
import type { TestClient } from './support/client.ts';

/*
 * The checkout's server side (issue 13): updates carrying the versionKey, the server's checks of every
 * field, totals from the database, the payment methods, placing an order exactly once per idempotency key,
 * declines, SNAP EBT PINs, object-level authorization, and modifying a placed order.
 */

/** Friday 2026-11-20, 10:00 in Cincinnati. */
const now = new Date('2026-11-20T15:00:00.000Z');
type Listed = { optionId: string; remainingCapacity?: number };
/** A window tomorrow with a place left: far enough away for a modification. */
const tomorrow = (times: Listed[]) =>
  times.find((time) => time.optionId.includes('20261121') && (time.remainingCapacity ?? 0) > 0);
/** A window tomorrow before 11:00, when the soup is made (its fallout, PRM-014). */
const tomorrowEarly = (times: Listed[]) =>
  times.find((time) => /20261121T(0[0-9]|10)/.test(time.optionId) && (time.remainingCapacity ?? 0) > 0);

describe.each(backends)('checkout calls on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let opened: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;
    let clock = now;

    beforeAll(async () => {
      opened = await openSeeded(backend, now);
      database = opened.database;
      app = createApp({ db: database.db, now: () => clock });
    });
    afterEach(() => {
      clock = now;
    });
    afterAll(async () => {
      await opened?.close();
    });

    const make = (
      items: Array<{ name: string; quantity: number }>,
      extra: Parameters<typeof shopperWithCheckout>[3] | object = {},
    ) => shopperWithCheckout(database.db, app, now, { items, pickTime: tomorrow, ...extra });

    /** A checkout paid with a card of this kind (and any other payments), ready to place. */
    async function payable(shopper: CheckoutShopper, kind: Parameters<typeof addCard>[2] = 'visa', withPhone = true) {
      const cardId = await addCard(database.db, shopper.shopperId, kind, now);
      const updated = await updateCheckout(shopper.client, shopper.checkout.id, {
        payments: [{ paymentType: 'BANK_CARD', id: cardId }],
        ...(withPhone
          ? { fulfillment: { contact: { firstName: 'Test', lastName: 'Shopper', phone: '+15135550100' } } }
          : {}),
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      return { cardId, checkout: checkoutSchema.parse(updated.body) };
    }

    it('GEN-024, PAY-050, PAY-169: an update carries the versionKey read; a stale one is refused and a fresh read shows the current one', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 2 }], { modality: 'DELIVERY' });
      const id = shopper.checkout.id;
      const first = await shopper.client.request('PUT', `/api/checkouts/${id}`, {
        body: {
          versionKey: shopper.checkout.versionKey,
          fulfillment: {
            contact: { firstName: 'Dana', lastName: 'Rivera', phone: '+15135550100', smsOptin: true },
            instructions: 'Gate 12 Please do not ring the doorbell.',
            deliveryType: 'Contactless',
          },
        },
      });
      expect(first.status).toBe(200);
      const updated = checkoutSchema.parse(first.body);
      expect(updated.versionKey).toBe(String(Number(shopper.checkout.versionKey) + 1));
      expect(updated.fulfillment).toMatchObject({
        contact: { firstName: 'Dana', lastName: 'Rivera', phone: '+15135550100', smsOptin: true },
        instructions: 'Gate 12 Please do not ring the doorbell.',
        deliveryType: 'Contactless',
      });
      const stale = await shopper.client.request('PUT', `/api/checkouts/${id}`, {
        body: { versionKey: shopper.checkout.versionKey, fulfillment: { deliveryType: 'Standard' } },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('VERSION_CONFLICT');
      const reread = await shopper.client.get(`/api/checkouts/${id}`);
      expect(reread.body.versionKey).toBe(updated.versionKey);
      expect(reread.body.fulfillment.deliveryType).toBe('Contactless');
      // PAY-051: a new phone without a fresh opt-in clears the opt-in.
      const phone = await updateCheckout(shopper.client, id, {
        fulfillment: { contact: { firstName: 'Dana', lastName: 'Rivera', phone: '+15135550199' } },
      });
      expect(phone.body.fulfillment.contact).toMatchObject({ phone: '+15135550199', smsOptin: false });
    });

    it('applies exactly one of 50 concurrent updates carrying one versionKey', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 1 }], { modality: 'DELIVERY' });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          shopper.client.request('PUT', `/api/checkouts/${shopper.checkout.id}`, {
            body: { versionKey: shopper.checkout.versionKey, paymentDetails: { gratuityAmount: index + 1 } },
          }),
        ),
      );
      const applied = answers.filter((answer) => answer.status === 200);
      expect(applied).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409 && answer.body.code === 'VERSION_CONFLICT')).toHaveLength(
        49,
      );
      const final = await shopper.client.get(`/api/checkouts/${shopper.checkout.id}`);
      expect(final.body.versionKey).toBe(String(Number(shopper.checkout.versionKey) + 1));
      expect(final.body.paymentDetails.gratuityAmount).toBe(applied[0]?.body.paymentDetails.gratuityAmount);
    });

    it('PAY-037..039, PAY-059, PAY-066, PAY-081..083, GEN-031: the server checks names, phone, instructions, delivery type and tip again', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 1 }], { modality: 'DELIVERY' });
      const id = shopper.checkout.id;
      const refused = async (change: Record<string, unknown>, code: string, status: number) => {
        const answer = await updateCheckout(shopper.client, id, change);
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
        expect(answer.body.code).toBe(code);
        return answer.body;
      };
      const contact = { firstName: 'Dana', lastName: 'Rivera', phone: '+15135550100' };
      const name = await refused({ fulfillment: { contact: { ...contact, firstName: '' } } }, 'VALIDATION_FAILED', 400);
      expect(name.issues[0].path).toBe('fulfillment.contact.firstName');
      await refused({ fulfillment: { contact: { ...contact, lastName: 'R'.repeat(41) } } }, 'VALIDATION_FAILED', 400);
      await refused({ fulfillment: { contact: { ...contact, phone: '(513) 555-0100' } } }, 'VALIDATION_FAILED', 400);
      await refused({ fulfillment: { instructions: 'x'.repeat(129) } }, 'VALIDATION_FAILED', 400);
      await refused({ paymentDetails: { gratuityAmount: 4.999 } }, 'VALIDATION_FAILED', 400);
      const max = shopper.checkout.paymentDetails.maxGratuityAmount;
      await refused({ paymentDetails: { gratuityAmount: max + 0.01 } }, 'TIP_ABOVE_MAXIMUM', 422);
      const tipped = await updateCheckout(shopper.client, id, { paymentDetails: { gratuityAmount: max } });
      expect(tipped.body.summary.cost.gratuityTotal).toBe(max);
      expect(
        tipped.body.calculatedProperties.uiPaymentSummary.find((line: { type: string }) => line.type === 'TIP'),
      ).toMatchObject({ amount: max });
      expect(
        (await updateCheckout(shopper.client, id, { fulfillment: { instructions: 'x'.repeat(128) } })).status,
      ).toBe(200);

      // PAY-066: age-restricted items keep the delivery Standard (an in-house window: the partner takes no alcohol, SCH-084).
      const adult = await make(
        [
          { name: 'Whole Milk', quantity: 1 },
          { name: 'Lager', quantity: 1 },
        ],
        {
          modality: 'DELIVERY',
          dateOfBirth: '1990-01-01',
          pickTime: (times: Array<Listed & { vendorId: string }>) =>
            tomorrow(times.filter((time) => time.vendorId === 'IN_HOUSE_DELIVERY')),
        },
      );
      const contactless = await updateCheckout(adult.client, adult.checkout.id, {
        fulfillment: { deliveryType: 'Contactless' },
      });
      expect(contactless.status).toBe(400);
      expect(contactless.body.issues[0].path).toBe('fulfillment.deliveryType');

      // A pickup takes no tip; greenway takes no pickup instructions (GEN-014 is harbor's).
      const pickup = await make([{ name: 'Whole Milk', quantity: 1 }]);
      expect(
        (await updateCheckout(pickup.client, pickup.checkout.id, { paymentDetails: { gratuityAmount: 2 } })).status,
      ).toBe(400);
      expect(
        (await updateCheckout(pickup.client, pickup.checkout.id, { fulfillment: { instructions: 'At the door' } }))
          .status,
      ).toBe(400);
    });

    it('PAY-155..159, PAY-170: totals come from the database: fees per mode and membership, Free, tax TBD, points, EBT eligible', async () => {
      const pickup = await make([{ name: 'Whole Milk', quantity: 2 }]);
      const milk = await database.db
        .select()
        .from(products)
        .where(eq(products.gtin13, await gtinOf(database.db, 'Whole Milk')));
      const milkCents = (milk[0]?.promoPriceCents ?? milk[0]?.priceCents ?? 0) * 2;
      expect(pickup.checkout.summary.cost).toMatchObject({
        itemTotal: milkCents / 100,
        fulfillmentFee: 0,
        taxTotal: null,
        total: milkCents / 100,
        ebtEligibleTotal: milkCents / 100,
      });
      expect(pickup.checkout.summary.fuelPoints.pointsEarnedInTransaction).toBe(Math.floor(milkCents / 100));
      expect(pickup.checkout.calculatedProperties.uiPaymentSummary.map((line) => [line.type, line.amount])).toEqual([
        ['SUBTOTAL', milkCents / 100],
        ['FEE', 0],
        ['TAX', null],
        ['TOTAL', milkCents / 100],
      ]);
      expect(pickup.checkout.calculatedProperties.isTipEligible).toBe(false);

      // Delivery: the held window's fee; a same-day member's in-house window is waived.
      const costly = (times: Array<{ optionId: string; cost: number; vendorId: string }>) =>
        times.find(
          (time) => time.cost > 0 && time.vendorId === 'IN_HOUSE_DELIVERY' && time.optionId.includes('20261121'),
        );
      const delivery = await make([{ name: 'Whole Milk', quantity: 2 }], { modality: 'DELIVERY', pickTime: costly });
      expect(delivery.checkout.summary.cost.fulfillmentFee).toBeGreaterThan(0);
      expect(delivery.checkout.summary.cost.total).toBeCloseTo(
        milkCents / 100 + delivery.checkout.summary.cost.fulfillmentFee + delivery.checkout.summary.cost.bagFee,
        2,
      );
      // 90012 is in a bag-ban area (PAY-160).
      expect(delivery.checkout.summary.bagFeeApplies).toBe(true);
      expect(delivery.checkout.calculatedProperties.isTipEligible).toBe(true);

      // The same window for a same-day member (BST), by the one fee rule (services/src/fees, issue 20): the
      // in-house fee is waived, 'Free' (PAY-157), on orders of $35.00 or more (SCH-092); below, it stands.
      const sameWindow = (times: Array<{ startTime: string; vendorId: string }>) =>
        times.find(
          (time) =>
            time.startTime === delivery.checkout.fulfillment.promise.startTime &&
            time.vendorId === delivery.checkout.fulfillment.promise.vendorId,
        );
      const member = async (shopperId: string) => {
        await database.db.insert(memberships).values({
          shopperId,
          planCode: 'BST',
          enrolledAt: now,
          renewalDueAt: new Date(now.getTime() + 30 * 86_400_000),
        });
      };
      const small = await make([{ name: 'Whole Milk', quantity: 2 }], {
        modality: 'DELIVERY',
        pickTime: sameWindow,
        prepare: member,
      });
      expect(small.checkout.fulfillment.promise.startTime).toBe(delivery.checkout.fulfillment.promise.startTime);
      expect(small.checkout.summary.cost.fulfillmentFee).toBe(delivery.checkout.summary.cost.fulfillmentFee);
      const waived = await make([{ name: 'Whole Milk', quantity: 10 }], {
        modality: 'DELIVERY',
        pickTime: sameWindow,
        prepare: member,
      });
      expect(waived.checkout.summary.cost.itemTotal).toBeGreaterThanOrEqual(35);
      expect(waived.checkout.summary.cost.fulfillmentFee).toBe(0);
      expect(waived.checkout.summary.cost.total).toBeCloseTo(
        waived.checkout.summary.cost.itemTotal + waived.checkout.summary.cost.bagFee,
        2,
      );
      // Fewer items, under the threshold: the fee comes back on the checkout as it is read again.
      const fewer = await updateCheckout(waived.client, waived.checkout.id, {
        lineItems: [{ gtin13: await gtinOf(database.db, 'Whole Milk'), quantity: 2 }],
      });
      expect(fewer.status, JSON.stringify(fewer.body)).toBe(200);
      expect(fewer.body.summary.cost.fulfillmentFee).toBe(delivery.checkout.summary.cost.fulfillmentFee);
    });

    it('GEN-025: a line items update sets quantities (0 removes), adds lines priced from the catalogue and recomputes the totals', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const milk = await gtinOf(database.db, 'Whole Milk');
      const bananas = await gtinOf(database.db, 'Bananas');
      const [banana] = await database.db.select().from(products).where(eq(products.gtin13, bananas));
      const bananaCents = banana?.promoPriceCents ?? banana?.priceCents ?? 0;
      const changed = await updateCheckout(shopper.client, shopper.checkout.id, {
        lineItems: [
          { gtin13: milk, quantity: 0 },
          { gtin13: bananas, quantity: 3 },
        ],
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.lineItems).toMatchObject([{ gtin13: bananas, quantity: 3, price: bananaCents / 100 }]);
      expect(changed.body.summary.cost.itemTotal).toBe((bananaCents * 3) / 100);
      expect(changed.body.summary.itemCount).toBe(3);
      const tooMany = await updateCheckout(shopper.client, shopper.checkout.id, {
        lineItems: [{ gtin13: bananas, quantity: (banana?.maxQuantity ?? 25) + 1 }],
      });
      expect(tooMany.body.code).toBe('CART_QUANTITY_LIMIT_EXCEEDED');
      const none = await updateCheckout(shopper.client, shopper.checkout.id, {
        lineItems: [{ gtin13: bananas, quantity: 0 }],
      });
      expect(none.status).toBe(400);
    });

    it('charges the fee of the window as it was held, even when the clock has moved on (an express window)', async () => {
      const express = (times: Array<{ optionId: string; vendorId: string; cost: number; startTime: string }>) =>
        times.find((time) => time.optionId.includes('20261120') && time.cost === 11.95);
      const shopper = await make([{ name: 'Whole Milk', quantity: 1 }], {
        modality: 'DELIVERY',
        pickTime: express,
        beforeCheckout: () => {
          clock = new Date(now.getTime() + 25 * 60_000);
        },
      });
      expect(shopper.checkout.summary.cost.fulfillmentFee).toBe(11.95);
    });

    it('PAY-110: SNAP EBT cannot pay an order with nothing SNAP-eligible', async () => {
      const shopper = await make([{ name: 'Diapers, Size 3', quantity: 1 }]);
      expect(shopper.checkout.summary.cost.ebtEligibleTotal).toBe(0);
      const snap = await addCard(database.db, shopper.shopperId, 'snap', now);
      const refused = await updateCheckout(shopper.client, shopper.checkout.id, {
        payments: [{ paymentType: 'EBT', id: snap, amount: 1 }],
      });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('EBT_AMOUNT_INVALID');
    });

    it('GEN-030, PRO-009: promo codes are checked on the server: unknown, not eligible, then SAVE5 takes $5 off', async () => {
      const small = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const unknown = await updateCheckout(small.client, small.checkout.id, {
        priceAdjustment: { promos: [{ action: 'Add', code: 'NOPE' }] },
      });
      expect(unknown.body.code).toBe('PROMO_CODE_INVALID');
      const under = await updateCheckout(small.client, small.checkout.id, {
        priceAdjustment: { promos: [{ action: 'Add', code: 'save5' }] },
      });
      expect(under.body.code).toBe('PROMO_NOT_ELIGIBLE');

      // A code applied in the cart comes along to the checkout (PRO-002's list, now the checkout's).
      const fromCart = await make([{ name: 'Whole Milk', quantity: 12 }], {
        beforeCheckout: async (client: TestClient) => {
          const applied = await client.request('PUT', '/api/baskets/PICKUP/promos', {
            body: { priceAdjustment: { promos: [{ action: 'Add', code: 'SAVE5' }] } },
          });
          expect(applied.status).toBe(200);
        },
      });
      expect(fromCart.checkout.priceAdjustment.promos).toMatchObject([{ code: 'SAVE5', discount: 5 }]);
      expect(fromCart.checkout.summary.cost.discountTotal).toBe(5);

      const big = await make([{ name: 'Whole Milk', quantity: 12 }]);
      const before = big.checkout.summary.cost.total;
      expect(before).toBeGreaterThanOrEqual(35);
      const applied = await updateCheckout(big.client, big.checkout.id, {
        priceAdjustment: { promos: [{ action: 'Add', code: ' save5 ' }] },
      });
      expect(applied.status).toBe(200);
      expect(applied.body.priceAdjustment.promos).toMatchObject([{ code: 'SAVE5', discount: 5 }]);
      expect(applied.body.summary.cost.total).toBeCloseTo(before - 5, 2);
      const removed = await updateCheckout(big.client, big.checkout.id, {
        priceAdjustment: { promos: [{ action: 'Remove', code: 'SAVE5' }] },
      });
      expect(removed.body.priceAdjustment.promos).toEqual([]);
      expect(removed.body.summary.cost.total).toBe(before);
    });

    it('GEN-032, CBX-039..045, PAY-093, PAY-102..105, PAY-110, PAY-123: payments are the shopper’s wallet cards, checked and split on the server', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 12 }]);
      const id = shopper.checkout.id;
      const visa = await addCard(database.db, shopper.shopperId, 'visa', now);
      const expired = await addCard(database.db, shopper.shopperId, 'expired', now);
      const snap = await addCard(database.db, shopper.shopperId, 'snap', now);
      const gift = await addCard(database.db, shopper.shopperId, 'gift10', now);
      const empty = await addCard(database.db, shopper.shopperId, 'gift0', now);
      const stranger = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const strangersCard = await addCard(database.db, stranger.shopperId, 'visa', now);

      const info = await shopper.client.get(`/api/checkouts/${id}/payment`);
      expect(info.status).toBe(200);
      const methods = checkoutPaymentInfoSchema.parse(info.body);
      expect(methods.paymentMethods.bankCards.map((card) => [card.id, card.expired])).toEqual(
        expect.arrayContaining([
          [visa, false],
          [expired, true],
        ]),
      );
      expect(methods.paymentMethods.ebtCards).toMatchObject([{ id: snap, program: 'SNAP', balance: null }]);
      expect(methods.paymentMethods.giftCards.map((card) => card.remainingBalance).sort()).toEqual([0, 10]);
      expect(methods.ebt.eligibleTotal).toBe(shopper.checkout.summary.cost.ebtEligibleTotal);
      expect(JSON.stringify(info.body)).not.toMatch(/411111|4111111111111111/);
      expect((await stranger.client.get(`/api/checkouts/${id}/payment`)).status).toBe(404);

      const pay = (payments: unknown[]) => updateCheckout(shopper.client, id, { payments });
      expect((await pay([{ paymentType: 'BANK_CARD', id: strangersCard }])).body.code).toBe('CARD_NOT_FOUND');
      expect((await pay([{ paymentType: 'BANK_CARD', id: expired }])).body.code).toBe('PAYMENT_METHOD_EXPIRED');
      expect((await pay([{ paymentType: 'GIFT_CARD', id: empty }])).body.code).toBe('GIFT_CARD_ZERO_BALANCE');
      expect((await pay([{ paymentType: 'GIFT_CARD', id: visa }])).body.code).toBe('CARD_NOT_FOUND');
      const eligible = shopper.checkout.summary.cost.ebtEligibleTotal;
      const tooMuch = await pay([{ paymentType: 'EBT', id: snap, amount: eligible + 0.01 }]);
      expect(tooMuch.body.code).toBe('EBT_AMOUNT_INVALID');

      const split = await pay([
        { paymentType: 'BANK_CARD', id: visa },
        { paymentType: 'GIFT_CARD', id: gift },
        { paymentType: 'EBT', id: snap, amount: 5 },
      ]);
      expect(split.status, JSON.stringify(split.body)).toBe(200);
      const total = split.body.summary.cost.total;
      expect(
        split.body.payments.map((payment: { id: string; amount: number }) => [payment.id, payment.amount]),
      ).toEqual([
        [visa, Math.round((total - 15) * 100) / 100],
        [gift, 10],
        [snap, 5],
      ]);
      expect(split.body.summary.cost).toMatchObject({ ebtTotal: 5, giftCardTotal: 10 });
      // CBX-041, CBX-042: the gift payment carries its balance and paymentGram, the EBT payment its amount.
      const [giftRow] = await database.db.select().from(walletCards).where(eq(walletCards.id, gift));
      const giftPayment = split.body.payments.find((payment: { id: string }) => payment.id === gift);
      expect(giftPayment).toMatchObject({ balance: 10, paymentGram: giftRow?.paymentGram });
      expect(split.body.payments.find((payment: { id: string }) => payment.id === snap)).toMatchObject({ amount: 5 });
      expect(split.body.payments.find((payment: { id: string }) => payment.id === visa).paymentGram).toBeNull();
      expect(split.body.paymentDetails.paymentVersionKey).not.toBe(shopper.checkout.paymentDetails.paymentVersionKey);

      // PAY-103: gift cards covering the total take no further gift card.
      const covered = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const giftA = await addCard(database.db, covered.shopperId, 'gift25', now);
      const giftB = await addCard(database.db, covered.shopperId, 'gift10', now);
      const coveredVisa = await addCard(database.db, covered.shopperId, 'visa', now);
      const first = await updateCheckout(covered.client, covered.checkout.id, {
        payments: [
          { paymentType: 'BANK_CARD', id: coveredVisa },
          { paymentType: 'GIFT_CARD', id: giftA },
        ],
      });
      expect(first.body.summary.cost.bankCardTotal).toBe(0);
      const more = await updateCheckout(covered.client, covered.checkout.id, {
        payments: [
          { paymentType: 'BANK_CARD', id: coveredVisa },
          { paymentType: 'GIFT_CARD', id: giftA },
          { paymentType: 'GIFT_CARD', id: giftB },
        ],
      });
      expect(more.body.code).toBe('GIFT_CARDS_COVER_TOTAL');
      // PAY-102: a sixth gift card on one order (the wallet itself saves at most 5, WAL-128).
      const sixth = await updateCheckout(covered.client, covered.checkout.id, {
        payments: Array.from({ length: 6 }, () => ({ paymentType: 'GIFT_CARD', id: randomUUID() })),
      });
      expect(sixth.body.code).toBe('GIFT_CARD_ORDER_LIMIT_REACHED');
    });

    it('GEN-026..028, PAY-140, PAY-151: 100 concurrent place-order calls with one key make one order and 100 identical answers', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 2 }]);
      const { checkout } = await payable(shopper);
      const body = submitBodyOf(checkout);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, { body }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
      const bodies = new Set(answers.map((answer) => JSON.stringify(answer.body)));
      expect(bodies.size).toBe(1);
      const placed = checkoutSchema.parse(answers[0]?.body);
      expect(placed).toMatchObject({ id: checkout.id, status: 'PLACED' });
      const rows = await database.db.select().from(orders).where(eq(orders.shopperId, shopper.shopperId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: checkout.id,
        checkoutId: checkout.id,
        status: 'PLACED',
        modality: 'PICKUP',
        lineItems: checkout.lineItems,
        totals: { total: checkout.summary.cost.total, tax: null },
        payments: [{ cardId: checkout.payments[0]?.id, lastFour: '1111', amount: checkout.summary.cost.total }],
      });
      // PAY-151: every basket line was ordered: the basket is gone.
      expect(await database.db.select().from(baskets).where(eq(baskets.id, shopper.cartId))).toEqual([]);

      // The same key with another body is refused; another key cannot place it again.
      const reused = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: { ...body, paymentDetails: { ...body.paymentDetails, gratuityAmount: 1 } },
      });
      expect(reused.status).toBe(422);
      expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      const again = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: { ...body, idempotencyKey: randomUUID() },
      });
      expect(again.body.code).toBe('CHECKOUT_NOT_EDITABLE');
      expect(
        (await updateCheckout(shopper.client, checkout.id, { paymentDetails: { gratuityAmount: 1 } })).body.code,
      ).toBe('CHECKOUT_NOT_EDITABLE');
    }, 60_000);

    it('PAY-152: lines of the basket that were not ordered stay, the ordered ones leave it', async () => {
      const shopper = await make(
        [
          { name: 'Whole Milk', quantity: 1 },
          { name: 'Hot Soup of the Day', quantity: 1 },
        ],
        { pickTime: tomorrowEarly },
      );
      // A window before 11:00 cannot fulfil the soup (from 11:00): it stays in the basket.
      expect(shopper.checkout.lineItems.map((line) => line.name)).toEqual(['Whole Milk']);
      const { checkout } = await payable(shopper);
      const placed = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: submitBodyOf(checkout),
      });
      expect(placed.status).toBe(200);
      const left = await database.db
        .select({ gtin13: basketItems.gtin13 })
        .from(basketItems)
        .where(eq(basketItems.basketId, shopper.cartId));
      expect(left).toEqual([{ gtin13: await gtinOf(database.db, 'Hot Soup of the Day') }]);
    });

    it('ERR-013, ERR-014: the sandbox’s declining cards answer RV9547 with the processor reason, and nothing is placed', async () => {
      for (const [kind, reason] of [
        ['declined', 'TRANSACTION_DECLINED'],
        ['insufficient', 'INSUFFICIENT_FUNDS'],
      ] as const) {
        const shopper = await make([{ name: 'Whole Milk', quantity: 1 }]);
        const { checkout } = await payable(shopper, kind);
        const declined = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
          body: submitBodyOf(checkout),
        });
        expect(declined.status).toBe(402);
        expect(declined.body).toMatchObject({ code: 'RV9547', reason });
        expect(await database.db.select().from(orders).where(eq(orders.id, checkout.id))).toEqual([]);
        expect((await shopper.client.get(`/api/checkouts/${checkout.id}`)).body.status).toBe('DRAFT');
      }
    });

    it('PAY-047, PAY-138, PAY-147, PAY-149: placing needs contact data, a card, the payments as read and a live hold', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const id = shopper.checkout.id;
      await updateCheckout(shopper.client, id, {
        fulfillment: { contact: { firstName: 'Test', lastName: 'Shopper', phone: '+15135550100' } },
      });
      const noCard = await shopper.client.request('PUT', `/api/checkouts/${id}/submit`, {
        body: submitBodyOf(checkoutSchema.parse((await shopper.client.get(`/api/checkouts/${id}`)).body)),
      });
      expect(noCard.body.code).toBe('PAYMENT_METHOD_REQUIRED');
      const { checkout } = await payable(shopper);
      const stalePayments = await shopper.client.request('PUT', `/api/checkouts/${id}/submit`, {
        body: {
          ...submitBodyOf(checkout),
          paymentDetails: { ...submitBodyOf(checkout).paymentDetails, paymentVersionKey: '1' },
        },
      });
      expect(stalePayments.body.code).toBe('PAYMENT_MISMATCH');
      const staleVersion = await shopper.client.request('PUT', `/api/checkouts/${id}/submit`, {
        body: submitBodyOf(shopper.checkout),
      });
      expect(staleVersion.body.code).toBe('VERSION_CONFLICT');

      clock = new Date(now.getTime() + 31 * 60_000);
      const late = await shopper.client.request('PUT', `/api/checkouts/${id}/submit`, { body: submitBodyOf(checkout) });
      expect(late.status).toBe(410);
      expect(late.body.code).toBe('CHECKOUT_TIMEOUT');
      clock = now;

      // A shopper without a phone: the contact's field errors.
      const phoneless = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const paid = await payable(phoneless, 'visa', false);
      const missing = await phoneless.client.request('PUT', `/api/checkouts/${paid.checkout.id}/submit`, {
        body: submitBodyOf(paid.checkout),
      });
      expect(missing.status).toBe(400);
      expect(missing.body.issues).toContainEqual({
        path: 'fulfillment.contact.phone',
        message: 'Phone number is required',
      });
    });

    it('PAY-114..117, GEN-028: a SNAP EBT charge needs the PIN token; wrong PINs answer 55, the third 75; a right one charges the balance', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 4 }]);
      const visa = await addCard(database.db, shopper.shopperId, 'visa', now);
      const snap = await addCard(database.db, shopper.shopperId, 'snap', now);
      const checkout = await payWithBankAndSnap(shopper.client, shopper.checkout.id, { bank: visa, snap });
      const submit = (pins: Record<string, string>) =>
        shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
          body: submitBodyOf(checkout, { pins }),
        });
      expect((await submit({})).body.code).toBe('EBT_PIN_REQUIRED');
      expect((await submit({ [snap]: await pinToken(database.db, false, now) })).body.code).toBe('55');
      expect((await submit({ [snap]: await pinToken(database.db, false, now) })).body.code).toBe('55');
      const right = await pinToken(database.db, true, now);
      const placed = await submit({ [snap]: right });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.summary.cost.ebtTotal).toBe(3);
      const [card] = await database.db.select().from(walletCards).where(eq(walletCards.id, snap));
      expect(card).toMatchObject({ balanceCents: 15_000 - 300, pinFailures: 0 });

      const other = await make([{ name: 'Whole Milk', quantity: 4 }]);
      const otherVisa = await addCard(database.db, other.shopperId, 'visa', now);
      const otherSnap = await addCard(database.db, other.shopperId, 'snap', now);
      const otherPaid = await payWithBankAndSnap(other.client, other.checkout.id, { bank: otherVisa, snap: otherSnap });
      // GEN-028: when the SNAP balance no longer covers the amount read, the error carries what is left.
      await database.db.update(walletCards).set({ balanceCents: 100 }).where(eq(walletCards.id, otherSnap));
      const shortBalance = await other.client.request('PUT', `/api/checkouts/${otherPaid.id}/submit`, {
        body: submitBodyOf(otherPaid, { pins: { [otherSnap]: await pinToken(database.db, true, now) } }),
      });
      expect(shortBalance.status).toBe(409);
      expect(shortBalance.body).toMatchObject({ code: 'PAYMENT_MISMATCH', remainingBalance: 1 });
      await database.db.update(walletCards).set({ balanceCents: null }).where(eq(walletCards.id, otherSnap));
      const codes = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const answer = await other.client.request('PUT', `/api/checkouts/${otherPaid.id}/submit`, {
          body: submitBodyOf(otherPaid, { pins: { [otherSnap]: await pinToken(database.db, attempt === 3, now) } }),
        });
        codes.push(answer.body.code);
      }
      expect(codes).toEqual(['55', '55', '75', '75']);
    });

    it('answers 404 for another shopper’s checkout on every call, and refuses a change without the CSRF header', async () => {
      const owner = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const { checkout } = await payable(owner);
      const other = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const id = checkout.id;
      expect((await other.client.get(`/api/checkouts/${id}`)).status).toBe(404);
      expect((await other.client.get(`/api/checkouts/${id}/payment`)).status).toBe(404);
      const put = await other.client.request('PUT', `/api/checkouts/${id}`, {
        body: { versionKey: checkout.versionKey, paymentDetails: { gratuityAmount: 1 } },
      });
      expect(put.status).toBe(404);
      expect(
        (await other.client.request('PUT', `/api/checkouts/${id}/submit`, { body: submitBodyOf(checkout) })).status,
      ).toBe(404);
      const noCsrf = await owner.client.request('PUT', `/api/checkouts/${id}/submit`, {
        body: submitBodyOf(checkout),
        csrf: false,
      });
      expect(noCsrf.status).toBe(403);
      expect(noCsrf.body.code).toBe('CSRF_FAILED');
      const placed = await owner.client.request('PUT', `/api/checkouts/${id}/submit`, { body: submitBodyOf(checkout) });
      expect(placed.status).toBe(200);
      const modifyByOther = await other.client.request('POST', `/api/checkouts/${id}/modify`, {
        body: { idempotencyKey: randomUUID(), lineItems: [{ gtin13: checkout.lineItems[0]?.gtin13, quantity: 1 }] },
      });
      expect(modifyByOther.status).toBe(404);
    });

    it('MOD-007, MOD-010, MOD-012, MOD-014, MOD-016, MOD-020: a placed order is modified once per key, with its original card', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 2 }]);
      const { checkout, cardId } = await payable(shopper);
      const placed = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: submitBodyOf(checkout),
      });
      expect(placed.status).toBe(200);
      const milk = await gtinOf(database.db, 'Whole Milk');
      const eggs = await gtinOf(database.db, 'Large Grade A Eggs');
      const key = randomUUID();
      const modifyBody = {
        idempotencyKey: key,
        lineItems: [
          { gtin13: milk, quantity: 3 },
          { gtin13: eggs, quantity: 1 },
        ],
      };
      const created = await shopper.client.request('POST', `/api/checkouts/${checkout.id}/modify`, {
        body: modifyBody,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const modifying = checkoutSchema.parse(created.body);
      expect(modifying).toMatchObject({ id: checkout.id, status: 'MODIFYING', isModify: true });
      expect(modifying.payments.map((payment) => payment.id)).toEqual([cardId]);
      expect(modifying.originalSummary?.cost.total).toBe(checkout.summary.cost.total);
      expect(modifying.lineItems.map((line) => [line.gtin13, line.quantity])).toEqual([
        [milk, 3],
        [eggs, 1],
      ]);
      // The same key replays; promos are not allowed; another bank card is refused.
      const replay = await shopper.client.request('POST', `/api/checkouts/${checkout.id}/modify`, { body: modifyBody });
      expect(replay.body).toEqual(created.body);
      expect(
        (
          await updateCheckout(shopper.client, checkout.id, {
            priceAdjustment: { promos: [{ action: 'Add', code: 'SAVE5' }] },
          })
        ).body.code,
      ).toBe('PROMO_NOT_ALLOWED');
      const otherCard = await addCard(database.db, shopper.shopperId, 'discover', now);
      expect(
        (await updateCheckout(shopper.client, checkout.id, { payments: [{ paymentType: 'BANK_CARD', id: otherCard }] }))
          .body.code,
      ).toBe('ORIGINAL_PAYMENT_REQUIRED');

      clock = new Date(now.getTime() + 60_000);
      const submitKey = randomUUID();
      const submitted = await Promise.all(
        Array.from({ length: 10 }, () =>
          shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
            body: submitBodyOf(modifying, { type: 'MODIFY', key: submitKey }),
          }),
        ),
      );
      expect(submitted.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(new Set(submitted.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      const [order] = await database.db.select().from(orders).where(eq(orders.id, checkout.id));
      expect(order).toMatchObject({
        status: 'MODIFIED',
        versionKey: 2,
        modifiedAt: clock,
        totals: { total: modifying.summary.cost.total },
      });
      expect(order?.lineItems.map((line) => line.quantity)).toEqual([3, 1]);
    });

    it('issue 20: a modify preview prices the lines, changes nothing, and names the promotion a change would lose', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 12 }], {
        beforeCheckout: async (client: TestClient) => {
          const applied = await client.request('PUT', '/api/baskets/PICKUP/promos', {
            body: { priceAdjustment: { promos: [{ action: 'Add', code: 'SAVE5' }] } },
          });
          expect(applied.status).toBe(200);
        },
      });
      const { checkout } = await payable(shopper);
      expect(checkout.priceAdjustment.promos).toMatchObject([{ code: 'SAVE5', discount: 5 }]);
      const placed = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: submitBodyOf(checkout),
      });
      expect(placed.status).toBe(200);
      const milk = await gtinOf(database.db, 'Whole Milk');
      const preview = (quantity: number) =>
        shopper.client.request('POST', `/api/checkouts/${checkout.id}/modify/preview`, {
          body: { lineItems: [{ gtin13: milk, quantity }] },
        });

      const kept = modifyPreviewSchema.parse((await preview(12)).body);
      expect(kept.lostPromos).toEqual([]);
      expect(kept.summary.cost.total).toBe(checkout.summary.cost.total);
      expect(kept.originalTotal).toBe(checkout.summary.cost.total);

      const answer = await preview(1);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const lost = modifyPreviewSchema.parse(answer.body);
      expect(lost.lostPromos).toMatchObject([{ code: 'SAVE5', discount: 5 }]);
      expect(lost.promos).toMatchObject([{ code: 'SAVE5', discount: 0 }]);
      expect(lost.lineItems).toMatchObject([{ gtin13: milk, quantity: 1, price: kept.lineItems[0]?.price }]);
      expect(lost.summary.cost.discountTotal).toBe(0);
      expect(lost.summary.cost.itemTotal).toBe(kept.lineItems[0]?.price);

      // Nothing changed: the checkout is still the placed order.
      const read = checkoutSchema.parse((await shopper.client.get(`/api/checkouts/${checkout.id}`)).body);
      expect(read.status).toBe('PLACED');
      expect(read.lineItems.map((line) => line.quantity)).toEqual([12]);
      // Someone else's order is not found.
      const other = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const byOther = await other.client.request('POST', `/api/checkouts/${checkout.id}/modify/preview`, {
        body: { lineItems: [{ gtin13: milk, quantity: 1 }] },
      });
      expect(byOther.status).toBe(404);
    });

    it('MOD-023..032: the modify errors: RESTRICTED, promising fallout, alcohol, quantity limits and CANNOT_MODIFY', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 1 }], {
        dateOfBirth: '1990-01-01',
        pickTime: tomorrowEarly,
      });
      const { checkout } = await payable(shopper);
      expect(
        (await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, { body: submitBodyOf(checkout) }))
          .status,
      ).toBe(200);
      const modify = (lineItems: unknown[]) =>
        shopper.client.request('POST', `/api/checkouts/${checkout.id}/modify`, {
          body: { idempotencyKey: randomUUID(), lineItems },
        });
      const milk = await gtinOf(database.db, 'Whole Milk');
      const soup = await gtinOf(database.db, 'Hot Soup of the Day');
      const fallout = await modify([
        { gtin13: milk, quantity: 1 },
        { gtin13: soup, quantity: 1 },
      ]);
      expect(fallout.status).toBe(409);
      expect(fallout.body).toMatchObject({
        code: 'PROMISING_FALLOUT',
        rootCauses: [{ gtin13: soup, code: 'NOT_AVAILABLE_AT_TIME' }],
      });
      const lager = await gtinOf(database.db, 'Lager');
      const [wine] = await database.db
        .select({ gtin13: products.gtin13, maxQuantity: products.maxQuantity })
        .from(products)
        .where(and(eq(products.gtin13, lager)));
      const tooMuchAlcohol = await modify([
        { gtin13: lager, quantity: Math.min(13, wine?.maxQuantity ?? 13) },
        { gtin13: await gtinOf(database.db, 'Wheat Ale'), quantity: 13 - Math.min(13, wine?.maxQuantity ?? 13) || 1 },
      ]);
      expect(tooMuchAlcohol.body.code).toBe('ALCOHOL_QUANTITY_EXCEEDED');
      expect(tooMuchAlcohol.body.reason).toMatch(/12 alcohol items/);
      const [limited] = await database.db.select().from(products).where(eq(products.gtin13, milk));
      const overLimit = await modify([{ gtin13: milk, quantity: Math.min(99, (limited?.maxQuantity ?? 25) + 1) }]);
      expect(overLimit.body.code).toBe('CART_QUANTITY_LIMIT_EXCEEDED');
      expect(overLimit.body.reason).toContain('Whole Milk');

      clock = new Date(Date.parse(checkout.fulfillment.promise.startTime) - 30 * 60_000);
      const tooLate = await modify([{ gtin13: milk, quantity: 2 }]);
      expect(tooLate.status).toBe(409);
      expect(tooLate.body.code).toBe('CANNOT_MODIFY');
    });

    it("issue 20: 'Change Time' moves a modification to another window at the order's own place, with that window's fee", async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 1 }], {
        pickTime: (times: Listed[]) => times.find((time) => /20261121T12/.test(time.optionId)),
      });
      const { checkout } = await payable(shopper);
      const placed = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: submitBodyOf(checkout),
      });
      expect(placed.status).toBe(200);
      const milk = await gtinOf(database.db, 'Whole Milk');
      const soup = await gtinOf(database.db, 'Hot Soup of the Day');
      const created = await shopper.client.request('POST', `/api/checkouts/${checkout.id}/modify`, {
        body: {
          idempotencyKey: randomUUID(),
          lineItems: [
            { gtin13: milk, quantity: 1 },
            { gtin13: soup, quantity: 1 },
          ],
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const locationId = checkout.fulfillment.location?.locationId;
      const timesAt = async (destination: object) => {
        const listed = await shopper.client.request('POST', '/api/timeslots/upfront', {
          body: { modality: 'PICKUP', destination },
          headers: { 'user-time-zone': 'America/New_York' },
        });
        expect(listed.status).toBe(200);
        return (listed.body.days as Array<{ times: Array<Record<string, string | number>> }>).flatMap(
          (day) => day.times,
        );
      };
      const times = await timesAt({ locationId });
      const selection = (time: Record<string, string | number> | undefined) => `${time?.quoteId}:${time?.optionId}`;
      const changeTo = (selectedTimeId: string) =>
        updateCheckout(shopper.client, checkout.id, { fulfillment: { selectedTimeId } });

      // Before 11:00 the soup is not made: the order keeps its time, and the page hears which item (PRM-014).
      const early = times.find((time) => /20261122T(0[0-9]|10)/.test(String(time.optionId)));
      const tooEarly = await changeTo(selection(early));
      expect(tooEarly.status).toBe(409);
      expect(tooEarly.body).toMatchObject({ code: 'PROMISING_FALLOUT', rootCauses: [{ gtin13: soup }] });

      // The day after tomorrow at noon: the order now reads that window, its fee that window's.
      const later = times.find((time) => /20261122T12/.test(String(time.optionId)));
      expect(later).toBeDefined();
      const moved = await changeTo(selection(later));
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const read = checkoutSchema.parse(moved.body);
      expect(read.status).toBe('MODIFYING');
      expect(read.fulfillment.promise).toMatchObject({
        id: checkout.fulfillment.promise.id,
        startTime: later?.startTime,
        endTime: later?.endTime,
        displayString: later?.displayString,
        vendorId: later?.vendorId,
      });
      expect(read.summary.cost.fulfillmentFee).toBe(later?.cost);

      // Another store's window, a forged id and a draft checkout are refused; the order keeps its time.
      const [otherStore] = (
        await shopper.client.get(`/api/stores?postalCode=45202&modality=PICKUP&scope=banner&limit=5`)
      ).body.stores.filter((store: { locationId: string }) => store.locationId !== locationId);
      const elsewhere = (await timesAt({ locationId: otherStore.locationId })).find((time) =>
        String(time.optionId).includes('20261122'),
      );
      expect((await changeTo(selection(elsewhere))).body.code).toBe('NOT_FOUND');
      expect((await changeTo('P.s99999999.20261122:forged')).body.code).toBe('NOT_FOUND');
      const draft = await make([{ name: 'Whole Milk', quantity: 1 }]);
      const onDraft = await updateCheckout(draft.client, draft.checkout.id, {
        fulfillment: { selectedTimeId: selection(later) },
      });
      expect(onDraft.status).toBe(400);
      expect(onDraft.body.code).toBe('VALIDATION_FAILED');

      // Submitted, the order has the new window.
      const current = checkoutSchema.parse((await shopper.client.get(`/api/checkouts/${checkout.id}`)).body);
      expect(current.fulfillment.promise.startTime).toBe(later?.startTime);
      const submitted = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: submitBodyOf(current, { type: 'MODIFY', key: randomUUID() }),
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const [order] = await database.db.select().from(orders).where(eq(orders.id, checkout.id));
      expect(order?.fulfillment?.promise).toMatchObject({
        startTime: later?.startTime,
        displayString: later?.displayString,
      });
    });

    /** A window tomorrow of the delivery partner (vendor DELIVERY), which delivers no alcohol. */
    const partnerTomorrow = (times: Array<{ optionId: string; vendorId: string }>) =>
      times.find((time) => time.vendorId === 'DELIVERY' && time.optionId.includes('20261121'));

    it('SCH-083: at most 12 alcohol items, checked when the checkout is created and when the order is placed', async () => {
      const shopper = await make(
        [
          { name: 'Lager', quantity: 6 },
          { name: 'Wheat Ale', quantity: 6 },
        ],
        { dateOfBirth: '1990-01-01' },
      );
      // Twelve is the limit: the checkout was made. A thirteenth in the cart, and a new checkout is refused.
      const added = await shopper.client.request('POST', '/api/baskets/PICKUP/items', {
        body: { gtin13: await gtinOf(database.db, 'Lager'), quantity: 1 },
      });
      expect(added.status).toBe(200);
      const created = await shopper.client.request('POST', '/api/checkouts', { body: shopper.createBody });
      expect(created.status).toBe(422);
      expect(created.body).toMatchObject({
        code: 'ALCOHOL_QUANTITY_EXCEEDED',
        reason: `You can only buy ${ALCOHOL_QUANTITY_LIMIT} alcohol items per order.`,
      });
      expect(created.body.rootCauses).toHaveLength(2);

      // The first checkout, raised to 13 by an update, is not placed.
      const { checkout } = await payable(shopper);
      const raised = await updateCheckout(shopper.client, checkout.id, {
        lineItems: [{ gtin13: await gtinOf(database.db, 'Wheat Ale'), quantity: 7 }],
      });
      expect(raised.status, JSON.stringify(raised.body)).toBe(200);
      const fresh = checkoutSchema.parse(raised.body);
      const placed = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: submitBodyOf(fresh),
      });
      expect(placed.status).toBe(422);
      expect(placed.body).toMatchObject({
        code: 'ALCOHOL_QUANTITY_EXCEEDED',
        reason: alcoholProblemOf(fresh.lineItems, { modalityType: 'PICKUP', vendorId: 'STORE_PICKUP' })?.reason,
      });
      const [order] = await database.db.select().from(orders).where(eq(orders.id, checkout.id));
      expect(order).toBeUndefined();
    });

    it('SCH-084: no alcohol from the delivery partner, checked when the checkout is created and when the order is placed', async () => {
      const shopper = await make([{ name: 'Whole Milk', quantity: 1 }], {
        modality: 'DELIVERY',
        pickTime: partnerTomorrow,
        dateOfBirth: '1990-01-01',
      });
      const lager = await gtinOf(database.db, 'Lager');
      const added = await shopper.client.request('POST', '/api/baskets/DELIVERY/items', {
        body: { gtin13: lager, quantity: 1 },
      });
      expect(added.status).toBe(200);
      const created = await shopper.client.request('POST', '/api/checkouts', { body: shopper.createBody });
      expect(created.status).toBe(422);
      expect(created.body).toMatchObject({
        code: 'ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS',
        reason: alcoholProblemOf([{ gtin13: lager, quantity: 1, ageRestricted: true }], {
          modalityType: 'DELIVERY',
          vendorId: ALCOHOL_FREE_VENDOR_ID,
        })?.reason,
        rootCauses: [{ gtin13: lager, code: 'ALCOHOL_NOT_AVAILABLE' }],
      });

      // The milk-only checkout, with lager added by an update, is not placed.
      const { checkout } = await payable(shopper);
      const withLager = await updateCheckout(shopper.client, checkout.id, {
        lineItems: [{ gtin13: lager, quantity: 1 }],
      });
      expect(withLager.status, JSON.stringify(withLager.body)).toBe(200);
      const placed = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: submitBodyOf(checkoutSchema.parse(withLager.body)),
      });
      expect(placed.status).toBe(422);
      expect(placed.body.code).toBe('ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS');
    });

    it('MOD-028, MOD-030: alcohol is not delivered by the delivery partner; an item the mode does not sell is RESTRICTED', async () => {
      const partner = (times: Array<{ optionId: string; vendorId: string }>) =>
        times.find((time) => time.vendorId === 'DELIVERY' && time.optionId.includes('20261121'));
      const shopper = await make([{ name: 'Whole Milk', quantity: 1 }], {
        modality: 'DELIVERY',
        pickTime: partner,
        dateOfBirth: '1990-01-01',
      });
      const { checkout } = await payable(shopper);
      await updateCheckout(shopper.client, checkout.id, {
        fulfillment: { contact: { firstName: 'Test', lastName: 'Shopper', phone: '+15135550100' } },
      });
      const fresh = checkoutSchema.parse((await shopper.client.get(`/api/checkouts/${checkout.id}`)).body);
      const placed = await shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
        body: submitBodyOf(fresh),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const answer = await shopper.client.request('POST', `/api/checkouts/${checkout.id}/modify`, {
        body: {
          idempotencyKey: randomUUID(),
          lineItems: [{ gtin13: await gtinOf(database.db, 'Lager'), quantity: 1 }],
        },
      });
      expect(answer.body.code).toBe('ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS');
      expect(answer.body.reason).toBeTruthy();
      // MOD-028: an item the order's mode does not sell (sliced turkey is pickup only).
      const turkey = await gtinOf(database.db, 'Oven Roasted Turkey Breast, Sliced');
      const restricted = await shopper.client.request('POST', `/api/checkouts/${checkout.id}/modify`, {
        body: { idempotencyKey: randomUUID(), lineItems: [{ gtin13: turkey, quantity: 1 }] },
      });
      expect(restricted.status).toBe(422);
      expect(restricted.body).toMatchObject({
        code: 'RESTRICTED',
        rootCauses: [{ gtin13: turkey, code: 'ITEM_RESTRICTED' }],
      });
    });
  });
});
