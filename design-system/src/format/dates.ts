import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment (Date, epoch milliseconds, ISO date-time) or a calendar date ('2024-03-05'). */
export type DateInput = Date | number | string;

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date has no instant, so it is never shifted into a time zone; a moment is shown in
 * `timeZone` (an IANA name such as the store's 'America/New_York') or in the runtime's zone.
 */
function toDay(date: DateInput, timeZone?: string): Dayjs {
  if (typeof date === 'string' && calendarDate.test(date)) return dayjs(date);
  return timeZone ? dayjs(date).tz(timeZone) : dayjs(date);
}

/**
 * The order-complete date, 'Mar. 5, 2024' (spec). Rule: the month's three-letter abbreviation and a
 * period; a month whose name is no longer than that is written out without a period ('May 5, 2024').
 * So June and July read 'Jun.' and 'Jul.', September 'Sep.'.
 */
export function formatOrderDate(date: DateInput, timeZone?: string): string {
  const day = toDay(date, timeZone);
  return day.format('MMM') === day.format('MMMM') ? day.format('MMMM D, YYYY') : day.format('MMM. D, YYYY');
}

/** Clock time 'h:mm A' (SEL-177, the reservation hold time): '4:30 PM'. */
export function formatTime(date: DateInput, timeZone?: string): string {
  return toDay(date, timeZone).format('h:mm A');
}

/** The date parts a day carousel shows; words like 'Today' are copy and stay with the caller. */
export interface DayLabel {
  /** 'Tue' */
  weekday: string;
  /** 'Tuesday' (for accessible names) */
  weekdayLong: string;
  /** 'Mar 5' */
  monthDay: string;
  /** 'March 5' (for accessible names) */
  monthDayLong: string;
  /** '2024-03-05', a stable key */
  isoDate: string;
}

export function formatDayLabel(date: DateInput, timeZone?: string): DayLabel {
  const day = toDay(date, timeZone);
  return {
    weekday: day.format('ddd'),
    weekdayLong: day.format('dddd'),
    monthDay: day.format('MMM D'),
    monthDayLong: day.format('MMMM D'),
    isoDate: day.format('YYYY-MM-DD'),
  };
}
