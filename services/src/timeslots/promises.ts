import type { Banner } from '@aisle/banner-themes';
import {
  activeModalityPreferences,
  type Checkout,
  DEFAULT_PROMISE_HOLD_MINUTES,
  type ExcludedItem,
  type PromiseItems,
  parseTimeslotSelectionId,
  TIMESLOT_DAYS,
  type TimeOption,
  type TimeslotDay,
  type TimeslotPromise,
  timeslotSelectionId,
  unavailableCodeOf,
} from '@aisle/contracts';
import { modeBasketLines } from '../baskets/lines.ts';
import type { Call } from '../calls.ts';
import { presentProduct } from '../catalogue/presenters.ts';
import type { Db, Tx } from '../db/database.ts';
import { and, count, desc, eq, gt, inArray, lte } from '../db/orm.ts';
import { promises, shoppers, timeslotCapacities } from '../db/schema.ts';
import { ApiError, findDatabaseError } from '../errors.ts';
import { feeForOrder, type MembershipPlanCode, type WindowFee, windowFee } from '../fees/fulfillmentFee.ts';
import { activePlanOf, basketItemTotal } from '../fees/shopperFees.ts';
import { listPreferences } from '../modality/preferences.ts';
import {
  assertModalityOffered,
  type Destination,
  destinationRef,
  parseQuoteId,
  sourcesFor,
  type TimeslotModality,
  wantedVendors,
} from './quotes.ts';
import { type GeneratedSlot, localDateOfOptionId, slotsBetween, slotsForLocalDate } from './slots.ts';
import { addDays, compactDate, formatClockTime, formatShortMonth, localDateOf, localMinuteOf } from './zonedTime.ts';

/*
 * Up-front time slots (SEL-056..058, SEL-146..148) and promises (SEL-149, SEL-150): holds of a window's
 * capacity. Capacity is counted by the database (trigger promises_within_slot_capacity, migration 0002),
 * never in this process, so any number of servers on one PostgreSQL share it.
 *
 * Ids: quoteId = `<D|P>.<destination>.<YYYYMMDD>` (quotes.ts, the day in the shopper's zone); optionId =
 * the window (see slots.ts). A promise re-derives the window from both, so a forged or stale id cannot hold
 * anything that is not on offer to this shopper now.
 */

/** Minutes a promise holds its window: AISLE_PROMISE_HOLD_MINUTES, default 30. */
export function promiseHoldMinutes(): number {
  const configured = Number(process.env.AISLE_PROMISE_HOLD_MINUTES);
  return Number.isInteger(configured) && configured > 0 && configured <= 24 * 60
    ? configured
    : DEFAULT_PROMISE_HOLD_MINUTES;
}

/** The fee rule's view of a generated window for this shopper (services/src/fees). */
function windowFeeOf(slot: GeneratedSlot, modality: TimeslotModality, planCode: MembershipPlanCode | null, now: Date) {
  return windowFee({
    modality,
    vendorId: slot.vendorId,
    isExpress: slot.isExpress,
    regularCost: slot.regularCost,
    planCode,
    isLaterDay: slot.localDate > localDateOf(now, slot.timeZone),
  });
}

/**
 * The fee of the window a promise holds, before the order's total is known: its regular price and the
 * total that makes it free with the shopper's membership (the checkout applies its items to it).
 */
export async function promiseWindowFee(
  db: Db | Tx,
  banner: Banner,
  shopperId: string,
  promise: Pick<typeof promises.$inferSelect, 'quoteId' | 'optionId' | 'createdAt' | 'modality'>,
  now: Date,
): Promise<WindowFee> {
  // The window as it was offered when it was held (an express window moves with the clock, and a window
  // soon to start is no longer offered); the membership as it is now.
  const selection = `${promise.quoteId}:${promise.optionId}`;
  const { slot } = await slotOfSelection(db as Db, banner, shopperId, selection, promise.createdAt);
  return windowFeeOf(slot, promise.modality, await activePlanOf(db, shopperId, now), now);
}

/**
 * A placed order's new window (the modify checkout's 'Change Time', issue 20): the window a selection id
 * names, re-derived now for this shopper, at the order's own place and in its mode; another place's window
 * or a forged id is not on offer, and a window its live holds fill is full. A placed order holds no
 * promise (placing spent it): it keeps the window's snapshot and its fee, as when it was placed.
 */
export async function orderWindowOfSelection(
  tx: Tx,
  banner: Banner,
  shopperId: string,
  selectedId: string,
  order: { modality: string; locationId: string | null; addressId: string | null },
  now: Date,
): Promise<{ window: Omit<Checkout['fulfillment']['promise'], 'id'>; fee: WindowFee }> {
  const { slot, modality, selection } = await slotOfSelection(tx as unknown as Db, banner, shopperId, selectedId, now);
  const destination = parseQuoteId(selection.quoteId)?.destination;
  const isOrdersPlace =
    destination?.kind === 'store'
      ? destination.locationId === order.locationId
      : destination?.kind === 'address' && destination.addressId === order.addressId;
  if (modality !== order.modality || !isOrdersPlace) {
    throw new ApiError('NOT_FOUND', 'This time is not on offer (any more).');
  }
  const live = (await liveHolds(tx as unknown as Db, [slot.slotKey], now)).get(slot.slotKey);
  if (live && live.held >= live.capacity) throw new ApiError('SLOT_FULL', 'This time is full. Please choose another.');
  return {
    window: {
      startTime: slot.startsAt.toISOString(),
      endTime: slot.endsAt.toISOString(),
      displayString: displayStringOf(slot, slot.timeZone, 'en-US'),
      timeZone: slot.timeZone,
      vendorId: slot.vendorId,
    },
    fee: windowFeeOf(slot, modality, await activePlanOf(tx, shopperId, now), now),
  };
}

/** Live holds and capacity per slot key (only windows someone has held have a capacity row). */
async function liveHolds(
  db: Db,
  slotKeys: string[],
  now: Date,
): Promise<Map<string, { held: number; capacity: number }>> {
  if (slotKeys.length === 0) return new Map();
  const capacities = await db
    .select({ slotKey: timeslotCapacities.slotKey, capacity: timeslotCapacities.capacity })
    .from(timeslotCapacities)
    .where(inArray(timeslotCapacities.slotKey, slotKeys));
  const held = await db
    .select({ slotKey: promises.slotKey, held: count() })
    .from(promises)
    .where(and(inArray(promises.slotKey, slotKeys), gt(promises.expiresAt, now)))
    .groupBy(promises.slotKey);
  const heldByKey = new Map(held.map((row) => [row.slotKey, Number(row.held)]));
  return new Map(
    capacities.map((row) => [row.slotKey, { held: heldByKey.get(row.slotKey) ?? 0, capacity: row.capacity }]),
  );
}

function presentPromise(row: typeof promises.$inferSelect): TimeslotPromise {
  return {
    id: row.id,
    selectedId: timeslotSelectionId(row),
    quoteId: row.quoteId,
    optionId: row.optionId,
    modality: row.modality,
    vendorId: row.vendorId,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    displayString: row.displayString,
    timeZone: row.timeZone,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    versionKey: String(row.versionKey),
    items: { included: row.includedItems, excluded: row.excludedItems },
  };
}

/**
 * PRM-014: which of the shopper's basket lines of this mode the window can fulfil, by the contracts' rule
 * the replacement drawer uses too (`unavailableCodeOf`): a product whose slotRestriction names a later
 * hour than the window's start (the place's wall clock) is NOT_AVAILABLE_AT_TIME; one the mode no longer
 * sells is ITEM_RESTRICTED.
 */
export async function promiseItemsFor(
  tx: Db | Tx,
  owner: { shopperId: string; bannerId: string; modality: TimeslotModality },
  slot: { startsAt: Date; timeZone: string },
): Promise<PromiseItems> {
  const lines = await modeBasketLines(tx, owner);
  const optionSlot = {
    modality: owner.modality,
    localDate: localDateOf(slot.startsAt, slot.timeZone),
    startHour: Math.floor(localMinuteOf(slot.startsAt, slot.timeZone) / 60),
  };
  const included: string[] = [];
  const excluded: ExcludedItem[] = [];
  for (const { product } of lines) {
    const code = unavailableCodeOf(presentProduct(product), optionSlot);
    if (code) excluded.push({ gtin13: product.gtin13, code });
    else included.push(product.gtin13);
  }
  return { included, excluded };
}

/** The window a selection id names, re-derived for this shopper now (a forged or stale id holds nothing). */
async function slotOfSelection(
  db: Db,
  banner: Banner,
  shopperId: string,
  selectedId: string,
  now: Date,
): Promise<{ slot: GeneratedSlot; modality: TimeslotModality; selection: { quoteId: string; optionId: string } }> {
  const selection = parseTimeslotSelectionId(selectedId);
  const quote = selection ? parseQuoteId(selection.quoteId) : null;
  const unknownTime = () => new ApiError('NOT_FOUND', 'This time is not on offer (any more).');
  if (!selection || !quote) throw unknownTime();
  assertModalityOffered(banner, quote.modality);
  const sources = await sourcesFor(db, banner, shopperId, quote.modality, quote.destination);
  const localDate = localDateOfOptionId(selection.optionId);
  const slot = localDate
    ? sources
        .flatMap((source) => slotsForLocalDate(source, localDate, now))
        .find((candidate) => candidate.optionId === selection.optionId)
    : undefined;
  if (!slot) throw unknownTime();
  return { slot, modality: quote.modality, selection };
}

async function ensureCapacityRow(tx: Tx, slot: GeneratedSlot): Promise<void> {
  await tx
    .insert(timeslotCapacities)
    .values({
      slotKey: slot.slotKey,
      vendorId: slot.vendorId,
      sourceId: slot.sourceId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      capacity: slot.capacity,
    })
    .onConflictDoNothing();
}

/** The columns of a promise row that say which window it holds, in the place's own time (as listed). */
function windowColumns(slot: GeneratedSlot, selection: { quoteId: string; optionId: string }, items: PromiseItems) {
  return {
    slotKey: slot.slotKey,
    quoteId: selection.quoteId,
    optionId: selection.optionId,
    vendorId: slot.vendorId,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    displayString: displayStringOf(slot, slot.timeZone, 'en-US'),
    timeZone: slot.timeZone,
    includedItems: items.included,
    excludedItems: items.excluded,
  };
}

function slotFullOr(error: unknown): unknown {
  return findDatabaseError(error)?.constraint === 'promises_within_slot_capacity'
    ? new ApiError('SLOT_FULL', 'This time is full. Please choose another.')
    : error;
}

function displayStringOf(slot: GeneratedSlot, timeZone: string, locale: string): string {
  return `${formatClockTime(slot.startsAt, timeZone, locale)} - ${formatClockTime(slot.endsAt, timeZone, locale)}`;
}

/** Up-front time slots (SEL-056..061) in the shopper's `userTimeZone` words for days. */
export async function upfrontTimeslots(
  { body, session, banner, db, now }: Call<'getUpfrontTimeslots'>,
  userTimeZone: string,
) {
  const shopperId = session.shopper.id;
  assertModalityOffered(banner, body.modality);

  let destination: Destination;
  if (body.destination) {
    destination =
      'locationId' in body.destination
        ? { kind: 'store', locationId: body.destination.locationId }
        : { kind: 'address', addressId: body.destination.address.id };
  } else {
    // Without a destination: the shopper's active preference of this mode (SEL-107).
    const active = activeModalityPreferences(await listPreferences(db, shopperId, banner.id))[body.modality];
    if (!active) {
      throw new ApiError('VALIDATION_FAILED', 'Give a destination, or set a shopping mode first.', {
        issues: [{ path: 'destination', message: 'required when there is no active preference of this mode' }],
      });
    }
    destination =
      'locationId' in active.destination
        ? { kind: 'store', locationId: active.destination.locationId }
        : { kind: 'address', addressId: active.destination.address.id };
  }

  const wanted = wantedVendors(body.vendors.sources);
  const sources = (await sourcesFor(db, banner, shopperId, body.modality, destination)).filter(
    (source) => !wanted || wanted.has(source.vendorId),
  );
  if (sources.length === 0) return { modality: body.modality, timeZone: userTimeZone, days: [] };
  // Windows, days and hold times read in the place's own zone (the store's, or the delivery area's, which
  // is the address's), never the device's: a Los Angeles address lists Los Angeles hours to a browser
  // set to UTC. The sources of one destination share a zone.
  const timeZone = (sources[0] as (typeof sources)[number]).timeZone;

  const firstDate = localDateOf(now, timeZone);
  const lastDate = addDays(firstDate, TIMESLOT_DAYS - 1);
  const slots = slotsBetween(sources, { firstDate, lastDate, userTimeZone: timeZone }, now);
  const holds = await liveHolds(
    db,
    slots.map((slot) => slot.slotKey),
    now,
  );
  const planCode = await activePlanOf(db, shopperId, now);
  // The fee rule's order total: the basket of this mode as it is now (SCH-092).
  const subtotal = await basketItemTotal(db, { shopperId, bannerId: banner.id, modality: body.modality });
  const vendorNames = new Map(sources.map((source) => [source.vendorId, source.vendorName]));
  const modalityCode = body.modality === 'DELIVERY' ? 'D' : 'P';
  const reference = destinationRef(destination);

  const days: TimeslotDay[] = [];
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    const quoteId = `${modalityCode}.${reference}.${compactDate(date)}`;
    const times = slots
      .filter((slot) => slot.userDate === date)
      .map((slot): TimeOption => {
        const fee = feeForOrder(windowFeeOf(slot, body.modality, planCode, now), subtotal);
        const hold = holds.get(slot.slotKey);
        const capacity = hold?.capacity ?? slot.capacity;
        return {
          quoteId,
          optionId: slot.optionId,
          displayString: displayStringOf(slot, timeZone, body.locale),
          cost: fee.cost,
          ...(fee.waiver > 0 ? { waiver: fee.waiver } : {}),
          ...(fee.memberThreshold === null ? {} : { memberFreeThreshold: fee.memberThreshold }),
          // Pickup has no fees: every window reads 'Free' (SEL-178).
          shouldShowFees: slot.vendorId !== 'STORE_PICKUP',
          vendorId: slot.vendorId,
          vendorName: vendorNames.get(slot.vendorId) ?? slot.vendorId,
          startTime: slot.startsAt.toISOString(),
          endTime: slot.endsAt.toISOString(),
          isExpress: slot.isExpress,
          type: slot.isExpress ? 'EXPRESS' : 'STANDARD',
          remainingCapacity: Math.max(0, capacity - (hold?.held ?? 0)),
        };
      });
    days.push({ date, month: formatShortMonth(date, body.locale), times });
  }
  return { modality: body.modality, timeZone, days };
}

export async function createPromise({ body, session, banner, db, now }: Call<'createPromise'>) {
  const shopperId = session.shopper.id;
  const { slot, modality, selection } = await slotOfSelection(
    db,
    banner,
    shopperId,
    body.selectedIds[0] as string,
    now,
  );
  const expiresAt = new Date(now.getTime() + promiseHoldMinutes() * 60_000);

  try {
    const row = await db.transaction(async (tx) => {
      // The shopper's lock first, then the slot's (in the trigger): one order, no deadlocks.
      await tx.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.id, shopperId)).for('update');
      await ensureCapacityRow(tx, slot);
      // A new promise replaces the shopper's earlier one of this mode on this banner.
      await tx
        .delete(promises)
        .where(
          and(eq(promises.shopperId, shopperId), eq(promises.bannerId, banner.id), eq(promises.modality, modality)),
        );
      await tx.delete(promises).where(and(eq(promises.slotKey, slot.slotKey), lte(promises.expiresAt, now)));
      const items = await promiseItemsFor(tx, { shopperId, bannerId: banner.id, modality }, slot);
      const [inserted] = await tx
        .insert(promises)
        .values({
          shopperId,
          bannerId: banner.id,
          modality,
          ...windowColumns(slot, selection, items),
          createdAt: now,
          expiresAt,
        })
        .returning();
      if (!inserted) throw new Error('Promise insert returned no row');
      return inserted;
    });
    return presentPromise(row);
  } catch (error) {
    throw slotFullOr(error);
  }
}

/**
 * PUT /api/promises/{id} (PRM-003): moves the shopper's live hold to another window of the same mode and
 * holds it afresh. The versionKey read must still be the current one (two tabs cannot both move it); the
 * row is locked, so two servers serialise here, and the capacity trigger counts the new window.
 */
export async function updatePromise({ params, body, session, banner, db, now }: Call<'updatePromise'>) {
  const shopperId = session.shopper.id;
  const findOwn = (tx: Db | Tx) =>
    tx
      .select()
      .from(promises)
      .where(and(eq(promises.id, params.id), eq(promises.shopperId, shopperId), eq(promises.bannerId, banner.id)));
  const assertLive = (row: typeof promises.$inferSelect | undefined): typeof promises.$inferSelect => {
    // Another shopper's id reads as no promise at all.
    if (!row) throw new ApiError('NOT_FOUND', 'No such promise.');
    if (row.expiresAt <= now) throw new ApiError('PROMISE_EXPIRED', 'This reservation has expired.');
    return row;
  };
  // An expired hold says so before the new time is looked at (its old time may be gone too).
  assertLive((await findOwn(db))[0]);
  const { slot, modality, selection } = await slotOfSelection(db, banner, shopperId, body.selectedId, now);
  const expiresAt = new Date(now.getTime() + promiseHoldMinutes() * 60_000);
  try {
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.id, shopperId)).for('update');
      const current = assertLive((await findOwn(tx).for('update'))[0]);
      if (current.modality !== modality) throw new ApiError('NOT_FOUND', 'This time is not on offer (any more).');
      if (String(current.versionKey) !== body.versionKey) {
        throw new ApiError('VERSION_CONFLICT', 'This reservation changed since it was read. Read it again.');
      }
      await ensureCapacityRow(tx, slot);
      await tx.delete(promises).where(and(eq(promises.slotKey, slot.slotKey), lte(promises.expiresAt, now)));
      const items = await promiseItemsFor(tx, { shopperId, bannerId: banner.id, modality }, slot);
      const [updated] = await tx
        .update(promises)
        .set({
          ...windowColumns(slot, selection, items),
          createdAt: now,
          expiresAt,
          versionKey: current.versionKey + 1,
        })
        .where(and(eq(promises.id, current.id), eq(promises.versionKey, current.versionKey)))
        .returning();
      if (!updated) throw new ApiError('VERSION_CONFLICT', 'This reservation changed since it was read.');
      return updated;
    });
    return presentPromise(row);
  } catch (error) {
    throw slotFullOr(error);
  }
}

/** The shopper's live promise of a mode on this banner, as a row (the checkout reads it in its transaction). */
export async function livePromiseRow(
  tx: Db | Tx,
  owner: { shopperId: string; bannerId: string },
  id: string,
  now: Date,
) {
  const [row] = await tx
    .select()
    .from(promises)
    .where(and(eq(promises.id, id), eq(promises.shopperId, owner.shopperId), eq(promises.bannerId, owner.bannerId)))
    .for('update');
  return row && row.expiresAt > now ? row : null;
}

export async function getCurrentPromise({ query, session, banner, db, now }: Call<'getCurrentPromise'>) {
  const conditions = [
    eq(promises.shopperId, session.shopper.id),
    eq(promises.bannerId, banner.id),
    gt(promises.expiresAt, now),
  ];
  if (query.modality) conditions.push(eq(promises.modality, query.modality));
  const [row] = await db
    .select()
    .from(promises)
    .where(and(...conditions))
    .orderBy(desc(promises.createdAt))
    .limit(1);
  return { promise: row ? presentPromise(row) : null, now: now.toISOString() };
}
