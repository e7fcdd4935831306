import type { ErrorCode, Modality, TimeOption, TimeslotDay } from '@aisle/contracts';
import {
  DEFAULT_FREE_DELIVERY_THRESHOLD,
  DELIVERY_MEMBERSHIP_TYPES,
  UNDER_FIVE_LIMIT,
} from '@aisle/contracts/schedulingRules';
import { paths } from '../../lib/paths.ts';

/*
 * The scheduling page's pure rules (cart-scheduling-checkout 2 "Scheduling page", 4, 8, 9): redirects,
 * the vendor filter, membership messaging and the error catalogue. No fetching, no text of its own.
 */

export type SchedulingModality = 'PICKUP' | 'DELIVERY';

/** SCH-001, SCH-002: `?fulfillmentType=pickup|delivery`; anything else is no scheduler (null). */
export function modalityOfFulfillmentType(value: string | null): SchedulingModality | null {
  if (value === 'pickup') return 'PICKUP';
  if (value === 'delivery') return 'DELIVERY';
  return null;
}

/**
 * SCH-003..005, in the spec's order: a modify basket with nothing of this mode goes back to the cart; a
 * missing destination, or an active mode other than the page's, goes to the location choice (the shopping-mode
 * selector's page, SCH-004, SCH-005). A page
 * without a mode goes to the active mode's scheduler, or to the cart in store. Null: stay.
 */
export function schedulingRedirect(input: {
  pageModality: SchedulingModality | null;
  activeModality: Modality | null;
  hasDestination: boolean;
  isModify: boolean;
  itemCount: number;
}): string | null {
  if (input.isModify && input.itemCount === 0) return paths.cart;
  // Without a fulfillmentType: the scheduler of the active mode, else the cart (spec-decisions).
  if (!input.pageModality) {
    if (input.activeModality === 'PICKUP' || input.activeModality === 'DELIVERY')
      return `${paths.scheduling}?fulfillmentType=${input.activeModality.toLowerCase()}`;
    return paths.cart;
  }
  if (!input.hasDestination || input.activeModality !== input.pageModality) return paths.shoppingMode;
  return null;
}

/** SCH-032: the delivery vendor filter's choices. */
export const vendorFilters = ['ALL', 'OWN', 'UNDER_FIVE'] as const;
export type VendorFilter = (typeof vendorFilters)[number];

/** SCH-033: 'Under $5' is offered only when some slot costs under 5. */
export function hasSlotUnderFive(days: readonly TimeslotDay[]): boolean {
  return days.some((day) => day.times.some((time) => time.cost < UNDER_FIVE_LIMIT));
}

/** SCH-034: the times the filter keeps ('OWN' is asked of the server: SCH-037). */
export function filterTimes(times: readonly TimeOption[], filter: VendorFilter): TimeOption[] {
  return filter === 'UNDER_FIVE' ? times.filter((time) => time.cost < UNDER_FIVE_LIMIT) : [...times];
}

/** SCH-039: own-vendor mode with no own-delivery slot at all. */
export function hasNoOwnDelivery(days: readonly TimeslotDay[]): boolean {
  return days.every((day) => day.times.every((time) => time.vendorId !== 'IN_HOUSE_DELIVERY'));
}

export type MembershipMessage =
  | { kind: 'member'; plan: DeliveryMembershipType; threshold: number }
  | { kind: 'upsell'; threshold: number }
  | null;

type DeliveryMembershipType = (typeof DELIVERY_MEMBERSHIP_TYPES)[number];

/**
 * SCH-090..094: BST and BSTL members read their free-delivery threshold when their membership covers the
 * selected time (the services' fee rule says so, and gives the threshold: the membership's freeThreshold,
 * else $35, on the time's `memberFreeThreshold`); a partner or express time gets no such promise. Other
 * shoppers on Delivery with an estimated subtotal of at least 35 read the upsell; Pickup reads nothing.
 */
export function membershipMessage(input: {
  modality: SchedulingModality;
  planCode: string | null;
  selectedTime: Pick<TimeOption, 'memberFreeThreshold'> | null;
  subtotal: number;
}): MembershipMessage {
  if (input.modality !== 'DELIVERY') return null;
  const plan = DELIVERY_MEMBERSHIP_TYPES.find((type) => type === input.planCode);
  if (plan) {
    const threshold = input.selectedTime?.memberFreeThreshold;
    return threshold === undefined ? null : { kind: 'member', plan, threshold };
  }
  return input.subtotal >= DEFAULT_FREE_DELIVERY_THRESHOLD
    ? { kind: 'upsell', threshold: DEFAULT_FREE_DELIVERY_THRESHOLD }
    : null;
}

/** What a failed call shows, in the page's words: the catalogue's keys, never a server text of its own. */
export type SchedulingFailure =
  | { kind: 'noStores' }
  | { kind: 'itemsUnavailable' }
  | { kind: 'timeUnavailable' }
  | { kind: 'alcoholQuantity'; reason: string }
  | { kind: 'alcoholUnavailable'; reason: string }
  | { kind: 'serverReason'; reason: string }
  | { kind: 'generic'; code: string }
  /** PRM-011, PRM-012: 'You must have a time selected. Error Code: {code}'. */
  | { kind: 'promiseMissing'; code: string }
  | { kind: 'fallback' }
  | { kind: 'connection'; message: string };

type FailureInput = {
  kind?: string;
  status?: number | undefined;
  code?: ErrorCode | string | undefined;
  userMessage?: string;
  reason?: string;
};

/** SCH-079..087: the scheduling error catalogue. */
export function schedulingFailureOf(error: FailureInput): SchedulingFailure {
  if (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout') {
    return { kind: 'connection', message: error.userMessage ?? '' };
  }
  const code = String(error.code ?? '');
  const reason = error.reason ?? '';
  if (code === 'NO_STORES_FOUND') return { kind: 'noStores' };
  if (code === 'ITEMS_UNAVAILABLE' || code === 'ITEM_NOT_AVAILABLE') return { kind: 'itemsUnavailable' };
  if (code === 'NO_TIMESLOTS') return { kind: 'timeUnavailable' };
  if (code === 'ALCOHOL_QUANTITY_EXCEEDED') return { kind: 'alcoholQuantity', reason };
  if (code === 'ALCOHOL_NOT_AVAILABLE' || code === 'ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS') {
    return { kind: 'alcoholUnavailable', reason };
  }
  if (code.includes('INSTACART_')) return { kind: 'serverReason', reason };
  if (error.status === 500 && (code === 'UNKNOWN_RESPONSE_ERROR' || code === 'INTERNAL_ERROR')) {
    return { kind: 'generic', code: 'TS1079' };
  }
  return { kind: 'fallback' };
}

/** Failures a second try can mend: no answer, or an answer the page could not use. */
const retryableFailures: ReadonlySet<SchedulingFailure['kind']> = new Set([
  'fallback',
  'connection',
  'generic',
  'promiseMissing',
]);

/**
 * SCH-087: what the error area's 'Try Again' does: load the page again (its basket failed), ask for the
 * times again, or press Continue again (holding the time or creating the checkout failed; 'Continue' itself
 * waits while the error shows, SCH-042). Null: no 'Try Again' (the shopper has something to change first).
 */
export function retryStepOf(input: {
  status: 'loading' | 'redirecting' | 'empty' | 'ready' | 'loadError';
  timesStatus: 'idle' | 'loading' | 'ready' | 'error';
  failure: SchedulingFailure | null;
}): 'load' | 'times' | 'submit' | null {
  if (!input.failure) return null;
  if (input.status === 'loadError') return 'load';
  if (input.timesStatus === 'error') return 'times';
  return retryableFailures.has(input.failure.kind) ? 'submit' : null;
}

/** SCH-068: the submit errors that mean the chosen time is gone (the time-expired modal). */
export function isTimeExpiredError(error: { status?: number | undefined; code?: string | undefined }): boolean {
  return error.code === 'SLOT_FULL' || error.code === 'VERSION_CONFLICT' || error.code === 'NOT_FOUND';
}

/** SCH-066: the held reservation itself ran out. */
export function isReservationExpiredError(error: { code?: string | undefined }): boolean {
  return error.code === 'PROMISE_EXPIRED';
}

/**
 * SCH-042..044: 'Continue' waits while errors show, while the page, the times, the promise or the checkout
 * load (the submit holds the promise, then creates the checkout: one busy flag), and while no item can be
 * fulfilled: none in the mode's basket, or none the held time includes.
 */
export function isContinueDisabled(input: {
  hasError: boolean;
  isLoading: boolean;
  isSubmitting: boolean;
  itemCount: number;
  includedCount: number | null;
}): boolean {
  return input.hasError || input.isLoading || input.isSubmitting || input.itemCount === 0 || input.includedCount === 0;
}

const isOpen = (time: TimeOption): boolean => time.remainingCapacity === undefined || time.remainingCapacity > 0;

/** Of two times at the same hour, the one to offer first: the cheaper, and at one price the banner's own. */
function isBetterDefault(candidate: TimeOption, best: TimeOption): boolean {
  if (candidate.cost !== best.cost) return candidate.cost < best.cost;
  return candidate.vendorId === 'IN_HOUSE_DELIVERY' && best.vendorId !== 'IN_HOUSE_DELIVERY';
}

/**
 * SCH-025..028: the first open time of a day (undefined when none). Where vendors offer the same hour, the
 * cheaper one (a member's free in-house window before the partner's paid one at that hour; issue 20).
 */
export function firstOpenTime(day: TimeslotDay | undefined): TimeOption | undefined {
  const open = (day?.times ?? []).filter(isOpen);
  const first = open[0];
  if (!first) return undefined;
  return open
    .filter((time) => time.startTime === first.startTime)
    .reduce((best, candidate) => (isBetterDefault(candidate, best) ? candidate : best), first);
}
