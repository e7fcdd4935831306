import type { AppliedPromo, ModifyPreview, TimeslotModality } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { isApiError } from '../../lib/api/index.ts';
import { liveModifyGateway, type ModifyGateway } from './modifyGateway.ts';
import { hasModifyItems, type ModifyLine, type ModifyProblem, modifyLineItems } from './modifyRules.ts';

/*
 * The modify cart (cart-scheduling-checkout 2 "/cart/modify", 4 "Modify order"): the placed order's lines
 * the shopper changes before the modify checkout. The lines stay in the browser's session storage until the
 * modify request builds the checkout on the server (MOD-008..011); the order itself is only ever changed
 * by the server, once per idempotency key (ADR 0021). This module is the state, its load and its pricing,
 * which the page's first script needs; the shopper's changes are `modifyCartActions.ts`, loaded with the
 * screen.
 */

/**
 * A decrease that would lose a promotion, held until the shopper confirms it (issue 20): the change, the
 * promotions it loses and the order's price after it.
 */
export type PendingModifyChange = {
  gtin13: string;
  quantity: number;
  lostPromos: AppliedPromo[];
  preview: ModifyPreview;
};

export type ModifyCartState = {
  status: 'loading' | 'ready' | 'submitting' | 'redirecting' | 'notFound' | 'loadError';
  orderId: string | null;
  /** The order's shopping mode and whether it has a buyer's date of birth: what it can take (issue 20). */
  order: OrderTraits | null;
  lines: ModifyLine[];
  problem: ModifyProblem | null;
  /** MOD-011: the last modify request's result (the modify checkout's id). */
  checkoutId: string | null;
  /** The lines as the server prices them now; null while none is known (priced on load and after each change). */
  preview: ModifyPreview | null;
  /** The last pricing call failed: the lines still change, and the modify checkout shows the total. */
  isPreviewFailed: boolean;
  /** A decrease is being priced before it is applied (it may lose a promotion). */
  isPricing: boolean;
  pendingChange: PendingModifyChange | null;
};

const initial: ModifyCartState = {
  status: 'loading',
  orderId: null,
  order: null,
  lines: [],
  problem: null,
  checkoutId: null,
  preview: null,
  isPreviewFailed: false,
  isPricing: false,
  pendingChange: null,
};

export const modifyCartStore = createStore<ModifyCartState>(() => ({ ...initial }));

const STORAGE_KEY = 'aisle.modify.cart';

export type OrderTraits = { modalityType: TimeslotModality; hasDateOfBirth: boolean };

export type Kept = { orderId: string; order?: OrderTraits; lines: ModifyLine[] };

function readKept(): Kept | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Kept) : null;
  } catch {
    return null;
  }
}

/** Keeps the lines for this browser session (the actions keep each change). */
export function keep(state: Kept): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Without storage the changes last as long as the page.
  }
}

/** MOD-015, MOD-018: forgets the modify cart. Throws when the browser refuses (MOD-017, MOD-019). */
export function clearModifyCart(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
  modifyCartStore.setState({ ...initial, status: 'loading' }, true);
}

/** The modify cart's lines: the changes kept for this order, else the order's own lines. */
export async function loadModifyCart(
  orderId: string | null,
  gateway: ModifyGateway = liveModifyGateway,
): Promise<void> {
  modifyCartStore.setState({ ...initial, orderId }, true);
  if (!orderId) {
    modifyCartStore.setState({ status: 'notFound' });
    return;
  }
  const kept = readKept();
  if (kept && kept.orderId === orderId && kept.order) {
    modifyCartStore.setState({ status: 'ready', order: kept.order, lines: kept.lines });
    void refreshPreview(gateway);
    return;
  }
  try {
    const details = await gateway.getOrder(orderId);
    const order: OrderTraits = {
      modalityType: details.modalityType,
      hasDateOfBirth: details.buyer.dateOfBirth !== null,
    };
    const lines =
      kept && kept.orderId === orderId
        ? kept.lines
        : details.lineItems.map((line) => ({
            gtin13: line.gtin13,
            name: line.name,
            quantity: line.quantity,
            price: line.price,
          }));
    keep({ orderId, order, lines });
    modifyCartStore.setState({ status: 'ready', order, lines });
    void refreshPreview(gateway);
  } catch (error) {
    modifyCartStore.setState({ status: isApiError(error) && error.status === 404 ? 'notFound' : 'loadError' });
  }
}

let pricingRound = 0;

/** A new pricing round: an answer to an older one is dropped. */
export const nextPricingRound = (): number => ++pricingRound;
export const isLatestPricingRound = (round: number): boolean => round === pricingRound;

export type Priced = { preview: ModifyPreview | null; isPreviewFailed: boolean };

/** The server's price of these lines; none when there is nothing to price, or when the call fails. */
export async function previewOf(
  orderId: string,
  lines: readonly ModifyLine[],
  gateway: ModifyGateway,
): Promise<Priced> {
  if (!hasModifyItems(lines)) return { preview: null, isPreviewFailed: false };
  try {
    return {
      preview: await gateway.previewModify(orderId, { lineItems: modifyLineItems(lines) }),
      isPreviewFailed: false,
    };
  } catch {
    // Without a price the lines still change; the modify checkout shows the order's total.
    return { preview: null, isPreviewFailed: true };
  }
}

/** Prices the lines as they stand; an answer to an older round is dropped. */
export async function refreshPreview(gateway: ModifyGateway): Promise<void> {
  const { orderId, lines } = modifyCartStore.getState();
  if (!orderId) return;
  const round = nextPricingRound();
  const priced = await previewOf(orderId, lines, gateway);
  if (isLatestPricingRound(round)) modifyCartStore.setState(priced);
}
