import type {
  Checkout,
  CheckoutPayment,
  CheckoutPaymentType,
  CheckoutSummary,
  PaymentSummaryLine,
} from './checkout.ts';
import { maxTipFor, PRICE_CHANGE_HOLD, tipOptionsFor } from './checkout.ts';
import type { AppliedPromo } from './promotions.ts';

/*
 * The checkout's money (PAY-155..161, PAY-170, CBX-045): one pure function the server runs on what it read
 * from the database, and the story mocks run on their fixtures, so both answer the same shapes and sums.
 * Tax stays null ('TBD', PAY-158): the store calculates it when the order is picked.
 */

/** One wallet card the checkout pays with, as read from the wallet. */
export type PaymentSource = {
  id: string;
  paymentType: CheckoutPaymentType;
  brand: string;
  lastFour: string;
  /** Known gift or SNAP balance in dollars; null when unknown (a bank card, a SNAP card before its PIN). */
  balance: number | null;
  /** A gift or SNAP card's processor reference (CBX-041); none for a bank card. */
  paymentGram?: string | null;
  expired: boolean;
  /** SNAP EBT: the amount the shopper chose to charge. */
  requestedAmount?: number;
  /** What a placed order already authorized on it. */
  authorizedAmount?: number;
};

export type TotalsInput = {
  modality: Checkout['modalityType'];
  itemTotal: number;
  itemCount: number;
  /** The SNAP-eligible items' total before promos. */
  snapEligibleItemTotal: number;
  yellowTagDiscountTotal: number;
  promos: readonly AppliedPromo[];
  /** The part of the promos' discount that falls on SNAP-eligible items. */
  snapEligibleDiscount: number;
  fulfillmentFee: number;
  serviceFee: number;
  bagFee: number;
  bagFeeApplies: boolean;
  gratuityAmount: number;
  payments: readonly PaymentSource[];
  facilityId: string | null;
  paymentVersionKey: string;
};

export type Totals = {
  summary: CheckoutSummary;
  payments: CheckoutPayment[];
  paymentDetails: Checkout['paymentDetails'];
  calculatedProperties: Checkout['calculatedProperties'];
};

const cents = (amount: number): number => Math.round(amount * 100);
const dollars = (amountCents: number): number => amountCents / 100;

/** The summary, the payments' split (SNAP EBT first, then gift cards, the bank card the rest) and the lines. */
export function checkoutTotals(input: TotalsInput): Totals {
  const itemTotalCents = cents(input.itemTotal);
  const discountCents = Math.min(
    itemTotalCents,
    input.promos.reduce((sum, promo) => sum + cents(promo.discount), 0),
  );
  const isTipEligible = input.modality === 'DELIVERY';
  const tipCents = isTipEligible ? cents(input.gratuityAmount) : 0;
  const feeCents = cents(input.fulfillmentFee) + cents(input.serviceFee) + cents(input.bagFee);
  const totalCents = itemTotalCents - discountCents + feeCents + tipCents;
  const ebtEligibleCents = Math.max(0, cents(input.snapEligibleItemTotal) - cents(input.snapEligibleDiscount));

  let remaining = totalCents;
  const charged = new Map<string, number>();
  const ebt = input.payments.find((payment) => payment.paymentType === 'EBT');
  if (ebt) {
    const limit = Math.min(
      cents(ebt.requestedAmount ?? 0),
      ebtEligibleCents,
      ebt.balance === null ? Number.POSITIVE_INFINITY : cents(ebt.balance),
      remaining,
    );
    charged.set(ebt.id, Math.max(0, limit));
    remaining -= Math.max(0, limit);
  }
  let giftCents = 0;
  for (const gift of input.payments.filter((payment) => payment.paymentType === 'GIFT_CARD')) {
    const amount = Math.max(0, Math.min(gift.balance === null ? 0 : cents(gift.balance), remaining));
    charged.set(gift.id, amount);
    giftCents += amount;
    remaining -= amount;
  }
  const bank = input.payments.find((payment) => payment.paymentType === 'BANK_CARD');
  if (bank) charged.set(bank.id, remaining);
  const bankCents = bank ? remaining : 0;
  const ebtCents = ebt ? (charged.get(ebt.id) ?? 0) : 0;

  const payments: CheckoutPayment[] = input.payments.map((payment) => {
    const amount = dollars(charged.get(payment.id) ?? 0);
    const authorizedAmount = payment.authorizedAmount ?? 0;
    return {
      id: payment.id,
      paymentType: payment.paymentType,
      brand: payment.brand,
      lastFour: payment.lastFour,
      amount,
      authorizedAmount,
      amountToAuthorize: dollars(Math.max(0, cents(amount) - cents(authorizedAmount))),
      balance: payment.balance,
      paymentGram: payment.paymentType === 'BANK_CARD' ? null : (payment.paymentGram ?? null),
      expired: payment.expired,
    };
  });

  const summary: CheckoutSummary = {
    itemTotal: dollars(itemTotalCents),
    itemCount: input.itemCount,
    cost: {
      itemTotal: dollars(itemTotalCents),
      discountTotal: dollars(discountCents),
      yellowTagDiscountTotal: input.yellowTagDiscountTotal,
      fulfillmentFee: input.fulfillmentFee,
      serviceFee: input.serviceFee,
      bagFee: input.bagFee,
      gratuityTotal: dollars(tipCents),
      taxTotal: null,
      total: dollars(totalCents),
      ebtEligibleTotal: dollars(ebtEligibleCents),
      ebtTotal: dollars(ebtCents),
      nonEbtTotal: dollars(totalCents - ebtCents),
      giftCardTotal: dollars(giftCents),
      bankCardTotal: dollars(bankCents),
    },
    fuelPoints: { pointsEarnedInTransaction: Math.floor((itemTotalCents - discountCents) / 100) },
    savings: [
      ...input.promos
        .filter((promo) => promo.discount > 0)
        .map((promo) => ({ id: promo.id, description: promo.description, amount: promo.discount })),
      ...(input.yellowTagDiscountTotal > 0
        ? [{ id: 'flashSales', description: 'Flash sale savings', amount: input.yellowTagDiscountTotal }]
        : []),
    ],
    bagFeeApplies: input.bagFeeApplies,
    holdAmount: PRICE_CHANGE_HOLD,
  };

  const fulfillmentLabel = input.modality === 'DELIVERY' ? 'Delivery Fee' : 'Pickup Fee';
  const uiPaymentSummary: PaymentSummaryLine[] = [
    {
      id: 'subtotal',
      type: 'SUBTOTAL',
      description: 'Subtotal',
      amount: dollars(itemTotalCents - discountCents),
      nestedLines: [
        { id: 'items', type: 'SUBTOTAL', description: `Items (${input.itemCount})`, amount: dollars(itemTotalCents) },
        ...input.promos
          .filter((promo) => promo.discount > 0)
          .map((promo) => ({
            id: `promo:${promo.code}`,
            type: 'SUBTOTAL' as const,
            description: promo.description,
            amount: -promo.discount,
          })),
      ],
    },
    {
      id: input.modality === 'DELIVERY' ? 'deliveryFee' : 'pickupFee',
      type: 'FEE',
      description: fulfillmentLabel,
      amount: input.fulfillmentFee,
      nestedLines: [],
    },
    ...(cents(input.serviceFee) > 0
      ? [
          {
            id: 'serviceFee',
            type: 'FEE' as const,
            description: 'Service Fee',
            amount: input.serviceFee,
            nestedLines: [],
          },
        ]
      : []),
    ...(input.bagFeeApplies
      ? [{ id: 'bagFee', type: 'FEE' as const, description: 'Bag Fee', amount: input.bagFee, nestedLines: [] }]
      : []),
    ...(isTipEligible
      ? [{ id: 'tip', type: 'TIP' as const, description: 'Tip', amount: dollars(tipCents), nestedLines: [] }]
      : []),
    { id: 'tax', type: 'TAX', description: 'Estimated Tax', amount: null, nestedLines: [] },
    {
      id: 'total',
      type: 'TOTAL',
      description: 'Estimated Total',
      amount: dollars(totalCents),
      nestedLines: [
        ...(ebtCents > 0
          ? [{ id: 'ebt', type: 'TOTAL' as const, description: 'SNAP EBT', amount: dollars(ebtCents) }]
          : []),
        ...(giftCents > 0
          ? [{ id: 'giftCards', type: 'TOTAL' as const, description: 'Gift Cards', amount: dollars(giftCents) }]
          : []),
      ],
    },
  ];

  const subtotal = dollars(itemTotalCents - discountCents);
  return {
    summary,
    payments,
    paymentDetails: {
      gratuityAmount: dollars(tipCents),
      maxGratuityAmount: maxTipFor(subtotal),
      tipOptions: isTipEligible ? tipOptionsFor(subtotal) : [],
      ebt: { eligibleTotal: dollars(ebtEligibleCents), amount: dollars(ebtCents) },
      facilityId: input.facilityId,
      paymentVersionKey: input.paymentVersionKey,
    },
    calculatedProperties: { uiPaymentSummary, isTipEligible },
  };
}
