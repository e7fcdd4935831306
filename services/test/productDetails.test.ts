import { productDetailsSchema, productPageSchema } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { sql } from '../src/db/orm.ts';
import { productDetailsSeed, productSeed } from '../src/seed/catalogue.ts';
import { backends } from './support/backends.ts';
import { TestClient } from './support/client.ts';
import { seededAppForSuite } from './support/seededApp.ts';

/** A product page's details: migration 0026, GET /api/products/{gtin13}/details (ADR 0026). */

const now = new Date('2026-11-20T15:00:00.000Z');
const seeded = productSeed();
const named = (name: string) => {
  const product = seeded.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No seeded product is named ${name}`);
  return product;
};

describe('the seeded product details', () => {
  it('give every food (every SNAP-eligible product) its ingredients and Nutrition Facts', () => {
    const details = new Map(productDetailsSeed().map((entry) => [entry.gtin13, entry]));
    const foods = seeded.filter((product) => product.isSnapEligible);
    expect(foods.length).toBeGreaterThan(100);
    for (const food of foods) {
      expect(details.get(food.gtin13)?.nutrition, food.name).toBeTruthy();
      expect(details.get(food.gtin13)?.ingredients, food.name).toBeTruthy();
    }
    expect(details.has(named('Paper Towels').gtin13)).toBe(false);
  });
});

describe.each(backends)('product details on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    const suite = seededAppForSuite(backend, now);
    const get = (path: string) => new TestClient(suite.app).get(path);

    it("answers a food's category, comparable size, ingredients and Nutrition Facts", async () => {
      const bananas = named('Bananas');
      const response = await get(`/api/products/${bananas.gtin13}/details`);
      expect(response.status).toBe(200);
      const details = productDetailsSchema.parse(response.body);
      expect(details.product).toMatchObject({ gtin13: bananas.gtin13, name: 'Bananas', price: 0.59 });
      expect(details.category).toBe('Fruit');
      expect(details.unitSize).toEqual({ amount: 16, measure: 'oz' });
      expect(details.ingredients).toBe('Bananas.');
      expect(details.nutrition).toMatchObject({ servingSize: '1 medium banana (118g)', calories: 105, proteinG: 1.3 });
    });

    it('answers no Nutrition Facts and no ingredients for a household item, and 404 for an unknown GTIN-13', async () => {
      const towels = productDetailsSchema.parse(
        (await get(`/api/products/${named('Paper Towels').gtin13}/details`)).body,
      );
      expect(towels.nutrition).toBeNull();
      expect(towels.ingredients).toBeNull();
      const unknown = await get('/api/products/0000000000000/details');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('lists products without nutrition (GEN-034): the list and search answers carry neither column', async () => {
      const response = await get('/api/products?query=bananas');
      const page = productPageSchema.parse(response.body);
      expect(page.items[0]?.name).toBe('Bananas');
      expect(JSON.stringify(response.body)).not.toMatch(/nutrition|ingredients/i);
    });

    it('refuses a Nutrition Facts panel that is not one (the column check of migration 0026)', async () => {
      await expect(
        suite.database.db.execute(
          sql`update products set nutrition = '{"calories": "many"}'::jsonb where gtin13 = ${named('Bananas').gtin13}`,
        ),
      ).rejects.toThrow();
    });
  });
});
