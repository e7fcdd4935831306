import type { TimeOption, TimeslotDay } from '@aisle/contracts';
import { timeslotSelectionId, USER_TIME_ZONE_HEADER } from '@aisle/contracts/timeslotRules';
import type { DayCarouselDay } from '@aisle/design-system/components/DayCarousel';
import type { TimeSlotListOption } from '@aisle/design-system/components/TimeSlotList';
import { formatDayLabel } from '@aisle/design-system/format';

/**
 * The day carousel's days from a time-slot answer (the selector's up-front times and the scheduling
 * page): short weekday and month-day, the long form for screen readers, costs for 'Under $5'.
 */
export function toCarouselDays(days: readonly TimeslotDay[]): DayCarouselDay[] {
  return days.map((day) => {
    const label = formatDayLabel(day.date);
    return {
      date: day.date,
      dayLabel: label.weekday,
      daySubText: label.monthDay,
      accessibleLabel: `${label.weekdayLong}, ${label.monthDayLong}`,
      times: day.times.map((time) => ({ cost: time.cost, waiver: time.waiver ?? 0 })),
    };
  });
}

/** A time of a time-slot answer as the time-slot list shows it (the selector's up-front times and the scheduling page). */
export function toTimeSlotOption(time: TimeOption): TimeSlotListOption {
  return {
    value: timeslotSelectionId(time),
    displayString: time.displayString,
    cost: time.cost,
    waiver: time.waiver ?? 0,
    showsFees: time.shouldShowFees,
    type: time.type,
  };
}

/**
 * The time-slot call's header (SEL-147, GEN-017): the shopper's own time zone, for the selector's up-front
 * times and the scheduling page alike; UTC where the browser names none.
 */
export function userTimeZoneHeader(): { [USER_TIME_ZONE_HEADER]: string } {
  let zone = 'UTC';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // An engine without time zone data: UTC.
  }
  return { [USER_TIME_ZONE_HEADER]: zone };
}
