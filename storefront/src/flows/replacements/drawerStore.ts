import type { UnavailableItem } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { recordIneligibleItems, setAlcoholDeliveryRejected } from './eligibilityStore.ts';
import { loadSelections, selectionFor } from './replacementStore.ts';
import { getUnavailableItems } from './replacementsGateway.ts';

/*
 * The replacement drawer's controller (RPL-005, RPL-012, RPL-018): module-level, so the scheduling
 * page's submit can ask for it and await the shopper's answer while the drawer island renders it.
 */

export type DrawerScreen = { name: 'unavailable' } | { name: 'find'; upc: string };

export type ReplacementDrawerState =
  | { status: 'closed' }
  | {
      status: 'open';
      optionId: string;
      modality: 'PICKUP' | 'DELIVERY';
      items: UnavailableItem[];
      screen: DrawerScreen;
    };

export const replacementDrawerStore = createStore<ReplacementDrawerState>(() => ({ status: 'closed' }));

/** What the scheduling submit's replacement step awaits (flows/scheduling/submitSchedule.ts). */
export type ReplacementOutcome = 'continue' | 'cancel';

let settle: ((outcome: ReplacementOutcome) => void) | undefined;

/** RPL-012: the shopper has chosen a replacement (live, clicked) for each of these items. */
export function hasChosenReplacements(upcs: readonly string[], nowMs = Date.now()): boolean {
  loadSelections(nowMs);
  return upcs.every((upc) => selectionFor(upc, nowMs)?.wasClicked === true);
}

/** RPL-012: unavailable items and no replacement interaction yet (no live choice for one of them). */
export function needsReplacementDrawer(items: readonly UnavailableItem[], nowMs = Date.now()): boolean {
  return items.some((item) => selectionFor(item.line.gtin13, nowMs)?.wasClicked !== true);
}

/**
 * The scheduling submit's replacement step (RPL-012): asks which cart items the chosen time option
 * cannot fulfil. With none, or when the shopper has chosen for each of them already, it resolves
 * 'continue' at once; otherwise it opens the replacement drawer and resolves 'continue' on 'Continue to
 * Payment', 'cancel' when the drawer is closed. A failed check rejects with the API error.
 */
export async function requestReplacements(optionId: string): Promise<ReplacementOutcome> {
  const answer = await getUnavailableItems(optionId);
  recordIneligibleItems(answer.items.map((item) => item.line.gtin13));
  setAlcoholDeliveryRejected(
    answer.modality === 'DELIVERY' &&
      answer.items.some((item) => item.code === 'ITEM_RESTRICTED' && item.line.product.ageRestricted),
  );
  loadSelections();
  if (!needsReplacementDrawer(answer.items)) return 'continue';
  settle?.('cancel');
  replacementDrawerStore.setState(
    { status: 'open', optionId, modality: answer.modality, items: answer.items, screen: { name: 'unavailable' } },
    true,
  );
  return new Promise((resolve) => {
    settle = resolve;
  });
}

/**
 * The scheduling submit's step 3 (SubmitDependencies.resolveUnavailableItems): the held promise's time
 * option decides which items are unavailable; resolves as requestReplacements does.
 */
export function resolveUnavailableItems(promise: { optionId: string }): Promise<ReplacementOutcome> {
  return requestReplacements(promise.optionId);
}

/** RPL-005: the 'find similar item' screen for one unavailable item, or back to the list (RPL-018). */
export function showScreen(screen: DrawerScreen): void {
  const state = replacementDrawerStore.getState();
  if (state.status === 'open') replacementDrawerStore.setState({ ...state, screen });
}

/** 'Continue to Payment' (RPL-009) or a close: the awaiting submit goes on or stops. */
export function closeReplacementDrawer(outcome: ReplacementOutcome): void {
  replacementDrawerStore.setState({ status: 'closed' }, true);
  const resolve = settle;
  settle = undefined;
  resolve?.(outcome);
}

/** For stories and tests: opens the drawer on given items without asking the API. */
export function openReplacementDrawerWith(
  optionId: string,
  modality: 'PICKUP' | 'DELIVERY',
  items: UnavailableItem[],
): Promise<ReplacementOutcome> {
  loadSelections();
  replacementDrawerStore.setState({ status: 'open', optionId, modality, items, screen: { name: 'unavailable' } }, true);
  return new Promise((resolve) => {
    settle = resolve;
  });
}

export function resetReplacementDrawer(): void {
  settle = undefined;
  replacementDrawerStore.setState({ status: 'closed' }, true);
}
