/*
 * Wall-clock dates and times in an IANA time zone, with Intl only (no date library on the server).
 * A "local date" is 'YYYY-MM-DD'; a minute of day counts from local midnight.
 */

/**
 * Formatters by zone and locale: making an Intl.DateTimeFormat costs far more than using one (a store search
 * formats each store's clock), and they hold no one's data.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function cachedFormatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  return cachedFormatter(
    `parts ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClockOf(instant: Date, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year as number,
    month: values.month as number,
    day: values.day as number,
    hour: (values.hour as number) % 24,
    minute: values.minute as number,
    second: values.second as number,
  };
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The local date of an instant in a zone, e.g. '2026-11-20'. */
export function localDateOf(instant: Date, timeZone: string): string {
  const clock = wallClockOf(instant, timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** Minutes since local midnight of an instant in a zone. */
export function localMinuteOf(instant: Date, timeZone: string): number {
  const clock = wallClockOf(instant, timeZone);
  return clock.hour * 60 + clock.minute;
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: Date, timeZone: string): number {
  const clock = wallClockOf(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - (instant.getTime() - instant.getMilliseconds());
}

/** The instant a wall-clock time of a local date happens in a zone (the later one in a DST gap). */
export function zonedTimeToInstant(localDate: string, minuteOfDay: number, timeZone: string): Date {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, Math.floor(minuteOfDay / 60), minuteOfDay % 60);
  // Two passes settle the offset across a daylight-saving change.
  let guess = wallAsUtc - offsetAt(new Date(wallAsUtc), timeZone);
  guess = wallAsUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** A local date plus whole days. */
export function addDays(localDate: string, days: number): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(localDate: string): number {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** 'YYYY-MM-DD' -> 'YYYYMMDD'. */
export function compactDate(localDate: string): string {
  return localDate.replaceAll('-', '');
}

/** 'YYYYMMDD' -> 'YYYY-MM-DD', or null. */
export function expandCompactDate(compact: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * A clock time as shoppers read it, e.g. '8:00 AM'. Intl puts a narrow no-break space before AM/PM in
 * newer ICU versions; it becomes a plain space so display strings are the same on every machine.
 */
export function formatClockTime(instant: Date, timeZone: string, locale: string): string {
  return cachedFormatter(
    `clock ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }),
  )
    .format(instant)
    .replace(/[\u202f\u00a0]/g, ' ');
}

export function formatShortMonth(localDate: string, locale: string): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return cachedFormatter(
    `month ${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(year, month - 1, day)));
}
