import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, countryForState, isCanadianPostalCode, isUsZip } from './postal.ts';

describe('isUsZip', () => {
  it('accepts 5 digits', () => expect(isUsZip('45202')).toBe(true));
  it('accepts a 4-digit extension after a dash', () => expect(isUsZip('45202-1234')).toBe(true));
  it('accepts a 4-digit extension after a slash', () => expect(isUsZip('45202/1234')).toBe(true));
  it('accepts a 4-digit extension with no separator', () => expect(isUsZip('452021234')).toBe(true));
  it('rejects short, long, lettered or badly separated codes', () => {
    for (const value of ['4520', '452021', '45a02', '45202-123', '45202 1234', '45202--1234', '']) {
      expect(isUsZip(value), value).toBe(false);
    }
  });
});

describe('isCanadianPostalCode', () => {
  it('accepts letter-digit-letter digit-letter-digit without a space', () =>
    expect(isCanadianPostalCode('K1A0B1')).toBe(true));
  it('accepts it with one space', () => expect(isCanadianPostalCode('K1A 0B1')).toBe(true));
  it('accepts lower case', () => expect(isCanadianPostalCode('k1a 0b1')).toBe(true));
  it('rejects other shapes', () => {
    for (const value of ['K1A  0B1', '1KA 0B1', 'K1A-0B1', 'K1A 0B', '45202']) {
      expect(isCanadianPostalCode(value), value).toBe(false);
    }
  });
});

describe('countryForState', () => {
  it('is CA for each of the 10 provinces', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(10);
    for (const province of CANADIAN_PROVINCES) expect(countryForState(province)).toBe('CA');
  });
  it('is US for US states and for Canadian territories', () => {
    for (const code of ['OH', 'CA', 'HI', 'YT', 'NT', 'NU']) expect(countryForState(code)).toBe('US');
  });
  it('ignores case', () => expect(countryForState('on')).toBe('CA'));
});
