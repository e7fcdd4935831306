import { BUY_AGAIN_MAX, type BuyAgain } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import { presentProduct } from '../catalogue/presenters.ts';
import { sql } from '../db/orm.ts';
import { orders, products } from '../db/schema.ts';

/**
 * GET /api/buy-again (issue 22, the home page's 'Buy it again'): the products of the shopper's own orders on
 * this banner, in one statement. A cancelled order does not count; a product the catalogue no longer has drops
 * out (the join). The most recently ordered first, then the most often
 * ordered, then by name; each as the catalogue has it now.
 */
export async function listBuyAgain({ session, banner, db }: Call<'listBuyAgain'>): Promise<BuyAgain> {
  const ordered = sql`(select line ->> 'gtin13' as gtin13, max(o.placed_at) as last_ordered_at,
      count(distinct o.id) as times_ordered
    from ${orders} o cross join lateral jsonb_array_elements(o.line_items) as line
    where o.shopper_id = ${session.shopper.id} and o.banner_id = ${banner.id} and o.status <> 'CANCELLED'
    group by line ->> 'gtin13')`;
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(sql`${ordered} as bought`, sql`bought.gtin13 = ${products.gtin13}`)
    .orderBy(sql`bought.last_ordered_at desc, bought.times_ordered desc`, products.name)
    .limit(BUY_AGAIN_MAX);
  return { items: rows.map((row) => presentProduct(row.product)) };
}
