import { FLASH_SALE_MAX_QUANTITY, type FlashSale, hasFlashSales, pathFor } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import type { Db, Tx } from '../db/database.ts';
import { and, asc, eq, isNotNull } from '../db/orm.ts';
import { departments, products, promises } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { type CheckoutRow, ownCheckoutRow } from './view.ts';

/*
 * Flash sales of a checkout (PRO-012..023, GEN-035): the partner vendor's percent-off products, offered
 * only to a DRAFT partner delivery checkout, for its time slot. The coupon names the checkout and the
 * product, the source store is the partner store of the held window, so the server can check a coupon
 * line again (rules.ts, priceLines) with nothing but the checkout's row: the offers are computed in the
 * caller's transaction, from the same row lock the update holds.
 */

export type FlashOffer = FlashSale;
/** A checkout's offers by gtin13; empty when it has none. */
export type FlashOffers = ReadonlyMap<string, FlashOffer>;

/** The coupon of one product's flash sale in one checkout. */
export function flashCouponId(orderId: string, gtin13: string): string {
  return `FS-${orderId}-${gtin13}`;
}

/** The partner store of the checkout's held window (its slot key is vendor|source|start), or null. */
async function partnerStoreOf(db: Db | Tx, row: CheckoutRow): Promise<string | null> {
  const [promise] = await db
    .select({ slotKey: promises.slotKey, vendorId: promises.vendorId })
    .from(promises)
    .where(and(eq(promises.id, row.promiseId), eq(promises.shopperId, row.shopperId)));
  if (promise?.vendorId !== 'DELIVERY') return null;
  return promise.slotKey.split('|')[1] || null;
}

/**
 * PRO-012, PRO-020: the flash sales the checkout may add, by gtin13. Only a DRAFT delivery of the partner
 * vendor has any; products in the order as the shopper's own lines are left out (a checkout line is one
 * per product, and the shopper's line keeps its own price and substitution).
 */
export async function flashOffersFor(db: Db | Tx, row: CheckoutRow): Promise<FlashOffers> {
  const offers = new Map<string, FlashOffer>();
  if (row.status !== 'DRAFT' || !hasFlashSales(row.modality, row.promiseSnapshot.vendorId)) return offers;
  const sourceStoreId = await partnerStoreOf(db, row);
  if (!sourceStoreId) return offers;
  const ownLines = new Set(row.basketSnapshot.filter((line) => !line.couponId).map((line) => line.gtin13));
  const rows = await db
    .select({ product: products, category: departments.name })
    .from(products)
    .innerJoin(departments, eq(departments.id, products.departmentId))
    .where(and(isNotNull(products.flashSalePercentOff), eq(products.isAvailableDelivery, true)))
    .orderBy(asc(departments.position), asc(products.name));
  for (const { product, category } of rows) {
    if (ownLines.has(product.gtin13) || product.flashSalePercentOff === null) continue;
    offers.set(product.gtin13, {
      gtin13: product.gtin13,
      name: product.name,
      image: pathFor('getProductImage', { gtin13: product.gtin13 }),
      category,
      price: (product.promoPriceCents ?? product.priceCents) / 100,
      percentOff: product.flashSalePercentOff,
      maxQuantity: Math.min(product.maxQuantity, FLASH_SALE_MAX_QUANTITY),
      couponId: flashCouponId(row.id, product.gtin13),
      sourceStoreId,
    });
  }
  return offers;
}

/** GET /api/checkouts/{orderId}/flash-sales: the shopper's own checkout only; anyone else's id is 404. */
export async function getCheckoutFlashSales({ params, session, banner, db }: Call<'getCheckoutFlashSales'>) {
  const row = await ownCheckoutRow(db, { shopperId: session.shopper.id, bannerId: banner.id }, params.orderId);
  if (!row) throw new ApiError('NOT_FOUND', 'No such checkout.');
  return { flashSales: [...(await flashOffersFor(db, row)).values()] };
}
