import type { Modality, Product } from '@aisle/contracts';
import { FLASH_SALE_MAX_QUANTITY, pathFor } from '@aisle/contracts';
import type { products } from '../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

/** Money as the API answers it: dollars (the database keeps cents). */
export const dollars = (cents: number) => cents / 100;

/** A product as the API answers it (its image is ours, at /api/products/{gtin13}/image.svg). */
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

/** Whether a shopping mode may sell the product. */
export function isAvailableFor(row: ProductRow, modality: Modality): boolean {
  if (modality === 'PICKUP') return row.isAvailablePickup;
  if (modality === 'DELIVERY') return row.isAvailableDelivery;
  return row.isAvailableInStore;
}
