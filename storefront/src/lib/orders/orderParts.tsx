import { formatCopy } from '@aisle/banner-themes/copy';
import { routePath } from '@aisle/contracts/endpoints/routes';
import type { OrderTotals as OrderTotalsData } from '@aisle/contracts/orders';
import type { OrderDetails } from '@aisle/contracts/purchases';
import type { PaymentSummaryLine } from '@aisle/design-system/components/OrderSummary';
import type { OrderCompleteLabels } from '../copy/orderComplete.ts';

/* Parts of a placed order that the order pages (purchases, order-complete) and the modify cart both show. */

/** The words of an order's money: the summary's line names, its modality words and the summary's own. */
export type OrderSummaryLabels = Pick<OrderCompleteLabels, 'summaryLines' | 'modalities' | 'summary'>;

/** An order's money as summary lines (Free fees, TBD tax): the placed order's and a modify cart's. */
export function orderSummaryLines(
  totals: OrderTotalsData,
  modality: OrderDetails['modalityType'],
  labels: OrderSummaryLabels,
): PaymentSummaryLine[] {
  const words = labels.summaryLines;
  return [
    { type: 'SUBTOTAL', amount: totals.itemTotal, description: words.itemTotal },
    {
      type: 'FEE',
      amount: totals.fulfillmentFee,
      description: formatCopy(words.fulfillmentFee, { modality: labels.modalities[modality] }),
    },
    ...(totals.serviceFee > 0
      ? [{ type: 'FEE' as const, amount: totals.serviceFee, description: words.serviceFee }]
      : []),
    ...(totals.bagFee > 0 ? [{ type: 'FEE' as const, amount: totals.bagFee, description: words.bagFee }] : []),
    ...(totals.tip > 0 ? [{ type: 'TIP' as const, amount: totals.tip, description: words.tip }] : []),
    ...(totals.discounts > 0
      ? [{ type: 'FEE' as const, amount: -totals.discounts, description: words.discounts }]
      : []),
    { type: 'TAX', amount: totals.tax, description: words.tax },
    { type: 'TOTAL', amount: totals.total, description: words.total },
  ];
}

/** A line's product image, decorative beside the line's name (the order pages and the modify cart). */
export function ProductImage({ gtin13, size, className }: { gtin13: string; size: number; className: string }) {
  return <img className={className} src={routePath('getProductImage', { gtin13 })} alt="" width={size} height={size} />;
}
