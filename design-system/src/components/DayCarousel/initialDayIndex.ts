/** One time of a day, as far as the day picker needs it (ACC-047). */
export type DayCarouselTime = { cost: number; waiver?: number };

/** A day of the carousel (ACC-047): its date (the value), labels and times. */
export type DayCarouselDay = {
  /** The day's value, e.g. '2026-03-05'. */
  date: string;
  /** e.g. 'Today', 'Thu'. */
  dayLabel: string;
  /** e.g. 'Mar 5'. */
  daySubText: string;
  /** The day in full for screen readers, e.g. 'Thursday, March 5'; defaults to the two labels. */
  accessibleLabel?: string;
  times: readonly DayCarouselTime[];
};

/** ACC-170: a time counts for the 'Under $5' filter when cost plus waiver is below 5 (exactly 5 does not). */
export function isUnderFive(time: DayCarouselTime): boolean {
  return time.cost + (time.waiver ?? 0) < 5;
}

/**
 * The day selected first (ACC-077, ACC-078): the first day with times or, with the 'Under $5' filter,
 * the first day with a time whose cost plus waiver is below 5. When no day qualifies it falls back to
 * the first day with times, then to the first day; -1 only for an empty list.
 */
export function initialDayIndex(
  days: readonly Pick<DayCarouselDay, 'times'>[],
  { underFiveFilter = false }: { underFiveFilter?: boolean } = {},
): number {
  if (days.length === 0) return -1;
  const underFive = underFiveFilter ? days.findIndex((day) => day.times.some(isUnderFive)) : -1;
  if (underFive !== -1) return underFive;
  const withTimes = days.findIndex((day) => day.times.length > 0);
  return withTimes === -1 ? 0 : withTimes;
}
