/*
 * Dates and times as the specs write them, in the store's or the address's time zone: the platform's
 * Intl.DateTimeFormat (its time zone data is the browser's own, so no date library ships in a page's
 * script; the services format zoned times the same way, services/src/timeslots/zonedTime.ts).
 */

/** A moment (Date, epoch milliseconds, ISO date-time) or a calendar date ('2024-03-05'). */
export type DateInput = Date | number | string;

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

type Part = Intl.DateTimeFormatPartTypes;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The parts of `date` in `timeZone` (an IANA name such as the store's 'America/New_York'; the runtime's
 * zone without one). A calendar date has no instant, so it is never shifted into a time zone.
 */
function partsOf(date: DateInput, options: Intl.DateTimeFormatOptions, timeZone?: string): Record<Part, string> {
  const isCalendarDate = typeof date === 'string' && calendarDate.test(date);
  const instant = isCalendarDate ? new Date(`${date}T00:00:00Z`) : new Date(date);
  const zone = isCalendarDate ? 'UTC' : timeZone;
  const key = `${zone ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, ...(zone ? { timeZone: zone } : {}) });
    formatters.set(key, formatter);
  }
  const parts = {} as Record<Part, string>;
  for (const { type, value } of formatter.formatToParts(instant)) parts[type] = value;
  return parts;
}

/**
 * The order-complete date, 'Mar. 5, 2024' (spec). Rule: the month's three-letter abbreviation and a
 * period; a month whose name is no longer than that is written out without a period ('May 5, 2024').
 * So June and July read 'Jun.' and 'Jul.', September 'Sep.'.
 */
export function formatOrderDate(date: DateInput, timeZone?: string): string {
  const { month: short, day, year } = partsOf(date, { month: 'short', day: 'numeric', year: 'numeric' }, timeZone);
  const { month: long } = partsOf(date, { month: 'long' }, timeZone);
  return short === long ? `${long} ${day}, ${year}` : `${short.slice(0, 3)}. ${day}, ${year}`;
}

/** Clock time 'h:mm A' (SEL-177, the reservation hold time): '4:30 PM'. */
export function formatTime(date: DateInput, timeZone?: string): string {
  const { hour, minute, dayPeriod } = partsOf(date, { hour: 'numeric', minute: '2-digit', hour12: true }, timeZone);
  return `${hour}:${minute} ${dayPeriod.toUpperCase()}`;
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
  const short = partsOf(date, { weekday: 'short', month: 'short', day: 'numeric' }, timeZone);
  const long = partsOf(date, { weekday: 'long', month: 'long', day: 'numeric' }, timeZone);
  const numeric = partsOf(date, { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone);
  return {
    weekday: short.weekday,
    weekdayLong: long.weekday,
    monthDay: `${short.month} ${short.day}`,
    monthDayLong: `${long.month} ${long.day}`,
    isoDate: `${numeric.year}-${numeric.month}-${numeric.day}`,
  };
}
