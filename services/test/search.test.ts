import { DIETARY_TAGS, type ProductPage, productPageSchema } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { queryWords } from '../src/catalogue/search.ts';
import { sql } from '../src/db/orm.ts';
import { departmentSeed, makeGtin13, productSeed } from '../src/seed/catalogue.ts';
import { unitSizeOf } from '../src/seed/searchData.ts';
import { backends } from './support/backends.ts';
import { TestClient } from './support/client.ts';
import { seededAppForSuite } from './support/seededApp.ts';

/** The product search's facets, filters, sorts, pages and data (ADR 0022); relevance: search-relevance.test.ts. */

const now = new Date('2026-11-20T15:00:00.000Z');
const seeded = productSeed();
const paid = (item: { price: number; promoPrice: number | null }) => item.promoPrice ?? item.price;

describe('unitSizeOf: a unit label in a comparable measure', () => {
  it('reads every seeded label, pounds and gallons into ounces and fluid ounces, packs multiplied', () => {
    expect(unitSizeOf('per lb')).toEqual({ unitSize: 16, unitMeasure: 'oz' });
    expect(unitSizeOf('1 gal')).toEqual({ unitSize: 128, unitMeasure: 'fl oz' });
    expect(unitSizeOf('12 x 12 fl oz cans')).toEqual({ unitSize: 144, unitMeasure: 'fl oz' });
    expect(unitSizeOf('3 x 72 ct')).toEqual({ unitSize: 216, unitMeasure: 'ct' });
    expect(unitSizeOf('750 ml')).toEqual({ unitSize: 25.361, unitMeasure: 'fl oz' });
    expect(unitSizeOf('5 lb bag')).toEqual({ unitSize: 80, unitMeasure: 'oz' });
    expect(unitSizeOf('each')).toEqual({ unitSize: 1, unitMeasure: 'ct' });
    expect(() => unitSizeOf('a handful')).toThrow('a handful');
    expect(seeded.every((product) => product.unitSize > 0)).toBe(true);
  });
});

describe('queryWords', () => {
  it('keeps letters and digits of any script, lower case, at most eight words', () => {
    expect(queryWords('  Jalapeño  CHIPS, 2%!')).toEqual(['jalapeño', 'chips', '2']);
    expect(queryWords('%_')).toEqual([]);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe.each(backends)('product search on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    const suite = seededAppForSuite(backend, now);

    async function search(query: string): Promise<ProductPage> {
      const response = await new TestClient(suite.app).get(`/api/products?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return productPageSchema.parse(response.body);
    }

    it("finds the 11 beer, wine and spirits items for 'wine', the wines first, and says nothing was corrected", async () => {
      const page = await search('query=wine&limit=50');
      const department = seeded.filter((product) => product.departmentId === 'beer-wine-spirits');
      expect(page.total).toBe(department.length);
      expect(
        page.items
          .slice(0, 4)
          .map((item) => item.name)
          .sort(),
      ).toEqual(
        seeded
          .filter((product) => product.category === 'Wine')
          .map((product) => product.name)
          .sort(),
      );
      expect(page.correctedQuery).toBeUndefined();
    });

    it("answers the corrected words: 'bananna' searched 'bananas'", async () => {
      const page = await search('query=bananna');
      expect(page.correctedQuery).toBe('bananas');
      expect(page.items.map((item) => item.name)).toEqual(['Bananas']);
    });

    it('answers facets only when asked, counted with every filter but their own', async () => {
      expect((await search('query=milk')).facets).toBeUndefined();
      const all = await search('department=dairy-eggs&facets=true');
      const facets = all.facets;
      if (!facets) throw new Error('no facets');
      const dairy = seeded.filter((product) => product.departmentId === 'dairy-eggs');
      // The department facet ignores the department filter: every department is offered.
      expect(facets.departments.map((facet) => facet.id)).toEqual(departmentSeed.map((department) => department.id));
      expect(facets.departments.find((facet) => facet.id === 'dairy-eggs')?.count).toBe(dairy.length);
      expect(facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(dairy.length);
      expect(facets.snapEligible).toBe(dairy.filter((product) => product.isSnapEligible).length);
      expect(facets.onSale).toBe(dairy.filter((product) => product.promoPriceCents !== null).length);
      for (const tag of DIETARY_TAGS) {
        const count = dairy.filter((product) => product.tags.includes(tag)).length;
        expect(facets.dietary.find((facet) => facet.tag === tag)?.count ?? 0, tag).toBe(count);
      }
    });

    it('filters by brand, SNAP, on sale and a dietary tag; the total counts the filtered products', async () => {
      const brand = await search(`brand=${encodeURIComponent('Vine Hill Cellars')}&limit=50`);
      expect(brand.total).toBe(seeded.filter((product) => product.brand === 'Vine Hill Cellars').length);
      expect(brand.items.every((item) => item.brand === 'Vine Hill Cellars')).toBe(true);
      const onSale = await search('onSale=true&limit=100');
      expect(onSale.total).toBe(seeded.filter((product) => product.promoPriceCents !== null).length);
      expect(onSale.items.every((item) => item.promoPrice !== null)).toBe(true);
      const snapChips = await search('query=chips&snap=true');
      expect(snapChips.total).toBeGreaterThan(0);
      expect(snapChips.items.every((item) => item.snapEligible)).toBe(true);
      const vegan = await search('dietary=vegan&limit=100');
      expect(vegan.items.map((item) => item.name).sort()).toEqual(
        seeded
          .filter((product) => product.tags.includes('vegan'))
          .map((product) => product.name)
          .sort(),
      );
      const bad = await new TestClient(suite.app).get('/api/products?dietary=paleo');
      expect(bad.status).toBe(400);
    });

    it('sorts by the price paid, both ways, and by unit price', async () => {
      const cheapest = await search('query=cheese&sort=price&limit=50');
      const prices = cheapest.items.map(paid);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const dearest = await search('query=cheese&sort=price-desc&limit=50');
      expect(dearest.items.map(paid)).toEqual([...prices].reverse());
      const byUnit = await search('department=beverages&sort=unit-price&limit=50');
      const unitPrices = byUnit.items.map((item) => {
        const product = seeded.find((candidate) => candidate.gtin13 === item.gtin13);
        if (!product) throw new Error(item.gtin13);
        return paid(item) / product.unitSize;
      });
      for (let index = 1; index < unitPrices.length; index += 1) {
        expect(unitPrices[index]).toBeGreaterThanOrEqual((unitPrices[index - 1] as number) - 0.0001);
      }
    });

    it('pages through the ranked results without repeating one', async () => {
      const whole = await search('query=wine&limit=50');
      const first = await search('query=wine&limit=5&offset=0');
      const second = await search('query=wine&limit=5&offset=5');
      expect([...first.items, ...second.items].map((item) => item.gtin13)).toEqual(
        whole.items.slice(0, 10).map((item) => item.gtin13),
      );
    });

    it('finds every seeded product by its own name, first (the e2e journeys search by name)', async () => {
      const misses: string[] = [];
      for (const product of seeded) {
        const page = await search(`query=${encodeURIComponent(product.name)}&limit=3`);
        if (page.items[0]?.name !== product.name) misses.push(`${product.name}: ${page.items[0]?.name ?? 'nothing'}`);
      }
      expect(misses).toEqual([]);
    });

    it('answers the products with any of the words when all of them together find nothing', async () => {
      const both = await search('query=chocolate%20milk&limit=50');
      const names = both.items.map((item) => item.name);
      expect(names).toEqual(expect.arrayContaining(['Whole Milk', 'Dark Chocolate Bar']));
      expect(both.total).toBe(
        seeded.filter((product) => /\bmilk\b|\bchocolate\b/i.test(`${product.name} ${product.category}`)).length,
      );
      // Words that match together are never relaxed.
      expect((await search('query=oat%20milk')).items.map((item) => item.name)).toEqual(['Oat Milk Original']);
    });

    it('reads synonyms from their table: a row added finds at once', async () => {
      expect((await search('query=hooch')).total).toBe(0);
      await suite.database.db.execute(sql`insert into search_synonyms (term, means) values ('hooch', 'bourbon')`);
      try {
        expect((await search('query=hooch')).items[0]?.name).toBe('Kentucky Straight Bourbon');
      } finally {
        await suite.database.db.execute(sql`delete from search_synonyms where term = 'hooch'`);
      }
    });

    it("learns a new product's words: a misspelling of it is corrected", async () => {
      const gtin13 = makeGtin13('084999900001');
      await suite.database.db.execute(
        sql`insert into products (gtin13, name, brand, department_id, price_cents, unit_label, is_snap_eligible, category, tags, unit_size, unit_measure)
            values (${gtin13}, 'Kombucha, Ginger', 'Brookside', 'beverages', 399, '16 fl oz', true, 'Tea', '{vegan}', 16, 'fl oz')`,
      );
      try {
        const page = await search('query=kombusha');
        expect(page.items[0]?.gtin13).toBe(gtin13);
        expect(page.correctedQuery).toBe('kombucha');
      } finally {
        await suite.database.db.execute(sql`delete from products where gtin13 = ${gtin13}`);
      }
    });
  });
});
