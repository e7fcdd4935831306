import { describe, expect, it } from 'vitest';
import { detectCardBrand, formatExpiry, groupGiftCardNumber, maskCardNumber } from './cards.ts';

describe('detectCardBrand', () => {
  it('recognises the sandbox cards', () => {
    expect(detectCardBrand('4111 1111 1111 1111')).toBe('VISA');
    expect(detectCardBrand('5555 5555 5555 4444')).toBe('MASTERCARD');
    expect(detectCardBrand('3782 822463 10005')).toBe('AMEX');
    expect(detectCardBrand('6011 1111 1111 1117')).toBe('DISCOVER');
  });
  it('recognises Diners, JCB and UnionPay', () => {
    expect(detectCardBrand('30569309025904')).toBe('DINERS');
    expect(detectCardBrand('3530111333300000')).toBe('JCB');
    expect(detectCardBrand('6200000000000005')).toBe('UNIONPAY');
  });
  it('knows the brand from the first digits', () => {
    expect(detectCardBrand('4')).toBe('VISA');
    expect(detectCardBrand('37')).toBe('AMEX');
  });
  it('is NONE for an empty, ambiguous or unknown number', () => {
    expect(detectCardBrand('')).toBe('NONE');
    expect(detectCardBrand('6')).toBe('NONE');
    expect(detectCardBrand('9999 9999')).toBe('NONE');
  });
});

describe('maskCardNumber', () => {
  it('pads a Visa to 16 in groups of four', () => {
    expect(maskCardNumber('1111', 'VISA')).toBe('•••• •••• •••• 1111');
  });
  it('pads an Amex to 15 grouped 4-6-5', () => {
    expect(maskCardNumber('0005', 'AMEX')).toBe('•••• •••••• •0005');
  });
  it('pads a Diners card to 14 grouped 4-6-4', () => {
    expect(maskCardNumber('5904', 'DINERS')).toBe('•••• •••••• 5904');
  });
  it('pads an unknown brand to 16 in groups of four', () => {
    expect(maskCardNumber('4444', 'NONE')).toBe('•••• •••• •••• 4444');
  });
  it('takes a given length for gift and EBT cards', () => {
    expect(maskCardNumber('0001', 'NONE', { length: 19 })).toBe('••••• ••••• ••••• 0001');
    expect(maskCardNumber('0001', 'NONE', { length: 18 })).toBe('•• •••• •••• •••• 0001');
  });
  it('shows only the last four digits it is given', () => {
    expect(maskCardNumber('4111111111111111', 'VISA')).toBe('•••• •••• •••• 1111');
  });
});

describe('formatExpiry', () => {
  it('shows MM/YY from numbers', () => expect(formatExpiry(8, 2027)).toBe('08/27'));
  it('shows MM/YY from the wallet strings', () => expect(formatExpiry('12', '2030')).toBe('12/30'));
  it('keeps a two-digit year', () => expect(formatExpiry(1, 27)).toBe('01/27'));
});

describe('groupGiftCardNumber', () => {
  it('groups 19 digits in fours with dashes', () => {
    expect(groupGiftCardNumber('6006491000000000001')).toBe('60064-91000-00000-0001');
    expect(groupGiftCardNumber('6006491000000000001')).toHaveLength(22);
  });
  it('ignores existing spacing', () => {
    expect(groupGiftCardNumber('6006 4910 0000 0000 002')).toBe('60064-91000-00000-0002');
  });
  it('is empty for no digits', () => expect(groupGiftCardNumber('')).toBe(''));
});
