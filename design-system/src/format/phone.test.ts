import { readFileSync } from 'node:fs';
import { AsYouType as FullAsYouType, parsePhoneNumberFromString as fullParse } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, isValidUsPhone } from './phone.ts';
import { formatUsPhone, hasUsPhoneShape, toUsE164 } from './phoneDigits.ts';

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

describe('formatUsPhone (no library)', () => {
  it('gives the house pattern for a stored number and as far as the digits go', () => {
    expect(formatUsPhone('+15135550100')).toBe('(513) 555-0100');
    expect(formatUsPhone('5135550100')).toBe('(513) 555-0100');
    expect(formatUsPhone('513555')).toBe('(513) 555');
    expect(formatUsPhone('51')).toBe('51');
  });
  it('agrees with the library for valid numbers', () => {
    for (const number of ['5135550100', '2125550199', '3105551234']) {
      expect(formatUsPhone(number)).toBe(formatPhoneDisplay(number));
    }
  });
});

describe('hasUsPhoneShape (no library)', () => {
  it('takes 10 digits, or 11 with a leading 1, whose area code and exchange begin with 2 to 9', () => {
    expect(hasUsPhoneShape('(513) 555-0100')).toBe(true);
    expect(hasUsPhoneShape('1 513 555 0100')).toBe(true);
    expect(hasUsPhoneShape('(123) 456-7890')).toBe(false);
    expect(hasUsPhoneShape('(513) 155-0100')).toBe(false);
    expect(hasUsPhoneShape('513555010')).toBe(false);
  });
  it('is never looser than the library: what the library takes has the shape', () => {
    for (const number of ['5135550100', '2125550199', '8005550101', '8885550199']) {
      if (isValidUsPhone(number)) expect(hasUsPhoneShape(number)).toBe(true);
    }
  });
});

describe('the +1 metadata (scripts/phone-metadata.mjs)', () => {
  it('is what the script writes from the installed libphonenumber-js (run the script after an upgrade)', async () => {
    const { nanpPhoneMetadata, target } = await import('../../../scripts/phone-metadata.mjs');
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(nanpPhoneMetadata());
  });
  it('formats and validates as the whole library does, for every kind of number a shopper types', () => {
    const numbers = [
      '5135550100',
      '2125550199',
      '8005550101',
      '0005550100',
      '1235550100',
      '5131550100',
      '9999999999',
      '6045550100', // Vancouver: Canada shares +1, and is not a US number
      '2685550100', // Antigua
      '8095550100', // Dominican Republic
    ];
    for (let digits = 1; digits <= 10; digits += 1) numbers.push('5135550100'.slice(0, digits));
    for (const number of numbers) {
      const whole = number.length === 10 ? fullParse(number, 'US') : undefined;
      expect(isValidUsPhone(number), number).toBe(number.length === 10 ? (whole?.isValid() ?? false) : false);
      const expected =
        number.length < 10
          ? new FullAsYouType('US').input(number)
          : whole?.formatNational().startsWith('(')
            ? whole.formatNational()
            : formatPhoneDisplay(number);
      expect(formatPhoneDisplay(number), number).toBe(expected);
    }
  });
});
