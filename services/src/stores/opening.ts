import type { Banner } from '@aisle/banner-themes';
import { formatCopy } from '@aisle/banner-themes/copy';
import { localMinuteOf } from '../timeslots/zonedTime.ts';
import type { StoreRow } from './queries.ts';

/** A minute of the day as a clock time, 'h:mm A': 1380 -> '11:00 PM'. */
function formatClock(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60) % 24;
  const minutes = minuteOfDay % 60;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Whether a store is open now, in its own time zone, and its openText in the banner's words
 * (components.storeOption.openUntil / opensAt): 'Open until 11:00 PM' or 'Opens at 6:00 AM'.
 */
export function openingOf(
  store: Pick<StoreRow, 'timeZone' | 'opensAtMinute' | 'closesAtMinute'>,
  now: Date,
  banner: Banner,
): { isOpen: boolean; openText: string } {
  const minuteOfDay = localMinuteOf(now, store.timeZone);
  const isOpen = minuteOfDay >= store.opensAtMinute && minuteOfDay < store.closesAtMinute;
  const copy = banner.strings.components.storeOption;
  return {
    isOpen,
    openText: isOpen
      ? formatCopy(copy.openUntil, { time: formatClock(store.closesAtMinute) })
      : formatCopy(copy.opensAt, { time: formatClock(store.opensAtMinute) }),
  };
}
