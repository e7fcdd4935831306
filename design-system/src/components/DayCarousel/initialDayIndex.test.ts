import { describe, expect, test } from 'vitest';
import { initialDayIndex, isUnderFive } from './initialDayIndex.ts';

const noTimes = { times: [] };
const costly = { times: [{ cost: 9.95, waiver: 0 }] };
const cheap = { times: [{ cost: 9.95 }, { cost: 2.95, waiver: 1 }] };

describe('initialDayIndex', () => {
  test('picks the first day with times (ACC-077)', () => {
    expect(initialDayIndex([noTimes, noTimes, costly, cheap])).toBe(2);
  });

  test('picks the first day when it has times', () => {
    expect(initialDayIndex([costly, noTimes])).toBe(0);
  });

  test("with the 'Under $5' filter picks the first day where cost plus waiver is below 5 (ACC-078)", () => {
    expect(initialDayIndex([noTimes, costly, cheap], { underFiveFilter: true })).toBe(2);
  });

  test("with the 'Under $5' filter counts the waiver into the cost", () => {
    const waivedToFive = { times: [{ cost: 3, waiver: 2 }] };
    const waivedBelowFive = { times: [{ cost: 3, waiver: 1.99 }] };
    expect(initialDayIndex([waivedToFive, waivedBelowFive], { underFiveFilter: true })).toBe(1);
  });

  test('without the filter ignores cost', () => {
    expect(initialDayIndex([costly, cheap], { underFiveFilter: false })).toBe(0);
  });

  test('with the filter and no day under $5 falls back to the first day with times', () => {
    expect(initialDayIndex([noTimes, costly], { underFiveFilter: true })).toBe(1);
  });

  test('falls back to the first day when no day has times', () => {
    expect(initialDayIndex([noTimes, noTimes])).toBe(0);
  });

  test('is -1 for no days', () => {
    expect(initialDayIndex([])).toBe(-1);
  });
});

describe('isUnderFive (ACC-170)', () => {
  test('a total of exactly 5 does not count', () => {
    expect(isUnderFive({ cost: 5 })).toBe(false);
    expect(isUnderFive({ cost: 4, waiver: 1 })).toBe(false);
  });

  test('a total below 5 counts', () => {
    expect(isUnderFive({ cost: 4.99 })).toBe(true);
    expect(isUnderFive({ cost: 0, waiver: 4.99 })).toBe(true);
  });
});
