import type { Basket, BasketLine, Modality, Product, SubstitutionPolicy } from '@aisle/contracts';
import { MAX_LINE_QUANTITY, PRODUCT_LOOKUP_MAX } from '@aisle/contracts/productRules';
import { createStore } from 'zustand/vanilla';
import { isApiError } from '../../lib/api/index.ts';
import { pageConfig } from '../../lib/pageConfig.ts';
import { randomUuid } from '../../lib/randomUuid.ts';
import { cartStore, type GuestLine, readGuestCart, writeGuestCart } from '../../lib/stores/cart.ts';
import { basketGateStore } from './basketGateStore.ts';
import { readBasket } from './gateway/basket.ts';
import {
  addBasketLine,
  changeBasketLine,
  findDepartmentProducts,
  findProductsByGtin,
  removeBasketLine,
} from './gateway/lines.ts';

/*
 * The cart screen's lines (spec cart-scheduling-checkout 2 "Cart", CART-030): the basket of the active
 * shopping mode. A signed-in shopper's lives on the server; a guest's in this browser (lib/stores/cart.ts),
 * shown with its products looked up by GTIN-13.
 *
 * Every change is optimistic and honest: the screen shows `confirmed` (the last basket the server, or the
 * browser, answered) with the changes still out applied on top. A change that succeeds replaces
 * `confirmed` with the server's answer (the source of truth); one that fails is dropped, so its line shows
 * the confirmed value again, and its message is kept for the line. Changes set absolute values (a quantity,
 * a policy), so a retried request never applies twice.
 */

export type LineChange =
  | { kind: 'quantity'; gtin13: string; quantity: number }
  | { kind: 'remove'; gtin13: string }
  /** Puts a removed line back (issue 20, 'Undo'): its quantity, substitution choice and instructions. */
  | { kind: 'restore'; gtin13: string; line: BasketLine }
  | {
      kind: 'substitution';
      gtin13: string;
      substitutionPolicy: SubstitutionPolicy;
      /** CUSTOMER_CHOICE's backup item (CART-008), shown at once with its name. */
      substitutionItem?: { gtin13: string; name: string };
    };

type PendingChange = LineChange & { id: number };

/** What a failed change says: the cart's own words for a code, or the API's offline/connection/generic. */
export type ChangeFailure =
  | { reason: 'limit'; maxQuantity: number }
  | { reason: 'offline' }
  | { reason: 'connection' }
  | { reason: 'generic' };

export type CartLinesState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  source: 'server' | 'guest' | null;
  modality: Modality | null;
  /** The last basket the server (or this browser, for a guest) answered. */
  confirmed: Basket | null;
  pending: PendingChange[];
  /** The latest failure per line (by GTIN-13), until the shopper changes that line again. */
  failures: Record<string, ChangeFailure>;
};

const initial: CartLinesState = {
  status: 'idle',
  source: null,
  modality: null,
  confirmed: null,
  pending: [],
  failures: {},
};

export const cartLinesStore = createStore<CartLinesState>(() => ({ ...initial }));

/** For stories and tests: a fresh store. */
export function resetCartLines(): void {
  cartLinesStore.setState({ ...initial, pending: [], failures: {} }, true);
  queue = Promise.resolve();
}

function unitCents(product: Product): number {
  return Math.round((product.promoPrice ?? product.price) * 100);
}

/** Rebuilds a basket's totals from its lines (for the optimistic view and a guest's cart). */
export function withTotals(basket: Basket, items: BasketLine[]): Basket {
  const lines = items.map((line) => ({ ...line, lineTotal: (unitCents(line.product) * line.quantity) / 100 }));
  return {
    ...basket,
    items: lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: lines.reduce((sum, line) => sum + unitCents(line.product) * line.quantity, 0) / 100,
  };
}

export function applyChange(basket: Basket, change: LineChange): Basket {
  if (change.kind === 'restore') {
    // Where the server puts a line added again: last.
    if (basket.items.some((line) => line.gtin13 === change.gtin13)) return basket;
    return withTotals(basket, [...basket.items, change.line]);
  }
  const items =
    change.kind === 'remove' || (change.kind === 'quantity' && change.quantity === 0)
      ? basket.items.filter((line) => line.gtin13 !== change.gtin13)
      : basket.items.map((line) => {
          if (line.gtin13 !== change.gtin13) return line;
          if (change.kind === 'quantity') return { ...line, quantity: change.quantity };
          if (change.kind === 'substitution') {
            return {
              ...line,
              substitutionPolicy: change.substitutionPolicy,
              ...(change.substitutionItem ? { substitutionItem: change.substitutionItem } : {}),
            };
          }
          return line;
        });
  return withTotals(basket, items);
}

/** The basket the screen shows: the confirmed one with the changes still out. */
export function shownBasket(state: CartLinesState): Basket | null {
  if (!state.confirmed) return null;
  return state.pending.reduce(applyChange, state.confirmed);
}

export function failureOf(error: unknown, line: BasketLine | undefined): ChangeFailure {
  if (isApiError(error)) {
    if (error.code === 'CART_QUANTITY_LIMIT_EXCEEDED') {
      return { reason: 'limit', maxQuantity: line?.product.maxQuantity ?? MAX_LINE_QUANTITY };
    }
    if (error.kind === 'offline') return { reason: 'offline' };
    if (error.kind === 'network' || error.kind === 'timeout') return { reason: 'connection' };
  }
  return { reason: 'generic' };
}

async function lookUpProducts(gtin13s: string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  for (let start = 0; start < gtin13s.length; start += PRODUCT_LOOKUP_MAX) {
    const chunk = gtin13s.slice(start, start + PRODUCT_LOOKUP_MAX);
    for (const product of await findProductsByGtin(chunk)) found.set(product.gtin13, product);
  }
  return found;
}

/** A guest's lines as a basket: their products looked up; a GTIN the catalogue no longer has is left out. */
async function guestBasket(modality: Modality): Promise<Basket> {
  const lines = readGuestCart()[modality] ?? [];
  const products = lines.length ? await lookUpProducts([...new Set(lines.map((line) => line.gtin13))]) : new Map();
  const items: BasketLine[] = [];
  for (const line of lines) {
    const product = products.get(line.gtin13);
    if (!product) continue;
    items.push({
      gtin13: line.gtin13,
      quantity: Math.max(1, Math.min(line.quantity, product.maxQuantity)),
      substitutionPolicy: line.substitutionPolicy ?? 'SHOPPER_CHOICE',
      instructions: null,
      substitutionItem: null,
      product,
      lineTotal: 0,
    });
  }
  const empty: Basket = {
    id: null,
    modality,
    banner: pageConfig().bannerId,
    items: [],
    itemCount: 0,
    subtotal: 0,
    updatedAt: null,
  };
  return withTotals(empty, items);
}

/**
 * Shows the basket the gate loaded (signed in) or this browser's cart (guest) of the active mode.
 * Called once the basket gate is 'loaded'.
 */
export async function showCart(): Promise<void> {
  const gate = basketGateStore.getState();
  if (gate.status !== 'loaded') return;
  if (gate.basket) {
    cartLinesStore.setState({
      status: 'ready',
      source: 'server',
      modality: gate.basket.modality,
      confirmed: gate.basket,
      pending: [],
      failures: {},
    });
    return;
  }
  if (!gate.modality) {
    cartLinesStore.setState({ status: 'ready', source: 'guest', modality: null, confirmed: null });
    return;
  }
  cartLinesStore.setState({ status: 'loading', source: 'guest', modality: gate.modality });
  try {
    const basket = await guestBasket(gate.modality);
    cartLinesStore.setState({ status: 'ready', confirmed: basket, pending: [], failures: {} });
  } catch {
    cartLinesStore.setState({ status: 'error' });
  }
}

function keepCount(basket: Basket): void {
  cartStore.setState((state) => ({
    status: 'ready',
    counts: { ...state.counts, [basket.modality]: basket.itemCount },
  }));
}

function writeGuestLines(basket: Basket): void {
  const cart = readGuestCart();
  const lines: GuestLine[] = basket.items.map((line) => ({
    gtin13: line.gtin13,
    quantity: line.quantity,
    substitutionPolicy: line.substitutionPolicy,
  }));
  writeGuestCart({ ...cart, [basket.modality]: lines });
}

/** Adds a removed line again, then names its backup item (the add takes the policy, not the item). */
async function restoreOnServer(modality: Modality, line: BasketLine): Promise<Basket> {
  const added = await addBasketLine(
    modality,
    {
      gtin13: line.gtin13,
      quantity: line.quantity,
      substitutionPolicy: line.substitutionPolicy,
      ...(line.instructions ? { instructions: line.instructions } : {}),
    },
    randomUuid(),
  );
  if (line.substitutionPolicy !== 'CUSTOMER_CHOICE' || !line.substitutionItem) return added;
  const body = { substitutionPolicy: 'CUSTOMER_CHOICE' as const, substitutionGtin13: line.substitutionItem.gtin13 };
  // The line is back either way; without its backup it shows what the server kept.
  return changeBasketLine(modality, line.gtin13, body).catch(() => added);
}

async function sendToServer(modality: Modality, change: LineChange): Promise<Basket> {
  if (change.kind === 'restore') return restoreOnServer(modality, change.line);
  if (change.kind === 'remove') {
    try {
      return await removeBasketLine(modality, change.gtin13);
    } catch (error) {
      // A removal retried after it went through finds no line: the server's basket says it is gone.
      if (isApiError(error) && error.code === 'NOT_FOUND') return readBasket(modality);
      throw error;
    }
  }
  const body =
    change.kind === 'quantity'
      ? { quantity: change.quantity }
      : {
          substitutionPolicy: change.substitutionPolicy,
          ...(change.substitutionItem ? { substitutionGtin13: change.substitutionItem.gtin13 } : {}),
        };
  return changeBasketLine(modality, change.gtin13, body);
}

/** Shows a basket the server answered to a change made elsewhere on the page (a replacement, RPL-017). */
export function showChangedBasket(basket: Basket): void {
  const state = cartLinesStore.getState();
  if (state.source !== 'server' || state.modality !== basket.modality) return;
  cartLinesStore.setState({ confirmed: basket });
  keepCount(basket);
}

/** Products a shopper may name as a line's backup: others of the same department (CART-008). */
export async function backupCandidates(
  gtin13: string,
  departmentId: string,
): Promise<Array<{ gtin13: string; name: string }>> {
  const products = await findDepartmentProducts(departmentId);
  return products
    .filter((product) => product.gtin13 !== gtin13)
    .map((product) => ({ gtin13: product.gtin13, name: product.name }));
}

let nextId = 1;
let queue: Promise<void> = Promise.resolve();

/**
 * Changes a line: shown at once, sent in order after the changes before it. Quantities are bounded by
 * the product's maximum here and again by the server (CART_QUANTITY_LIMIT_EXCEEDED). Resolves true once
 * the change is kept, false when it was refused (or had nothing to change).
 */
export function changeLine(change: LineChange): Promise<boolean> {
  const state = cartLinesStore.getState();
  const shown = shownBasket(state);
  const shownLine = shown?.items.find((item) => item.gtin13 === change.gtin13);
  const line = change.kind === 'restore' ? (shownLine ? undefined : change.line) : shownLine;
  if (!shown || !line || !state.modality) return Promise.resolve(false);
  const { [change.gtin13]: _cleared, ...failures } = state.failures;
  if (change.kind === 'quantity' && change.quantity > line.product.maxQuantity) {
    cartLinesStore.setState({
      failures: { ...failures, [change.gtin13]: { reason: 'limit', maxQuantity: line.product.maxQuantity } },
    });
    return Promise.resolve(false);
  }
  const pending: PendingChange = { ...change, id: nextId++ };
  cartLinesStore.setState({ pending: [...state.pending, pending], failures });
  const modality = state.modality;
  const source = state.source;
  const run = async (): Promise<boolean> => {
    const drop = () => cartLinesStore.getState().pending.filter((item) => item.id !== pending.id);
    if (source === 'guest') {
      const current = cartLinesStore.getState().confirmed;
      if (!current) return false;
      const next = applyChange(current, change);
      writeGuestLines(next);
      keepCount(next);
      cartLinesStore.setState({ confirmed: next, pending: drop() });
      return true;
    }
    try {
      const basket = await sendToServer(modality, change);
      keepCount(basket);
      cartLinesStore.setState({ confirmed: basket, pending: drop() });
      return true;
    } catch (error) {
      const current = cartLinesStore.getState();
      cartLinesStore.setState({
        pending: drop(),
        failures: { ...current.failures, [change.gtin13]: failureOf(error, line) },
      });
      return false;
    }
  };
  const outcome = queue.then(run, run);
  queue = outcome.then(() => undefined);
  return outcome;
}
