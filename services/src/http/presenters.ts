import type { Basket, BasketLine, Modality, Product } from '@aisle/contracts';
import { FLASH_SALE_MAX_QUANTITY, pathFor } from '@aisle/contracts';
import type { products } from '../db/schema.ts';

type ProductRow = typeof products.$inferSelect;

const dollars = (cents: number) => cents / 100;

export function presentProduct(row: ProductRow): Product {
  return {
    gtin13: row.gtin13,
    name: row.name,
    brand: row.brand,
    departmentId: row.departmentId,
    price: dollars(row.priceCents),
    promoPrice: row.promoPriceCents === null ? null : dollars(row.promoPriceCents),
    unitLabel: row.unitLabel,
    imageUrl: pathFor('getProductImage', { gtin13: row.gtin13 }),
    snapEligible: row.isSnapEligible,
    ageRestricted: row.minAge !== null,
    minAge: row.minAge,
    prop65: row.prop65Warning !== null,
    prop65Warning: row.prop65Warning,
    availability: {
      PICKUP: row.isAvailablePickup,
      DELIVERY: row.isAvailableDelivery,
      IN_STORE: row.isAvailableInStore,
    },
    maxQuantity: row.maxQuantity,
    slotRestriction: row.availableFromHour === null ? null : { availableFromHour: row.availableFromHour },
    flashSale:
      row.flashSalePercentOff === null
        ? null
        : { percentOff: row.flashSalePercentOff, maxQuantity: Math.min(row.maxQuantity, FLASH_SALE_MAX_QUANTITY) },
    featured: row.isFeatured,
  };
}

export function isAvailableFor(row: ProductRow, modality: Modality): boolean {
  if (modality === 'PICKUP') return row.isAvailablePickup;
  if (modality === 'DELIVERY') return row.isAvailableDelivery;
  return row.isAvailableInStore;
}

export type BasketLineRow = {
  quantity: number;
  substitutionPolicy: BasketLine['substitutionPolicy'];
  instructions: string | null;
  product: ProductRow;
};

export function presentBasket(
  basket: { id: string; updatedAt: Date } | null,
  modality: Modality,
  bannerId: string,
  lines: BasketLineRow[],
): Basket {
  const items = lines.map((line): BasketLine => {
    const unitCents = line.product.promoPriceCents ?? line.product.priceCents;
    return {
      gtin13: line.product.gtin13,
      quantity: line.quantity,
      substitutionPolicy: line.substitutionPolicy,
      instructions: line.instructions,
      product: presentProduct(line.product),
      lineTotal: dollars(unitCents * line.quantity),
    };
  });
  const subtotalCents = lines.reduce(
    (sum, line) => sum + (line.product.promoPriceCents ?? line.product.priceCents) * line.quantity,
    0,
  );
  return {
    id: basket?.id ?? null,
    modality,
    banner: bannerId,
    items,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: dollars(subtotalCents),
    updatedAt: basket ? basket.updatedAt.toISOString() : null,
  };
}
