import type { BasketLine, SubstitutionPolicy } from './basket.ts';
import type { Modality } from './common.ts';

/*
 * The time slots' plain values and the cart's item summaries (SEL-058, SEL-059, GEN-018), free of zod: the
 * cart, the selector and the scheduling page build these on load without the schemas
 * (docs/adr/0029-answers-checked-where-they-are-made.md). contracts/src/timeslots.ts re-exports them.
 */

/**
 * What the time slots are asked for, per cart line (SEL-059): written out here so that the rules need no schema;
 * contracts/src/timeslots.ts proves that `cartItemSummarySchema` reads exactly this type.
 */
export type CartItemSummary = {
  gtin13: string;
  quantity: number;
  substitutionPolicy: SubstitutionPolicy;
  instructions: string | null;
  sellerId: string;
  modalityType: Modality;
  isItemProp65: boolean;
  prop65Message: string | null;
  substitutionItems: Array<{ gtin13: string }>;
};

/** The header carrying the shopper's IANA time zone (SEL-147); days and display strings are in it. */
export const USER_TIME_ZONE_HEADER = 'user-time-zone';

/** SEL-058: the selected time slot id combines the quote id and the option id. */
export function timeslotSelectionId(option: { quoteId: string; optionId: string }): string {
  return `${option.quoteId}:${option.optionId}`;
}

/** SEL-059 from a signed-in shopper's basket line: the product tells Prop 65; backups are not kept yet. */
export function cartItemSummaryOfBasketLine(line: BasketLine, modality: Modality, sellerId: string): CartItemSummary {
  return {
    gtin13: line.gtin13,
    quantity: line.quantity,
    substitutionPolicy: line.substitutionPolicy,
    instructions: line.instructions,
    sellerId,
    modalityType: modality,
    isItemProp65: line.product.prop65,
    prop65Message: line.product.prop65 ? line.product.prop65Warning : null,
    substitutionItems: [],
  };
}

/** What a guest's cart line lacks, it has as a new basket line would (addBasketItem's defaults). */
export const GUEST_SUBSTITUTION_POLICY: SubstitutionPolicy = 'SHOPPER_CHOICE';

/**
 * SEL-059 from a guest's cart line (this browser keeps only gtin13 and quantity): the add defaults, and
 * Prop 65 from the product when it is known (null: not looked up, so no warning is claimed).
 */
export function cartItemSummaryOfGuestLine(
  line: { gtin13: string; quantity: number },
  modality: Modality,
  sellerId: string,
  product: { prop65: boolean; prop65Warning: string | null } | null,
): CartItemSummary {
  const isItemProp65 = product?.prop65 === true && product.prop65Warning !== null;
  return {
    gtin13: line.gtin13,
    quantity: line.quantity,
    substitutionPolicy: GUEST_SUBSTITUTION_POLICY,
    instructions: null,
    sellerId,
    modalityType: modality,
    isItemProp65,
    prop65Message: isItemProp65 ? (product?.prop65Warning ?? null) : null,
    substitutionItems: [],
  };
}

/** GEN-018: the time slots are asked only for items with a quantity (a released line has none). */
export function timeslotItemsOf(summaries: readonly CartItemSummary[]): CartItemSummary[] {
  return summaries.filter((summary) => summary.quantity > 0);
}
