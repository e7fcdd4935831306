import type { Basket, Checkout } from '@aisle/contracts';
import type { PaymentSummaryLine } from '@aisle/design-system/components/OrderSummary';

/*
 * What the checkout page shows of a checkout (PAY-155..159, PAY-171, PAY-174): the payment summary lines,
 * the tip's suggestions and maximum, the items with their pictures. The one place that reads the
 * checkout's shape for the screen.
 */

/** PAY-076: the suggested tips as shares of the subtotal (docs/spec-decisions.md, checkout). */
export const TIP_SUGGESTION_PERCENTAGES = [10, 15, 20] as const;
/** PAY-083: the highest tip when the checkout names none (docs/spec-decisions.md, checkout). */
export const DEFAULT_MAX_TIP = 100;

export type TipConfig = { isEligible: boolean; suggestions: number[]; maxTip: number; subtotal: number };

function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** PAY-171: tips are for delivery; the suggestions follow the subtotal. */
export function tipConfigOf(checkout: Checkout): TipConfig {
  const subtotal = checkout.summary.itemTotal;
  return {
    isEligible: checkout.modalityType === 'DELIVERY',
    suggestions: TIP_SUGGESTION_PERCENTAGES.map((percentage) => roundMoney((subtotal * percentage) / 100)),
    maxTip: Math.max(DEFAULT_MAX_TIP, roundMoney(subtotal)),
    subtotal,
  };
}

/**
 * PAY-155..158: the payment summary's lines in the spec's types. The fee is 0 ('Free') and the tax null
 * ('TBD') until the checkout carries them; the total adds what is known.
 */
export function paymentSummaryOf(
  checkout: Checkout,
  tip: string,
  descriptions: { subtotal: string; fee: string; tip: string; tax: string; total: string },
): PaymentSummaryLine[] {
  const subtotal = checkout.summary.itemTotal;
  const tipAmount = Number(tip) || 0;
  const fee = 0;
  const lines: PaymentSummaryLine[] = [
    { type: 'SUBTOTAL', amount: subtotal, description: descriptions.subtotal },
    { type: 'FEE', amount: fee, description: descriptions.fee },
  ];
  if (checkout.modalityType === 'DELIVERY')
    lines.push({ type: 'TIP', amount: tipAmount, description: descriptions.tip });
  lines.push({ type: 'TAX', amount: null, description: descriptions.tax });
  lines.push({ type: 'TOTAL', amount: roundMoney(subtotal + fee + tipAmount), description: descriptions.total });
  return lines;
}

/** The order's total in dollars, for the wallet's card box (its gift-card and SNAP rules). */
export function orderTotalOf(checkout: Checkout, tip: string): number {
  return roundMoney(checkout.summary.itemTotal + (Number(tip) || 0));
}

/** PAY-012: the items with the basket's pictures. */
export function itemImagesOf(checkout: Checkout, basket: Basket | null) {
  const pictures = new Map((basket?.items ?? []).map((line) => [line.gtin13, line.product.imageUrl]));
  return checkout.lineItems.map((line) => ({
    id: line.gtin13,
    src: pictures.get(line.gtin13) ?? '',
    alt: line.name,
  }));
}

/** SNAP EBT: the order's eligible total from the basket's SNAP-eligible lines (PAY-110). */
export function snapEligibleTotalOf(checkout: Checkout, basket: Basket | null): number {
  const eligible = new Set(
    (basket?.items ?? []).filter((line) => line.product.snapEligible).map((line) => line.gtin13),
  );
  return roundMoney(
    checkout.lineItems.filter((line) => eligible.has(line.gtin13)).reduce((sum, line) => sum + line.lineTotal, 0),
  );
}
