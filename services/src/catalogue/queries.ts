import type { ProductFacets } from '@aisle/contracts';
import type { SQL } from 'drizzle-orm';
import type { Call } from '../calls.ts';
import type { Db } from '../db/database.ts';
import { asc, count, eq, getTableColumns, pgCore, sql } from '../db/orm.ts';
import { departments, productDetails, products } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { type ProductRow, presentProduct } from './presenters.ts';
import { departmentImageSvg, productImageSvg } from './productImage.ts';
import {
  containsPattern,
  facetsOf,
  filterConditions,
  type Lexicon,
  lexiconOf,
  orderOf,
  ordersByAisle,
  plainSearch,
  queryWords,
  textSearch,
} from './search.ts';

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
 *
 * Most searches are one statement: the lexicon's answer, and the first page as if every word were known and
 * had no synonym (`plainSearch`). When the lexicon says otherwise (a misspelt word, one still being typed, a
 * synonym), the page is asked again with what it said.
 */
export async function searchProducts(call: Call<'searchProducts'>) {
  const { query, db } = call;
  const words = queryWords(query.query ?? '');
  if (words.length === 0) return pageOf(call, null);
  const guess = plainSearch(words);
  const guessed = pageParts(call, guess.tsquery);
  const [result, guessedFacets] = await Promise.all([
    db.execute(sql`select ${lexiconOf(words)} as lexicon,
      (select json_agg(page_row) from (${guessed.rows}) as page_row) as page`),
    query.facets ? facetsOf(db, guessed.matched, guessed.conditions) : undefined,
  ]);
  const [first] = (result as unknown as { rows: Array<{ lexicon: Lexicon; page: JsonRow[] | null }> }).rows;
  if (!first) throw new Error('The search statement answered no row.');
  const search = await textSearch(db, words, first.lexicon);
  const page = search.isPlain
    ? await finishPage(call, guessed.where, (first.page ?? []).map(productOfJson), guessedFacets)
    : await pageOf(call, search.tsquery);
  // Every word together found nothing: the products with any of them, ranked (more words rank higher).
  const isRelaxed = page.total === 0 && query.offset === 0 && search.anyTsquery !== null;
  const answer = isRelaxed ? await pageOf(call, search.anyTsquery) : page;
  return {
    ...answer,
    ...(search.correctedQuery === undefined ? {} : { correctedQuery: search.correctedQuery }),
  };
}

/** A page row as json_agg writes it: the products table's columns by their database names, and the total. */
type JsonRow = Record<string, unknown> & { total: number };

/** The products table's fields by their columns' database names. */
const fieldOfColumn = new Map(Object.entries(getTableColumns(products)).map(([field, column]) => [column.name, field]));

/** A product row read from JSON (numbers, booleans, arrays and nulls are JSON's own): the row drizzle would map. */
function productOfJson(row: JsonRow): { product: ProductRow; total: number } {
  const product: Record<string, unknown> = {};
  for (const [name, field] of fieldOfColumn) product[field] = row[name] ?? null;
  return { product: product as ProductRow, total: Number(row.total) };
}

/** What a page is built from: its conditions, and its rows' select, not yet asked. */
function pageParts({ query, db }: Call<'searchProducts'>, tsquery: SQL | null) {
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
  // One department's shelf in the aisle's order (a department page): inside one department that order is the
  // name's. The page's GTIN-13s and the department's count come from the index products_by_department_name
  // alone, then the page's 24 rows by their keys: in a catalogue of tens of thousands, the whole department's
  // rows were read and sorted for every page (ADR 0028).
  const isShelf =
    ordersByAisle({ tsquery, text }) &&
    query.department !== undefined &&
    query.sort === undefined &&
    base.length === 0 &&
    query.brand === undefined &&
    query.snap === undefined &&
    query.onSale === undefined &&
    query.dietary === undefined;
  if (isShelf) {
    const shelf = db
      .select({
        gtin13: p.gtin13,
        name: p.name,
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(p)
      .where(eq(p.departmentId, query.department as string))
      .orderBy(p.name, p.gtin13)
      .limit(query.limit)
      .offset(query.offset)
      .as('shelf');
    const rows = db
      .select({ product: p, total: sql<number>`${shelf.total}`.mapWith(Number).as('total') })
      .from(shelf)
      .innerJoin(p, eq(p.gtin13, shelf.gtin13))
      .orderBy(shelf.name, shelf.gtin13);
    return { matched, conditions, where, rows };
  }
  // Otherwise the total rides on the page's rows (a window count); only a page past the end asks for it apart.
  // The departments join only for the aisle's order: every product has its department (a foreign key), so the
  // join never filters, and a ranked page skips its planning (on PGlite each relation costs file system calls).
  const select = db
    .select({ product: p, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(p)
    .$dynamic();
  const rows = (ordersByAisle({ tsquery, text }) ? select.innerJoin(d, eq(d.id, p.departmentId)) : select)
    .where(where)
    .orderBy(orderOf(query.sort, { tsquery, text }))
    .limit(query.limit)
    .offset(query.offset);
  return { matched, conditions, where, rows };
}

/** One page of products matching `tsquery` (or, for a text of no words, the name's characters). */
async function pageOf(call: Call<'searchProducts'>, tsquery: SQL | null) {
  const parts = pageParts(call, tsquery);
  const [rows, facets] = await Promise.all([
    parts.rows,
    call.query.facets ? facetsOf(call.db, parts.matched, parts.conditions) : undefined,
  ]);
  return finishPage(call, parts.where, rows, facets);
}

async function finishPage(
  { query, db }: Call<'searchProducts'>,
  where: SQL,
  rows: Array<{ product: ProductRow; total: number }>,
  facets: ProductFacets | undefined,
) {
  const total = rows[0]?.total ?? (query.offset === 0 ? 0 : await countMatching(db, where));
  return {
    items: rows.map((row) => presentProduct(row.product)),
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
    .select({ gtin13: products.gtin13, departmentId: products.departmentId, name: products.name })
    .from(products)
    .where(eq(products.gtin13, params.gtin13))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
  return productImageSvg(row);
}

/** The department's picture: an SVG of our own (the handler sends it as image/svg+xml). */
export function departmentImage({ params }: Call<'getDepartmentImage'>): string {
  const svg = departmentImageSvg(params.departmentId);
  if (svg === null) throw new ApiError('NOT_FOUND', 'No department has this id.');
  return svg;
}
