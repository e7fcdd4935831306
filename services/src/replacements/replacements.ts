import { isFulfillableAt, SIMILAR_ITEMS_MAX, slotOfOptionId, unavailableCodeOf } from '@aisle/contracts';
import { readBasket } from '../baskets/baskets.ts';
import type { Call } from '../calls.ts';
import { presentProduct } from '../catalogue/presenters.ts';
import { asc, desc, eq } from '../db/orm.ts';
import { products } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

/*
 * Replacement of unavailable items (RPL-*): which basket lines a chosen time option cannot fulfil (the
 * products' slotRestriction against the window's start in the place's wall clock, and the mode's
 * availability: contracts/src/replacements.ts holds the rule), and similar items to offer instead.
 * Both read only: the shopper's choice is kept in their browser for 60 minutes (docs/adr/0016).
 */

/** The schemas checked the option id; a parse failing here would be a schema bug. */
function slotOf(optionId: string) {
  const slot = slotOfOptionId(optionId);
  if (!slot) throw new ApiError('VALIDATION_FAILED', 'option.validate must be a time option id.');
  return slot;
}

export async function unavailableItems({ query, session, banner, db }: Call<'getUnavailableItems'>) {
  const optionId = query['option.validate'];
  const slot = slotOf(optionId);
  if (!banner.capabilities[slot.modality]) {
    throw new ApiError('MODALITY_NOT_AVAILABLE', `${banner.name} does not offer ${slot.modality}.`);
  }
  // Object-level authorization: only the session's own basket of this banner is read.
  const basket = await readBasket(db, { shopperId: session.shopper.id, bannerId: banner.id, modality: slot.modality });
  const items = basket.items.flatMap((line) => {
    const code = unavailableCodeOf(line.product, slot);
    return code ? [{ code, line }] : [];
  });
  return { optionId, modality: slot.modality, items };
}

export async function similarItems({ query, db }: Call<'getSimilarItems'>) {
  const slot = slotOf(query['option.validate']);
  const [originalRow] = await db.select().from(products).where(eq(products.gtin13, query.id)).limit(1);
  if (!originalRow) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
  const original = presentProduct(originalRow);
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.departmentId, original.departmentId))
    .orderBy(desc(products.isFeatured), asc(products.name), asc(products.gtin13));
  const items = rows
    .map(presentProduct)
    .filter((product) => product.gtin13 !== original.gtin13 && isFulfillableAt(product, slot))
    // An age-restricted item is offered only in place of one (no alcohol for a loaf of bread).
    .filter((product) => !product.ageRestricted || original.ageRestricted)
    .slice(0, SIMILAR_ITEMS_MAX);
  return { original, items };
}
