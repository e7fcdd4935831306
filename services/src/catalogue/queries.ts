import type { SQL } from 'drizzle-orm';
import type { Call } from '../calls.ts';
import { and, asc, count, eq, ilike, inArray, or } from '../db/orm.ts';
import { departments, products } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { presentProduct } from './presenters.ts';
import { productImageSvg } from './productImage.ts';

/** `%` and `_` typed by a shopper are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function listDepartments({ db }: Call<'listDepartments'>) {
  const rows = await db
    .select({ id: departments.id, name: departments.name, productCount: count(products.gtin13) })
    .from(departments)
    .leftJoin(products, eq(products.departmentId, departments.id))
    .groupBy(departments.id, departments.name, departments.position)
    .orderBy(asc(departments.position));
  return { departments: rows };
}

export async function searchProducts({ query, db }: Call<'searchProducts'>) {
  const conditions: SQL[] = [];
  if (query.query) {
    // Every word must appear in the name or the brand: 'oat milk' finds 'Oat Milk Original'.
    for (const word of query.query.split(/\s+/).filter(Boolean).slice(0, 8)) {
      const pattern = containsPattern(word);
      conditions.push(or(ilike(products.name, pattern), ilike(products.brand, pattern)) as SQL);
    }
  }
  if (query.department) conditions.push(eq(products.departmentId, query.department));
  if (query.featured !== undefined) conditions.push(eq(products.isFeatured, query.featured));
  if (query.gtin13) conditions.push(inArray(products.gtin13, query.gtin13));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [totalRow] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(departments, eq(departments.id, products.departmentId))
    .where(where)
    .orderBy(asc(departments.position), asc(products.name), asc(products.gtin13))
    .limit(query.limit)
    .offset(query.offset);
  return {
    items: rows.map((row) => presentProduct(row.product)),
    total: totalRow?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}

export async function getProduct({ params, db }: Call<'getProduct'>) {
  const [row] = await db.select().from(products).where(eq(products.gtin13, params.gtin13)).limit(1);
  if (!row) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
  return presentProduct(row);
}

/** The product's image: an SVG of our own (the handler sends it as image/svg+xml). */
export async function productImage({ params, db }: Call<'getProductImage'>): Promise<string> {
  const [row] = await db
    .select({ gtin13: products.gtin13, departmentId: products.departmentId })
    .from(products)
    .where(eq(products.gtin13, params.gtin13))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
  return productImageSvg(row);
}
