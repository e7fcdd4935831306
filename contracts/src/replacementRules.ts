import { isValidGtin13, MAX_LINE_QUANTITY } from './productRules.ts';

/*
 * A replacement choice as this browser keeps it (RPL-016, RPL-021), free of zod: the cart reads the kept
 * choices on load without the schemas (docs/adr/0029-answers-checked-where-they-are-made.md).
 * contracts/src/replacements.ts re-exports these beside `storedReplacementSelectionSchema`, which reads the same
 * type; services/test/validators-fuzz.test.ts proves that the check below and the schema agree.
 */

/** RPL-016: a replacement choice is kept for 60 minutes (spec 9 "Replacement selection lifetime"). */
export const REPLACEMENT_SELECTION_TTL_MINUTES = 60;
export const REPLACEMENT_SELECTION_TTL_MS = REPLACEMENT_SELECTION_TTL_MINUTES * 60_000;

/**
 * RPL-021: a replacement choice as this browser keeps it. previousQuantityValue is the new item's
 * quantity in the cart before the choice (0 when it had no line), restored when the choice is released;
 * itemIndex is the chosen row in the similar-item list; ttl is when the choice lapses (epoch ms).
 */
export type StoredReplacementSelection = {
  originalLineItemUpc: string;
  newLineItemUpc: string;
  newLineItemQuantity: number;
  previousQuantityValue: number;
  wasClicked: boolean;
  itemIndex: number;
  ttl: number;
};

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** What this browser's storage holds is a stored choice, by the rules of `storedReplacementSelectionSchema`. */
export function isStoredReplacementSelection(value: unknown): value is StoredReplacementSelection {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const choice = value as Record<string, unknown>;
  return (
    typeof choice.originalLineItemUpc === 'string' &&
    isValidGtin13(choice.originalLineItemUpc) &&
    typeof choice.newLineItemUpc === 'string' &&
    isValidGtin13(choice.newLineItemUpc) &&
    isWholeIn(choice.newLineItemQuantity, 1, MAX_LINE_QUANTITY) &&
    isWholeIn(choice.previousQuantityValue, 0, MAX_LINE_QUANTITY) &&
    typeof choice.wasClicked === 'boolean' &&
    isWholeIn(choice.itemIndex, 0, Number.MAX_SAFE_INTEGER) &&
    isWholeIn(choice.ttl, 1, Number.MAX_SAFE_INTEGER)
  );
}

/** RPL-016: a choice made at `nowMs` lapses 60 minutes later. */
export function replacementTtl(nowMs: number): number {
  return nowMs + REPLACEMENT_SELECTION_TTL_MS;
}

export function isSelectionLive(selection: Pick<StoredReplacementSelection, 'ttl'>, nowMs: number): boolean {
  return selection.ttl > nowMs;
}
