import type { Basket, BasketLine, Modality } from '@aisle/contracts';
import { dollars, type ProductRow, presentProduct } from '../catalogue/presenters.ts';

export type BasketLineRow = {
  quantity: number;
  substitutionPolicy: BasketLine['substitutionPolicy'];
  instructions: string | null;
  /** The named backup item (CART-008), looked up by the caller. */
  substitutionItem: { gtin13: string; name: string } | null;
  product: ProductRow;
};

/** A basket of one shopping mode with its lines, totals from the products' current (promo) prices. */
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
      substitutionItem: line.substitutionItem,
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
