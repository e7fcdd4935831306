import { describe, expect, it } from 'vitest';
import {
  canPlaceOrder,
  contactProblems,
  deliveryTermsOf,
  deliveryTypeOf,
  fulfilmentMarkerCookies,
  giftCardBlock,
  instructionsPreview,
  instructionsProblem,
  isContactIncomplete,
  joinInstructions,
  mapsHref,
  nameProblem,
  newIdempotencyKey,
  orderCompleteHref,
  orderIdOf,
  phoneProblem,
  schedulingHref,
  sendableEbtPayments,
  shouldLeaveForCart,
  showsCardHold,
  showsInstructions,
  smsOptInState,
  snapAmountProblem,
  snapBounds,
  splitInstructions,
} from './checkoutRules.ts';

const marker = 'Please do not ring the doorbell.';

describe('checkout page rules', () => {
  it('PAY-006: reads the checkout id of ?orderId= and refuses anything else', () => {
    expect(orderIdOf('?orderId=100000000001')).toBe('100000000001');
    expect(orderIdOf('?orderId=abc')).toBeNull();
    expect(orderIdOf('')).toBeNull();
  });

  it('PAY-028, PAY-029: leaves for the cart without lines or when the basket lost a line', () => {
    const line = { gtin13: '0000000000017', quantity: 1 };
    expect(shouldLeaveForCart({ checkoutLines: [], basketLines: [line] })).toBe(true);
    expect(shouldLeaveForCart({ checkoutLines: [line], basketLines: [] })).toBe(true);
    expect(shouldLeaveForCart({ checkoutLines: [line], basketLines: [line] })).toBe(false);
    expect(shouldLeaveForCart({ checkoutLines: [line], basketLines: null })).toBe(false);
  });

  it('PAY-026, PAY-027: a missing first or last name opens the contact drawer', () => {
    expect(isContactIncomplete({ firstName: null, lastName: 'Demo' })).toBe(true);
    expect(isContactIncomplete({ firstName: 'Dana', lastName: ' ' })).toBe(true);
    expect(isContactIncomplete({ firstName: 'Dana', lastName: 'Demo' })).toBe(false);
  });

  it('PAY-037..045: names are required and at most 40 characters; the phone is required and valid', () => {
    expect(nameProblem('firstName', '')).toBe('firstNameRequired');
    expect(nameProblem('lastName', '  ')).toBe('lastNameRequired');
    expect(nameProblem('firstName', 'a'.repeat(41))).toBe('nameTooLong');
    expect(nameProblem('firstName', 'a'.repeat(40))).toBeNull();
    expect(phoneProblem('')).toBe('phoneRequired');
    expect(phoneProblem('(123) 456')).toBe('phoneInvalid');
    expect(phoneProblem('(513) 555-0100')).toBeNull();
    expect(contactProblems({ firstName: '', lastName: 'Demo', phone: '12' })).toEqual({
      firstName: 'firstNameRequired',
      phone: 'phoneInvalid',
    });
  });

  it('PAY-051..053: the opt-in box is off and disabled with an invalid phone, disabled once opted in', () => {
    expect(smsOptInState({ phone: '12', isOptedIn: false, isTicked: true })).toEqual({
      isDisabled: true,
      isTicked: false,
    });
    expect(smsOptInState({ phone: '(513) 555-0100', isOptedIn: true, isTicked: false })).toEqual({
      isDisabled: true,
      isTicked: true,
    });
    expect(smsOptInState({ phone: '(513) 555-0100', isOptedIn: false, isTicked: true }).isDisabled).toBe(false);
  });

  it('PAY-068: do-not-ring-bell is a marker appended to the instructions, read back without doubling', () => {
    expect(joinInstructions('Gate 4', true, marker)).toBe(`Gate 4 ${marker}`);
    expect(joinInstructions('', true, marker)).toBe(marker);
    expect(joinInstructions('  ', false, marker)).toBeNull();
    expect(splitInstructions(`Gate 4 ${marker}`, marker)).toEqual({ text: 'Gate 4', doNotDisturb: true });
    expect(splitInstructions('Gate 4', marker)).toEqual({ text: 'Gate 4', doNotDisturb: false });
  });

  it('PAY-059: instructions with the marker fit 128 characters', () => {
    expect(instructionsProblem('a'.repeat(128), false, marker)).toBeNull();
    expect(instructionsProblem('a'.repeat(128), true, marker)).toBe('tooLong');
  });

  it('PAY-061, PAY-062: the preview is cut at 38 characters in one column, 54 otherwise', () => {
    const text = 'x'.repeat(60);
    expect(instructionsPreview(text, true)).toBe(`${'x'.repeat(38)}…`);
    expect(instructionsPreview(text, false)).toBe(`${'x'.repeat(54)}…`);
    expect(instructionsPreview('short', true)).toBe('short');
  });

  it('PAY-064..066: leave-at-door is Contactless, otherwise Standard; age-restricted forces Standard', () => {
    expect(deliveryTypeOf(true, false)).toBe('Contactless');
    expect(deliveryTypeOf(false, false)).toBe('Standard');
    expect(deliveryTypeOf(true, true)).toBe('Standard');
  });

  it('PAY-019, GEN-014: instructions for delivery, for pickup only where the banner allows', () => {
    expect(showsInstructions('DELIVERY', false)).toBe(true);
    expect(showsInstructions('PICKUP', false)).toBe(false);
    expect(showsInstructions('PICKUP', true)).toBe(true);
    expect(showsInstructions('IN_STORE', true)).toBe(false);
  });

  it('PAY-070, PAY-071: the partner delivery needs its terms, another provider its acceptance', () => {
    expect(deliveryTermsOf('DELIVERY', 'DELIVERY')).toBe('partner');
    expect(deliveryTermsOf('DELIVERY', 'OTHER_PROVIDER')).toBe('provider');
    expect(deliveryTermsOf('DELIVERY', 'IN_HOUSE_DELIVERY')).toBeNull();
    expect(deliveryTermsOf('PICKUP', 'STORE_PICKUP')).toBeNull();
  });

  it('PAY-120..123: the SNAP EBT amount is required, at least the authorized amount or $0.01, at most balance and total', () => {
    const bounds = snapBounds({ authorizedAmount: null, balance: 150, eligibleTotal: 20 });
    expect(bounds).toEqual({ minimum: 0.01, maximum: 20 });
    expect(snapAmountProblem('', bounds)).toEqual({ kind: 'required' });
    expect(snapAmountProblem('0', bounds)).toEqual({ kind: 'minimum', amount: 0.01 });
    expect(snapAmountProblem('20.01', bounds)).toEqual({ kind: 'maximum', amount: 20 });
    expect(snapAmountProblem('$12.50', bounds)).toBeNull();
    const authorized = snapBounds({ authorizedAmount: 5, balance: 8, eligibleTotal: 20 });
    expect(authorized).toEqual({ minimum: 5, maximum: 8 });
    expect(snapAmountProblem('4.99', authorized)).toEqual({ kind: 'minimum', amount: 5 });
  });

  it('PAY-124: only EBT payments above 0 are sent', () => {
    expect(sendableEbtPayments([{ amount: 0 }, { amount: 3 }])).toEqual([{ amount: 3 }]);
  });

  it('PAY-102, PAY-103: a sixth gift card, or gift cards already covering the total, block adding', () => {
    expect(giftCardBlock({ giftCardCount: 5, bankCardTotal: 10, hasPayments: true })).toBe('orderLimit');
    expect(giftCardBlock({ giftCardCount: 1, bankCardTotal: 0, hasPayments: true })).toBe('notNeeded');
    expect(giftCardBlock({ giftCardCount: 1, bankCardTotal: 10, hasPayments: true })).toBeNull();
  });

  it('PAY-138, PAY-139: Place Order needs a card and no pending update', () => {
    expect(canPlaceOrder({ hasBankCard: false, isUpdatePending: false, isSubmitting: false })).toBe(false);
    expect(canPlaceOrder({ hasBankCard: true, isUpdatePending: true, isSubmitting: false })).toBe(false);
    expect(canPlaceOrder({ hasBankCard: true, isUpdatePending: false, isSubmitting: true })).toBe(false);
    expect(canPlaceOrder({ hasBankCard: true, isUpdatePending: false, isSubmitting: false })).toBe(true);
  });

  it('GEN-027: every attempt gets a new random idempotency key', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
  });

  it('PAY-094: the $1 hold message shows when the bank card pays nothing', () => {
    expect(showsCardHold(0)).toBe(true);
    expect(showsCardHold(12.5)).toBe(false);
  });

  it('PAY-145, PAY-150, GEN-006, GEN-007: the order-complete and scheduling routes', () => {
    expect(orderCompleteHref('100000000001')).toBe('/checkout/CLICKLIST/100000000001/complete');
    expect(orderCompleteHref('100000000001', { isModify: true })).toBe(
      '/checkout/CLICKLIST/100000000001/complete?im=true',
    );
    expect(schedulingHref('PICKUP')).toBe('/scheduling?fulfillmentType=pickup');
    expect(schedulingHref('DELIVERY')).toBe('/scheduling?fulfillmentType=delivery');
  });

  it('PAY-166..168: fulfilment markers are 2-day strict same-site cookies, for delivery and pickup only', () => {
    const cookies = fulfilmentMarkerCookies({ modality: 'PICKUP', storeId: '01400376' });
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) {
      expect(cookie).toContain('Max-Age=172800');
      expect(cookie).toContain('SameSite=Strict');
    }
    expect(cookies[1]).toMatch(/^aisle_fulfillment_type=pickup;/);
    expect(fulfilmentMarkerCookies({ modality: 'IN_STORE', storeId: '1' })).toEqual([]);
  });
});

describe('directions (PAY-018)', () => {
  it('issue 20: directions lead to the pickup store, never to a delivery’s own address', () => {
    const point = { latitude: 39.1112, longitude: -84.5148 };
    expect(mapsHref({ kind: 'store', ...point })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=39.1112,-84.5148',
    );
    expect(mapsHref({ kind: 'address', ...point })).toBeNull();
    expect(mapsHref({ kind: 'store', latitude: null, longitude: null })).toBeNull();
    expect(mapsHref(null)).toBeNull();
  });
});
