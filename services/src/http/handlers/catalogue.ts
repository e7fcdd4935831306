import type { SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { presentProduct } from '../../catalogue/presenters.ts';
import { productImageSvg } from '../../catalogue/productImage.ts';
import { and, asc, count, eq, ilike, inArray, or } from '../../db/orm.ts';
import { departments, products } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { type RouteDependencies, route } from '../route.ts';

/** `%` and `_` typed by a shopper are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function catalogueRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'listDepartments', dependencies, async ({ db, context }) => {
    const rows = await db
      .select({ id: departments.id, name: departments.name, productCount: count(products.gtin13) })
      .from(departments)
      .leftJoin(products, eq(products.departmentId, departments.id))
      .groupBy(departments.id, departments.name, departments.position)
      .orderBy(asc(departments.position));
    context.header('Cache-Control', 'public, max-age=60');
    return { departments: rows };
  });

  route(app, 'searchProducts', dependencies, async ({ query, db, context }) => {
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
    context.header('Cache-Control', 'public, max-age=60');
    return {
      items: rows.map((row) => presentProduct(row.product)),
      total: totalRow?.total ?? 0,
      limit: query.limit,
      offset: query.offset,
    };
  });

  route(app, 'getProduct', dependencies, async ({ params, db, context }) => {
    const [row] = await db.select().from(products).where(eq(products.gtin13, params.gtin13)).limit(1);
    if (!row) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
    context.header('Cache-Control', 'public, max-age=60');
    return presentProduct(row);
  });

  route(app, 'getProductImage', dependencies, async ({ params, db }) => {
    const [row] = await db
      .select({ gtin13: products.gtin13, departmentId: products.departmentId })
      .from(products)
      .where(eq(products.gtin13, params.gtin13))
      .limit(1);
    if (!row) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
    return new Response(productImageSvg(row), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
    });
  });
}
