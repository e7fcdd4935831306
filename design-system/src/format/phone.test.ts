import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, isValidUsPhone, toUsE164 } from './phone.ts';

describe('formatPhoneDisplay', () => {
  it('formats 10 digits as (###) ###-####', () => {
    expect(formatPhoneDisplay('5135550100')).toBe('(513) 555-0100');
  });
  it('formats from any punctuation or a +1 prefix', () => {
    expect(formatPhoneDisplay('+1 513-555-0100')).toBe('(513) 555-0100');
    expect(formatPhoneDisplay('513.555.0100')).toBe('(513) 555-0100');
  });
  it('formats partial input as far as it goes', () => {
    expect(formatPhoneDisplay('513555')).toBe('(513) 555');
  });
  it('keeps the house pattern for numbers outside the numbering plan', () => {
    expect(formatPhoneDisplay('0135550100')).toBe('(013) 555-0100');
  });
});

describe('toUsE164', () => {
  it('prefixes 10 digits with +1', () => expect(toUsE164('5135550100')).toBe('+15135550100'));
  it('reduces the input to its last 10 digits', () => {
    expect(toUsE164('(513) 555-0100')).toBe('+15135550100');
    expect(toUsE164('+1 513 555 0100')).toBe('+15135550100');
    expect(toUsE164('0015135550100')).toBe('+15135550100');
  });
});

describe('isValidUsPhone', () => {
  it('accepts a valid 10-digit number, formatted or not', () => {
    expect(isValidUsPhone('5135550100')).toBe(true);
    expect(isValidUsPhone('(513) 555-0100')).toBe(true);
    expect(isValidUsPhone('1-513-555-0100')).toBe(true);
  });
  it('rejects too few or too many digits', () => {
    expect(isValidUsPhone('513555010')).toBe(false);
    expect(isValidUsPhone('25135550100')).toBe(false);
  });
  it('rejects numbers outside the numbering plan', () => {
    expect(isValidUsPhone('0135550100')).toBe(false);
    expect(isValidUsPhone('5131234567')).toBe(false);
  });
});
