import type { BasketLine } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { cartLinesStore, changeLine, shownBasket } from './cartLinesStore.ts';

/*
 * Lines the shopper removed from the cart on this page, each one undoable (issue 20, WCAG 3.3.4: at
 * quantity 1 the focused 'Decrease' becomes 'Remove', so one press too many deleted a line for good).
 * A removed line leaves a notice in its place, '{item} removed.' with 'Undo', until the shopper leaves the
 * page; 'Undo' adds it again with its quantity, substitution choice and instructions.
 *
 * Focus (WCAG 2.4.3) never drops to the page: the control that removed a line goes with it, so focus moves
 * to the 'Undo' of its notice, in the same place in the reading order; 'Undo' gives it back to the line's
 * control that removed it. When the server refuses either change, focus goes where the line now is.
 */

/** The line's control that removed it: its stepper's 'Decrease' (at quantity 1) or its 'Remove'. */
export type RemovedBy = 'decrease' | 'remove';

export type Removal = {
  line: BasketLine;
  removedBy: RemovedBy;
  /** The GTIN-13 of the line shown after it when it was removed (null: the last): its notice stays there. */
  before: string | null;
};

/** Where the screen puts focus once it has drawn the change. */
export type FocusRequest = { target: 'undo'; gtin13: string } | { target: 'line'; gtin13: string; part: RemovedBy };

/** What the cart's polite status says; `count` makes the same words a new message (announced again). */
export type RemovalAnnouncement = { kind: 'removed' | 'restored'; item: string; count: number };

export type CartRemovalsState = {
  removals: Removal[];
  focus: FocusRequest | null;
  announcement: RemovalAnnouncement | null;
};

const initial: CartRemovalsState = { removals: [], focus: null, announcement: null };

export const cartRemovalsStore = createStore<CartRemovalsState>(() => ({ ...initial }));

/** For stories and tests. */
export function resetCartRemovals(): void {
  cartRemovalsStore.setState({ ...initial, removals: [] }, true);
}

function announce(kind: RemovalAnnouncement['kind'], item: string): RemovalAnnouncement {
  return { kind, item, count: (cartRemovalsStore.getState().announcement?.count ?? 0) + 1 };
}

/** Removes a line by one of its own controls; its notice takes its place and focus. */
export async function removeLine(line: BasketLine, removedBy: RemovedBy): Promise<void> {
  const items = shownBasket(cartLinesStore.getState())?.items ?? [];
  const index = items.findIndex((item) => item.gtin13 === line.gtin13);
  if (index < 0) return;
  const before = items[index + 1]?.gtin13 ?? null;
  const done = changeLine({ kind: 'remove', gtin13: line.gtin13 });
  cartRemovalsStore.setState((state) => ({
    removals: [
      // A notice that stood before this line now stands before the line after it.
      ...state.removals.map((removal) => (removal.before === line.gtin13 ? { ...removal, before } : removal)),
      { line, removedBy, before },
    ],
    focus: { target: 'undo', gtin13: line.gtin13 },
    announcement: announce('removed', line.product.name),
  }));
  if (await done) return;
  // Refused: the line is back with its message, and focus on the control that tried.
  cartRemovalsStore.setState((state) => ({
    removals: state.removals.filter((removal) => removal.line.gtin13 !== line.gtin13),
    focus: { target: 'line', gtin13: line.gtin13, part: removedBy },
  }));
}

/** 'Undo': the line again, focus on the control that removed it. */
export async function undoRemoval(gtin13: string): Promise<void> {
  const removal = cartRemovalsStore.getState().removals.find((entry) => entry.line.gtin13 === gtin13);
  if (!removal) return;
  const done = changeLine({ kind: 'restore', gtin13, line: removal.line });
  cartRemovalsStore.setState((state) => ({
    removals: state.removals.filter((entry) => entry !== removal),
    focus: { target: 'line', gtin13, part: removal.removedBy },
    announcement: announce('restored', removal.line.product.name),
  }));
  if (await done) return;
  // Refused: the notice again, with why (the line's failure), and its 'Undo' to try again.
  cartRemovalsStore.setState((state) => ({
    removals: [...state.removals, removal],
    focus: { target: 'undo', gtin13 },
  }));
}

/** The screen calls this once it has moved focus. */
export function focusDone(): void {
  cartRemovalsStore.setState({ focus: null });
}

/**
 * The shown lines with the notices of removed lines in their places: each notice before the line it stood
 * before, the rest (and those whose line has gone) at the end. A line shown again has no notice.
 */
export function rowsWithRemovals(
  items: BasketLine[],
  removals: Removal[],
): Array<{ kind: 'line'; line: BasketLine } | { kind: 'removed'; removal: Removal }> {
  const shown = new Set(items.map((line) => line.gtin13));
  const waiting = removals.filter((removal) => !shown.has(removal.line.gtin13));
  const rows: Array<{ kind: 'line'; line: BasketLine } | { kind: 'removed'; removal: Removal }> = [];
  for (const line of items) {
    for (const removal of waiting) if (removal.before === line.gtin13) rows.push({ kind: 'removed', removal });
    rows.push({ kind: 'line', line });
  }
  for (const removal of waiting) {
    if (removal.before === null || !shown.has(removal.before)) rows.push({ kind: 'removed', removal });
  }
  return rows;
}
