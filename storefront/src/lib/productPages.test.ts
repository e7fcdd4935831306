import type { Product } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import snapshot from './catalogue.generated.json';
import {
  DEPARTMENT_PAGE_SIZE,
  departmentPath,
  inShelfOrder,
  percentDailyValue,
  productParam,
  productPath,
  relatedTo,
  slugOf,
  subCategoriesOf,
  unitPriceOf,
} from './productPages.ts';

const product = (gtin13: string, name: string, departmentId = 'produce') =>
  ({ gtin13, name, departmentId, price: 1, promoPrice: null }) as Product;
const entry = (gtin13: string, name: string, category: string | null, departmentId = 'produce') => ({
  product: product(gtin13, name, departmentId),
  category,
});

describe('product and department addresses', () => {
  it('makes a readable slug of any catalogue name', () => {
    expect(slugOf('Kettle Cooked Jalapeño Chips')).toBe('kettle-cooked-jalapeno-chips');
    expect(slugOf('Half & Half')).toBe('half-and-half');
    expect(slugOf('2% Reduced Fat Milk')).toBe('2-reduced-fat-milk');
    expect(slugOf('Raw Shrimp 31/40')).toBe('raw-shrimp-31-40');
    expect(slugOf('Sparkling Rosé')).toBe('sparkling-rose');
    expect(slugOf('  Pepper Jack Cheese, Sliced ')).toBe('pepper-jack-cheese-sliced');
    expect(slugOf('%')).toBe('');
  });

  it('puts the GTIN-13 first in a product path, and leaves the slug out when the name has no letters', () => {
    expect(productPath(product('0841000000122', 'Bananas'))).toBe('/products/0841000000122-bananas');
    expect(productParam(product('0841000000122', 'Bananas'))).toBe('0841000000122-bananas');
    expect(productPath(product('0841000000122', '%'))).toBe('/products/0841000000122');
  });

  it('gives every seeded product its own path', () => {
    const paths = snapshot.products.map((details) => productPath(details.product));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/products\/\d{13}-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('numbers a department page from 2 on', () => {
    expect(departmentPath('produce')).toBe('/department/produce');
    expect(departmentPath('produce', 1)).toBe('/department/produce');
    expect(departmentPath('produce', 3)).toBe('/department/produce/3');
  });
});

describe('a department in shelf order', () => {
  const entries = [
    entry('1', 'Lemons', 'Fruit'),
    entry('2', 'Baby Spinach', 'Vegetables'),
    entry('3', 'Bananas', 'Fruit'),
    entry('4', 'Mystery Box', null),
  ];

  it('groups the products by sub-category in the order they first appear, then by name', () => {
    expect(inShelfOrder(entries).map((item) => item.product.name)).toEqual([
      'Bananas',
      'Lemons',
      'Baby Spinach',
      'Mystery Box',
    ]);
  });

  it('lists the sub-categories with their counts, linking to the page and heading of their first product', () => {
    expect(subCategoriesOf(inShelfOrder(entries), 'produce')).toEqual([
      { name: 'Fruit', count: 2, id: 'sub-fruit', href: '/department/produce#sub-fruit' },
      { name: 'Vegetables', count: 1, id: 'sub-vegetables', href: '/department/produce#sub-vegetables' },
    ]);
    const many = [
      ...Array.from({ length: DEPARTMENT_PAGE_SIZE }, (_, index) => entry(`a${index}`, `A ${index}`, 'Fruit')),
      entry('b', 'B', 'Vegetables'),
    ];
    expect(subCategoriesOf(many, 'produce')[1]?.href).toBe('/department/produce/2#sub-vegetables');
  });
});

describe('related items', () => {
  const all = [
    entry('1', 'Lemons', 'Fruit'),
    entry('2', 'Bananas', 'Fruit'),
    entry('3', 'Baby Spinach', 'Vegetables'),
    entry('4', 'Whole Milk', 'Milk', 'dairy-eggs'),
    entry('5', 'Strawberries', 'Fruit'),
  ];

  it('are the same sub-category first, then the same department, never the product itself or another department', () => {
    const related = relatedTo(all[0] as (typeof all)[number], all);
    expect(related.map((item) => item.product.name)).toEqual(['Bananas', 'Strawberries', 'Baby Spinach']);
    expect(relatedTo(all[0] as (typeof all)[number], all, 1).map((item) => item.product.name)).toEqual(['Bananas']);
  });
});

describe('unit price and Daily Values', () => {
  it('divides the price by the comparable size, to the cent', () => {
    expect(unitPriceOf(3.79, { amount: 128, measure: 'fl oz' })).toEqual({ amount: 0.03, measure: 'fl oz' });
    expect(unitPriceOf(0.59, { amount: 16, measure: 'oz' })).toEqual({ amount: 0.04, measure: 'oz' });
    expect(unitPriceOf(9.99, { amount: 6, measure: 'ct' })).toEqual({ amount: 1.67, measure: 'ct' });
    expect(unitPriceOf(1, null)).toBeNull();
  });

  it('works out % Daily Value from the FDA reference amounts', () => {
    expect(percentDailyValue('sodiumMg', 460)).toBe(20);
    expect(percentDailyValue('totalFatG', 8)).toBe(10);
    expect(percentDailyValue('saturatedFatG', 5)).toBe(25);
    expect(percentDailyValue('addedSugarsG', 0)).toBe(0);
  });
});
