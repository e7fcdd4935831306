import * as z from 'zod/mini';
import { INSTRUCTIONS_MAX_LENGTH } from './basket.ts';
import { dateTimeSchema, gtin13Schema, idempotencyKeySchema, moneySchema, plainText } from './common.ts';
import { appliedPromoSchema, promoActionSchema, promoCodeSchema } from './promotions.ts';
import { orderDestinationSchema } from './purchases.ts';
import {
  contactPhoneSchema,
  deliveryTypes,
  linePriceAdjustmentSchema,
  lineSubstitutionPolicies,
  NAME_MAX_LENGTH,
  scheduledCheckoutSchema,
} from './scheduling.ts';
import { timeslotModalitySchema, timeslotSelectionIdSchema } from './timeslots.ts';
import { paymentGramSchema, pinTokenSchema } from './wallet.ts';
import { walletLimits } from './walletRules.ts';

/*
 * The checkout's server side (cart-scheduling-checkout 2 "Checkout payment page", "Modify checkout page",
 * 3 "Checkout", 4, 5, 7, 8, 9; wallet-and-order-complete "Checkout payment update and card box"): the
 * checkout as the server answers it (status, payments, price adjustments, totals computed from the
 * database), the update, payment, place-order and modify calls, and the rules the page, the server and the
 * story mocks share. A card number, CVV or PIN never appears here: payments name wallet card ids, a SNAP
 * EBT PIN arrives as the PIN frame's token.
 */

/** PAY-169: a checkout's status. DRAFT until placed; MODIFYING while a placed order is being modified. */
export const checkoutStatuses = ['DRAFT', 'PLACED', 'MODIFYING', 'CANCELLED'] as const;
export const checkoutStatusSchema = z.enum(checkoutStatuses);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** Spec 9: gift cards per order (PAY-102), a SNAP EBT charge's minimum (PAY-122), the card hold (PAY-094). */
export const MAX_GIFT_CARDS_PER_ORDER = walletLimits.giftCards;
export const MIN_SNAP_CHARGE = 0.01;
export const PRICE_CHANGE_HOLD = 1;
/** PAY-076, PAY-077: the suggested tips, in percent of the subtotal (zero-value suggestions are dropped). */
export const TIP_SUGGESTION_PERCENTAGES = [10, 15, 20] as const;
/** PAY-083: the checkout's maximum tip is the larger of this and TIP_MAX_SHARE of the subtotal. */
export const TIP_MAX_FLOOR = 50;
export const TIP_MAX_SHARE = 0.5;

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** PAY-083: the largest tip the checkout accepts for this subtotal. */
export function maxTipFor(subtotal: number): number {
  return roundCents(Math.max(TIP_MAX_FLOOR, subtotal * TIP_MAX_SHARE));
}

/** PAY-174: a tip suggestion. */
export const tipOptionSchema = z.object({
  amount: moneySchema,
  percentage: z.int(),
  label: z.string(),
  value: z.string(),
});
export type TipOption = z.infer<typeof tipOptionSchema>;

/** PAY-076, PAY-077: the suggestions for a subtotal, zero values left out. */
export function tipOptionsFor(subtotal: number): TipOption[] {
  return TIP_SUGGESTION_PERCENTAGES.map((percentage) => roundCents((subtotal * percentage) / 100))
    .map((amount, index) => ({ amount, percentage: TIP_SUGGESTION_PERCENTAGES[index] ?? 0 }))
    .filter((option) => option.amount > 0)
    .map((option) => ({
      amount: option.amount,
      percentage: option.percentage,
      label: `${option.percentage}%`,
      value: option.amount.toFixed(2),
    }));
}

/**
 * PAY-081..083: a tip is a dollar amount with at most two decimals (the page's field parses it with the
 * design system's parseTipAmount; the server checks it against maxGratuityAmount).
 */
export const tipAmountSchema = moneySchema;

const namePattern = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ .'-]*$/;
/** PAY-037..039: a contact name: required, at most 40 characters, letters, spaces and . ' - only. */
export const contactNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`),
    z.regex(namePattern, 'must be letters'),
  );

/** PAY-059, PAY-068: instructions (delivery or pickup); one line, at most 128 characters with any marker. */
export const fulfillmentInstructionsSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(INSTRUCTIONS_MAX_LENGTH, `must be at most ${INSTRUCTIONS_MAX_LENGTH} characters`),
    plainText('must be one line'),
  );

/** PAY-068: instructions with the do-not-ring marker appended (once, at the end), or null when empty. */
export function withDoNotRingMarker(instructions: string, marker: string, doNotRing: boolean): string | null {
  const typed = instructions.trim();
  const base = typed.endsWith(marker) ? typed.slice(0, typed.length - marker.length).trim() : typed;
  const joined = doNotRing ? (base === '' ? marker : `${base} ${marker}`) : base;
  return joined === '' ? null : joined;
}

/** PAY-049, PAY-050, PAY-055: what the contact drawer saves. */
export const contactUpdateSchema = z.object({
  firstName: contactNameSchema,
  lastName: contactNameSchema,
  phone: contactPhoneSchema,
  smsOptin: z.optional(z.boolean()),
});
export type ContactUpdate = z.input<typeof contactUpdateSchema>;

/** CBX-040: the payment kinds of a checkout. */
export const checkoutPaymentTypes = ['BANK_CARD', 'GIFT_CARD', 'EBT'] as const;
export const checkoutPaymentTypeSchema = z.enum(checkoutPaymentTypes);
export type CheckoutPaymentType = z.infer<typeof checkoutPaymentTypeSchema>;

const walletCardIdSchema = z.uuid();

/**
 * CBX-039..042, PAY-124: one way to pay, as the page sends it: a wallet card id, and for SNAP EBT the amount
 * to charge (above 0). The server reads balances and gift-card amounts from the database, never from here.
 */
export const checkoutPaymentRequestSchema = z.discriminatedUnion('paymentType', [
  z.object({ paymentType: z.literal('BANK_CARD'), id: walletCardIdSchema }),
  z.object({ paymentType: z.literal('GIFT_CARD'), id: walletCardIdSchema }),
  z.object({
    paymentType: z.literal('EBT'),
    id: walletCardIdSchema,
    amount: moneySchema.check(z.gte(MIN_SNAP_CHARGE, 'must be at least 0.01')),
  }),
]);
export type CheckoutPaymentRequest = z.input<typeof checkoutPaymentRequestSchema>;

/** At most one bank card, one SNAP EBT card and five gift cards (PAY-102), each card once. */
export const checkoutPaymentsRequestSchema = z.array(checkoutPaymentRequestSchema).check(
  z.maxLength(MAX_GIFT_CARDS_PER_ORDER + 2),
  z.refine(
    (payments) => new Set(payments.map((payment) => payment.id)).size === payments.length,
    'each card at most once',
  ),
  z.refine(
    (payments) => payments.filter((payment) => payment.paymentType === 'BANK_CARD').length <= 1,
    'at most one bank card',
  ),
  z.refine((payments) => payments.filter((payment) => payment.paymentType === 'EBT').length <= 1, 'at most one EBT'),
);

/**
 * A line as the page sends it (update line items, flash sales, modify): the server prices it. PRO-021: a
 * flash-sale line comes with its coupon and source store, the mode and no substitution; PRO-023: a source
 * store only with a coupon.
 */
export const checkoutLineRequestSchema = z
  .object({
    gtin13: gtin13Schema,
    /** 0 removes the line. */
    quantity: z.int().check(z.gte(0), z.lte(99)),
    couponId: z.optional(z.nullable(z.string().check(z.maxLength(64), plainText()))),
    sourceStoreId: z.optional(z.nullable(z.string().check(z.maxLength(40), plainText()))),
    modalityType: z.optional(timeslotModalitySchema),
    substitutionPolicy: z.optional(z.enum(lineSubstitutionPolicies)),
  })
  .check(
    z.refine((line) => !line.sourceStoreId || Boolean(line.couponId), {
      error: 'sourceStoreId only with a couponId',
      path: ['sourceStoreId'],
    }),
  );
export type CheckoutLineRequest = z.input<typeof checkoutLineRequestSchema>;

export const checkoutVersionKeySchema = z.string().check(z.regex(/^\d{1,10}$/, 'must be digits'));

/**
 * PUT /api/checkouts/{orderId} (GEN-024, GEN-025, GEN-030, GEN-031, CBX-039..044): the versionKey read, and
 * any of fulfillment, payments, lineItems, priceAdjustment.promos and paymentDetails.gratuityAmount.
 */
export const updateCheckoutRequestSchema = z.object({
  versionKey: checkoutVersionKeySchema,
  fulfillment: z.optional(
    z.object({
      contact: z.optional(contactUpdateSchema),
      instructions: z.optional(z.nullable(fulfillmentInstructionsSchema)),
      deliveryType: z.optional(z.enum(deliveryTypes)),
      /**
       * A modification's new time (issue 20, 'Change Time'): a time option's `quoteId:optionId` at the
       * order's own store or address. A draft checkout's time is its promise, held on the scheduling page.
       */
      selectedTimeId: z.optional(timeslotSelectionIdSchema),
    }),
  ),
  payments: z.optional(checkoutPaymentsRequestSchema),
  lineItems: z.optional(z.array(checkoutLineRequestSchema).check(z.minLength(1), z.maxLength(100))),
  priceAdjustment: z.optional(
    z.object({
      promos: z
        .array(z.object({ action: promoActionSchema, code: promoCodeSchema }))
        .check(z.minLength(1), z.maxLength(10)),
    }),
  ),
  paymentDetails: z.optional(z.object({ gratuityAmount: tipAmountSchema })),
});
export type UpdateCheckoutRequest = z.input<typeof updateCheckoutRequestSchema>;

/** PAY-172: a payment of the checkout, as the server answers it. */
export const checkoutPaymentSchema = z.object({
  /** The wallet card's id. */
  id: z.string(),
  paymentType: checkoutPaymentTypeSchema,
  brand: z.string(),
  lastFour: z.string().check(z.regex(/^\d{4}$/)),
  /** What the order will charge to it now. */
  amount: moneySchema,
  /** What is already authorized (a placed order's charge; 0 before placing). */
  authorizedAmount: moneySchema,
  amountToAuthorize: moneySchema,
  /** A gift card's or SNAP card's known balance; null when unknown or for a bank card. */
  balance: z.nullable(moneySchema),
  /** CBX-041: a gift or SNAP card's reference for the processor's balance calls; null for a bank card. */
  paymentGram: z.nullable(paymentGramSchema),
  expired: z.boolean(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/** PAY-170, CBX-047: the money of a checkout; every amount is computed by the server from the database. */
export const checkoutCostSchema = z.object({
  itemTotal: moneySchema,
  /** Promos and coupons (PRO-010) taken off the items. */
  discountTotal: moneySchema,
  /** Flash-sale savings already in the line prices. */
  yellowTagDiscountTotal: moneySchema,
  /** Pickup or delivery fee after membership; 0 shows 'Free' (PAY-157). */
  fulfillmentFee: moneySchema,
  serviceFee: moneySchema,
  /** PAY-160: a bag fee where a local bag ban applies. */
  bagFee: moneySchema,
  gratuityTotal: moneySchema,
  /** PAY-158: null while tax cannot be calculated ('TBD'). */
  taxTotal: z.nullable(moneySchema),
  total: moneySchema,
  /** What SNAP EBT may pay: the SNAP-eligible items after their promos (PAY-110). */
  ebtEligibleTotal: moneySchema,
  ebtTotal: moneySchema,
  nonEbtTotal: moneySchema,
  giftCardTotal: moneySchema,
  /** What the bank card pays; 0 shows the $1 hold message (PAY-094). */
  bankCardTotal: moneySchema,
});
export type CheckoutCost = z.infer<typeof checkoutCostSchema>;

/** PAY-161: a savings item. */
export const savingsItemSchema = z.object({ id: z.string(), description: z.string(), amount: moneySchema });

export const checkoutSummarySchema = z.object({
  /** Kept from the scheduling step's checkout: the items' total. */
  itemTotal: moneySchema,
  itemCount: z.int().check(z.gte(0)),
  cost: checkoutCostSchema,
  /** PAY-159: '+N points'. */
  fuelPoints: z.object({ pointsEarnedInTransaction: z.int().check(z.gte(0)) }),
  savings: z.array(savingsItemSchema),
  /** PAY-160: the bag-fee message applies (a local bag ban at the destination). */
  bagFeeApplies: z.boolean(),
  /** PAY-094: the hold on a credit/debit card if prices change. */
  holdAmount: moneySchema,
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/** PAY-156: the payment summary's line types. */
export const paymentSummaryLineTypes = ['SUBTOTAL', 'TIP', 'TOTAL', 'FEE', 'TAX'] as const;
export const paymentSummaryLineTypeSchema = z.enum(paymentSummaryLineTypes);

const signedMoneySchema = z
  .number()
  .check(
    z.refine((amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, 'at most two decimals'),
  );
const summaryLineBase = {
  /** A stable key the page maps to its copy ('subtotal', 'promo:SAVE5', 'deliveryFee', 'tax', ...). */
  id: z.string(),
  type: paymentSummaryLineTypeSchema,
  /** The server's English label (the page prefers its copy for known ids). */
  description: z.string(),
  /** Dollars; negative for a discount; null for tax while 'TBD'. */
  amount: z.nullable(signedMoneySchema),
};
/** PAY-155: a payment summary line and its nested lines. */
export const paymentSummaryLineSchema = z.object({
  ...summaryLineBase,
  nestedLines: z.array(z.object(summaryLineBase)),
});
export type PaymentSummaryLine = z.infer<typeof paymentSummaryLineSchema>;

/** PAY-169: paymentDetails (tip, its maximum and suggestions, the SNAP EBT part, the facility). */
export const checkoutPaymentDetailsSchema = z.object({
  gratuityAmount: moneySchema,
  /** PAY-083: the checkout's maximum tip. */
  maxGratuityAmount: moneySchema,
  tipOptions: z.array(tipOptionSchema),
  ebt: z.object({ eligibleTotal: moneySchema, amount: moneySchema }),
  facilityId: z.nullable(z.string()),
  /** Changes whenever the payments change; the submit body carries it (PAY-147). */
  paymentVersionKey: z.string(),
});

/** A checkout (spec 3 "Checkout", PAY-169): the scheduling step's part plus everything checkout adds. */
export const checkoutSchema = z.extend(scheduledCheckoutSchema, {
  status: checkoutStatusSchema,
  /** A hash of the lines, promos, payments and totals; the modify body carries it back (MOD-020). */
  checksum: z.string(),
  /** True for a modify checkout (MOD-005): promo codes hidden, original payment method required. */
  isModify: z.boolean(),
  summary: checkoutSummarySchema,
  /** A modify checkout's placed order summary; null otherwise. */
  originalSummary: z.nullable(checkoutSummarySchema),
  priceAdjustment: z.object({ promos: z.array(appliedPromoSchema) }),
  payments: z.array(checkoutPaymentSchema),
  paymentDetails: checkoutPaymentDetailsSchema,
  calculatedProperties: z.object({
    uiPaymentSummary: z.array(paymentSummaryLineSchema),
    /** PAY-072..: delivery orders take a tip. */
    isTipEligible: z.boolean(),
  }),
  placedAt: z.nullable(dateTimeSchema),
  /**
   * PAY-018: where the order goes, with its point (the pickup store, the delivery address); the page's maps
   * link is built from its latitude,longitude. Null when the place is unknown.
   */
  destination: z.optional(z.nullable(orderDestinationSchema)),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** PAY-089, PAY-090, PAY-173: a card as the payment call lists it (never a number beyond the last four). */
export const checkoutBankCardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  lastFourPan: z.string().check(z.regex(/^\d{4}$/)),
  expirationMonth: z.string(),
  expirationYear: z.string(),
  expired: z.boolean(),
  default: z.boolean(),
});
export const checkoutGiftCardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  /** PAY-090: shown as a masked number ending in the last four. */
  number: z.string(),
  lastFourPan: z.string().check(z.regex(/^\d{4}$/)),
  remainingBalance: z.nullable(moneySchema),
});
export const checkoutEbtCardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  lastFourPan: z.string().check(z.regex(/^\d{4}$/)),
  program: z.literal('SNAP'),
  /** Known after a PIN balance check; null before. */
  balance: z.nullable(moneySchema),
});

/** GET /api/checkouts/{orderId}/payment (GEN-032): the payment methods, EBT and gift card balances. */
export const checkoutPaymentInfoSchema = z.object({
  orderId: z.string(),
  paymentVersionKey: z.string(),
  paymentMethods: z.object({
    bankCards: z.array(checkoutBankCardSchema),
    giftCards: z.array(checkoutGiftCardSchema),
    ebtCards: z.array(checkoutEbtCardSchema),
  }),
  ebt: z.object({ eligibleTotal: moneySchema, balance: z.nullable(moneySchema) }),
  giftCardBalanceTotal: moneySchema,
});
export type CheckoutPaymentInfo = z.infer<typeof checkoutPaymentInfoSchema>;

/**
 * PAY-148: a submitted line carries the cart object and requestedBy 'CUSTOMER'; PRO-022: a flash-sale line
 * its coupon as priceAdjustment; PRO-023: sourceStoreId only with that coupon.
 */
export const submitLineItemSchema = z
  .object({
    cart: z.object({ gtin13: gtin13Schema, quantity: z.int().check(z.gte(1), z.lte(99)) }),
    requestedBy: z.literal('CUSTOMER'),
    priceAdjustment: z.optional(linePriceAdjustmentSchema),
    sourceStoreId: z.optional(z.string().check(z.maxLength(40), plainText())),
  })
  .check(
    z.refine((line) => line.sourceStoreId === undefined || line.priceAdjustment !== undefined, {
      error: 'sourceStoreId only with a flash-sale coupon',
      path: ['sourceStoreId'],
    }),
  );
export type SubmitLineItem = z.input<typeof submitLineItemSchema>;

/** The app name of an order placed here: the order-complete route is /checkout/{app}/{orderId}/complete. */
export const ORDER_APP_NAME = 'CLICKLIST';

/**
 * PUT /api/checkouts/{orderId}/submit (GEN-026..028, PAY-147, MOD-014, MOD-020): place the order (ACTIVATE)
 * or the modification (MODIFY), exactly once per idempotencyKey (random per attempt, GEN-027).
 * paymentMethods repeat the checkout's payments as read: the bank card always, every other payment whose
 * amount is above 0, each with that amount; paymentVersionKey and gratuityAmount as read. A SNAP EBT
 * payment carries the PIN frame's token (encryptedPin), never the digits. A mismatch answers
 * PAYMENT_MISMATCH (read the checkout again).
 */
export const submitCheckoutRequestSchema = z.object({
  type: z.enum(['ACTIVATE', 'MODIFY']),
  idempotencyKey: idempotencyKeySchema,
  versionKey: checkoutVersionKeySchema,
  /** MOD-020: the modify body carries the checksum it read; a different one is stale. */
  checksum: z.optional(z.string().check(z.maxLength(128), plainText())),
  paymentDetails: z.object({
    identityData: z.optional(z.object({ deviceId: z.optional(z.string().check(z.maxLength(100), plainText())) })),
    paymentMethods: z
      .array(
        z.object({
          id: walletCardIdSchema,
          amount: moneySchema,
          encryptedPin: z.optional(pinTokenSchema),
        }),
      )
      .check(z.maxLength(MAX_GIFT_CARDS_PER_ORDER + 2)),
    paymentVersionKey: z.string().check(z.maxLength(64), plainText()),
    gratuityAmount: z.optional(tipAmountSchema),
  }),
  lineItems: z.optional(z.array(submitLineItemSchema).check(z.maxLength(100))),
  buyer: z.optional(z.object({ dateOfBirth: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))) })),
  fulfillment: z.optional(
    z.object({
      deliveryType: z.optional(z.enum(deliveryTypes)),
      instructions: z.optional(z.nullable(fulfillmentInstructionsSchema)),
    }),
  ),
});
export type SubmitCheckoutRequest = z.input<typeof submitCheckoutRequestSchema>;

/**
 * POST /api/checkouts/{orderId}/modify (GEN-029, MOD-008..012): a modify checkout from a placed order: the
 * modify cart's lines, a random idempotencyKey, an optional date of birth and the payments (the original
 * bank card, MOD-007). Answers the checkout (status MODIFYING, isModify true).
 */
export const createModifyCheckoutRequestSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  lineItems: z.array(checkoutLineRequestSchema).check(z.minLength(1), z.maxLength(100)),
  buyer: z.optional(z.object({ dateOfBirth: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))) })),
  payments: z.optional(checkoutPaymentsRequestSchema),
});
export type CreateModifyCheckoutRequest = z.input<typeof createModifyCheckoutRequestSchema>;

/**
 * POST /api/checkouts/{orderId}/modify/preview: the modify cart's lines (as the modify request sends them),
 * priced by the server before anything changes (issue 20: the modify cart shows prices, line totals and the
 * order's total like the cart, and warns before a change loses a promotion).
 */
export const modifyPreviewRequestSchema = z.object({
  lineItems: z.array(checkoutLineRequestSchema).check(z.minLength(1), z.maxLength(100)),
});
export type ModifyPreviewRequest = z.input<typeof modifyPreviewRequestSchema>;

export const modifyPreviewSchema = z.object({
  /** The lines with a quantity, priced from the catalogue as the modify checkout prices them. */
  lineItems: checkoutSchema.shape.lineItems,
  /** The order's money after the change: what the modify checkout would show. */
  summary: checkoutSummarySchema,
  /** The order's promotions after the change, each with what it takes off then (0 when its condition fails). */
  promos: z.array(appliedPromoSchema),
  /** The promotions the placed order has that this change would lose (`lostPromotions`), as they were. */
  lostPromos: z.array(appliedPromoSchema),
  /** The placed order's total, for comparison. */
  originalTotal: moneySchema,
});
export type ModifyPreview = z.infer<typeof modifyPreviewSchema>;

/** MOD-023..025: an item the modification cannot take, with the reason (fallout, RESTRICTED, ...). */
export const rootCauseSchema = z.object({ gtin13: z.string(), code: z.string() });
export type RootCause = z.infer<typeof rootCauseSchema>;

/** PAY-121..123: why a typed SNAP EBT amount is refused; null when it may be sent. */
export type EbtAmountProblem = { kind: 'required' } | { kind: 'min'; amount: number } | { kind: 'max'; amount: number };
export function ebtAmountProblem(
  typed: string,
  limits: { authorizedAmount: number | null; balance: number | null; eligibleTotal: number },
): EbtAmountProblem | null {
  const text = typed.trim().replace(/^\$/, '');
  if (text === '') return { kind: 'required' };
  const amount = Number(text);
  const min = limits.authorizedAmount && limits.authorizedAmount > 0 ? limits.authorizedAmount : MIN_SNAP_CHARGE;
  if (!/^\d+(\.\d{1,2})?$/.test(text) || amount < min) return { kind: 'min', amount: min };
  const max = roundCents(Math.min(limits.balance ?? limits.eligibleTotal, limits.eligibleTotal));
  return amount > max ? { kind: 'max', amount: max } : null;
}
