import { describe, expect, it, vi } from 'vitest';
import { promiseFixture, timeslotDays } from '../../../../testing/deliveryFixtures.ts';
import {
  holdDurationMs,
  holdText,
  isHeld,
  reservationStore,
  resetReservation,
  setReservation,
} from '../../../lib/stores/reservation.ts';
import { deliverySignInUrl, isDeliveryResume, withoutDeliveryResume } from './resume.ts';
import { defaultSelection, findTime, isDeliveryUnavailable, isTimeAvailable, toCarouselDays } from './timeslots.ts';

describe('default time-slot preselection (SEL-106)', () => {
  it('preselects the first open time of the first day with times', () => {
    const days = timeslotDays();
    expect(defaultSelection(days, null)).toEqual({ date: '2026-11-20', selectedId: 'q-20261120:x11' });
  });

  it('skips a full first window and a first day without times', () => {
    const days = timeslotDays({ full: ['2026-11-20:11'] });
    expect(defaultSelection(days, null).selectedId).toBe('q-20261120:w12');
    const fromSunday = timeslotDays({ from: '2026-11-22' });
    expect(fromSunday[0]?.times).toEqual([]);
    expect(defaultSelection(fromSunday, null)).toEqual({ date: '2026-11-23', selectedId: 'q-20261123:w8' });
  });

  it('preselects the held reservation’s window and its day when the quotes hold it', () => {
    const days = timeslotDays();
    expect(defaultSelection(days, promiseFixture('q-20261123', 'w10'))).toEqual({
      date: '2026-11-23',
      selectedId: 'q-20261123:w10',
    });
  });

  it('falls back to the first open time when the reservation is not among the quotes', () => {
    expect(defaultSelection(timeslotDays(), promiseFixture('q-20261201', 'w10')).selectedId).toBe('q-20261120:x11');
  });

  it('selects nothing without days', () => {
    expect(defaultSelection([], null)).toEqual({ date: null, selectedId: null });
  });
});

describe('quotes', () => {
  it('an empty quote list, or days without any time, is the unavailable-delivery panel (SEL-164)', () => {
    expect(isDeliveryUnavailable([])).toBe(true);
    expect(isDeliveryUnavailable(timeslotDays().map((day) => ({ ...day, times: [] })))).toBe(true);
    expect(isDeliveryUnavailable(timeslotDays())).toBe(false);
  });

  it('a window with no place left is not available', () => {
    const [first] = timeslotDays({ full: ['2026-11-20:11'] })[0]?.times ?? [];
    expect(first && isTimeAvailable(first)).toBe(false);
  });

  it('finds a time by its selection id, quote id and option id combined (SEL-058)', () => {
    const found = findTime(timeslotDays(), 'q-20261121:w14');
    expect(found?.day.date).toBe('2026-11-21');
    expect(found?.time.displayString).toBe('2:00 PM - 4:00 PM');
    expect(findTime(timeslotDays(), 'q-20261121:w99')).toBeNull();
  });

  it('labels the carousel’s days without shifting the calendar date', () => {
    const [friday] = toCarouselDays(timeslotDays());
    expect(friday).toMatchObject({
      date: '2026-11-20',
      dayLabel: 'Fri',
      daySubText: 'Nov 20',
      accessibleLabel: 'Friday, November 20',
    });
    expect(friday?.times[0]).toEqual({ cost: 11.95, waiver: 0 });
  });
});

describe('the reservation hold', () => {
  it('reads "We’ll hold this reservation until {time}" with the time as h:mm A (SEL-104, SEL-177)', () => {
    const template = "We'll hold this reservation until {time}";
    expect(holdText(template, { expiresAt: '2026-11-20T15:30:00.000Z', timeZone: 'America/New_York' })).toBe(
      "We'll hold this reservation until 10:30 AM",
    );
    // In the place's zone whatever the device's: a Los Angeles hold reads Los Angeles time (issue 9).
    expect(holdText(template, { expiresAt: '2026-11-20T21:05:00.000Z', timeZone: 'America/Los_Angeles' })).toBe(
      "We'll hold this reservation until 1:05 PM",
    );
  });

  it('times the hold by the server’s clock: its length is expiresAt minus createdAt', () => {
    const promise = promiseFixture('q-20261120', 'w12', '2026-11-20T15:30:00.000Z');
    expect(holdDurationMs(promise)).toBe(30 * 60_000);
    expect(isHeld(promise)).toBe(true);
    expect(isHeld(null)).toBe(false);
  });

  it('ends a reservation on this page when its hold has run out', () => {
    vi.useFakeTimers();
    try {
      setReservation(promiseFixture('q-20261120', 'w12', '2026-11-20T15:30:00.000Z'));
      vi.advanceTimersByTime(30 * 60_000 - 1);
      expect(reservationStore.getState().promise).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(reservationStore.getState().promise).toBeNull();
    } finally {
      resetReservation();
      vi.useRealTimers();
    }
  });
});

describe('the way back from sign-in', () => {
  it('returns to the same page with its query and the marker that reopens Delivery', () => {
    const url = deliverySignInUrl({ pathname: '/search', search: '?q=milk' });
    const returnTo = new URL(url, 'http://greenway.localhost').searchParams.get('returnTo');
    expect(url.startsWith('/signin?returnTo=')).toBe(true);
    expect(returnTo).toBe('/search?q=milk&selector=delivery');
    expect(isDeliveryResume('?q=milk&selector=delivery')).toBe(true);
    expect(isDeliveryResume('?q=milk')).toBe(false);
  });

  it('drops the marker so a reload does not reopen the selector', () => {
    expect(withoutDeliveryResume('http://greenway.localhost/search?q=milk&selector=delivery#top')).toBe(
      '/search?q=milk#top',
    );
    expect(withoutDeliveryResume('http://greenway.localhost/?selector=delivery')).toBe('/');
  });
});
