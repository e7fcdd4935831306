import { type Product, productPageSchema } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { departmentSeed, productSeed } from '../src/seed/catalogue.ts';
import { backends } from './support/backends.ts';
import { TestClient } from './support/client.ts';
import { seededAppForSuite } from './support/seededApp.ts';

/**
 * The search's relevance set (issue 22, ADR 0022): what a shopper types and what the first result must be.
 * Misspellings, synonyms, brands, departments and plain words, on PGlite and on PostgreSQL. The expected
 * products are named from the seed (services/src/seed/catalogue.ts), not invented here.
 */

const now = new Date('2026-11-20T15:00:00.000Z');
const seeded = productSeed();
const departmentIds = new Set<string>(departmentSeed.map((department) => department.id));

/** The seeded product of this name (throws where the seed has none: a typo in this file). */
function named(name: string): string {
  const product = seeded.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`The seed has no product named "${name}"`);
  return product.name;
}

function brand(name: string): string {
  if (!seeded.some((product) => product.brand === name)) throw new Error(`The seed has no brand "${name}"`);
  return name;
}

function department(id: string): string {
  if (!departmentIds.has(id)) throw new Error(`The seed has no department "${id}"`);
  return id;
}

/** What the first result must be: one of these products, or a product of this brand or department. */
type Expected = { oneOf: string[] } | { brand: string } | { department: string };

const relevanceSet: Array<[query: string, expected: Expected, kind: string]> = [
  // Misspellings (trigram correction against the catalogue's words).
  ['bananna', { oneOf: [named('Bananas')] }, 'misspelling'],
  ['yougurt', { oneOf: [named('Plain Greek Yogurt'), named('Strawberry Yogurt Cups')] }, 'misspelling'],
  ['choclate', { oneOf: [named('Dark Chocolate Bar'), named('Chocolate Chip Cookies')] }, 'misspelling'],
  ['brocoli', { oneOf: [named('Broccoli Crowns')] }, 'misspelling'],
  ['avacado', { oneOf: [named('Hass Avocados')] }, 'misspelling'],
  ['strawbery', { oneOf: [named('Strawberries')] }, 'misspelling'],
  ['tortila chps', { oneOf: [named('Tortilla Chips')] }, 'misspelling'],
  ['peanut buter', { oneOf: [named('Creamy Peanut Butter')] }, 'misspelling'],
  ['orange juce', { oneOf: [named('Orange Juice, No Pulp')] }, 'misspelling'],
  ['tomatos', { oneOf: [named('Roma Tomatoes'), named('Diced Tomatoes')] }, 'misspelling'],
  ['shampo', { oneOf: [named('Moisturizing Shampoo'), named('Baby Shampoo & Wash')] }, 'misspelling'],
  ['spagetti', { oneOf: [named('Spaghetti')] }, 'misspelling'],
  ['cinamon raisin', { oneOf: [named('Cinnamon Raisin Bread')] }, 'misspelling'],
  // A word still being typed.
  ['straw', { oneOf: [named('Strawberries')] }, 'prefix'],
  ['toothp', { oneOf: [named('Fluoride Toothpaste')] }, 'prefix'],
  // Synonyms (rows of search_synonyms).
  ['toilet paper', { oneOf: [named('Bath Tissue')] }, 'synonym'],
  ['pop', { oneOf: [named('Lemon-Lime Soda'), named('Cola')] }, 'synonym'],
  ['coke', { oneOf: [named('Cola')] }, 'synonym'],
  ['nappies', { oneOf: [named('Diapers, Size 3')] }, 'synonym'],
  ['tin foil', { oneOf: [named('Aluminum Foil')] }, 'synonym'],
  ['prawns', { oneOf: [named('Raw Shrimp 31/40')] }, 'synonym'],
  ['oj', { oneOf: [named('Orange Juice, No Pulp')] }, 'synonym'],
  ['ipa', { oneOf: [named('India Pale Ale')] }, 'synonym'],
  ['champagne', { oneOf: [named('Sparkling Rosé')] }, 'synonym'],
  ['whiskey', { oneOf: [named('Kentucky Straight Bourbon')] }, 'synonym'],
  ['kitchen roll', { oneOf: [named('Paper Towels')] }, 'synonym'],
  ['garbage bags', { oneOf: [named('Trash Bags, 13 Gallon')] }, 'synonym'],
  ['evoo', { oneOf: [named('Extra Virgin Olive Oil')] }, 'synonym'],
  [
    'crisps',
    { oneOf: [named('Sea Salt Potato Chips'), named('Tortilla Chips'), named('Kettle Cooked Jalapeño Chips')] },
    'synonym',
  ],
  // Departments and shelf categories.
  [
    'wine',
    { oneOf: [named('Cabernet Sauvignon'), named('Chardonnay'), named('Pinot Noir'), named('Sparkling Rosé')] },
    'department',
  ],
  ['beer', { oneOf: [named('Lager'), named('India Pale Ale'), named('Wheat Ale')] }, 'department'],
  ['spirits', { department: department('beer-wine-spirits') }, 'department'],
  ['alcohol', { department: department('beer-wine-spirits') }, 'department'],
  ['produce', { department: department('produce') }, 'department'],
  ['dairy', { department: department('dairy-eggs') }, 'department'],
  ['bakery', { department: department('bakery') }, 'department'],
  ['frozen', { department: department('frozen') }, 'department'],
  ['household', { department: department('household') }, 'department'],
  ['seafood', { department: department('meat-seafood') }, 'department'],
  ['personal care', { department: department('personal-care') }, 'department'],
  ['snacks', { department: department('snacks') }, 'department'],
  // Brands.
  ['vine hill', { brand: brand('Vine Hill Cellars') }, 'brand'],
  ['old mill', { brand: brand('Old Mill Brewing') }, 'brand'],
  ['fizzwell', { brand: brand('Fizzwell') }, 'brand'],
  ['gentle care', { brand: brand('Gentle Care') }, 'brand'],
  ['little sprout', { brand: brand('Little Sprout') }, 'brand'],
  ['roastery row', { brand: brand('Roastery Row') }, 'brand'],
  ['hearthstone', { brand: brand('Hearthstone Bakery') }, 'brand'],
  // Words of the name.
  ['milk', { oneOf: [named('Whole Milk'), named('2% Reduced Fat Milk'), named('Oat Milk Original')] }, 'words'],
  ['oat milk', { oneOf: [named('Oat Milk Original')] }, 'words'],
  ['chocolate chip cookies', { oneOf: [named('Chocolate Chip Cookies')] }, 'words'],
  ['red wine', { oneOf: [named('Cabernet Sauvignon'), named('Pinot Noir')] }, 'words'],
  ['chicken breast', { oneOf: [named('Boneless Skinless Chicken Breasts')] }, 'words'],
  // Every word together finds nothing: the products with most of them.
  ['a gallon of milk', { oneOf: [named('Whole Milk'), named('2% Reduced Fat Milk')] }, 'relaxed'],
];

function describeFirst(product: Product | undefined): string {
  return product ? `${product.name} (${product.brand}, ${product.departmentId})` : 'nothing';
}

describe.each(backends)('search relevance on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    const suite = seededAppForSuite(backend, now);

    it(`holds at least 40 queries`, () => {
      expect(relevanceSet.length).toBeGreaterThanOrEqual(40);
    });

    it.each(relevanceSet)("'%s' finds what a shopper means first (%j, %s)", async (query, expected) => {
      const response = await new TestClient(suite.app).get(`/api/products?query=${encodeURIComponent(query)}&limit=5`);
      expect(response.status).toBe(200);
      const first = productPageSchema.parse(response.body).items[0];
      const found = describeFirst(first);
      if ('oneOf' in expected) expect(expected.oneOf, `first: ${found}`).toContain(first?.name);
      else if ('brand' in expected) expect(first?.brand, `first: ${found}`).toBe(expected.brand);
      else expect(first?.departmentId, `first: ${found}`).toBe(expected.department);
    });
  });
});
