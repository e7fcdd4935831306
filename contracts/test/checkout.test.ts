import { describe, expect, it } from 'vitest';
import {
  checkoutPaymentSchema,
  checkoutPaymentsRequestSchema,
  contactUpdateSchema,
  ebtAmountProblem,
  fulfillmentInstructionsSchema,
  maxTipFor,
  submitCheckoutRequestSchema,
  tipOptionsFor,
  updateCheckoutRequestSchema,
  withDoNotRingMarker,
} from '../src/checkout.ts';
import { checkoutTotals, type TotalsInput } from '../src/checkoutTotals.ts';
import { ebtProgramBalanceSchema, ebtPrograms } from '../src/wallet.ts';

const card = '0b7c2f0e-7a52-4b43-9d4e-2f1b7f1c0a01';
const gift = '0b7c2f0e-7a52-4b43-9d4e-2f1b7f1c0a02';
const snap = '0b7c2f0e-7a52-4b43-9d4e-2f1b7f1c0a03';

describe('checkout update rules (shared by the page and the server)', () => {
  it('PAY-037..039: contact names are required, at most 40 letters; the phone is +1 and 10 digits', () => {
    const contact = { firstName: 'Dana', lastName: "O'Neil", phone: '+15135550100' };
    expect(contactUpdateSchema.safeParse(contact).success).toBe(true);
    expect(contactUpdateSchema.safeParse({ ...contact, firstName: ' ' }).success).toBe(false);
    expect(contactUpdateSchema.safeParse({ ...contact, lastName: 'A'.repeat(41) }).success).toBe(false);
    expect(contactUpdateSchema.safeParse({ ...contact, firstName: 'D4na' }).success).toBe(false);
    expect(contactUpdateSchema.safeParse({ ...contact, phone: '5135550100' }).success).toBe(false);
  });

  it('PAY-059, PAY-068: instructions are one line of at most 128 characters, the do-not-ring marker once at the end', () => {
    expect(fulfillmentInstructionsSchema.safeParse('A'.repeat(128)).success).toBe(true);
    expect(fulfillmentInstructionsSchema.safeParse('A'.repeat(129)).success).toBe(false);
    expect(fulfillmentInstructionsSchema.safeParse('gate\ncode').success).toBe(false);
    const marker = 'Please do not ring the doorbell.';
    expect(withDoNotRingMarker('Gate 12', marker, true)).toBe(`Gate 12 ${marker}`);
    expect(withDoNotRingMarker(`Gate 12 ${marker}`, marker, true)).toBe(`Gate 12 ${marker}`);
    expect(withDoNotRingMarker(`Gate 12 ${marker}`, marker, false)).toBe('Gate 12');
    expect(withDoNotRingMarker('', marker, false)).toBeNull();
  });

  it('PAY-076, PAY-077, PAY-083, PAY-174: the server’s tip suggestions leave out zero values; the maximum tip', () => {
    expect(tipOptionsFor(40).map((option) => option.amount)).toEqual([4, 6, 8]);
    expect(tipOptionsFor(0)).toEqual([]);
    expect(tipOptionsFor(0.04).map((option) => option.percentage)).toEqual([15, 20]);
    expect(maxTipFor(40)).toBe(50);
    expect(maxTipFor(300)).toBe(150);
    expect(tipOptionsFor(40).map((option) => [option.label, option.value])).toEqual([
      ['10%', '4.00'],
      ['15%', '6.00'],
      ['20%', '8.00'],
    ]);
  });

  it('GEN-031: the tip update takes two decimals at most', () => {
    expect(
      updateCheckoutRequestSchema.safeParse({ versionKey: '3', paymentDetails: { gratuityAmount: 5.25 } }).success,
    ).toBe(true);
    expect(
      updateCheckoutRequestSchema.safeParse({ versionKey: '3', paymentDetails: { gratuityAmount: 5.255 } }).success,
    ).toBe(false);
    expect(updateCheckoutRequestSchema.safeParse({ paymentDetails: { gratuityAmount: 5 } }).success).toBe(false);
  });

  it('PAY-124, CBX-040: payments name wallet cards; EBT only above 0; one bank card, one EBT, each card once', () => {
    expect(
      checkoutPaymentsRequestSchema.safeParse([
        { paymentType: 'BANK_CARD', id: card },
        { paymentType: 'GIFT_CARD', id: gift },
        { paymentType: 'EBT', id: snap, amount: 10 },
      ]).success,
    ).toBe(true);
    expect(checkoutPaymentsRequestSchema.safeParse([{ paymentType: 'EBT', id: snap, amount: 0 }]).success).toBe(false);
    expect(
      checkoutPaymentsRequestSchema.safeParse([
        { paymentType: 'GIFT_CARD', id: gift },
        { paymentType: 'GIFT_CARD', id: gift },
      ]).success,
    ).toBe(false);
    // A card number never fits: ids are wallet uuids.
    expect(
      checkoutPaymentsRequestSchema.safeParse([{ paymentType: 'BANK_CARD', id: '4111111111111111' }]).success,
    ).toBe(false);
  });

  it('GEN-026, PAY-147: the submit carries type, an idempotency key, versionKey and paymentDetails; a PIN only as a token', () => {
    const submit = {
      type: 'ACTIVATE',
      idempotencyKey: '5f0c6f5e-1d7b-4d8e-9a39-3b1c2d4e5f60',
      versionKey: '4',
      paymentDetails: {
        paymentMethods: [{ id: snap, amount: 10, encryptedPin: 'pin_abcdefghijklmnop' }],
        paymentVersionKey: '2',
      },
    };
    expect(submitCheckoutRequestSchema.safeParse(submit).success).toBe(true);
    const withDigits = {
      ...submit,
      paymentDetails: { ...submit.paymentDetails, paymentMethods: [{ id: snap, amount: 10, encryptedPin: '1234' }] },
    };
    expect(submitCheckoutRequestSchema.safeParse(withDigits).success).toBe(false);
    expect(submitCheckoutRequestSchema.safeParse({ ...submit, idempotencyKey: undefined }).success).toBe(false);
  });

  it('PAY-120..123: the SNAP EBT amount is required, at least the authorized amount or $0.01, at most the lower of balance and eligible total', () => {
    const limits = { authorizedAmount: null, balance: 150, eligibleTotal: 20 };
    expect(ebtAmountProblem('', limits)).toEqual({ kind: 'required' });
    expect(ebtAmountProblem('0', limits)).toEqual({ kind: 'min', amount: 0.01 });
    expect(ebtAmountProblem('5', { ...limits, authorizedAmount: 8 })).toEqual({ kind: 'min', amount: 8 });
    expect(ebtAmountProblem('20.01', limits)).toEqual({ kind: 'max', amount: 20 });
    expect(ebtAmountProblem('12', { ...limits, balance: 10 })).toEqual({ kind: 'max', amount: 10 });
    expect(ebtAmountProblem('$19.99', limits)).toBeNull();
  });
});

describe('checkout totals', () => {
  const base: TotalsInput = {
    modality: 'DELIVERY',
    itemTotal: 60,
    itemCount: 6,
    snapEligibleItemTotal: 30,
    yellowTagDiscountTotal: 0,
    promos: [],
    snapEligibleDiscount: 0,
    fulfillmentFee: 0,
    serviceFee: 0,
    bagFee: 0,
    bagFeeApplies: false,
    gratuityAmount: 5,
    payments: [],
    facilityId: null,
    paymentVersionKey: '1',
  };

  it('PAY-156..158: lines of types SUBTOTAL, FEE, TIP, TAX (null = TBD) and TOTAL; a zero fee stays 0 (Free)', () => {
    const totals = checkoutTotals(base);
    expect(totals.calculatedProperties.uiPaymentSummary.map((line) => line.type)).toEqual([
      'SUBTOTAL',
      'FEE',
      'TIP',
      'TAX',
      'TOTAL',
    ]);
    expect(totals.summary.cost.taxTotal).toBeNull();
    expect(totals.summary.cost.total).toBe(65);
    expect(totals.calculatedProperties.uiPaymentSummary[1]?.amount).toBe(0);
  });

  it('CBX-045: SNAP EBT pays first (up to its amount, balance and eligible total), then gift cards, the bank card the rest', () => {
    const totals = checkoutTotals({
      ...base,
      payments: [
        { id: card, paymentType: 'BANK_CARD', brand: 'VISA', lastFour: '1111', balance: null, expired: false },
        { id: gift, paymentType: 'GIFT_CARD', brand: 'GIFT', lastFour: '0001', balance: 25, expired: false },
        {
          id: snap,
          paymentType: 'EBT',
          brand: 'EBT',
          lastFour: '0001',
          balance: 150,
          expired: false,
          requestedAmount: 40,
        },
      ],
    });
    expect(totals.payments.map((payment) => payment.amount)).toEqual([10, 25, 30]);
    expect(totals.summary.cost.ebtTotal).toBe(30);
    expect(totals.summary.cost.nonEbtTotal).toBe(35);
    expect(totals.summary.cost.bankCardTotal).toBe(10);
  });

  it('CBX-041, CBX-042: a gift card payment carries its balance and paymentGram, an EBT payment its balance and amount', () => {
    const gram = `pg_${'g'.repeat(24)}`;
    const totals = checkoutTotals({
      ...base,
      payments: [
        {
          id: card,
          paymentType: 'BANK_CARD',
          brand: 'VISA',
          lastFour: '1111',
          balance: null,
          expired: false,
          paymentGram: `pg_${'b'.repeat(24)}`,
        },
        {
          id: gift,
          paymentType: 'GIFT_CARD',
          brand: 'GIFT',
          lastFour: '0001',
          balance: 25,
          expired: false,
          paymentGram: gram,
        },
        {
          id: snap,
          paymentType: 'EBT',
          brand: 'EBT',
          lastFour: '0001',
          balance: 150,
          expired: false,
          requestedAmount: 12,
        },
      ],
    });
    const [bankPayment, giftPayment, ebtPayment] = totals.payments.map((payment) =>
      checkoutPaymentSchema.parse(payment),
    );
    expect(giftPayment).toMatchObject({ paymentType: 'GIFT_CARD', balance: 25, paymentGram: gram });
    expect(ebtPayment).toMatchObject({ paymentType: 'EBT', balance: 150, amount: 12 });
    expect(bankPayment?.paymentGram).toBeNull();
    expect(checkoutPaymentSchema.safeParse({ ...giftPayment, paymentGram: '6006491000000000001' }).success).toBe(false);
  });

  it('CBX-051: EBT programs are SNAP and AFDC (the EBT balance answer names each)', () => {
    expect(ebtPrograms).toEqual(['SNAP', 'AFDC']);
    const balance = (programType: string) => ({ programType, amount: '1.00', currency: 'USD' });
    expect(ebtProgramBalanceSchema.safeParse(balance('AFDC')).success).toBe(true);
    expect(ebtProgramBalanceSchema.safeParse(balance('WIC')).success).toBe(false);
  });

  it('a pickup takes no tip and promos reduce the subtotal and the EBT eligible total', () => {
    const totals = checkoutTotals({
      ...base,
      modality: 'PICKUP',
      promos: [
        {
          id: 'p1',
          offerId: 'o1',
          code: 'FRESH10',
          description: '10% off produce',
          discount: 3,
          couponId: null,
          appliedTo: 'produce',
          type: 'Promo',
        },
      ],
      snapEligibleDiscount: 3,
    });
    expect(totals.calculatedProperties.isTipEligible).toBe(false);
    expect(totals.summary.cost.total).toBe(57);
    expect(totals.summary.cost.ebtEligibleTotal).toBe(27);
    expect(totals.summary.fuelPoints.pointsEarnedInTransaction).toBe(57);
  });
});
