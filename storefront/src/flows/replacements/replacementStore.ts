import type { Basket } from '@aisle/contracts';
import {
  isSelectionLive,
  isStoredReplacementSelection,
  replacementTtl,
  type StoredReplacementSelection,
} from '@aisle/contracts/replacementRules';
import { createStore } from 'zustand/vanilla';
import { pageConfig } from '../../lib/pageConfig.ts';
import { readStored, storageKey, writeStored } from '../../lib/stores/storage.ts';
import { addReplacementItem, setItemQuantity } from './replacementsGateway.ts';

/*
 * The shopper's replacement choices (RPL-013..019, RPL-021): one per unavailable item, keyed by its UPC,
 * kept in this browser for 60 minutes (spec 3 "Stored locally in the browser: saved selected items";
 * docs/adr/0016-replacements-in-the-browser.md). Choosing adds the new item to the cart with no
 * substitution; quantity 0 releases the choice and puts the new item's quantity back as it was.
 */

export type Selections = Record<string, StoredReplacementSelection>;
export type ReplacementState = { selections: Selections };

export const replacementStore = createStore<ReplacementState>(() => ({ selections: {} }));

const storedKey = () => storageKey(pageConfig().bannerId, 'replacements');

function isSelections(value: unknown): value is Selections {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([upc, selection]) => isStoredReplacementSelection(selection) && selection.originalLineItemUpc === upc,
  );
}

/** RPL-016: the choices still live at `nowMs`; lapsed ones are dropped. */
export function liveSelections(selections: Selections, nowMs: number): Selections {
  return Object.fromEntries(Object.entries(selections).filter(([, selection]) => isSelectionLive(selection, nowMs)));
}

/** What this browser kept, lapsed choices left out (and forgotten). */
export function loadSelections(nowMs = Date.now()): Selections {
  const stored = readStored(storedKey(), isSelections) ?? {};
  const live = liveSelections(stored, nowMs);
  if (Object.keys(live).length !== Object.keys(stored).length) keep(live);
  else replacementStore.setState({ selections: live });
  return live;
}

function keep(selections: Selections): void {
  replacementStore.setState({ selections });
  writeStored(storedKey(), Object.keys(selections).length ? selections : undefined);
}

export type Choice = {
  originalUpc: string;
  newUpc: string;
  quantity: number;
  /** The row chosen in the similar-item list. */
  itemIndex: number;
  /** The new item's quantity in the cart before this choice (0 when it had no line). */
  previousQuantity: number;
};

/** RPL-013, RPL-014, RPL-016, RPL-021: the stored form of a choice made at `nowMs`. */
export function selectionOf(choice: Choice, nowMs: number): StoredReplacementSelection {
  return {
    originalLineItemUpc: choice.originalUpc,
    newLineItemUpc: choice.newUpc,
    newLineItemQuantity: choice.quantity,
    previousQuantityValue: choice.previousQuantity,
    wasClicked: true,
    itemIndex: choice.itemIndex,
    ttl: replacementTtl(nowMs),
  };
}

/** The live choice for an unavailable item, if any. */
export function selectionFor(upc: string, nowMs = Date.now()): StoredReplacementSelection | undefined {
  const selection = replacementStore.getState().selections[upc];
  return selection && isSelectionLive(selection, nowMs) ? selection : undefined;
}

/**
 * RPL-015, RPL-019: which rows of the similar-item list take a quantity. A row holding a quantity
 * disables every other row; none holding one (quantity 0) releases them all.
 */
export function isRowDisabled(chosenIndex: number | null, index: number): boolean {
  return chosenIndex !== null && chosenIndex !== index;
}

export type ReplacementFailure = { code: string | null; message: string };

function quantityOf(basket: Basket, upc: string): number {
  return basket.items.find((line) => line.gtin13 === upc)?.quantity ?? 0;
}

/**
 * RPL-013..018: records a choice and adds the new item to the cart with substitution NONE. A choice made
 * earlier for the same item is released first. Resolves with the cart the server answers.
 */
export async function chooseReplacement(
  modality: Basket['modality'],
  choice: Omit<Choice, 'previousQuantity'>,
  nowMs = Date.now(),
): Promise<Basket> {
  const earlier = selectionFor(choice.originalUpc, nowMs);
  if (earlier) await releaseReplacement(modality, choice.originalUpc);
  const basket = await addReplacementItem(modality, choice.newUpc, choice.quantity);
  // Quantities add up on the server: what the line held before is what it holds now less this choice.
  const previousQuantity = Math.max(0, quantityOf(basket, choice.newUpc) - choice.quantity);
  keep({
    ...liveSelections(replacementStore.getState().selections, nowMs),
    [choice.originalUpc]: selectionOf({ ...choice, previousQuantity }, nowMs),
  });
  return basket;
}

/** RPL-019: quantity 0 releases a choice: the new item goes back to its quantity before it (0 removes the line). */
export async function releaseReplacement(modality: Basket['modality'], originalUpc: string): Promise<Basket | null> {
  const selection = replacementStore.getState().selections[originalUpc];
  if (!selection) return null;
  const basket = await setItemQuantity(modality, selection.newLineItemUpc, selection.previousQuantityValue);
  const { [originalUpc]: _released, ...rest } = replacementStore.getState().selections;
  keep(rest);
  return basket;
}

/** For tests and stories. */
export function resetReplacements(): void {
  replacementStore.setState(replacementStore.getInitialState(), true);
}
