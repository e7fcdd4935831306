import type { Product } from '@aisle/contracts';
import { MAX_LINE_QUANTITY } from '@aisle/contracts/productRules';
import { isApiError } from '../../lib/api/index.ts';
import { randomUuid } from '../../lib/randomUuid.ts';
import { recordIneligibleItems } from '../replacements/index.ts';
import {
  isLatestPricingRound,
  keep,
  modifyCartStore,
  nextPricingRound,
  type Priced,
  previewOf,
  refreshPreview,
} from './modifyCartStore.ts';
import { liveModifyGateway, type ModifyGateway } from './modifyGateway.ts';
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
 * The shopper's changes to the modify cart (issue 20, MOD-008..032): quantities, products added, a lost
 * promotion confirmed or not, and 'Continue'. Loaded with the screen, not in the page's first script: the
 * state they change is `modifyCartStore.ts`.
 */

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
  const round = nextPricingRound();
  const priced = await previewOf(orderId, next, gateway);
  const { preview } = priced;
  if (!isLatestPricingRound(round)) {
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
