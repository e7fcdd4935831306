import {
  type AppliedPromo,
  checkoutTotals,
  lostPromotions,
  type ModifyPreview,
  type ModifyPreviewRequest,
  type OrderDetails,
  type Product,
} from '@aisle/contracts';
import { pickupOrder } from './orderFixtures.ts';

/*
 * The modify preview (POST /api/checkouts/{orderId}/modify/preview) for stories and unit tests: the order's
 * lines repriced at the order's own prices, SAVE5 as the sandbox has it ($5.00 off an order of $35 or more,
 * CONTRACT.md "Promo codes"), and the order's money from the contracts' checkoutTotals, as the server does.
 */

const SAVE5 = { code: 'SAVE5', minimumCents: 3500, amountOffCents: 500 };

function save5(itemTotalCents: number): AppliedPromo {
  return {
    id: 'promo-SAVE5',
    offerId: 'offer-SAVE5',
    code: SAVE5.code,
    description: '$5.00 off an order of $35 or more',
    discount: itemTotalCents >= SAVE5.minimumCents ? SAVE5.amountOffCents / 100 : 0,
    couponId: null,
    appliedTo: 'ORDER',
    type: 'Promo',
  };
}

/** An order line for a product the shopper adds on the modify cart (issue 20), at its current price. */
function addedLine(order: OrderDetails, product: Product): OrderDetails['lineItems'][number] {
  const price = product.promoPrice ?? product.price;
  return {
    gtin13: product.gtin13,
    name: product.name,
    quantity: 1,
    channel: 'ONLINE',
    substitutionPolicy: 'SHOPPER_CHOICE',
    modalityType: order.modalityType,
    price,
    lineTotal: price,
    ageRestricted: product.ageRestricted,
  };
}

function priced(order: OrderDetails, requested: ModifyPreviewRequest['lineItems'], catalogue: readonly Product[]) {
  return requested.flatMap((change) => {
    const ordered = order.lineItems.find((candidate) => candidate.gtin13 === change.gtin13);
    const product = catalogue.find((candidate) => candidate.gtin13 === change.gtin13);
    const line = ordered ?? (product ? addedLine(order, product) : undefined);
    if (!line || change.quantity === 0) return [];
    return [{ ...line, quantity: change.quantity, lineTotal: Math.round(line.price * change.quantity * 100) / 100 }];
  });
}

function promosOf(order: OrderDetails, itemTotalCents: number): AppliedPromo[] {
  return order.totals.discounts > 0 ? [save5(itemTotalCents)] : [];
}

function summaryOf(order: OrderDetails, lines: OrderDetails['lineItems'], promos: AppliedPromo[]) {
  return checkoutTotals({
    modality: order.modalityType,
    itemTotal: lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    snapEligibleItemTotal: 0,
    yellowTagDiscountTotal: 0,
    promos,
    snapEligibleDiscount: 0,
    fulfillmentFee: order.totals.fulfillmentFee,
    serviceFee: 0,
    bagFee: 0,
    bagFeeApplies: false,
    gratuityAmount: order.totals.tip,
    payments: [],
    facilityId: null,
    paymentVersionKey: '1',
  }).summary;
}

/** What the server answers for these lines of this order; `catalogue` prices products added to it. */
export function modifyPreviewFor(
  order: OrderDetails,
  requested: ModifyPreviewRequest['lineItems'],
  catalogue: readonly Product[] = [],
): ModifyPreview {
  const lines = priced(order, requested, catalogue);
  const cents = lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
  const placedCents = order.lineItems.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
  const promos = promosOf(order, cents);
  return {
    lineItems: lines,
    summary: summaryOf(order, lines, promos),
    promos,
    lostPromos: lostPromotions(promosOf(order, placedCents), promos),
    originalTotal: order.totals.total,
  };
}

const promoLines = pickupOrder.lineItems.map((line) =>
  line.name === 'Blueberries' ? { ...line, quantity: 8, lineTotal: 27.92 } : line,
);

/**
 * demo's Pickup with SAVE5: Honeycrisp Apples ×2 ($5.98), Roma Tomatoes ×1 ($1.49), Blueberries ×8 ($27.92),
 * $35.39 of items, $5.00 off. Removing the tomatoes ($1.49) takes the items under $35 and loses SAVE5.
 */
export const promoOrder: OrderDetails = {
  ...pickupOrder,
  id: '8800100007',
  lineItems: promoLines,
  totals: { ...pickupOrder.totals, itemTotal: 35.39, discounts: 5, tax: null, total: 30.39 },
  payments: pickupOrder.payments.map((payment) => ({ ...payment, amount: 30.39 })),
};
