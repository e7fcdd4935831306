import type { Checkout, CreateModifyCheckoutRequest } from '@aisle/contracts';
import type { OrderDetails } from '@aisle/contracts/purchases';
import { createStore } from 'zustand/vanilla';
import { api, isApiError } from '../../lib/api/index.ts';
import { randomUuid } from '../../lib/randomUuid.ts';
import { recordIneligibleItems } from '../replacements/index.ts';
import {
  hasModifyItems,
  type ModifyLine,
  type ModifyProblem,
  modifyCheckoutHref,
  modifyLineItems,
  modifyProblemOf,
} from './modifyRules.ts';

/*
 * The modify cart (cart-scheduling-checkout 2 "/cart/modify", 4 "Modify order"): the placed order's lines
 * the shopper changes before the modify checkout. The lines stay in the browser's session storage until the
 * modify request builds the checkout on the server (MOD-008..011); the order itself is only ever changed
 * by the server, once per idempotency key (ADR 0021).
 */

export type ModifyGateway = {
  getOrder(orderId: string): Promise<OrderDetails>;
  createModifyCheckout(orderId: string, body: CreateModifyCheckoutRequest): Promise<Checkout>;
};

export const liveModifyGateway: ModifyGateway = {
  getOrder: (orderId) => api().call('getOrder', { params: { orderId } }),
  createModifyCheckout: (orderId, body) =>
    api().call('createModifyCheckout', { params: { orderId }, body }, { idempotencyKey: body.idempotencyKey }),
};

export type ModifyCartState = {
  status: 'loading' | 'ready' | 'submitting' | 'redirecting' | 'notFound' | 'loadError';
  orderId: string | null;
  lines: ModifyLine[];
  problem: ModifyProblem | null;
  /** MOD-011: the last modify request's result (the modify checkout's id). */
  checkoutId: string | null;
};

const initial: ModifyCartState = { status: 'loading', orderId: null, lines: [], problem: null, checkoutId: null };

export const modifyCartStore = createStore<ModifyCartState>(() => ({ ...initial }));

const STORAGE_KEY = 'aisle.modify.cart';

type Kept = { orderId: string; lines: ModifyLine[] };

function readKept(): Kept | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Kept) : null;
  } catch {
    return null;
  }
}

function keep(state: Kept): void {
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
  if (kept && kept.orderId === orderId) {
    modifyCartStore.setState({ status: 'ready', lines: kept.lines });
    return;
  }
  try {
    const order = await gateway.getOrder(orderId);
    const lines = order.lineItems.map((line) => ({
      gtin13: line.gtin13,
      name: line.name,
      quantity: line.quantity,
    }));
    keep({ orderId, lines });
    modifyCartStore.setState({ status: 'ready', lines });
  } catch (error) {
    modifyCartStore.setState({ status: isApiError(error) && error.status === 404 ? 'notFound' : 'loadError' });
  }
}

/** Changes one line's quantity (0 removes it); the change is kept for the session. */
export function setModifyQuantity(gtin13: string, quantity: number): void {
  const { orderId, lines } = modifyCartStore.getState();
  if (!orderId) return;
  const next = lines.map((line) =>
    line.gtin13 === gtin13 ? { ...line, quantity: Math.max(0, Math.min(99, quantity)) } : line,
  );
  keep({ orderId, lines: next });
  modifyCartStore.setState({ lines: next, problem: null });
}

/**
 * 'Continue' (MOD-008..011): resets the previous result, posts the modify request with a new idempotency
 * key and goes to the modify checkout; a refusal shows the modify error catalogue (MOD-022..032).
 */
export async function startModifyCheckout(
  navigate: (url: string) => void,
  goToSignIn: () => void,
  gateway: ModifyGateway = liveModifyGateway,
): Promise<void> {
  const { orderId, lines, status } = modifyCartStore.getState();
  if (!orderId || status === 'submitting' || !hasModifyItems(lines)) return;
  // MOD-009: the previous create state is reset before the request.
  modifyCartStore.setState({ status: 'submitting', problem: null, checkoutId: null });
  try {
    const checkout = await gateway.createModifyCheckout(orderId, {
      idempotencyKey: randomUuid(),
      lineItems: modifyLineItems(lines),
    });
    // MOD-011: the result is recorded; MOD-003: its id is the modify checkout's.
    modifyCartStore.setState({ status: 'redirecting', checkoutId: checkout.id });
    navigate(modifyCheckoutHref(checkout.id));
  } catch (error) {
    const problem: ModifyProblem = isApiError(error) ? modifyProblemOf(error) : { kind: 'createOrder' };
    // MOD-023, MOD-024: the items a root cause names are newly ineligible, a fallout from promising.
    recordIneligibleItems(problem.kind === 'itemIssue' ? problem.gtins : []);
    modifyCartStore.setState({ status: 'ready', problem });
    if (problem.kind === 'session') goToSignIn();
  }
}
