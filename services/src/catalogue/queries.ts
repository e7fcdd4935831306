import type { SQL } from 'drizzle-orm';
import type { Call } from '../calls.ts';
import type { Db } from '../db/database.ts';
import { asc, count, eq, pgCore, sql } from '../db/orm.ts';
import { departments, productDetails, products } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { presentProduct } from './presenters.ts';
import { productImageSvg } from './productImage.ts';
import { containsPattern, facetsOf, filterConditions, orderOf, ordersByAisle, textSearch } from './search.ts';

/** The search's SQL names the tables `p` and `d` (catalogue/search.ts). */
const p = pgCore.alias(products, 'p');
const d = pgCore.alias(departments, 'd');
/** The page-only columns of the same products row (db/schema.ts productDetails). */
const pageColumns = pgCore.alias(productDetails, 'page_columns');

export async function listDepartments({ db }: Call<'listDepartments'>) {
  const rows = await db
    .select({ id: departments.id, name: departments.name, productCount: count(products.gtin13) })
    .from(departments)
    .leftJoin(products, eq(products.departmentId, departments.id))
    .groupBy(departments.id, departments.name, departments.position)
    .orderBy(asc(departments.position));
  return { departments: rows };
}

async function countMatching(db: Db, where: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from products p where ${where}`);
  return Number((result as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0);
}

/**
 * GET /api/products: the text search of catalogue/search.ts (ranked, typo-tolerant, with synonyms), the
 * department, featured and GTIN-13 filters as before, the facets' filters, sorts and pages. Without a text
 * query the order stays the aisle's (department, then name).
 */
export async function searchProducts(call: Call<'searchProducts'>) {
  const { query, db } = call;
  const text = query.query ?? '';
  const search = text ? await textSearch(db, text) : undefined;
  const page = await productPage(call, search?.tsquery ?? null);
  // Every word together found nothing: the products with any of them, ranked (more words rank higher).
  const isRelaxed = page.total === 0 && query.offset === 0 && Boolean(search?.anyTsquery);
  const answer = isRelaxed ? await productPage(call, search?.anyTsquery ?? null) : page;
  return {
    ...answer,
    ...(search?.correctedQuery === undefined ? {} : { correctedQuery: search.correctedQuery }),
  };
}

/** One page of products matching `tsquery` (or, for a text of no words, the name's characters). */
async function productPage({ query, db }: Call<'searchProducts'>, tsquery: SQL | null) {
  const text = query.query ?? '';
  const base: SQL[] = [];
  if (text) {
    // The words (with their corrections and synonyms); a query of no words ('%') matches the name's
    // characters: '%' finds '2% Reduced Fat Milk'.
    base.push(tsquery === null ? sql`p.name ilike ${containsPattern(text)}` : sql`p.search_document @@ ${tsquery}`);
  }
  if (query.featured !== undefined) base.push(sql`p.is_featured = ${query.featured}`);
  if (query.gtin13) base.push(sql`p.gtin13 = any(${sql.param(query.gtin13)}::text[])`);
  const matched = base.length > 0 ? sql.join(base, sql` and `) : sql`true`;
  const conditions = filterConditions(query);
  const where = sql.join([matched, ...Object.values(conditions)], sql` and `);

  // The total rides on the page's rows (a window count); only a page past the end asks for it apart.
  // The departments join only for the aisle's order: every product has its department (a foreign key), so the
  // join never filters, and a ranked page skips its planning (on PGlite each relation costs file system calls).
  const pageQuery = db
    .select({ product: p, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(p)
    .$dynamic();
  const [pageResult, facets] = await Promise.all([
    (ordersByAisle({ tsquery, text }) ? pageQuery.innerJoin(d, eq(d.id, p.departmentId)) : pageQuery)
      .where(where)
      .orderBy(orderOf(query.sort, { tsquery, text }))
      .limit(query.limit)
      .offset(query.offset),
    query.facets ? facetsOf(db, matched, conditions) : undefined,
  ]);
  const total = pageResult[0]?.total ?? (query.offset === 0 ? 0 : await countMatching(db, where));
  return {
    items: pageResult.map((row) => presentProduct(row.product)),
    total,
    limit: query.limit,
    offset: query.offset,
    ...(facets === undefined ? {} : { facets }),
  };
}

export async function getProduct({ params, db }: Call<'getProduct'>) {
  const [row] = await db.select().from(products).where(eq(products.gtin13, params.gtin13)).limit(1);
  if (!row) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
  return presentProduct(row);
}

/**
 * GET /api/products/{gtin13}/details: the product with what its page shows (its category, comparable size,
 * ingredients and Nutrition Facts; migration 0026).
 */
export async function getProductDetails({ params, db }: Call<'getProductDetails'>) {
  const [row] = await db
    .select({ product: products, ingredients: pageColumns.ingredients, nutrition: pageColumns.nutrition })
    .from(products)
    .innerJoin(pageColumns, eq(pageColumns.gtin13, products.gtin13))
    .where(eq(products.gtin13, params.gtin13))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
  const { product } = row;
  return {
    product: presentProduct(product),
    category: product.category,
    unitSize:
      product.unitSize === null || product.unitMeasure === null
        ? null
        : { amount: product.unitSize, measure: product.unitMeasure },
    ingredients: row.ingredients,
    nutrition: row.nutrition,
  };
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
