import {
  departmentListSchema,
  isValidGtin13,
  nutritionFactsSchema,
  productDetailsSchema,
  productPageSchema,
  productSchema,
} from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentProduct } from '../src/catalogue/presenters.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { count } from '../src/db/orm.ts';
import { products } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { departmentSeed, productSeed } from '../src/seed/catalogue.ts';
import {
  type GeneratedProduct,
  generatedProducts,
  MAX_CATALOGUE_SIZE,
  parseCatalogueSize,
  seededProductCount,
} from '../src/seed/generatedCatalogue.ts';
import { seedDatabase, seedIfEmpty } from '../src/seed/index.ts';
import { backends } from './support/backends.ts';
import { TestClient } from './support/client.ts';

/** AISLE_CATALOGUE_SIZE: a generated catalogue at a grocer's size on top of the seeded one (seed/generatedCatalogue.ts). */

const now = new Date('2026-11-20T15:00:00.000Z');
const seeded = productSeed();
/** A grocer's size, for the checks that need no database (generating it takes well under a second). */
const GROCER_SIZE = 30_000;
/** The seeded database's size: enough for every department, small enough to seed in a second or two. */
const SEEDED_SIZE = 2_000;

describe('AISLE_CATALOGUE_SIZE', () => {
  it('is unset (no generated catalogue) or a whole number from the seeded count to 100,000', () => {
    expect(parseCatalogueSize(undefined)).toBeUndefined();
    expect(parseCatalogueSize('')).toBeUndefined();
    expect(parseCatalogueSize('30000')).toBe(30_000);
    expect(parseCatalogueSize('30_000')).toBe(30_000);
    expect(parseCatalogueSize(String(seeded.length))).toBe(seeded.length);
    expect(parseCatalogueSize(String(MAX_CATALOGUE_SIZE))).toBe(100_000);
    for (const wrong of ['152', '100001', '3e4', '30000.5', '-5', 'lots', '0x10']) {
      expect(() => parseCatalogueSize(wrong), wrong).toThrow(/AISLE_CATALOGUE_SIZE must be a whole number/);
    }
    expect(seededProductCount()).toBe(seeded.length);
  });
});

describe('the generated catalogue', () => {
  const catalogue = generatedProducts(GROCER_SIZE);

  it('adds what the size asks for above the seeded products, and nothing at the seeded size', () => {
    expect(catalogue).toHaveLength(GROCER_SIZE - seeded.length);
    expect(generatedProducts(seeded.length)).toEqual([]);
    expect(() => generatedProducts(seeded.length - 1)).toThrow();
    expect(() => generatedProducts(MAX_CATALOGUE_SIZE + 1)).toThrow();
  });

  it('is deterministic: the same size gives the same products, and a smaller size the first of them', () => {
    expect(generatedProducts(GROCER_SIZE)).toEqual(catalogue);
    expect(generatedProducts(SEEDED_SIZE)).toEqual(catalogue.slice(0, SEEDED_SIZE - seeded.length));
  });

  it('gives valid, unique GTIN-13s that cannot collide with the seeded ones, up to the largest size', () => {
    const largest = generatedProducts(MAX_CATALOGUE_SIZE);
    expect(largest).toHaveLength(MAX_CATALOGUE_SIZE - seeded.length);
    const gtins = new Set(largest.map((product) => product.gtin13));
    expect(gtins.size).toBe(largest.length);
    expect(largest.every((product) => isValidGtin13(product.gtin13))).toBe(true);
    // The seed's brands have the company prefixes 0841xxx; the generated ones 086xxx.
    expect(seeded.every((product) => product.gtin13.startsWith('0841'))).toBe(true);
    expect(largest.every((product) => product.gtin13.startsWith('086'))).toBe(true);
    expect(seeded.filter((product) => gtins.has(product.gtin13))).toEqual([]);
    // Names never repeat a seeded one's: the seeded staples keep their own names.
    const seededNames = new Set(seeded.map((product) => product.name));
    expect(largest.filter((product) => seededNames.has(product.name))).toEqual([]);
  });

  it('answers every product as the contracts describe it, and Nutrition Facts that are a panel', () => {
    for (const product of catalogue) {
      const answered = productSchema.safeParse(presentProduct(product));
      if (!answered.success) throw new Error(`${product.name}: ${answered.error.message}`);
      if (product.nutrition) nutritionFactsSchema.parse(product.nutrition);
      expect(product.tags.length).toBeLessThanOrEqual(20);
      expect(product.category?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('spreads the products over every department in a grocer’s proportions', () => {
    const byDepartment = new Map<string, number>();
    for (const product of catalogue) {
      byDepartment.set(product.departmentId, (byDepartment.get(product.departmentId) ?? 0) + 1);
    }
    expect([...byDepartment.keys()].sort()).toEqual(departmentSeed.map((department) => department.id).sort());
    const share = (id: string) => (byDepartment.get(id) ?? 0) / catalogue.length;
    // The pantry is the largest department, produce and the deli among the smallest.
    expect(share('pantry')).toBeGreaterThan(0.15);
    expect(share('produce')).toBeLessThan(0.05);
    expect(share('deli')).toBeLessThan(0.05);
    for (const id of byDepartment.keys()) expect(share(id), id).toBeGreaterThan(0.01);
  });

  it('follows the seed’s rules: SNAP foods have ingredients and Nutrition Facts, alcohol is 21+ and never SNAP', () => {
    for (const product of catalogue) {
      if (product.isSnapEligible) {
        expect(product.ingredients, product.name).toBeTruthy();
        expect(product.nutrition, product.name).toBeTruthy();
        expect(product.minAge).toBeNull();
      }
      if (product.departmentId === 'beer-wine-spirits') {
        expect(product).toMatchObject({ minAge: 21, isSnapEligible: false, maxQuantity: 12 });
        expect(product.prop65Warning).toMatch(/alcoholic beverages/);
      } else {
        expect(product.minAge).toBeNull();
      }
      if (product.departmentId === 'household' || product.departmentId === 'personal-care') {
        expect(product.isSnapEligible).toBe(false);
        expect(product.nutrition).toBeNull();
      }
    }
    const onPromotion = catalogue.filter((product) => product.promoPriceCents !== null);
    // A few on promotion, as in a store: a few percent.
    expect(onPromotion.length / catalogue.length).toBeGreaterThan(0.02);
    expect(onPromotion.length / catalogue.length).toBeLessThan(0.12);
    expect(catalogue.every((product) => !product.isFeatured && product.flashSalePercentOff === null)).toBe(true);
    expect(catalogue.some((product) => product.tags.includes('organic'))).toBe(true);
  });
});

/** A fresh place on a backend, migrated and seeded with a generated catalogue of `catalogueSize`. */
function generatedAppForSuite(backend: (typeof backends)[number], catalogueSize: number) {
  let place: Awaited<ReturnType<(typeof backends)[number]['create']>> | undefined;
  let database: Database | undefined;
  let app: Hono | undefined;
  beforeAll(async () => {
    place = await backend.create();
    database = await place.open();
    await migrate(database);
    expect(await seedIfEmpty(database, { now, catalogueSize })).toBe(true);
    app = createApp({ db: database.db, now: () => now });
  });
  afterAll(async () => {
    await database?.close();
    await place?.destroy();
  });
  return {
    get database() {
      if (!database) throw new Error('The database opens in beforeAll');
      return database;
    },
    get client() {
      if (!app) throw new Error('The app starts in beforeAll');
      return new TestClient(app);
    },
  };
}

describe.each(backends)('a generated catalogue seeded on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    const suite = generatedAppForSuite(backend, SEEDED_SIZE);
    const generated = generatedProducts(SEEDED_SIZE);
    const get = (path: string) => suite.client.get(path);

    it('holds the size asked for, and seeding again changes nothing', async () => {
      const total = async () => (await suite.database.db.select({ total: count() }).from(products))[0]?.total;
      expect(await total()).toBe(SEEDED_SIZE);
      expect(await seedIfEmpty(suite.database, { now, catalogueSize: SEEDED_SIZE })).toBe(false);
      await seedDatabase(suite.database, { now, catalogueSize: SEEDED_SIZE });
      expect(await total()).toBe(SEEDED_SIZE);
      const departments = departmentListSchema.parse((await get('/api/departments')).body).departments;
      expect(departments.reduce((sum, department) => sum + department.productCount, 0)).toBe(SEEDED_SIZE);
    });

    it('keeps every seeded product exactly as the seed writes it', async () => {
      for (let start = 0; start < seeded.length; start += 50) {
        const batch = seeded.slice(start, start + 50);
        const response = await get(`/api/products?gtin13=${batch.map((product) => product.gtin13).join(',')}&limit=50`);
        const page = productPageSchema.parse(response.body);
        const byGtin = new Map(page.items.map((item) => [item.gtin13, item]));
        for (const product of batch) expect(byGtin.get(product.gtin13), product.name).toEqual(presentProduct(product));
      }
    });

    it('finds a generated product by its name, and by a misspelt word of it', async () => {
      const product = generated.find((candidate) => /^[A-Za-z ]+$/.test(candidate.name)) as GeneratedProduct;
      const byName = productPageSchema.parse(
        (await get(`/api/products?query=${encodeURIComponent(product.name)}`)).body,
      );
      expect(byName.items[0]?.name).toBe(product.name);
      expect(byName.items.map((item) => item.gtin13)).toContain(product.gtin13);
      expect(byName.correctedQuery).toBeUndefined();

      // The longest word of the name with a letter left out: the lexicon of search_terms corrects it.
      const word = product.name.split(' ').reduce((longest, next) => (next.length > longest.length ? next : longest));
      const typo = `${word.slice(0, 3)}${word.slice(4)}`.toLowerCase();
      const corrected = productPageSchema.parse((await get(`/api/products?query=${encodeURIComponent(typo)}`)).body);
      expect(corrected.correctedQuery).toBe(word.toLowerCase());
      expect(corrected.total).toBeGreaterThan(0);
      expect(corrected.items.every((item) => item.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    });

    it('lists a department with the generated products in its total, every one as the contracts describe it', async () => {
      for (const { id } of departmentSeed) {
        const expected =
          seeded.filter((product) => product.departmentId === id).length +
          generated.filter((product) => product.departmentId === id).length;
        const first = productPageSchema.parse((await get(`/api/products?department=${id}&limit=24&offset=0`)).body);
        expect(first.total, id).toBe(expected);
        const deep = Math.max(0, expected - 24);
        const last = productPageSchema.parse(
          (await get(`/api/products?department=${id}&limit=24&offset=${deep}`)).body,
        );
        expect(last.items).toHaveLength(Math.min(24, expected));
        expect(last.items.every((item) => item.departmentId === id)).toBe(true);
        if (id === 'beer-wine-spirits') {
          expect([...first.items, ...last.items].every((item) => item.ageRestricted && !item.snapEligible)).toBe(true);
        }
      }
    });

    it("pages through a department's shelf by name, each product once, the total on every page (ADR 0028)", async () => {
      const expected = [...seeded, ...generated]
        .filter((product) => product.departmentId === 'pantry')
        .map((product) => ({ name: product.name, gtin13: product.gtin13 }))
        .sort((a, b) => (a.name === b.name ? (a.gtin13 < b.gtin13 ? -1 : 1) : a.name < b.name ? -1 : 1));
      const shown: Array<{ name: string; gtin13: string }> = [];
      for (let offset = 0; offset < 24 * 4; offset += 24) {
        const page = productPageSchema.parse(
          (await get(`/api/products?department=pantry&limit=24&offset=${offset}`)).body,
        );
        expect(page.total).toBe(expected.length);
        shown.push(...page.items.map((item) => ({ name: item.name, gtin13: item.gtin13 })));
      }
      // The database's collation orders names as the shelf does; the first four pages are the first 96 names.
      expect(new Set(shown.map((item) => item.gtin13)).size).toBe(96);
      expect(shown.map((item) => item.gtin13).sort()).toEqual(
        expected
          .slice(0, 96)
          .map((item) => item.gtin13)
          .sort(),
      );
      const past = productPageSchema.parse((await get(`/api/products?department=pantry&limit=24&offset=9000`)).body);
      expect(past.items).toEqual([]);
      expect(past.total).toBe(expected.length);
    });

    it("answers a generated food's page: category, size, ingredients and Nutrition Facts", async () => {
      const food = generated.find((product) => product.isSnapEligible && product.departmentId === 'pantry');
      if (!food) throw new Error('No generated pantry food at this size');
      const response = await get(`/api/products/${food.gtin13}/details`);
      expect(response.status).toBe(200);
      const details = productDetailsSchema.parse(response.body);
      expect(details.product).toEqual(presentProduct(food));
      expect(details.category).toBe(food.category);
      expect(details.unitSize).toEqual({ amount: food.unitSize, measure: food.unitMeasure });
      expect(details.ingredients).toBe(food.ingredients);
      expect(details.nutrition).toEqual(food.nutrition);

      const cleaner = generated.find((product) => product.departmentId === 'household') as GeneratedProduct;
      const household = productDetailsSchema.parse((await get(`/api/products/${cleaner.gtin13}/details`)).body);
      expect(household.nutrition).toBeNull();
      const image = await get(`/api/products/${cleaner.gtin13}/image.svg`);
      expect(image.status).toBe(200);
    });
  });
});
