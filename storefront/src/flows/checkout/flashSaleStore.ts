import type { Checkout, CheckoutLineRequest, FlashSale } from '@aisle/contracts';
import { hasFlashSales, isFlashSaleLine } from '@aisle/contracts/flashSaleRules';
import { createStore } from 'zustand/vanilla';
import { isConnectionError } from '../../lib/api/index.ts';
import { type CheckoutGateway, checkoutGateway } from './checkoutGateway.ts';
import { checkoutStore, openDrawer, openModal } from './checkoutStore.ts';
import { changeLines } from './checkoutUpdates.ts';

/*
 * Flash sales on the checkout payment page (PRO-012..027, PAY-164): the checkout's offers, read once per
 * checkout; the drawer's category filter and quantities; 'Update' sends the changed lines through the
 * checkout update with its versionKey; the leave-page warning holds the link the shopper followed until
 * the flash-sale lines are removed or kept. The checkout itself stays in checkoutStore.
 */

/** Why an update (the drawer's or the warning's removal) did not go through: a connection message, or the generic one. */
export type FlashSaleProblem = { connection: string } | 'failed';

export type FlashSaleState = {
  /** The checkout the list was read for (PRO-017). */
  orderId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  flashSales: FlashSale[];
  /** PRO-019: the category shown; null for all. */
  category: string | null;
  /** The drawer's quantities by gtin13, before 'Update'. */
  quantities: Record<string, number>;
  isUpdating: boolean;
  problem: FlashSaleProblem | null;
  /** PRO-024: where the shopper was going when the leave warning opened. */
  leavingTo: string | null;
};

const initial: FlashSaleState = {
  orderId: null,
  status: 'idle',
  flashSales: [],
  category: null,
  quantities: {},
  isUpdating: false,
  problem: null,
  leavingTo: null,
};

export const flashSaleStore = createStore<FlashSaleState>(() => ({ ...initial }));

/** PAY-164: leaving the page forgets the flash sales. */
export function resetFlashSales(): void {
  flashSaleStore.setState({ ...initial }, true);
}

/** PRO-012: the checkout shows flash sales (a partner delivery, not a modification). */
export function showsFlashSales(checkout: Checkout | null): boolean {
  return Boolean(
    checkout && !checkout.isModify && hasFlashSales(checkout.modalityType, checkout.fulfillment.promise.vendorId),
  );
}

/** PRO-024: the order has flash-sale lines. */
export function hasFlashSaleLines(checkout: Checkout | null): boolean {
  return Boolean(checkout?.lineItems.some(isFlashSaleLine));
}

/** PRO-017: the checkout's flash sales, read once per checkout while none are loaded (or the last read failed). */
export async function loadFlashSales(gateway: CheckoutGateway = checkoutGateway()): Promise<void> {
  const { checkout, orderId } = checkoutStore.getState();
  if (!orderId || !showsFlashSales(checkout)) return;
  const state = flashSaleStore.getState();
  if (state.orderId === orderId && (state.status === 'loading' || state.status === 'ready')) return;
  flashSaleStore.setState({ orderId, status: 'loading' });
  try {
    const flashSales = await gateway.getFlashSales(orderId);
    if (flashSaleStore.getState().orderId === orderId) flashSaleStore.setState({ status: 'ready', flashSales });
  } catch {
    if (flashSaleStore.getState().orderId === orderId) flashSaleStore.setState({ status: 'failed' });
  }
}

/** PRO-019: the filter action: the drawer lists this category only (null: all). */
export function filterFlashSales(category: string | null): void {
  flashSaleStore.setState({ category });
}

/** The categories of the flash sales, in their order. */
export function flashSaleCategories(flashSales: readonly FlashSale[]): string[] {
  return [...new Set(flashSales.map((sale) => sale.category))];
}

/** PRO-019: the flash sales the drawer lists for the filter. */
export function filteredFlashSales(flashSales: readonly FlashSale[], category: string | null): FlashSale[] {
  return category === null ? [...flashSales] : flashSales.filter((sale) => sale.category === category);
}

/** How many of a flash sale the order holds now. */
function quantitiesInOrder(checkout: Checkout | null): Record<string, number> {
  const quantities: Record<string, number> = {};
  for (const line of checkout?.lineItems ?? []) if (isFlashSaleLine(line)) quantities[line.gtin13] = line.quantity;
  return quantities;
}

/** PRO-014, PAY-020: 'Shop Flash Sales' opens the flashSales drawer with the order's quantities. */
export function openFlashSales(): void {
  flashSaleStore.setState({ quantities: quantitiesInOrder(checkoutStore.getState().checkout), problem: null });
  openDrawer('flashSales');
  void loadFlashSales();
}

/** PRO-016: a quantity between 0 and the flash sale's maximum (at most 10). */
export function setFlashSaleQuantity(sale: FlashSale, quantity: number): void {
  const bounded = Math.min(sale.maxQuantity, Math.max(0, Math.round(quantity)));
  flashSaleStore.setState((state) => ({ quantities: { ...state.quantities, [sale.gtin13]: bounded } }));
}

/** PRO-021: a flash-sale line as the update sends it: the mode, no substitution, the coupon and its store. */
export function flashSaleLine(sale: FlashSale, quantity: number, checkout: Checkout): CheckoutLineRequest {
  return {
    gtin13: sale.gtin13,
    quantity,
    modalityType: checkout.modalityType,
    substitutionPolicy: 'NONE',
    couponId: sale.couponId,
    sourceStoreId: sale.sourceStoreId,
  };
}

/** PRO-018: the lines that change the order to the drawer's quantities (none when nothing changed). */
export function changedFlashSaleLines(
  flashSales: readonly FlashSale[],
  quantities: Record<string, number>,
  checkout: Checkout,
): CheckoutLineRequest[] {
  const inOrder = quantitiesInOrder(checkout);
  return flashSales
    .filter((sale) => (quantities[sale.gtin13] ?? 0) !== (inOrder[sale.gtin13] ?? 0))
    .map((sale) => flashSaleLine(sale, quantities[sale.gtin13] ?? 0, checkout));
}

/** PRO-027: the lines that take every flash-sale line out of the order. */
export function removalLines(checkout: Checkout): CheckoutLineRequest[] {
  return checkout.lineItems.filter(isFlashSaleLine).map((line) => ({
    gtin13: line.gtin13,
    quantity: 0,
    couponId: line.couponId ?? null,
    sourceStoreId: line.sourceStoreId ?? null,
  }));
}

/** One line change through the checkout update; true when the checkout took it. */
async function sendLines(lines: CheckoutLineRequest[], gateway: CheckoutGateway): Promise<boolean> {
  flashSaleStore.setState({ isUpdating: true, problem: null });
  const failure = await changeLines(lines, gateway);
  flashSaleStore.setState({
    isUpdating: false,
    problem: failure === null ? null : isConnectionError(failure) ? { connection: failure.userMessage } : 'failed',
  });
  return failure === null;
}

/** PRO-018, PAY-023: 'Update' sends the changed lines with the versionKey read, then closes the drawer. */
export async function updateFlashSales(gateway: CheckoutGateway = checkoutGateway()): Promise<boolean> {
  const { checkout } = checkoutStore.getState();
  const { flashSales, quantities, isUpdating } = flashSaleStore.getState();
  if (!checkout || isUpdating) return false;
  const lines = changedFlashSaleLines(flashSales, quantities, checkout);
  if (lines.length > 0 && !(await sendLines(lines, gateway))) return false;
  openDrawer(null);
  return true;
}

/**
 * PRO-024: a link that leaves the page while flash-sale lines are in the order opens the warning instead;
 * true when it did (the caller keeps the browser where it is).
 */
export function warnBeforeLeaving(href: string): boolean {
  if (!hasFlashSaleLines(checkoutStore.getState().checkout)) return false;
  flashSaleStore.setState({ leavingTo: href, problem: null });
  openModal('leaveWarning');
  return true;
}

/** PRO-026: 'No, Keep Items' stays on the page with the items. */
export function keepFlashSaleItems(): void {
  flashSaleStore.setState({ leavingTo: null, problem: null });
  openModal(null);
}

/** PRO-025, PRO-027: 'Yes, Remove Items' takes the flash-sale lines out, then follows the link. */
export async function removeFlashSaleItemsAndLeave(
  navigate: (url: string) => void,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<void> {
  const { checkout } = checkoutStore.getState();
  const { leavingTo, isUpdating } = flashSaleStore.getState();
  if (!checkout || !leavingTo || isUpdating) return;
  const lines = removalLines(checkout);
  if (lines.length > 0 && !(await sendLines(lines, gateway))) return;
  openModal(null);
  navigate(leavingTo);
}
