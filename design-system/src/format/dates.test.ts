import { describe, expect, it } from 'vitest';
import { formatDayLabel, formatOrderDate, formatTime } from './dates.ts';

describe('formatOrderDate', () => {
  it('abbreviates the month with a period', () => {
    expect(formatOrderDate('2024-03-05')).toBe('Mar. 5, 2024');
    expect(formatOrderDate('2024-12-25')).toBe('Dec. 25, 2024');
  });
  it('writes May out without a period', () => {
    expect(formatOrderDate('2024-05-05')).toBe('May 5, 2024');
  });
  it('abbreviates June, July and September to three letters', () => {
    expect(formatOrderDate('2024-06-05')).toBe('Jun. 5, 2024');
    expect(formatOrderDate('2024-07-05')).toBe('Jul. 5, 2024');
    expect(formatOrderDate('2024-09-05')).toBe('Sep. 5, 2024');
  });
  it('never shifts a calendar date across a time zone', () => {
    expect(formatOrderDate('2024-03-05', 'Pacific/Honolulu')).toBe('Mar. 5, 2024');
  });
  it('shows a moment on its day in the given time zone', () => {
    expect(formatOrderDate('2024-03-06T03:00:00Z', 'America/New_York')).toBe('Mar. 5, 2024');
    expect(formatOrderDate(new Date('2024-03-06T03:00:00Z'), 'UTC')).toBe('Mar. 6, 2024');
  });
  it('uses the runtime zone without a time zone', () => {
    expect(formatOrderDate(new Date(2024, 2, 5, 23, 59))).toBe('Mar. 5, 2024');
  });
});

describe('formatTime', () => {
  it('formats as h:mm A in the given time zone', () => {
    expect(formatTime('2024-03-05T21:30:00Z', 'America/New_York')).toBe('4:30 PM');
    expect(formatTime('2024-03-05T14:05:00Z', 'UTC')).toBe('2:05 PM');
    expect(formatTime('2024-03-05T00:00:00Z', 'UTC')).toBe('12:00 AM');
  });
  it('uses the runtime zone without a time zone', () => {
    expect(formatTime(new Date(2024, 2, 5, 9, 7))).toBe('9:07 AM');
  });
});

describe('formatDayLabel', () => {
  it('gives short and long weekday and month-day parts and a stable key', () => {
    expect(formatDayLabel('2024-03-05')).toEqual({
      weekday: 'Tue',
      weekdayLong: 'Tuesday',
      monthDay: 'Mar 5',
      monthDayLong: 'March 5',
      isoDate: '2024-03-05',
    });
  });
  it('takes the day in the given time zone', () => {
    expect(formatDayLabel('2024-03-06T03:00:00Z', 'America/Chicago').isoDate).toBe('2024-03-05');
  });
});
