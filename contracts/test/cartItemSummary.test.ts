import { describe, expect, it } from 'vitest';
import {
  type BasketLine,
  type CartItemSummary,
  cartItemSummaryOfBasketLine,
  cartItemSummaryOfGuestLine,
  cartItemSummarySchema,
  endpoints,
  type Product,
  timeslotItemsOf,
  upfrontTimeslotsRequestSchema,
} from '../src/index.ts';

const tuna: Product = {
  gtin13: '0841056000138',
  name: 'Chunk Light Tuna in Water',
  brand: 'Blue Current Seafood',
  departmentId: 'meat-seafood',
  price: 1.29,
  promoPrice: null,
  unitLabel: '5 oz can',
  imageUrl: '/products/0841056000138.svg',
  snapEligible: true,
  ageRestricted: false,
  minAge: null,
  prop65: true,
  prop65Warning: 'WARNING: This product can expose you to chemicals including bisphenol A (BPA).',
  availability: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  maxQuantity: 25,
  slotRestriction: null,
  flashSale: null,
  featured: false,
};

const summary: CartItemSummary = {
  gtin13: '0841056000138',
  quantity: 3,
  substitutionPolicy: 'CUSTOMER_CHOICE',
  instructions: 'Dolphin-safe only',
  sellerId: 'greenway',
  modalityType: 'DELIVERY',
  isItemProp65: true,
  prop65Message: tuna.prop65Warning,
  substitutionItems: [{ gtin13: '0841063000114' }],
};

describe('a cart item summary (SEL-059)', () => {
  it('has gtin13, quantity, substitutionPolicy, instructions, sellerId, modalityType, isItemProp65, prop65Message and substitutionItems', () => {
    expect(Object.keys(cartItemSummarySchema.def.shape)).toEqual([
      'gtin13',
      'quantity',
      'substitutionPolicy',
      'instructions',
      'sellerId',
      'modalityType',
      'isItemProp65',
      'prop65Message',
      'substitutionItems',
    ]);
    expect(cartItemSummarySchema.safeParse(summary).success).toBe(true);
  });

  it('needs every field, a real GTIN-13 and a Prop 65 message exactly when the item carries Prop 65', () => {
    for (const field of Object.keys(summary)) {
      const { [field as keyof CartItemSummary]: _left, ...withoutField } = summary;
      expect(cartItemSummarySchema.safeParse(withoutField).success, field).toBe(false);
    }
    expect(cartItemSummarySchema.safeParse({ ...summary, gtin13: '0841056000139' }).success).toBe(false);
    expect(cartItemSummarySchema.safeParse({ ...summary, prop65Message: null }).success).toBe(false);
    expect(cartItemSummarySchema.safeParse({ ...summary, isItemProp65: false }).success).toBe(false);
    expect(cartItemSummarySchema.safeParse({ ...summary, substitutionPolicy: 'ANY' }).success).toBe(false);
  });

  it('is built from a basket line: the line’s choices and its product’s Prop 65 warning', () => {
    const line: BasketLine = {
      gtin13: tuna.gtin13,
      quantity: 2,
      substitutionPolicy: 'NONE',
      instructions: null,
      substitutionItem: null,
      product: tuna,
      lineTotal: 2.58,
    };
    expect(cartItemSummaryOfBasketLine(line, 'PICKUP', 'harbor')).toEqual({
      gtin13: tuna.gtin13,
      quantity: 2,
      substitutionPolicy: 'NONE',
      instructions: null,
      sellerId: 'harbor',
      modalityType: 'PICKUP',
      isItemProp65: true,
      prop65Message: tuna.prop65Warning,
      substitutionItems: [],
    });
  });

  it('is built from a guest’s gtin13 and quantity with the add defaults', () => {
    const line = { gtin13: tuna.gtin13, quantity: 1 };
    expect(cartItemSummaryOfGuestLine(line, 'DELIVERY', 'greenway', tuna)).toMatchObject({
      substitutionPolicy: 'SHOPPER_CHOICE',
      instructions: null,
      isItemProp65: true,
      prop65Message: tuna.prop65Warning,
    });
    expect(cartItemSummaryOfGuestLine(line, 'DELIVERY', 'greenway', null)).toMatchObject({
      isItemProp65: false,
      prop65Message: null,
    });
  });
});

describe('the up-front time-slot request’s items (SEL-146, GEN-018)', () => {
  const request = { locale: 'en-US', modality: 'DELIVERY' } as const;

  it('is the endpoint’s body schema', () => {
    expect(endpoints.getUpfrontTimeslots.body).toBe(upfrontTimeslotsRequestSchema);
  });

  it('takes cart item summaries', () => {
    const parsed = upfrontTimeslotsRequestSchema.parse({ ...request, items: [summary] });
    expect(parsed.items).toEqual([summary]);
  });

  it('refuses an item without the summary’s fields, and an item without a quantity', () => {
    expect(
      upfrontTimeslotsRequestSchema.safeParse({ ...request, items: [{ gtin13: summary.gtin13, quantity: 1 }] }).success,
    ).toBe(false);
    expect(upfrontTimeslotsRequestSchema.safeParse({ ...request, items: [{ ...summary, quantity: 0 }] }).success).toBe(
      false,
    );
  });

  it('keeps only the summaries with a quantity', () => {
    const released = { ...summary, gtin13: '0841063000114', quantity: 0 };
    expect(timeslotItemsOf([summary, released])).toEqual([summary]);
  });
});
