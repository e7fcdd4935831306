import * as z from 'zod/mini';
import { basketLineSchema } from './basket.ts';
import { gtin13Schema, type Modality } from './common.ts';
import { SIMILAR_ITEMS_MAX } from './productRules.ts';
import { type Product, productSchema } from './products.ts';
import type { StoredReplacementSelection } from './replacementRules.ts';
import type { Same } from './sameType.ts';

export { SIMILAR_ITEMS_MAX, SIMILAR_ITEMS_PAGE_SIZE } from './productRules.ts';
export {
  isSelectionLive,
  isStoredReplacementSelection,
  REPLACEMENT_SELECTION_TTL_MINUTES,
  REPLACEMENT_SELECTION_TTL_MS,
  replacementTtl,
  type StoredReplacementSelection,
} from './replacementRules.ts';

/*
 * Replacement of unavailable items (spec cart-scheduling-checkout "Replacement drawer", "Item replacement";
 * RPL-001..030): which of a cart's items a chosen time slot cannot fulfil, the similar items offered in
 * their place, and the replacement a shopper chose (kept in this browser for 60 minutes).
 */

/**
 * A time option id (services/src/timeslots/slots.ts): `<vendor code>.<source>.<local YYYYMMDD>T<HHMM>`,
 * the window's start in the wall clock of the place that fulfils it. SP is store pickup; IH, IHX (express)
 * and PD are delivery.
 */
const optionIdPattern = /^(IH|IHX|PD|SP)\.([a-z0-9-]{1,60})\.(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})$/;

export type OptionSlot = { modality: Extract<Modality, 'PICKUP' | 'DELIVERY'>; localDate: string; startHour: number };

/** The shopping mode, local date and start hour an option id names, or null when it is not one. */
export function slotOfOptionId(optionId: string): OptionSlot | null {
  const match = optionIdPattern.exec(optionId);
  if (!match) return null;
  const [, vendor, , year, month, day, hour] = match as unknown as string[];
  const startHour = Number(hour);
  if (startHour > 23) return null;
  return {
    modality: vendor === 'SP' ? 'PICKUP' : 'DELIVERY',
    localDate: `${year}-${month}-${day}`,
    startHour,
  };
}

export const optionIdSchema = z
  .string()
  .check(z.refine((value: string) => slotOfOptionId(value) !== null, 'must be a time option id'));

/**
 * CONTRACT "Catalogue": a product with a slotRestriction cannot be fulfilled by a window starting before
 * its availableFromHour (the place's wall clock); the modality must sell it too.
 */
export function isFulfillableAt(product: Pick<Product, 'slotRestriction' | 'availability'>, slot: OptionSlot): boolean {
  if (!product.availability[slot.modality]) return false;
  return product.slotRestriction === null || slot.startHour >= product.slotRestriction.availableFromHour;
}

/**
 * Why a line cannot be fulfilled: NOT_AVAILABLE_AT_TIME (the window starts too early for it) or
 * ITEM_RESTRICTED (the shopping mode does not sell it at all; PRM-016 handles it apart).
 */
export const unavailableItemCodes = ['NOT_AVAILABLE_AT_TIME', 'ITEM_RESTRICTED'] as const;
export const unavailableItemCodeSchema = z.enum(unavailableItemCodes);
export type UnavailableItemCode = z.infer<typeof unavailableItemCodeSchema>;

export function unavailableCodeOf(
  product: Pick<Product, 'slotRestriction' | 'availability'>,
  slot: OptionSlot,
): UnavailableItemCode | null {
  if (!product.availability[slot.modality]) return 'ITEM_RESTRICTED';
  return isFulfillableAt(product, slot) ? null : 'NOT_AVAILABLE_AT_TIME';
}

/** GET /api/replacements (spec 7 "Replacements"): `option.validate` is the chosen option id, `id` the item's UPC. */
export const similarItemsQuerySchema = z.object({ 'option.validate': optionIdSchema, id: gtin13Schema });
export type SimilarItemsQuery = z.input<typeof similarItemsQuerySchema>;

/** Products of the item's department that the option can fulfil, the item itself left out. */
export const similarItemsSchema = z.object({
  original: productSchema,
  items: z.array(productSchema).check(z.maxLength(SIMILAR_ITEMS_MAX)),
});
export type SimilarItems = z.infer<typeof similarItemsSchema>;

/** GET /api/replacements/unavailable: the shopper's basket lines the chosen option cannot fulfil. */
export const unavailableItemsQuerySchema = z.object({ 'option.validate': optionIdSchema });
export const unavailableItemSchema = z.object({ code: unavailableItemCodeSchema, line: basketLineSchema });
export type UnavailableItem = z.infer<typeof unavailableItemSchema>;
export const unavailableItemsSchema = z.object({
  optionId: z.string(),
  modality: z.enum(['PICKUP', 'DELIVERY']),
  items: z.array(unavailableItemSchema),
});
export type UnavailableItems = z.infer<typeof unavailableItemsSchema>;

/**
 * RPL-021: a replacement choice as this browser keeps it. previousQuantityValue is the new item's
 * quantity in the cart before the choice (0 when it had no line), restored when the choice is released;
 * itemIndex is the chosen row in the similar-item list; ttl is when the choice lapses (epoch ms).
 */
export const storedReplacementSelectionSchema = z.object({
  originalLineItemUpc: gtin13Schema,
  newLineItemUpc: gtin13Schema,
  newLineItemQuantity: z.int().check(z.gte(1), z.lte(99)),
  previousQuantityValue: z.int().check(z.gte(0), z.lte(99)),
  wasClicked: z.boolean(),
  itemIndex: z.int().check(z.gte(0)),
  ttl: z.int().check(z.positive()),
});
// The schema reads exactly the type the zod-free rules write (replacementRules.ts): a drift fails the type check.
const storedSelectionTypeMatches: Same<
  z.infer<typeof storedReplacementSelectionSchema>,
  StoredReplacementSelection
> = true;
void storedSelectionTypeMatches;
