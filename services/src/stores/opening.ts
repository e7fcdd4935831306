import type { Banner } from '@aisle/banner-themes';
import { formatCopy } from '@aisle/banner-themes/copy';
import type { StoreRow } from './queries.ts';

/** A minute of the day as a clock time, 'h:mm A': 1380 -> '11:00 PM'. */
function formatClock(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60) % 24;
  const minutes = minuteOfDay % 60;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The minute of the day (0-1439) it is at `now` in a time zone. */
function minuteOfDayIn(timeZone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
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
  const minuteOfDay = minuteOfDayIn(store.timeZone, now);
  const isOpen = minuteOfDay >= store.opensAtMinute && minuteOfDay < store.closesAtMinute;
  const copy = banner.strings.components.storeOption;
  return {
    isOpen,
    openText: isOpen
      ? formatCopy(copy.openUntil, { time: formatClock(store.closesAtMinute) })
      : formatCopy(copy.opensAt, { time: formatClock(store.opensAtMinute) }),
  };
}
