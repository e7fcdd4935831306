import * as z from 'zod/mini';
import { gtin13Schema, moneySchema } from './common.ts';
import { FLASH_SALE_MAX_QUANTITY } from './products.ts';

export * from './flashSaleRules.ts';

/*
 * Flash sales on the checkout payment page (cart-scheduling-checkout 2 "Checkout payment page", 3 "Flash
 * sale", 4, 9; PRO-012..027): the partner vendor's percent-off offers for one checkout's time slot. The
 * server answers them per checkout and checks every coupon line again; the page, the server and the story
 * mocks share the price rule and the limits here.
 */

/** PRO-020: one flash sale a checkout may add (GEN-035: the server reads the checkout's gtin list itself). */
export const flashSaleSchema = z.object({
  gtin13: gtin13Schema,
  name: z.string(),
  /** Same-origin URL of the product image. */
  image: z.string().check(z.startsWith('/')),
  /** The product's department, shown and filtered by (PRO-019). */
  category: z.string(),
  /** The price without the flash sale (the promo price where there is one), in dollars. */
  price: moneySchema,
  percentOff: z.int().check(z.gte(1), z.lte(90)),
  /** PRO-016: at most 10 per item. */
  maxQuantity: z.int().check(z.gte(1), z.lte(FLASH_SALE_MAX_QUANTITY)),
  couponId: z.string().check(z.minLength(1), z.maxLength(64)),
  sourceStoreId: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type FlashSale = z.infer<typeof flashSaleSchema>;

/** GET /api/checkouts/{orderId}/flash-sales: empty unless the checkout is a partner delivery (PRO-012). */
export const flashSaleListSchema = z.object({ flashSales: z.array(flashSaleSchema) });
export type FlashSaleList = z.infer<typeof flashSaleListSchema>;
