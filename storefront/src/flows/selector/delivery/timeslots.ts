import type { TimeOption, TimeslotDay, TimeslotPromise } from '@aisle/contracts';
import { timeslotSelectionId } from '@aisle/contracts/timeslotRules';

/** SEL-164: no quotes at all (no day, or no day with a time) is the 'unavailable delivery' panel. */
export function isDeliveryUnavailable(days: readonly TimeslotDay[]): boolean {
  return days.every((day) => day.times.length === 0);
}

/** A time the shopper can still take: a full window (no place left) is shown but disabled. */
export function isTimeAvailable(time: TimeOption): boolean {
  return time.remainingCapacity === undefined || time.remainingCapacity > 0;
}

export { toCarouselDays } from '../../../lib/timeslotDays.ts';

export function findTime(
  days: readonly TimeslotDay[],
  selectedId: string | null,
): { day: TimeslotDay; time: TimeOption } | null {
  if (!selectedId) return null;
  for (const day of days) {
    const time = day.times.find((candidate) => timeslotSelectionId(candidate) === selectedId);
    if (time) return { day, time };
  }
  return null;
}

/**
 * SEL-106: when the quotes load, a time is preselected: the held reservation's window when it is among
 * them, otherwise the first time still open on the first day with times (ACC-077).
 */
export function defaultSelection(
  days: readonly TimeslotDay[],
  reservation: Pick<TimeslotPromise, 'selectedId'> | null,
): { date: string | null; selectedId: string | null } {
  const held = findTime(days, reservation?.selectedId ?? null);
  if (held) return { date: held.day.date, selectedId: timeslotSelectionId(held.time) };
  // ACC-077: the first day with times (the carousel's own start; the design system's styles stay out of this module).
  const day = days.find((candidate) => candidate.times.length > 0) ?? days[0];
  if (!day) return { date: null, selectedId: null };
  const first = day.times.find(isTimeAvailable);
  return { date: day.date, selectedId: first ? timeslotSelectionId(first) : null };
}
