import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthDateProblem,
  calendarDayIn,
  isoDate,
  parseIsoDate,
  parseTypedDate,
} from '../src/ageVerification.ts';

const today = { year: 2026, month: 11, day: 25 };

describe('age verification', () => {
  it('takes only a real calendar date typed MM/DD/YYYY (ACC-092)', () => {
    expect(parseTypedDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const input of ['02/29/2023', '13/01/1990', '00/10/1990', '04/31/1990', '1/2/1990', '01-02-1990', '', 'abc']) {
      expect(parseTypedDate(input), input).toBeNull();
      expect(birthDateProblem(parseTypedDate(input), 21, today), input).toBe('invalidDate');
    }
  });

  it('takes 1900-01-01 and nothing earlier, and nothing after today (ACC-093, ACC-094)', () => {
    expect(birthDateProblem(parseTypedDate('01/01/1900'), 21, today)).toBeNull();
    expect(birthDateProblem(parseTypedDate('12/31/1899'), 21, today)).toBe('invalidDate');
    expect(birthDateProblem(parseTypedDate('11/26/2026'), 0, today)).toBe('invalidDate');
    expect(birthDateProblem(parseTypedDate('11/25/2026'), 0, today)).toBeNull();
  });

  it('needs the minimum age: on the 21st birthday it passes, the day before it does not (ACC-095, ACC-096)', () => {
    expect(birthDateProblem(parseTypedDate('11/25/2005'), 21, today)).toBeNull();
    expect(birthDateProblem(parseTypedDate('11/26/2005'), 21, today)).toBe('tooYoung');
    expect(birthDateProblem(parseTypedDate('11/26/2005'), 18, today)).toBeNull();
  });

  it('counts a 29 February birthday on 1 March in other years', () => {
    const leapling = { year: 2004, month: 2, day: 29 };
    expect(ageOn(leapling, { year: 2025, month: 2, day: 28 })).toBe(20);
    expect(ageOn(leapling, { year: 2025, month: 3, day: 1 })).toBe(21);
  });

  it('writes and reads the ISO date it sends', () => {
    expect(isoDate({ year: 1990, month: 4, day: 5 })).toBe('1990-04-05');
    expect(parseIsoDate('1990-04-05')).toEqual({ year: 1990, month: 4, day: 5 });
    expect(parseIsoDate('1990-02-30')).toBeNull();
  });

  it("reads today in the store's zone, not the device's", () => {
    const lateEvening = new Date('2026-11-26T03:00:00.000Z');
    expect(calendarDayIn('America/Los_Angeles', lateEvening)).toEqual({ year: 2026, month: 11, day: 25 });
    expect(calendarDayIn('Asia/Tokyo', lateEvening)).toEqual({ year: 2026, month: 11, day: 26 });
  });
});
