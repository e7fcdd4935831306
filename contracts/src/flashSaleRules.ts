import type { SubmitLineItem } from './checkout.ts';
import type { CheckoutLineItem } from './scheduling.ts';

/*
 * The flash-sale rules without schemas (the page's chunks import these, not zod): the vendor that has
 * them, the card's size, the price, and the lines place order sends (PRO-012, PRO-015, PRO-022, PRO-023).
 */

/** PRO-012: flash sales exist only for this vendor (the delivery partner). */
export const FLASH_SALE_VENDOR_ID = 'DELIVERY';
/** PRO-015: the 'Flash Sales Available' card shows at most this many items. */
export const FLASH_SALE_CARD_ITEMS = 3;

/** PRO-012: whether a checkout of this mode and vendor has flash sales. */
export function hasFlashSales(modality: string, vendorId: string): boolean {
  return modality === 'DELIVERY' && vendorId === FLASH_SALE_VENDOR_ID;
}

/** The price of one item on flash sale: `percentOff` taken off the price it would otherwise have (cents rounded). */
export function flashSalePrice(price: number, percentOff: number): number {
  return Math.round((Math.round(price * 100) * (100 - percentOff)) / 100) / 100;
}

/** Whether a checkout line is a flash-sale line (it carries a coupon). */
export function isFlashSaleLine(line: Pick<CheckoutLineItem, 'couponId'>): boolean {
  return Boolean(line.couponId);
}

/** PAY-148, PRO-022, PRO-023: the lines place order sends for the checkout's lines, as read. */
export function submitLinesOf(lines: readonly CheckoutLineItem[]): SubmitLineItem[] {
  return lines.map((line) => ({
    cart: { gtin13: line.gtin13, quantity: line.quantity },
    requestedBy: 'CUSTOMER' as const,
    ...(line.couponId ? { priceAdjustment: { type: 'FlashSale' as const, id: line.couponId } } : {}),
    ...(line.couponId && line.sourceStoreId ? { sourceStoreId: line.sourceStoreId } : {}),
  }));
}
