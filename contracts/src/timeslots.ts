import * as z from 'zod/mini';
import { callerTagSchema } from './addresses.ts';
import { instructionsSchema, substitutionPolicySchema } from './basket.ts';
import { dateTimeSchema, gtin13Schema, modalitySchema, moneySchema, plainText } from './common.ts';
import { deliveryProviderIds } from './modality.ts';
import { MAX_LINE_QUANTITY } from './products.ts';
import type { Same } from './sameType.ts';
import { type CartItemSummary, USER_TIME_ZONE_HEADER } from './timeslotRules.ts';

export {
  type CartItemSummary,
  cartItemSummaryOfBasketLine,
  cartItemSummaryOfGuestLine,
  GUEST_SUBSTITUTION_POLICY,
  timeslotItemsOf,
  timeslotSelectionId,
  USER_TIME_ZONE_HEADER,
} from './timeslotRules.ts';

/*
 * Up-front time slots and promises (holds) of the selector: SEL-056..058, SEL-146..150, CONTRACT "Time".
 */

/** Most items one time-slot request carries (a cart's distinct lines). */
export const TIMESLOT_ITEMS_MAX = 200;
/** Days offered, today first (ACC-169 shows 7). */
export const TIMESLOT_DAYS = 7;
/** Default minutes a promise holds its slot (AISLE_PROMISE_HOLD_MINUTES overrides on the server). */
export const DEFAULT_PROMISE_HOLD_MINUTES = 30;

export function isValidTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().check(z.refine(isValidTimeZone, 'must be an IANA time zone'));

/** The request headers of getUpfrontTimeslots (header names are lower case). */
export const upfrontTimeslotsHeadersSchema = z.object({ [USER_TIME_ZONE_HEADER]: timeZoneSchema });

/** Vendors of time slots: the delivery providers and store pickup. */
export const timeslotVendorIds = ['IN_HOUSE_DELIVERY', 'DELIVERY', 'STORE_PICKUP'] as const;
export const timeslotVendorIdSchema = z.enum(timeslotVendorIds);
export type TimeslotVendorId = z.infer<typeof timeslotVendorIdSchema>;

export const timeslotModalities = ['DELIVERY', 'PICKUP'] as const;
export const timeslotModalitySchema = z.enum(timeslotModalities);
export type TimeslotModality = z.infer<typeof timeslotModalitySchema>;

/** Who sells an item: the banner's id (every product of our catalogue is the banner's own; no marketplace). */
export const sellerIdSchema = z.string().check(z.regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be a banner id'));

/** Backup items a shopper named for a line (CUSTOMER_CHOICE), at most this many. */
export const SUBSTITUTION_ITEMS_MAX = 5;

/**
 * SEL-059: a cart item summary, what the up-front time slots are asked for (the items a window must be
 * able to fulfil). quantity 0 is a line being released; GEN-018 sends only lines with a quantity.
 * prop65Message is set exactly when isItemProp65.
 */
export const cartItemSummarySchema = z
  .object({
    gtin13: gtin13Schema,
    quantity: z.int().check(z.gte(0), z.lte(MAX_LINE_QUANTITY)),
    substitutionPolicy: substitutionPolicySchema,
    instructions: z.nullable(instructionsSchema),
    sellerId: sellerIdSchema,
    modalityType: modalitySchema,
    isItemProp65: z.boolean(),
    prop65Message: z.nullable(z.string().check(z.minLength(1), z.maxLength(2000), plainText())),
    substitutionItems: z.array(z.object({ gtin13: gtin13Schema })).check(z.maxLength(SUBSTITUTION_ITEMS_MAX)),
  })
  .check(
    z.refine((item) => item.isItemProp65 === (item.prop65Message !== null), {
      error: 'prop65Message is set exactly when isItemProp65',
      path: ['prop65Message'],
    }),
  );
// The schema reads exactly the type the zod-free rules write (timeslotRules.ts): a drift fails the type check.
const cartItemSummaryTypeMatches: Same<z.infer<typeof cartItemSummarySchema>, CartItemSummary> = true;
void cartItemSummaryTypeMatches;

/** A summary in a time-slot request: a line with a quantity (GEN-018). */
export const timeslotItemSchema = cartItemSummarySchema.check(
  z.refine((item) => item.quantity >= 1, { error: 'only items with a quantity', path: ['quantity'] }),
);

/**
 * POST /api/timeslots/upfront (SEL-146). destination: a store (Pickup) or a saved address (Delivery);
 * without it the shopper's active preference of that mode is used. vendors.sources limits the vendors
 * (a delivery provider id or STORE_PICKUP; ALL_DELIVERY means both delivery providers; empty means all).
 * vendors.handoffs are accepted for the scheduling issue; items are the cart's summaries (SEL-059), only
 * lines with a quantity (GEN-018), which the scheduling issue uses for items a slot cannot fulfil.
 */
export const upfrontTimeslotsRequestSchema = z.object({
  locale: z._default(z.string().check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale like en-US')), 'en-US'),
  modality: timeslotModalitySchema,
  destination: z.optional(
    z.union([
      z.object({ locationId: z.string().check(z.regex(/^\d{8}$/, 'must be 8 digits')) }),
      z.object({ address: z.object({ id: z.uuid() }) }),
    ]),
  ),
  vendors: z._default(
    z.object({
      sources: z._default(z.array(z.enum([...deliveryProviderIds, 'STORE_PICKUP'])).check(z.maxLength(4)), []),
      handoffs: z._default(z.array(callerTagSchema).check(z.maxLength(10)), []),
    }),
    { sources: [], handoffs: [] },
  ),
  items: z._default(z.array(timeslotItemSchema).check(z.maxLength(TIMESLOT_ITEMS_MAX)), []),
});
export type UpfrontTimeslotsRequest = z.input<typeof upfrontTimeslotsRequestSchema>;

/** SEL-057: one time option. The selected id is `${quoteId}:${optionId}` (SEL-058). */
export const timeOptionSchema = z.object({
  /** The quote: mode, destination and day. */
  quoteId: z.string().check(z.regex(/^[A-Za-z0-9_.-]+$/)),
  /** The window within the quote. */
  optionId: z.string().check(z.regex(/^[A-Za-z0-9_.-]+$/)),
  /** The window in the place's time zone (the answer's `timeZone`), e.g. '8:00 AM - 10:00 AM'. */
  displayString: z.string(),
  /** What the shopper pays, in dollars. */
  cost: moneySchema,
  /** Dollars waived (membership): the regular price is cost + waiver. Absent when nothing is waived. */
  waiver: z.optional(moneySchema),
  /**
   * The shopper's membership covers this window: it is free on orders of at least this many dollars
   * (SCH-090..093). Absent when the membership does not cover it (partner, express) or there is none.
   */
  memberFreeThreshold: z.optional(moneySchema),
  /** False: fees are off for this shopper and every slot reads 'Free' (SEL-178). */
  shouldShowFees: z.boolean(),
  vendorId: timeslotVendorIdSchema,
  vendorName: z.string(),
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  isExpress: z.boolean(),
  /** The same as isExpress, spelled as the scheduling spec's option type (SCH-031). */
  type: z.enum(['STANDARD', 'EXPRESS']),
  /** Places left in the window; 0 means full (a promise for it answers SLOT_FULL). */
  remainingCapacity: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type TimeOption = z.infer<typeof timeOptionSchema>;

/** SEL-056: a day, in the place's time zone. A day can have no times (SEL-161). */
export const timeslotDaySchema = z.object({
  /** ISO date, e.g. '2026-11-20'. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Short month name in the request's locale, e.g. 'Nov'. */
  month: z.string(),
  times: z.array(timeOptionSchema),
});
export type TimeslotDay = z.infer<typeof timeslotDaySchema>;

export const upfrontTimeslotsSchema = z.object({
  modality: timeslotModalitySchema,
  /** The store's or the delivery address's IANA zone: every window, day and hold time reads in it. */
  timeZone: z.string(),
  /** TIMESLOT_DAYS days from today; empty when nothing serves the destination (the unavailable panel, SEL-164). */
  days: z.array(timeslotDaySchema),
});
export type UpfrontTimeslots = z.infer<typeof upfrontTimeslotsSchema>;

export function parseTimeslotSelectionId(selectedId: string): { quoteId: string; optionId: string } | null {
  const match = /^([A-Za-z0-9_.-]+):([A-Za-z0-9_.-]+)$/.exec(selectedId);
  return match ? { quoteId: match[1] as string, optionId: match[2] as string } : null;
}

/** SEL-058: a chosen time, `quoteId:optionId`, as a request carries it. */
export const timeslotSelectionIdSchema = z.string().check(
  z.maxLength(200),
  z.refine((value: string) => parseTimeslotSelectionId(value) !== null, 'must be quoteId:optionId'),
);

/** POST /api/promises (SEL-149, SEL-150): hold the chosen option. One option per promise. */
export const createPromiseRequestSchema = z.object({
  selectedIds: z.array(timeslotSelectionIdSchema).check(z.minLength(1), z.maxLength(1)),
  keyspace: z.optional(callerTagSchema),
  component: z.optional(callerTagSchema),
});
export type CreatePromiseRequest = z.input<typeof createPromiseRequestSchema>;

/** Exclusion codes of a promise's items (PRM-015): ITEM_RESTRICTED is handled apart (PRM-016). */
export const excludedItemCodes = ['NOT_AVAILABLE_AT_TIME', 'ITEM_RESTRICTED'] as const;
export const excludedItemSchema = z.object({ gtin13: gtin13Schema, code: z.enum(excludedItemCodes) });
export type ExcludedItem = z.infer<typeof excludedItemSchema>;

/** PRM-014: what the held time can fulfil of the shopper's basket of that mode (its gtin13s). */
export const promiseItemsSchema = z.object({
  included: z.array(gtin13Schema),
  excluded: z.array(excludedItemSchema),
});
export type PromiseItems = z.infer<typeof promiseItemsSchema>;

/** A promise's version: a new one on every change; an update must carry the current one (PRM-003). */
export const promiseVersionKeySchema = z.string().check(z.regex(/^\d{1,9}$/));

/** A held slot. It replaces the shopper's earlier promise of the same mode on this banner. */
export const timeslotPromiseSchema = z.object({
  id: z.uuid(),
  selectedId: z.string(),
  quoteId: z.string(),
  optionId: z.string(),
  modality: timeslotModalitySchema,
  vendorId: timeslotVendorIdSchema,
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  displayString: z.string(),
  /** The place's IANA zone (the store's or the delivery address's): the window and the hold time read in it. */
  timeZone: z.string(),
  /** When the hold ends: 'We'll hold this reservation until {time}' (SEL-104). */
  expiresAt: dateTimeSchema,
  createdAt: dateTimeSchema,
  /** PRM-013. */
  versionKey: promiseVersionKeySchema,
  /** PRM-014: the basket's items this window can and cannot fulfil (the scheduling step's fallout). */
  items: promiseItemsSchema,
});
export type TimeslotPromise = z.infer<typeof timeslotPromiseSchema>;

/** GET /api/promises/current?modality=: the live promise (200 with null when there is none). */
export const currentPromiseQuerySchema = z.object({ modality: z.optional(timeslotModalitySchema) });
export const currentPromiseSchema = z.object({
  promise: z.nullable(timeslotPromiseSchema),
  /** The server's clock at the answer: what is left of a hold read back is expiresAt minus this (issue 20). */
  now: z.optional(dateTimeSchema),
});
export type CurrentPromise = z.infer<typeof currentPromiseSchema>;
