import { formatCopy } from '@aisle/banner-themes/copy';
import type { ModifyCartLabels } from '../../lib/copy/modify.ts';
import { paths } from '../../lib/paths.ts';

/*
 * The modify-order flow's rules (cart-scheduling-checkout 2 "Modify checkout page", 4 "Modify order", 8;
 * MOD-001..032, SCH-003): where the flow goes and which words a failure shows. Pure functions, so the
 * unit tests and the server-free stories read the same rules as the page.
 */

/**
 * The modify cart of one placed order: a real link, so it works before the page hydrates. Without its id, a
 * modify checkout goes back to the bare modify cart (MOD-004).
 */
export function modifyCartHref(orderId: string): string {
  return `${paths.modifyCart}?${new URLSearchParams({ orderId })}`;
}

/** Spec 2 Routes: the modify checkout is /checkout with nc=true and im=true (MOD-003, MOD-005). */
export function modifyCheckoutHref(orderId: string): string {
  return `${paths.checkout}?${new URLSearchParams({ orderId, nc: 'true', im: 'true' })}`;
}

/** MOD-005: the app is in modify mode when the checkout address carries im=true. */
export function isModifyMode(search: string): boolean {
  return new URLSearchParams(search).get('im') === 'true';
}

/** The order id of the modify cart's address (`?orderId=`), digits only, or null. */
export function modifyOrderIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get('orderId');
  return id && /^\d{6,20}$/.test(id) ? id : null;
}

/** One line of the modify cart: what the shopper changes and what the modify request sends (MOD-008). */
export type ModifyLine = {
  gtin13: string;
  name: string;
  quantity: number;
  /** The unit price the order was placed at; the server's preview prices the line as it would be now. */
  price?: number;
  /** A product the shopper added on the modify cart (issue 20): it leaves the cart when taken down to 0. */
  isAdded?: true;
  /** The product's own highest quantity per line, where known (an added product). */
  maxQuantity?: number;
};

/** Whether a product found on the modify cart may join this order, and why not (issue 20). */
export type AddableProblem = 'notSold' | 'ageRestricted' | null;

export function addableProblemOf(
  product: { availability: Record<'PICKUP' | 'DELIVERY', boolean>; ageRestricted: boolean },
  order: { modalityType: 'PICKUP' | 'DELIVERY'; hasDateOfBirth: boolean },
): AddableProblem {
  if (!product.availability[order.modalityType]) return 'notSold';
  // The modify request keeps the order's buyer; a date of birth is only asked at the first checkout.
  if (product.ageRestricted && !order.hasDateOfBirth) return 'ageRestricted';
  return null;
}

/** MOD-008: the lines the modify checkout is built from; removed lines are sent with quantity 0. */
export function modifyLineItems(lines: readonly ModifyLine[]): Array<{ gtin13: string; quantity: number }> {
  return lines.map((line) => ({ gtin13: line.gtin13, quantity: Math.max(0, Math.min(99, line.quantity)) }));
}

/** SCH-003 (and the cart's 'Continue'): a modify cart with nothing left to buy cannot be checked out. */
export function hasModifyItems(lines: readonly ModifyLine[]): boolean {
  return lines.some((line) => line.quantity > 0);
}

/** What a failed modify request or modify submit shows (MOD-013, MOD-022..032). */
export type ModifyProblem =
  | { kind: 'session' }
  | { kind: 'refresh' }
  /** MOD-023..025, MOD-027, MOD-028: the items behind it (their gtin13s) are newly ineligible. */
  | { kind: 'itemIssue'; code: string; gtins: string[] }
  | { kind: 'alreadyInProcess' }
  | { kind: 'serverReason'; message: string }
  | { kind: 'createOrder' };

/**
 * MOD-022..032: the error catalogue of spec 8 "Modify", by the server's code. Root causes that list items
 * mark a fallout from promising (MOD-023..025, MOD-027) whatever the code; RESTRICTED is an item issue too
 * (MOD-028); anything else without a root cause is the checkout-create error (MOD-026).
 */
export function modifyProblemOf(error: {
  kind: string;
  code?: string | undefined;
  userMessage: string;
  /** The server's reason (MOD-030..032 show it); the generic message when an answer has none. */
  reason?: string | undefined;
  rootCauses?: ReadonlyArray<{ gtin13: string }>;
}): ModifyProblem {
  if (error.kind === 'session') return { kind: 'session' };
  const gtins = [...new Set((error.rootCauses ?? []).map((cause) => cause.gtin13))];
  switch (error.code) {
    case 'PAYMENT_METHOD_REQUIRED':
      return { kind: 'refresh' };
    case 'CANNOT_MODIFY':
      return { kind: 'alreadyInProcess' };
    case 'ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS':
    case 'ALCOHOL_QUANTITY_EXCEEDED':
    case 'CART_QUANTITY_LIMIT_EXCEEDED':
      return { kind: 'serverReason', message: error.reason ?? error.userMessage };
    case 'RESTRICTED':
      return { kind: 'itemIssue', code: error.code, gtins };
    default:
      return gtins.length > 0
        ? { kind: 'itemIssue', code: error.code ?? 'PROMISING_FALLOUT', gtins }
        : { kind: 'createOrder' };
  }
}

/** MOD-013, MOD-022..032: the words of a refused modification. */
export function modifyProblemText(
  problem: ModifyProblem,
  labels: Pick<ModifyCartLabels, 'errors' | 'createOrderFailed'>,
): string {
  switch (problem.kind) {
    case 'refresh':
      return labels.errors.refresh;
    case 'itemIssue':
      return `${labels.errors.itemIssue} ${formatCopy(labels.errors.errorCode, { code: problem.code })}`;
    case 'alreadyInProcess':
      return labels.errors.alreadyInProcess;
    case 'serverReason':
      return problem.message;
    case 'session':
    case 'createOrder':
      return labels.createOrderFailed;
  }
}
