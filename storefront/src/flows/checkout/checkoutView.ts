import type { Basket, Checkout, FlashSale } from '@aisle/contracts';
import { routePath } from '@aisle/contracts/endpoints/routes';
import type { PaymentSummaryLine, SavingsLine } from '@aisle/design-system/components/OrderSummary';
import { showsCardHold } from './checkoutRules.ts';

/*
 * What the checkout page shows of a checkout (PAY-155..161, PAY-171, PAY-174): everything comes from the
 * server's answer (summary, paymentDetails, calculatedProperties.uiPaymentSummary), computed there from the
 * database by the contracts' checkoutTotals. The one place that reads the checkout's shape for the screen.
 */

export type TipConfig = { isEligible: boolean; suggestions: number[]; maxTip: number; subtotal: number };

/** The items' subtotal after promos: what the tip's percentage is of (PAY-084). */
export function subtotalOf(checkout: Checkout): number {
  const cost = checkout.summary.cost;
  return Math.round((cost.itemTotal - cost.discountTotal) * 100) / 100;
}

/** PAY-076, PAY-077, PAY-083, PAY-171, PAY-174: the checkout's tip suggestions and maximum. */
export function tipConfigOf(checkout: Checkout): TipConfig {
  return {
    isEligible: checkout.calculatedProperties.isTipEligible,
    suggestions: checkout.paymentDetails.tipOptions.map((option) => option.amount).filter((amount) => amount > 0),
    maxTip: checkout.paymentDetails.maxGratuityAmount,
    subtotal: subtotalOf(checkout),
  };
}

/** The copy of the lines the page knows by id; any other line keeps the server's description. */
export type SummaryDescriptions = Partial<Record<string, string>>;

/** PAY-155..158: calculatedProperties.uiPaymentSummary in the page's words ('Free' and 'TBD' by the component). */
export function paymentSummaryOf(checkout: Checkout, descriptions: SummaryDescriptions): PaymentSummaryLine[] {
  return checkout.calculatedProperties.uiPaymentSummary.map((line) => ({
    type: line.type,
    amount: line.amount,
    description: descriptions[line.id] ?? line.description,
    nestedLines: line.nestedLines.map((nested) => ({
      type: nested.type,
      amount: nested.amount,
      description: descriptions[nested.id] ?? nested.description,
    })),
  }));
}

/** PAY-161: the savings items. */
export function savingsOf(checkout: Checkout): SavingsLine[] {
  return checkout.summary.savings.map((item) => ({ ...item }));
}

/** PAY-159: the points the order earns (0 hides the line). */
export function pointsOf(checkout: Checkout): number {
  return checkout.summary.fuelPoints.pointsEarnedInTransaction;
}

/** The order's total in dollars, for the wallet's card box (its gift-card and SNAP rules). */
export function orderTotalOf(checkout: Checkout): number {
  return checkout.summary.cost.total;
}

/** PAY-094: a bank card is chosen and pays nothing (the gift cards and SNAP EBT cover the order). */
export function showsHoldMessage(checkout: Checkout): boolean {
  const hasBankCard = checkout.payments.some((payment) => payment.paymentType === 'BANK_CARD');
  return hasBankCard && showsCardHold(checkout.summary.cost.bankCardTotal);
}

/**
 * PAY-012: the items with their pictures (the basket's, a flash sale's, else the product's own: a modify
 * checkout has no basket, a flash-sale line is not in it).
 */
export function itemImagesOf(checkout: Checkout, basket: Basket | null, flashSales: readonly FlashSale[] = []) {
  const pictures = new Map([
    ...flashSales.map((sale): [string, string] => [sale.gtin13, sale.image]),
    ...(basket?.items ?? []).map((line): [string, string] => [line.gtin13, line.product.imageUrl]),
  ]);
  return checkout.lineItems.map((line) => ({
    id: line.gtin13,
    src: pictures.get(line.gtin13) ?? routePath('getProductImage', { gtin13: line.gtin13 }),
    alt: line.name,
  }));
}

/** SNAP EBT: what SNAP may pay, the SNAP-eligible items after their promos (PAY-110). */
export function snapEligibleTotalOf(checkout: Checkout): number {
  return checkout.paymentDetails.ebt.eligibleTotal;
}

/** Issue 20: the cards the checkout already charges, as the card box's selection (a reload shows them). */
export function payingWithOf(checkout: Checkout): { bankCards: string[]; snapCards: string[]; giftCards: string[] } {
  const idsOf = (type: Checkout['payments'][number]['paymentType']) =>
    checkout.payments.filter((payment) => payment.paymentType === type).map((payment) => payment.id);
  return { bankCards: idsOf('BANK_CARD'), snapCards: idsOf('EBT'), giftCards: idsOf('GIFT_CARD') };
}

/**
 * Issue 20, PAY-126: the SNAP EBT amount the shopper chose, as the checkout carries it; null when it charges
 * the eligible total (or no SNAP EBT), so the amount keeps following the total.
 */
export function chosenSnapAmountOf(checkout: Checkout): number | null {
  const ebt = checkout.payments.find((payment) => payment.paymentType === 'EBT');
  if (!ebt || ebt.amount <= 0) return null;
  return Math.round(ebt.amount * 100) === Math.round(snapEligibleTotalOf(checkout) * 100) ? null : ebt.amount;
}
