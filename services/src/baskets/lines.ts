import type { Db, Tx } from '../db/database.ts';
import { and, eq } from '../db/orm.ts';
import { basketItems, baskets, products } from '../db/schema.ts';

/** The lines of a shopper's basket of one mode on one banner, with their products, oldest first. */
export function modeBasketLines(
  db: Db | Tx,
  owner: { shopperId: string; bannerId: string; modality: 'PICKUP' | 'DELIVERY' | 'IN_STORE' },
) {
  return db
    .select({ quantity: basketItems.quantity, product: products })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .innerJoin(products, eq(products.gtin13, basketItems.gtin13))
    .where(
      and(
        eq(baskets.shopperId, owner.shopperId),
        eq(baskets.bannerId, owner.bannerId),
        eq(baskets.modality, owner.modality),
      ),
    )
    .orderBy(basketItems.addedAt, basketItems.gtin13);
}
