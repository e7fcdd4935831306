import { describe, expect, it } from 'vitest';
import {
  checkCard,
  checkCardFields,
  compactDigits,
  cvvCode,
  expiryCode,
  expiryProblem,
  formatNumberField,
  numberCode,
} from '../src/cardCapture.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('the capture rules (CONTRACT.md sandbox table, FRM-033)', () => {
  it('accepts the sandbox cards of every brand, with spaces', () => {
    for (const number of ['4111 1111 1111 1111', '5555 5555 5555 4444', '3782 822463 10005', '6011 1111 1111 1117']) {
      expect(numberCode(number), number).toBe('870');
    }
    // Saved, then declined when the order is placed: the capture itself accepts them.
    expect(numberCode('4000 0000 0000 0002')).toBe('870');
    expect(numberCode('4000 0000 0000 9995')).toBe('870');
  });

  it('gives 871 for a Luhn failure, 872 too short, 873 too long, 874 not numeric', () => {
    expect(numberCode('4111 1111 1111 1112')).toBe('871');
    expect(numberCode('4111 1111')).toBe('872');
    expect(numberCode('')).toBe('872');
    expect(numberCode('4111 1111 1111 1111 1111')).toBe('873');
    expect(numberCode('4111 1111 1111 111a')).toBe('874');
  });

  it('checks the CVV against the brand: 881 not numeric, 882 too short, 883 too long', () => {
    expect(cvvCode('123', 'visa')).toBe('870');
    expect(cvvCode('1234', 'american-express')).toBe('870');
    expect(cvvCode('12a', 'visa')).toBe('881');
    expect(cvvCode('12', 'visa')).toBe('882');
    expect(cvvCode('123', 'american-express')).toBe('882');
    expect(cvvCode('1234', 'visa')).toBe('883');
  });

  it('takes an expiry from this month on', () => {
    expect(expiryCode('11', '2026', now)).toBe('870');
    expect(expiryCode('10', '2026', now)).toBe('884');
    expect(expiryCode('13', '2030', now)).toBe('884');
    expect(expiryCode('1', '2030', now)).toBe('884');
  });

  it('words an 884: not numbers (CRD-098), in the past (CRD-099), nothing chosen, no such month', () => {
    expect(expiryProblem('11', '2026', now)).toBeNull();
    expect(expiryProblem('1a', '2030', now)).toBe('format');
    expect(expiryProblem('12', '20X0', now)).toBe('format');
    expect(expiryCode('1a', '2030', now)).toBe('884');
    expect(expiryProblem('10', '2026', now)).toBe('past');
    expect(expiryProblem('', '2030', now)).toBe('missing');
    expect(expiryProblem('13', '2030', now)).toBe('invalid');
    expect(expiryProblem('01', '2080', now)).toBe('invalid');
  });

  it('checks the gift card form: a number of exactly 19 digits and a PIN of exactly 4, both required (PAY-098..101)', () => {
    const number = '6006-4910-0000-0000-001';
    expect(checkCard('gift-card-form', { number, pin: '1234' }, now)).toEqual({ code: '870', brand: null });
    // The number: required, then exactly 19 digits once the dashes are taken out.
    expect(checkCard('gift-card-form', { number: '', pin: '1234' }, now).code).toBe('872');
    expect(checkCard('gift-card-form', { number: '6006-4910-0000-0000-00', pin: '1234' }, now).code).toBe('872');
    expect(checkCard('gift-card-form', { number: '6006-4910-0000-0000-0012', pin: '1234' }, now).code).toBe('873');
    // The PIN: required, then exactly 4 digits.
    expect(checkCard('gift-card-form', { number, pin: '' }, now).code).toBe('882');
    expect(checkCard('gift-card-form', { number, pin: '123' }, now).code).toBe('882');
    expect(checkCard('gift-card-form', { number, pin: '12345' }, now).code).toBe('883');
  });

  it('checks a page’s fields in reading order and names the brand', () => {
    const card = { number: '4111111111111111', expMonth: '12', expYear: '2030', cvv: '123' };
    expect(checkCard('payment-form', card, now)).toEqual({ code: '870', brand: 'visa' });
    expect(checkCard('payment-form', { ...card, number: '4111111111111112', cvv: '1' }, now).code).toBe('871');
    expect(checkCard('payment-form', { ...card, cvv: '1' }, now).code).toBe('882');
    expect(checkCard('cvv-form', { cvv: '123' }, now)).toEqual({ code: '870', brand: null });
  });
});

describe('the frames’ number fields (issue 20: separators never count against a length)', () => {
  it('keeps a SNAP EBT number typed as printed whole: 19 digits in fours', () => {
    const typed = formatNumberField('payment-form', 'ebt', '5077 1900 0000 0000 01');
    expect(typed.value).toBe('5077 1900 0000 0000 01');
    expect(checkCard('payment-form', { number: typed.value, cardKind: 'ebt' }, now).code).toBe('870');
    expect(compactDigits(typed.value).slice(-4)).toBe('0001');
    // CRD-024: at most 19 digits, however they are typed.
    expect(formatNumberField('payment-form', 'ebt', '5077-1900-0000-0000-0123').value).toBe('5077 1900 0000 0000 012');
  });

  it('takes a gift card number as printed, with spaces or dashes, and groups it 5-5-5-4 (CRD-019, CRD-020)', () => {
    for (const typed of ['6006 4910 0000 0000 001', '6006-4910-0000-0000-001', '6006491000000000001']) {
      const { value } = formatNumberField('gift-card-form', undefined, typed);
      expect(value, typed).toBe('60064-91000-00000-0001');
      expect(value).toHaveLength(22);
    }
    expect(formatNumberField('gift-card-form', undefined, '60064910000000000019').value).toBe('60064-91000-00000-0001');
  });

  it('groups a card at its brand’s gaps and stops at its brand’s length', () => {
    expect(formatNumberField('payment-form', undefined, '4111-1111-1111-1111').value).toBe('4111 1111 1111 1111');
    expect(formatNumberField('payment-form', undefined, '378282246310005').value).toBe('3782 822463 10005');
    expect(formatNumberField('payment-form', undefined, '3782 822463 100059').value).toBe('3782 822463 10005');
    expect(formatNumberField('payment-form', undefined, '4111 1111 1111 1111 111').value).toBe(
      '4111 1111 1111 1111 111',
    );
    expect(formatNumberField('payment-form', undefined, '4111 abcd').value).toBe('4111');
  });

  it('keeps the caret after the digit it followed', () => {
    // A digit typed in the middle of '4111 1111' (caret after the fifth digit): the caret follows it.
    expect(formatNumberField('payment-form', undefined, '4111 19111', 6)).toEqual({ value: '4111 1911 1', caret: 6 });
    // A separator typed at the end adds nothing.
    expect(formatNumberField('payment-form', 'ebt', '5077 ', 5)).toEqual({ value: '5077', caret: 4 });
    expect(formatNumberField('gift-card-form', undefined, '600649', 6)).toEqual({ value: '60064-9', caret: 7 });
  });
});

describe('every field of a frame is checked, not only the first (the frame shows an error under each)', () => {
  it('names each wrong field of an empty card, SNAP EBT and gift card form', () => {
    expect(checkCardFields('payment-form', {}, now).codes).toEqual({ number: '872', expiry: '884', cvv: '882' });
    expect(checkCardFields('payment-form', { cardKind: 'ebt' }, now).codes).toEqual({ number: '872' });
    expect(checkCardFields('gift-card-form', {}, now).codes).toEqual({ number: '872', pin: '882' });
    expect(checkCard('gift-card-form', { number: '6006491000000000001' }, now).code).toBe('882');
  });
});
