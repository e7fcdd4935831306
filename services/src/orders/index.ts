import type { Db } from '../db/database.ts';
import { and, eq } from '../db/orm.ts';
import { orders } from '../db/schema.ts';

/** What names one order in an address: /checkout/{app}/{orderId}/complete on one banner's site. */
export type OrderAddress = { appName: string; orderId: string; bannerId: string };

/**
 * Whether the order an address names exists for this shopper. Another shopper's order, one placed on
 * another banner or through another app reads as missing: the page never tells which (object-level
 * authorization without an oracle).
 */
export async function isOwnOrder(db: Db, address: OrderAddress, shopperId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, address.orderId),
        eq(orders.appName, address.appName),
        eq(orders.bannerId, address.bannerId),
        eq(orders.shopperId, shopperId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
