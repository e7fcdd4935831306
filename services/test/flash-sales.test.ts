import { checkoutSchema, flashSaleListSchema, submitLinesOf } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { eq } from '../src/db/orm.ts';
import { orders } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import {
  addCard,
  type CheckoutShopper,
  gtinOf,
  shopperWithCheckout,
  submitBodyOf,
  updateCheckout,
} from './support/checkouts.ts';

/*
 * Flash sales of a checkout (issue 13; PRO-012..023, GEN-035): listed only for a partner delivery, one
 * shopper's own; coupon lines checked again and priced on the server in the update's transaction; the
 * placed order keeps each line's coupon.
 */

/** Friday 2026-11-20, 10:00 in Cincinnati. */
const now = new Date('2026-11-20T15:00:00.000Z');
type Listed = { optionId: string; vendorId: string; remainingCapacity?: number };
const tomorrowBy = (vendorId: string) => (times: Listed[]) =>
  times.find(
    (time) => time.vendorId === vendorId && time.optionId.includes('20261121') && (time.remainingCapacity ?? 0) > 0,
  );

describe.each(backends)('flash sales on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let opened: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;

    beforeAll(async () => {
      opened = await openSeeded(backend, now);
      database = opened.database;
      app = createApp({ db: database.db, now: () => now });
    });
    afterAll(async () => {
      await opened?.close();
    });

    const partnerDelivery = () =>
      shopperWithCheckout(database.db, app, now, {
        items: [{ name: 'Whole Milk', quantity: 2 }],
        modality: 'DELIVERY',
        pickTime: tomorrowBy('DELIVERY'),
      });

    async function flashSalesOf(shopper: CheckoutShopper) {
      const answer = await shopper.client.get(`/api/checkouts/${shopper.checkout.id}/flash-sales`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return flashSaleListSchema.parse(answer.body).flashSales;
    }

    it('PRO-012, PRO-020, GEN-035: a partner delivery lists its flash sales; pickup and in-house delivery none; another shopper’s checkout is not found', async () => {
      const shopper = await partnerDelivery();
      expect(shopper.checkout.fulfillment.promise.vendorId).toBe('DELIVERY');
      const flashSales = await flashSalesOf(shopper);
      const strawberries = flashSales.find((sale) => sale.name === 'Strawberries');
      expect(strawberries).toEqual({
        gtin13: await gtinOf(database.db, 'Strawberries'),
        name: 'Strawberries',
        image: expect.stringMatching(/^\/api\/products\/\d{13}\/image\.svg$/),
        category: expect.any(String),
        price: 3.99,
        percentOff: 20,
        maxQuantity: 10,
        couponId: expect.any(String),
        sourceStoreId: expect.any(String),
      });
      expect(flashSales.length).toBeGreaterThan(3);
      expect(flashSales.every((sale) => sale.maxQuantity <= 10)).toBe(true);

      const pickup = await shopperWithCheckout(database.db, app, now, { items: [{ name: 'Whole Milk', quantity: 1 }] });
      expect(await flashSalesOf(pickup)).toEqual([]);
      const inHouse = await shopperWithCheckout(database.db, app, now, {
        items: [{ name: 'Whole Milk', quantity: 1 }],
        modality: 'DELIVERY',
        pickTime: tomorrowBy('IN_HOUSE_DELIVERY'),
      });
      expect(inHouse.checkout.fulfillment.promise.vendorId).toBe('IN_HOUSE_DELIVERY');
      expect(await flashSalesOf(inHouse)).toEqual([]);

      const stranger = await (await pickup.client.get(`/api/checkouts/${shopper.checkout.id}/flash-sales`)).body;
      expect(stranger.code).toBe('NOT_FOUND');
      // Products in the order as the shopper's own lines are not offered again.
      const withStrawberries = await shopperWithCheckout(database.db, app, now, {
        items: [{ name: 'Strawberries', quantity: 1 }],
        modality: 'DELIVERY',
        pickTime: tomorrowBy('DELIVERY'),
      });
      expect((await flashSalesOf(withStrawberries)).map((sale) => sale.name)).not.toContain('Strawberries');
    });

    it('PRO-016, PRO-018, PRO-021, PRO-023: a coupon line is checked and priced with its percent off; the savings show as yellowTagDiscountTotal', async () => {
      const shopper = await partnerDelivery();
      const id = shopper.checkout.id;
      const [sale] = (await flashSalesOf(shopper)).filter((entry) => entry.name === 'Strawberries');
      if (!sale) throw new Error('no strawberries on flash sale');
      const line = {
        gtin13: sale.gtin13,
        couponId: sale.couponId,
        sourceStoreId: sale.sourceStoreId,
        modalityType: 'DELIVERY',
        substitutionPolicy: 'NONE',
      };
      const refused = async (lineItems: object[], code: string, status: number) => {
        const answer = await updateCheckout(shopper.client, id, { lineItems });
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
        expect(answer.body.code).toBe(code);
      };
      await refused([{ ...line, quantity: 11 }], 'CART_QUANTITY_LIMIT_EXCEEDED', 409);
      await refused([{ ...line, quantity: 1, couponId: 'FS-000000-0000000000000' }], 'FLASH_SALE_NOT_AVAILABLE', 409);
      await refused([{ ...line, quantity: 1, sourceStoreId: '99999999' }], 'FLASH_SALE_NOT_AVAILABLE', 409);
      await refused(
        [{ ...line, gtin13: await gtinOf(database.db, 'Whole Milk'), quantity: 1 }],
        'FLASH_SALE_NOT_AVAILABLE',
        409,
      );
      await refused(
        [{ gtin13: sale.gtin13, quantity: 1, sourceStoreId: sale.sourceStoreId }],
        'VALIDATION_FAILED',
        400,
      );
      const unchanged = checkoutSchema.parse((await shopper.client.get(`/api/checkouts/${id}`)).body);
      expect(unchanged.versionKey).toBe(shopper.checkout.versionKey);

      const stale = await shopper.client.request('PUT', `/api/checkouts/${id}`, {
        body: { versionKey: '999', lineItems: [{ ...line, quantity: 2 }] },
      });
      expect(stale.body.code).toBe('VERSION_CONFLICT');
      const added = await updateCheckout(shopper.client, id, { lineItems: [{ ...line, quantity: 10 }] });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const checkout = checkoutSchema.parse(added.body);
      expect(checkout.versionKey).toBe(String(Number(shopper.checkout.versionKey) + 1));
      const flashLine = checkout.lineItems.find((entry) => entry.gtin13 === sale.gtin13);
      expect(flashLine).toMatchObject({
        quantity: 10,
        price: 3.19,
        lineTotal: 31.9,
        substitutionPolicy: 'NONE',
        couponId: sale.couponId,
        sourceStoreId: sale.sourceStoreId,
        priceAdjustment: { type: 'FlashSale', id: sale.couponId },
      });
      const milk = checkout.lineItems.find((entry) => entry.name === 'Whole Milk');
      expect(milk).not.toHaveProperty('couponId');
      expect(milk).not.toHaveProperty('sourceStoreId');
      expect(checkout.summary.cost.yellowTagDiscountTotal).toBe(8);
      expect(checkout.summary.savings).toContainEqual({
        id: 'flashSales',
        description: 'Flash sale savings',
        amount: 8,
      });
      expect(checkout.summary.cost.itemTotal).toBeCloseTo(shopper.checkout.summary.cost.itemTotal + 31.9, 2);

      // A later change keeps the coupon line as it is; quantity 0 removes it.
      const tipped = await updateCheckout(shopper.client, id, { lineItems: [{ gtin13: milk?.gtin13, quantity: 3 }] });
      expect(tipped.body.lineItems.find((entry: { gtin13: string }) => entry.gtin13 === sale.gtin13)).toMatchObject({
        price: 3.19,
        couponId: sale.couponId,
      });
      const removed = await updateCheckout(shopper.client, id, {
        lineItems: [{ gtin13: sale.gtin13, quantity: 0, couponId: sale.couponId, sourceStoreId: sale.sourceStoreId }],
      });
      expect(removed.status).toBe(200);
      expect(removed.body.lineItems.map((entry: { gtin13: string }) => entry.gtin13)).not.toContain(sale.gtin13);
      expect(removed.body.summary.cost.yellowTagDiscountTotal).toBe(0);

      // A pickup checkout has no flash sales to add.
      const pickup = await shopperWithCheckout(database.db, app, now, { items: [{ name: 'Whole Milk', quantity: 1 }] });
      const onPickup = await updateCheckout(pickup.client, pickup.checkout.id, {
        lineItems: [{ gtin13: sale.gtin13, quantity: 1, couponId: sale.couponId, sourceStoreId: sale.sourceStoreId }],
      });
      expect(onPickup.body.code).toBe('FLASH_SALE_NOT_AVAILABLE');
    });

    it('PRO-022, PRO-023: place order sends the lines as read; the placed order keeps each flash-sale line’s coupon', async () => {
      const shopper = await partnerDelivery();
      const id = shopper.checkout.id;
      const [sale] = await flashSalesOf(shopper);
      if (!sale) throw new Error('no flash sale');
      const visa = await addCard(database.db, shopper.shopperId, 'visa', now);
      const added = await updateCheckout(shopper.client, id, {
        lineItems: [{ gtin13: sale.gtin13, quantity: 2, couponId: sale.couponId, sourceStoreId: sale.sourceStoreId }],
        payments: [{ paymentType: 'BANK_CARD', id: visa }],
        fulfillment: { contact: { firstName: 'Test', lastName: 'Shopper', phone: '+15135550100' } },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const checkout = checkoutSchema.parse(added.body);
      const lines = submitLinesOf(checkout.lineItems);
      expect(lines).toContainEqual({
        cart: { gtin13: sale.gtin13, quantity: 2 },
        requestedBy: 'CUSTOMER',
        priceAdjustment: { type: 'FlashSale', id: sale.couponId },
        sourceStoreId: sale.sourceStoreId,
      });
      expect(lines.filter((line) => line.sourceStoreId !== undefined)).toHaveLength(1);

      const otherLines = lines.map((line) =>
        line.priceAdjustment ? { ...line, cart: { ...line.cart, quantity: 3 } } : line,
      );
      const stale = await shopper.client.request('PUT', `/api/checkouts/${id}/submit`, {
        body: { ...submitBodyOf(checkout), lineItems: otherLines },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('VERSION_CONFLICT');

      const placed = await shopper.client.request('PUT', `/api/checkouts/${id}/submit`, {
        body: { ...submitBodyOf(checkout), lineItems: lines },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
      expect(order?.lineItems.find((line) => line.gtin13 === sale.gtin13)).toMatchObject({
        couponId: sale.couponId,
        priceAdjustment: { type: 'FlashSale', id: sale.couponId },
      });
      // A placed checkout offers no more flash sales.
      expect(await flashSalesOf(shopper)).toEqual([]);
    });
  });
});
