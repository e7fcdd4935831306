import type { NutritionFacts, Product, UnitMeasure } from '@aisle/contracts';

/*
 * The addresses and pure rules of the product and department pages (docs/adr/0026-product-and-department-pages.md).
 * The product cards of every page import this module for their links, so it holds no catalogue data.
 */

/**
 * A name as a URL segment: lower case, letters and digits of ASCII, words joined by '-'
 * ('Kettle Cooked Jalapeño Chips' -> 'kettle-cooked-jalapeno-chips', 'Half & Half' -> 'half-and-half').
 * Hand-written rather than a slug library: the product cards' island ships it, and the catalogue's names
 * are Latin script, which Unicode decomposition covers.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The product page: `/products/{gtin13}-{slug}` (the GTIN-13 makes it unique; the words make it readable). */
export function productPath(product: Pick<Product, 'gtin13' | 'name'>): string {
  const slug = slugOf(product.name);
  return `/products/${product.gtin13}${slug ? `-${slug}` : ''}`;
}

/** The path parameter of a product page (what `[product].astro` is built with). */
export function productParam(product: Pick<Product, 'gtin13' | 'name'>): string {
  return productPath(product).slice('/products/'.length);
}

/** A department's page; page 2 and on of a long department at `/department/{id}/{page}`. */
export function departmentPath(departmentId: string, page = 1): string {
  return page > 1 ? `/department/${departmentId}/${page}` : `/department/${departmentId}`;
}

/** A department's picture (`GET /api/departments/{departmentId}/image.svg`, an SVG of the services' own). */
export function departmentImagePath(departmentId: string): string {
  return `/api/departments/${departmentId}/image.svg`;
}

/** Products on one page of a department. */
export const DEPARTMENT_PAGE_SIZE = 24;

/** A department's products in the order its pages show them: by sub-category (shelf order of first use), then name. */
export function inShelfOrder<T extends { product: Product; category: string | null }>(entries: readonly T[]): T[] {
  const firstSeen = new Map<string, number>();
  for (const entry of entries) {
    const key = entry.category ?? '';
    if (!firstSeen.has(key)) firstSeen.set(key, firstSeen.size);
  }
  return [...entries].sort(
    (a, b) =>
      (firstSeen.get(a.category ?? '') ?? 0) - (firstSeen.get(b.category ?? '') ?? 0) ||
      a.product.name.localeCompare(b.product.name, 'en'),
  );
}

export type SubCategory = { name: string; count: number; href: string; id: string };

/** The sub-categories of a department (in shelf order), each linking to its first product's page and heading. */
export function subCategoriesOf(
  entries: ReadonlyArray<{ category: string | null }>,
  departmentId: string,
  pageSize = DEPARTMENT_PAGE_SIZE,
): SubCategory[] {
  const found = new Map<string, SubCategory>();
  entries.forEach((entry, index) => {
    if (!entry.category) return;
    const current = found.get(entry.category);
    if (current) {
      current.count += 1;
      return;
    }
    const id = `sub-${slugOf(entry.category)}`;
    const page = Math.floor(index / pageSize) + 1;
    found.set(entry.category, {
      name: entry.category,
      count: 1,
      id,
      href: `${departmentPath(departmentId, page)}#${id}`,
    });
  });
  return [...found.values()];
}

/** Products of the same sub-category (else the same department), not the product itself; at most `limit`. */
export function relatedTo<T extends { product: Product; category: string | null }>(
  entry: T,
  all: readonly T[],
  limit = 4,
): T[] {
  const others = all.filter((other) => other.product.gtin13 !== entry.product.gtin13);
  const sameCategory = others.filter((other) => entry.category !== null && other.category === entry.category);
  const sameDepartment = others.filter(
    (other) => other.product.departmentId === entry.product.departmentId && !sameCategory.includes(other),
  );
  return [...sameCategory, ...sameDepartment].slice(0, limit);
}

/** The price a shopper pays for one unit of the comparable measure, rounded to the cent ('$0.25 / oz'). */
export function unitPriceOf(
  price: number,
  unitSize: { amount: number; measure: UnitMeasure } | null,
): { amount: number; measure: UnitMeasure } | null {
  if (!unitSize || unitSize.amount <= 0) return null;
  return { amount: Math.round((price / unitSize.amount) * 100) / 100, measure: unitSize.measure };
}

/** The price the shopper pays now: the promotional price when there is one. */
export const currentPrice = (product: Pick<Product, 'price' | 'promoPrice'>) => product.promoPrice ?? product.price;

/** The FDA's Daily Values for adults and children 4 years and older (21 CFR 101.9), for the % column. */
export const dailyValues = {
  totalFatG: 78,
  saturatedFatG: 20,
  cholesterolMg: 300,
  sodiumMg: 2300,
  totalCarbohydrateG: 275,
  dietaryFiberG: 28,
  addedSugarsG: 50,
} as const satisfies Partial<Record<keyof NutritionFacts, number>>;

/** A nutrient's % Daily Value, rounded to a whole percent as the label shows it. */
export function percentDailyValue(nutrient: keyof typeof dailyValues, amount: number): number {
  return Math.round((amount / dailyValues[nutrient]) * 100);
}
