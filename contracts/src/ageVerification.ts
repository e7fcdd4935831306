/**
 * The age verification rules of the account area (account-and-selector 5): a date of birth is a real
 * calendar date, typed MM/DD/YYYY, on or after 1900-01-01 and not after today (ACC-092..094); the shopper
 * is at least the minimum age of the restricted items (ACC-095, ACC-096). Plain functions with no schema,
 * so the modal in the browser and the server that records the date give the same verdict.
 */

/** The earliest date of birth taken (account-and-selector 9). */
export const MINIMUM_BIRTH_DATE = '1900-01-01';

/** The minimum age when the restricted items name none (cart-scheduling-checkout: 21 by default). */
export const DEFAULT_MINIMUM_AGE = 21;

/** A calendar day: year, month 1-12, day 1-31. */
export type CalendarDay = { year: number; month: number; day: number };

export type BirthDateProblem = 'invalidDate' | 'tooYoung';

const typedPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function realDay(year: number, month: number, day: number): CalendarDay | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** 'MM/DD/YYYY' as typed in the modal, or null when it is not a real calendar date. */
export function parseTypedDate(input: string): CalendarDay | null {
  const match = typedPattern.exec(input.trim());
  if (!match) return null;
  return realDay(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** 'YYYY-MM-DD' (what is sent and stored), or null when it is not a real calendar date. */
export function parseIsoDate(input: string): CalendarDay | null {
  const match = isoPattern.exec(input);
  if (!match) return null;
  return realDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isoDate({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from `birth` to `today`: a birthday counts on its day (29 February on 1 March in other years). */
export function ageOn(birth: CalendarDay, today: CalendarDay): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * What is wrong with a date of birth, or null when it passes: not a real date, before 1900-01-01 or after
 * today is 'invalidDate' ('Please enter a valid date.'); younger than `minAge` on `today` is 'tooYoung'
 * ('Items in your order require a minimum age of {minAge}.'). `today` is the store's or the address's day.
 */
export function birthDateProblem(
  birth: CalendarDay | null,
  minAge: number,
  today: CalendarDay,
): BirthDateProblem | null {
  if (!birth) return 'invalidDate';
  const earliest = parseIsoDate(MINIMUM_BIRTH_DATE) as CalendarDay;
  if (compareDays(birth, earliest) < 0 || compareDays(birth, today) > 0) return 'invalidDate';
  return ageOn(birth, today) >= minAge ? null : 'tooYoung';
}

/** Today's calendar day in a time zone (the store's or the delivery address's, not the device's). */
export function calendarDayIn(timeZone: string, now: Date): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
