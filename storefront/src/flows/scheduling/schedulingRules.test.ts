import type { TimeOption, TimeslotDay } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import {
  filterTimes,
  firstOpenTime,
  hasNoOwnDelivery,
  hasSlotUnderFive,
  isContinueDisabled,
  membershipMessage,
  modalityOfFulfillmentType,
  retryStepOf,
  schedulingFailureOf,
  schedulingRedirect,
} from './schedulingRules.ts';

const time = (cost: number, vendorId: TimeOption['vendorId'] = 'IN_HOUSE_DELIVERY'): TimeOption => ({
  quoteId: 'D.q.20261121',
  optionId: `IH.fc.20261121T${cost}`,
  displayString: '8:00 AM - 10:00 AM',
  cost,
  shouldShowFees: true,
  vendorId,
  vendorName: 'Greenway Delivery',
  startTime: '2026-11-21T13:00:00.000Z',
  endTime: '2026-11-21T15:00:00.000Z',
  isExpress: false,
  type: 'STANDARD',
});
const day = (times: TimeOption[]): TimeslotDay => ({ date: '2026-11-21', month: 'Nov', times });

describe('scheduling redirects', () => {
  const base = {
    pageModality: 'PICKUP' as const,
    activeModality: 'PICKUP' as const,
    hasDestination: true,
    isModify: false,
    itemCount: 2,
  };
  it('renders the pickup or delivery scheduler by fulfillmentType (SCH-001, SCH-002)', () => {
    expect(modalityOfFulfillmentType('pickup')).toBe('PICKUP');
    expect(modalityOfFulfillmentType('delivery')).toBe('DELIVERY');
    expect(modalityOfFulfillmentType('ship')).toBeNull();
  });
  it("sends a page without a fulfillmentType to the active mode's scheduler, or to the cart in store", () => {
    expect(schedulingRedirect({ ...base, pageModality: null })).toBe('/scheduling?fulfillmentType=pickup');
    expect(schedulingRedirect({ ...base, pageModality: null, activeModality: 'DELIVERY' })).toBe(
      '/scheduling?fulfillmentType=delivery',
    );
    expect(schedulingRedirect({ ...base, pageModality: null, activeModality: 'IN_STORE' })).toBe('/cart');
    expect(schedulingRedirect({ ...base, pageModality: null, activeModality: null })).toBe('/cart');
  });
  it('stays when the destination and mode match', () => {
    expect(schedulingRedirect(base)).toBeNull();
  });
  it('sends a modify basket with nothing of the mode to the cart (SCH-003)', () => {
    expect(schedulingRedirect({ ...base, isModify: true, itemCount: 0 })).toBe('/cart');
    expect(schedulingRedirect({ ...base, isModify: false, itemCount: 0 })).toBeNull();
  });
  it('sends a missing destination to the location choice (SCH-004)', () => {
    expect(schedulingRedirect({ ...base, hasDestination: false })).toBe('/shopping-mode');
  });
  it('sends an active mode other than the page’s to the location choice (SCH-005)', () => {
    expect(schedulingRedirect({ ...base, activeModality: 'DELIVERY' })).toBe('/shopping-mode');
  });
});

describe('vendor filter', () => {
  it("offers 'Under $5' only when a slot costs under 5, and keeps only those (SCH-033, SCH-034)", () => {
    expect(hasSlotUnderFive([day([time(5), time(6.95)])])).toBe(false);
    expect(hasSlotUnderFive([day([time(4.99), time(6.95)])])).toBe(true);
    expect(filterTimes([time(3.95), time(5), time(6.95)], 'UNDER_FIVE').map((t) => t.cost)).toEqual([3.95]);
    expect(filterTimes([time(3.95), time(5)], 'ALL')).toHaveLength(2);
  });
  it('knows when no own-delivery slot is left (SCH-039)', () => {
    expect(hasNoOwnDelivery([day([time(4.95, 'DELIVERY')])])).toBe(true);
    expect(hasNoOwnDelivery([day([time(4.95, 'IN_HOUSE_DELIVERY')])])).toBe(false);
  });
});

describe('membership messaging', () => {
  const covered = { memberFreeThreshold: 35 };
  it('tells BST and BSTL members the threshold the selected time carries: $35 by default, or freeThreshold (SCH-090, SCH-092, SCH-093)', () => {
    expect(membershipMessage({ modality: 'DELIVERY', planCode: 'BST', selectedTime: covered, subtotal: 10 })).toEqual({
      kind: 'member',
      plan: 'BST',
      threshold: 35,
    });
    expect(
      membershipMessage({
        modality: 'DELIVERY',
        planCode: 'BSTL',
        selectedTime: { memberFreeThreshold: 50 },
        subtotal: 10,
      }),
    ).toMatchObject({
      threshold: 50,
    });
  });
  it('promises a member nothing for a time the membership does not cover (a partner or express time) or no time (issue 20)', () => {
    const partner = time(4.95, 'DELIVERY');
    expect(
      membershipMessage({ modality: 'DELIVERY', planCode: 'BST', selectedTime: partner, subtotal: 37 }),
    ).toBeNull();
    expect(membershipMessage({ modality: 'DELIVERY', planCode: 'BST', selectedTime: null, subtotal: 37 })).toBeNull();
  });
  it('gives other shoppers no member message, and the upsell on Delivery from $35 (SCH-091, SCH-094)', () => {
    expect(
      membershipMessage({ modality: 'DELIVERY', planCode: 'HTEL', selectedTime: covered, subtotal: 34.99 }),
    ).toBeNull();
    expect(membershipMessage({ modality: 'DELIVERY', planCode: null, selectedTime: null, subtotal: 35 })).toEqual({
      kind: 'upsell',
      threshold: 35,
    });
    expect(membershipMessage({ modality: 'PICKUP', planCode: null, selectedTime: covered, subtotal: 80 })).toBeNull();
  });
});

describe('the time preselected when nothing is held (SCH-025)', () => {
  const at = (option: TimeOption, startTime: string): TimeOption => ({ ...option, startTime });
  it('is the first open time', () => {
    const full = { ...time(3.95), remainingCapacity: 0 };
    const later = at(time(5.95), '2026-11-21T17:00:00.000Z');
    expect(firstOpenTime(day([full, later]))).toBe(later);
    expect(firstOpenTime(day([]))).toBeUndefined();
  });
  it('prefers a member’s free in-house time over the partner’s paid one at the same hour (issue 20)', () => {
    const partner = time(4.95, 'DELIVERY');
    const inHouse = { ...time(0), waiver: 5.95 };
    expect(firstOpenTime(day([partner, inHouse]))).toBe(inHouse);
    // At one price, the banner's own delivery; a later cheaper time does not jump the queue.
    const partnerAtPrice = time(5.95, 'DELIVERY');
    const inHouseAtPrice = time(5.95);
    expect(firstOpenTime(day([partnerAtPrice, inHouseAtPrice]))).toBe(inHouseAtPrice);
    expect(firstOpenTime(day([partner, at(inHouse, '2026-11-21T17:00:00.000Z')]))).toBe(partner);
  });
});

describe('scheduling error catalogue', () => {
  it('maps the codes to the spec’s messages (SCH-079..087)', () => {
    expect(schedulingFailureOf({ code: 'NO_STORES_FOUND', status: 400 })).toEqual({ kind: 'noStores' });
    expect(schedulingFailureOf({ code: 'ITEMS_UNAVAILABLE', status: 409 })).toEqual({ kind: 'itemsUnavailable' });
    expect(schedulingFailureOf({ code: 'NO_TIMESLOTS', status: 409 })).toEqual({ kind: 'timeUnavailable' });
    expect(schedulingFailureOf({ code: 'ALCOHOL_QUANTITY_EXCEEDED', reason: 'Limit 2' })).toEqual({
      kind: 'alcoholQuantity',
      reason: 'Limit 2',
    });
    expect(schedulingFailureOf({ code: 'ALCOHOL_NOT_AVAILABLE', reason: 'Not here' })).toEqual({
      kind: 'alcoholUnavailable',
      reason: 'Not here',
    });
    // The code our checkout creation answers for alcohol from the delivery partner (SCH-084, issue 20).
    expect(schedulingFailureOf({ code: 'ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS', reason: 'Not here' })).toEqual({
      kind: 'alcoholUnavailable',
      reason: 'Not here',
    });
    expect(schedulingFailureOf({ code: 'INSTACART_NO_SHOPPERS', reason: 'Busy' })).toEqual({
      kind: 'serverReason',
      reason: 'Busy',
    });
    expect(schedulingFailureOf({ code: 'UNKNOWN_RESPONSE_ERROR', status: 500 })).toEqual({
      kind: 'generic',
      code: 'TS1079',
    });
    expect(schedulingFailureOf({ code: 'FORBIDDEN', status: 403 })).toEqual({ kind: 'fallback' });
  });
});

describe("'Try Again' (SCH-087)", () => {
  const fallback = { kind: 'fallback' } as const;
  it('loads the page again when its basket failed, and asks for the times again when they failed', () => {
    expect(retryStepOf({ status: 'loadError', timesStatus: 'idle', failure: fallback })).toBe('load');
    expect(retryStepOf({ status: 'ready', timesStatus: 'error', failure: { kind: 'noStores' } })).toBe('times');
  });
  it('presses Continue again after holding the time or creating the checkout failed for want of an answer', () => {
    for (const failure of [
      fallback,
      { kind: 'connection', message: 'lost' },
      { kind: 'generic', code: 'TS1079' },
      { kind: 'promiseMissing', code: 'SERVICE_UNAVAILABLE' },
    ] as const) {
      expect(retryStepOf({ status: 'ready', timesStatus: 'ready', failure })).toBe('submit');
    }
  });
  it('offers none without a failure, or when the shopper has something to change first', () => {
    expect(retryStepOf({ status: 'ready', timesStatus: 'ready', failure: null })).toBeNull();
    expect(retryStepOf({ status: 'ready', timesStatus: 'ready', failure: { kind: 'itemsUnavailable' } })).toBeNull();
  });
});

describe("'Continue'", () => {
  const calm = { hasError: false, isLoading: false, isSubmitting: false, itemCount: 2, includedCount: null };
  it('is enabled with items, no error and nothing loading', () => {
    expect(isContinueDisabled(calm)).toBe(false);
    expect(isContinueDisabled({ ...calm, includedCount: 1 })).toBe(false);
  });
  it('is disabled while errors show (SCH-042)', () => {
    expect(isContinueDisabled({ ...calm, hasError: true })).toBe(true);
  });
  it('is disabled while the times load or the promise and checkout are under way (SCH-043)', () => {
    expect(isContinueDisabled({ ...calm, isLoading: true })).toBe(true);
    expect(isContinueDisabled({ ...calm, isSubmitting: true })).toBe(true);
  });
  it('is disabled when no item is included: none in the basket, or none the held time fulfils (SCH-044)', () => {
    expect(isContinueDisabled({ ...calm, itemCount: 0 })).toBe(true);
    expect(isContinueDisabled({ ...calm, includedCount: 0 })).toBe(true);
  });
});
