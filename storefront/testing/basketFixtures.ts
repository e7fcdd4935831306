import type { Basket, BasketLine, Modality, Product } from '@aisle/contracts';

/*
 * Baskets for tests and stories, built the way the API answers them: a line's total is its (promotional)
 * price times its quantity, a basket's count and subtotal add its lines up.
 */

export function lineOf(product: Product, quantity: number, extra: Partial<BasketLine> = {}): BasketLine {
  return {
    gtin13: product.gtin13,
    quantity,
    substitutionPolicy: 'SHOPPER_CHOICE',
    instructions: null,
    substitutionItem: null,
    product,
    lineTotal: Math.round((product.promoPrice ?? product.price) * quantity * 100) / 100,
    ...extra,
  };
}

/** An empty `items` gives the API's empty basket (no id, never updated). */
export function basketOf(
  modality: Modality,
  items: BasketLine[],
  options: { id?: string; updatedAt?: string } = {},
): Basket {
  return {
    id: items.length ? (options.id ?? '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b') : null,
    modality,
    banner: 'greenway',
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: Math.round(items.reduce((sum, line) => sum + line.lineTotal, 0) * 100) / 100,
    updatedAt: items.length ? (options.updatedAt ?? '2026-11-20T15:00:00.000Z') : null,
  };
}
