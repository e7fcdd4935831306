import type { TimeslotVendorId } from '@aisle/contracts';
import {
  addDays,
  compactDate,
  expandCompactDate,
  localDateOf,
  localMinuteOf,
  weekdayOf,
  zonedTimeToInstant,
} from './zonedTime.ts';

/*
 * The time windows each vendor offers, generated from the clock (CONTRACT "Time"): pure functions, so
 * the list the shopper sees and the check behind a promise always agree.
 * - In-house delivery (from a fulfillment center): 2-hour windows 8 AM to 8 PM, Monday to Saturday; today
 *   only windows starting 2 hours from now or later; plus today's express hour (capacity 1): the first
 *   whole hour at least an hour away, 8 AM at the earliest.
 * - Partner delivery (from a store): 2-hour windows 8 AM to 8 PM, Monday to Saturday.
 * - Store pickup: 1-hour windows from 8 AM (or an hour after opening) to an hour before closing, every day;
 *   today from an hour from now.
 * Times are the wall clock of the place the order comes from.
 */

export type SlotSource = {
  vendorId: TimeslotVendorId;
  /** A fulfillment center id or a store's locationId. */
  sourceId: string;
  timeZone: string;
  /** Store pickup: the store's hours. */
  opensAtMinute?: number;
  closesAtMinute?: number;
};

export type GeneratedSlot = {
  vendorId: TimeslotVendorId;
  sourceId: string;
  /** The place's zone: the window's wall-clock times are in it. */
  timeZone: string;
  /** `<vendor code>.<source>.<local YYYYMMDD>T<HHMM>` (X after the code for express). */
  optionId: string;
  /** Identifies the capacity row: the same window of the same vendor at the same place, whoever asks. */
  slotKey: string;
  localDate: string;
  startsAt: Date;
  endsAt: Date;
  /** The regular fee in dollars, before any membership waiver. */
  regularCost: number;
  isExpress: boolean;
  capacity: number;
};

export const DELIVERY_WINDOW_STARTS = [8, 10, 12, 14, 16, 18] as const;
export const SLOT_CAPACITY = { standardDelivery: 8, partnerDelivery: 6, express: 1, pickup: 10 } as const;
const DELIVERY_LEAD_MINUTES = 120;
const EXPRESS_LEAD_MINUTES = 60;
const PICKUP_LEAD_MINUTES = 60;
const SUNDAY = 0;

/** In-house fees by window start hour; the 8 AM window is the under-$5 one. */
const inHouseFees: Record<number, number> = { 8: 3.95, 10: 5.95, 12: 5.95, 14: 6.95, 16: 7.95, 18: 9.95 };
const partnerFees: Record<number, number> = { 8: 6.95, 10: 4.95, 12: 4.95, 14: 7.95, 16: 8.95, 18: 9.95 };
export const EXPRESS_FEE = 11.95;

const vendorCodes: Record<TimeslotVendorId, string> = {
  IN_HOUSE_DELIVERY: 'IH',
  DELIVERY: 'PD',
  STORE_PICKUP: 'SP',
};

function optionIdOf(source: SlotSource, localDate: string, startMinute: number, isExpress: boolean): string {
  const time = `${String(Math.floor(startMinute / 60)).padStart(2, '0')}${String(startMinute % 60).padStart(2, '0')}`;
  return `${vendorCodes[source.vendorId]}${isExpress ? 'X' : ''}.${source.sourceId}.${compactDate(localDate)}T${time}`;
}

/** The local date an option id names, or null when it is not one of ours. */
export function localDateOfOptionId(optionId: string): string | null {
  const match = /^(IH|IHX|PD|SP)\.([a-z0-9-]{1,60})\.(\d{8})T(\d{4})$/.exec(optionId);
  return match ? expandCompactDate(match[3] as string) : null;
}

function slot(
  source: SlotSource,
  localDate: string,
  startMinute: number,
  lengthMinutes: number,
  regularCost: number,
  isExpress: boolean,
  capacity: number,
): GeneratedSlot {
  const startsAt = zonedTimeToInstant(localDate, startMinute, source.timeZone);
  return {
    vendorId: source.vendorId,
    sourceId: source.sourceId,
    timeZone: source.timeZone,
    optionId: optionIdOf(source, localDate, startMinute, isExpress),
    slotKey: `${source.vendorId}|${source.sourceId}|${startsAt.toISOString()}${isExpress ? '|express' : ''}`,
    localDate,
    startsAt,
    endsAt: zonedTimeToInstant(localDate, startMinute + lengthMinutes, source.timeZone),
    regularCost,
    isExpress,
    capacity,
  };
}

/** Every window a vendor offers on one local date of its place, leaving out those too soon after `now`. */
export function slotsForLocalDate(source: SlotSource, localDate: string, now: Date): GeneratedSlot[] {
  const today = localDateOf(now, source.timeZone);
  if (localDate < today) return [];
  const isToday = localDate === today;
  const nowMinute = isToday ? localMinuteOf(now, source.timeZone) : -Infinity;
  const slots: GeneratedSlot[] = [];

  if (source.vendorId === 'STORE_PICKUP') {
    const first = Math.max(8 * 60, (source.opensAtMinute ?? 6 * 60) + 60);
    const lastEnd = Math.min(21 * 60, (source.closesAtMinute ?? 23 * 60) - 60);
    for (let start = first; start + 60 <= lastEnd; start += 60) {
      if (start >= nowMinute + PICKUP_LEAD_MINUTES) {
        slots.push(slot(source, localDate, start, 60, 0, false, SLOT_CAPACITY.pickup));
      }
    }
    return slots;
  }

  if (weekdayOf(localDate) === SUNDAY) return [];
  const isInHouse = source.vendorId === 'IN_HOUSE_DELIVERY';
  if (isInHouse && isToday) {
    // Express: the first whole hour at least an hour away, within delivery hours (8 AM to 8 PM).
    const expressStart = Math.max(8 * 60, Math.ceil((nowMinute + EXPRESS_LEAD_MINUTES) / 60) * 60);
    if (expressStart + 60 <= 20 * 60) {
      slots.push(slot(source, localDate, expressStart, 60, EXPRESS_FEE, true, SLOT_CAPACITY.express));
    }
  }
  for (const hour of DELIVERY_WINDOW_STARTS) {
    const start = hour * 60;
    if (start < nowMinute + DELIVERY_LEAD_MINUTES) continue;
    slots.push(
      isInHouse
        ? slot(source, localDate, start, 120, inHouseFees[hour] as number, false, SLOT_CAPACITY.standardDelivery)
        : slot(source, localDate, start, 120, partnerFees[hour] as number, false, SLOT_CAPACITY.partnerDelivery),
    );
  }
  return slots;
}

/**
 * The windows of the days `firstDate` to `lastDate` of the shopper's zone: the place's local dates one
 * either side are generated too, since the two zones can straddle midnight. Sorted by start, then vendor.
 */
export function slotsBetween(
  sources: readonly SlotSource[],
  range: { firstDate: string; lastDate: string; userTimeZone: string },
  now: Date,
): Array<GeneratedSlot & { userDate: string }> {
  const result: Array<GeneratedSlot & { userDate: string }> = [];
  for (const source of sources) {
    for (let localDate = addDays(range.firstDate, -1); localDate <= addDays(range.lastDate, 1); ) {
      for (const generated of slotsForLocalDate(source, localDate, now)) {
        const userDate = localDateOf(generated.startsAt, range.userTimeZone);
        if (userDate >= range.firstDate && userDate <= range.lastDate) result.push({ ...generated, userDate });
      }
      localDate = addDays(localDate, 1);
    }
  }
  return result.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.vendorId.localeCompare(b.vendorId));
}
