import { describe, expect, it } from 'vitest';
import { basketLineSchema, productSchema } from '../src/index.ts';

/** CART-035, CART-036: what a product and a basket line must carry about California's Proposition 65. */
const loaf = {
  gtin13: '0841063000114',
  name: 'Sourdough Loaf',
  brand: 'Hearth & Crumb',
  departmentId: 'bakery',
  price: 4.99,
  promoPrice: null,
  unitLabel: '24 oz',
  imageUrl: '/api/products/0841063000114/image.svg',
  snapEligible: true,
  ageRestricted: false,
  minAge: null,
  prop65: false,
  prop65Warning: null,
  availability: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  maxQuantity: 25,
  slotRestriction: null,
  flashSale: null,
  featured: false,
};

describe('Prop 65 on products and basket lines', () => {
  it('requires prop65 on every product; prop65Warning is there exactly when it is true (CART-036)', () => {
    expect(productSchema.safeParse(loaf).success).toBe(true);
    const { prop65: _, ...withoutFlag } = loaf;
    expect(productSchema.safeParse(withoutFlag).success).toBe(false);
    const warned = { ...loaf, prop65: true, prop65Warning: 'WARNING: This product can expose you to acrylamide.' };
    expect(productSchema.safeParse(warned).success).toBe(true);
    expect(productSchema.safeParse({ ...loaf, prop65: true }).success).toBe(false);
    expect(productSchema.safeParse({ ...warned, prop65: false }).success).toBe(false);
  });

  it("carries a line's Prop 65 flag and message through its product (CART-035: isItemProp65, prop65Message)", () => {
    const line = {
      gtin13: loaf.gtin13,
      quantity: 1,
      substitutionPolicy: 'SHOPPER_CHOICE',
      instructions: null,
      substitutionItem: null,
      product: { ...loaf, prop65: true, prop65Warning: 'WARNING: acrylamide.' },
      lineTotal: 4.99,
    };
    expect(basketLineSchema.parse(line).product).toMatchObject({ prop65: true, prop65Warning: 'WARNING: acrylamide.' });
    expect(basketLineSchema.safeParse({ ...line, product: { ...line.product, prop65Warning: null } }).success).toBe(
      false,
    );
  });
});
