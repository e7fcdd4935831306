import type {
  AppliedPromo,
  Checkout,
  CreateModifyCheckoutRequest,
  ModifyPreview,
  ModifyPreviewRequest,
  Product,
  ProductPage,
  TimeslotModality,
} from '@aisle/contracts';
import { MAX_LINE_QUANTITY } from '@aisle/contracts/productRules';
import type { OrderDetails } from '@aisle/contracts/purchases';
import { createStore } from 'zustand/vanilla';
import { api, isApiError } from '../../lib/api/index.ts';
import { randomUuid } from '../../lib/randomUuid.ts';
import { recordIneligibleItems } from '../replacements/index.ts';
import {
  addableProblemOf,
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
  /** Prices lines as the modify checkout would, changing nothing (issue 20). */
  previewModify(orderId: string, body: ModifyPreviewRequest): Promise<ModifyPreview>;
  /** The catalogue's products for a search, to add to the order (issue 20). */
  searchProducts(query: string): Promise<ProductPage>;
};

/** How many products a search on the modify cart lists. */
export const ADD_SEARCH_LIMIT = 8;

export const liveModifyGateway: ModifyGateway = {
  getOrder: (orderId) => api().call('getOrder', { params: { orderId } }),
  createModifyCheckout: (orderId, body) =>
    api().call('createModifyCheckout', { params: { orderId }, body }, { idempotencyKey: body.idempotencyKey }),
  previewModify: (orderId, body) => api().call('previewModifyCheckout', { params: { orderId }, body }),
  searchProducts: (query) => api().call('searchProducts', { query: { query, limit: ADD_SEARCH_LIMIT } }),
};

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

type Kept = { orderId: string; order?: OrderTraits; lines: ModifyLine[] };

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

type Priced = { preview: ModifyPreview | null; isPreviewFailed: boolean };

/** The server's price of these lines; none when there is nothing to price, or when the call fails. */
async function previewOf(orderId: string, lines: readonly ModifyLine[], gateway: ModifyGateway): Promise<Priced> {
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
async function refreshPreview(gateway: ModifyGateway): Promise<void> {
  const { orderId, lines } = modifyCartStore.getState();
  if (!orderId) return;
  const round = ++pricingRound;
  const priced = await previewOf(orderId, lines, gateway);
  if (round === pricingRound) modifyCartStore.setState(priced);
}

/** The lines with one quantity changed; a product added here leaves the cart at 0 (it was never ordered). */
function linesWith(lines: readonly ModifyLine[], gtin13: string, quantity: number): ModifyLine[] {
  return lines
    .map((line) =>
      line.gtin13 === gtin13
        ? { ...line, quantity: Math.max(0, Math.min(line.maxQuantity ?? MAX_LINE_QUANTITY, quantity)) }
        : line,
    )
    .filter((line) => line.quantity > 0 || !line.isAdded);
}

function applyLines(lines: ModifyLine[], priced: Priced): void {
  const { orderId, order } = modifyCartStore.getState();
  if (!orderId) return;
  keep({ orderId, ...(order ? { order } : {}), lines });
  modifyCartStore.setState({ lines, ...priced, problem: null, pendingChange: null, isPricing: false });
}

/**
 * Changes one line's quantity (0 removes it); the change is kept for the session. A decrease is priced
 * first: when it would lose a promotion the order has now, it waits for the shopper's word
 * (`pendingChange`, issue 20) instead of dropping the promotion silently.
 */
export async function setModifyQuantity(
  gtin13: string,
  quantity: number,
  gateway: ModifyGateway = liveModifyGateway,
): Promise<void> {
  const { orderId, lines, preview: current, isPreviewFailed, isPricing } = modifyCartStore.getState();
  if (!orderId || isPricing) return;
  const line = lines.find((candidate) => candidate.gtin13 === gtin13);
  if (!line || line.quantity === quantity) return;
  const next = linesWith(lines, gtin13, quantity);
  if (quantity > line.quantity) {
    applyLines(next, { preview: current, isPreviewFailed });
    await refreshPreview(gateway);
    return;
  }
  modifyCartStore.setState({ isPricing: true });
  const round = ++pricingRound;
  const priced = await previewOf(orderId, next, gateway);
  const { preview } = priced;
  if (round !== pricingRound) {
    modifyCartStore.setState({ isPricing: false });
    return;
  }
  const alreadyLost = new Set((current?.lostPromos ?? []).map((promo) => promo.code));
  const lostPromos = (preview?.lostPromos ?? []).filter((promo) => !alreadyLost.has(promo.code));
  if (preview && lostPromos.length > 0) {
    modifyCartStore.setState({ isPricing: false, pendingChange: { gtin13, quantity, lostPromos, preview } });
    return;
  }
  applyLines(next, priced);
}

/**
 * Issue 20: a product found on the modify cart joins the order, one of it (or one more, or back from 0 for
 * a line the shopper had removed). It is priced like any increase. Products the order cannot take
 * (`addableProblemOf`) are not added.
 */
export async function addModifyProduct(product: Product, gateway: ModifyGateway = liveModifyGateway): Promise<void> {
  const { orderId, order, lines, preview, isPreviewFailed, isPricing, pendingChange } = modifyCartStore.getState();
  if (!orderId || !order || isPricing || pendingChange || addableProblemOf(product, order) !== null) return;
  const existing = lines.find((line) => line.gtin13 === product.gtin13);
  if (existing) {
    await setModifyQuantity(product.gtin13, existing.quantity + 1, gateway);
    return;
  }
  const added: ModifyLine = {
    gtin13: product.gtin13,
    name: product.name,
    quantity: 1,
    price: product.promoPrice ?? product.price,
    isAdded: true,
    maxQuantity: product.maxQuantity,
  };
  applyLines([...lines, added], { preview, isPreviewFailed });
  await refreshPreview(gateway);
}

/** The shopper accepts losing the promotion: the held change is made, at the price shown. */
export function confirmPendingChange(): void {
  const { lines, pendingChange } = modifyCartStore.getState();
  if (!pendingChange) return;
  applyLines(linesWith(lines, pendingChange.gtin13, pendingChange.quantity), {
    preview: pendingChange.preview,
    isPreviewFailed: false,
  });
}

/** The shopper keeps the order as it was: nothing changes. */
export function cancelPendingChange(): void {
  modifyCartStore.setState({ pendingChange: null });
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
  const { orderId, lines, status, isPricing, pendingChange } = modifyCartStore.getState();
  if (!orderId || status === 'submitting' || isPricing || pendingChange || !hasModifyItems(lines)) return;
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
