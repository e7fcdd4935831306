import { describe, expect, test } from 'vitest';
import { parseTipAmount, tipOptions, tipPercentage, tipValue } from './tip.ts';

describe('tipPercentage (PAY-084)', () => {
  test('is the tip divided by the subtotal, rounded', () => {
    expect(tipPercentage(5, 50)).toBe(10);
    expect(tipPercentage(7.5, 62.4)).toBe(12);
    expect(tipPercentage(1, 8)).toBe(13);
  });

  test('is 0 without a subtotal', () => {
    expect(tipPercentage(5, 0)).toBe(0);
    expect(tipPercentage(5, Number.NaN)).toBe(0);
  });
});

describe('tipOptions', () => {
  test('gives each suggestion its 2-decimal value and percentage', () => {
    expect(tipOptions([3, 5.5], 55)).toEqual([
      { amount: 3, value: '3.00', percentage: 5 },
      { amount: 5.5, value: '5.50', percentage: 10 },
    ]);
  });

  test('leaves out zero values (PAY-077)', () => {
    expect(tipOptions([0, 4, 0.001, -2], 40).map((option) => option.value)).toEqual(['4.00']);
  });

  test('leaves out repeats', () => {
    expect(tipOptions([4, 4.001, 6], 40).map((option) => option.value)).toEqual(['4.00', '6.00']);
  });
});

describe('parseTipAmount', () => {
  test('gives a whole amount two decimals', () => {
    expect(parseTipAmount('5')).toEqual({ ok: true, amount: 5, value: '5.00' });
  });

  test('accepts one or two decimals and a dollar sign', () => {
    expect(parseTipAmount('$ 7.5')).toEqual({ ok: true, amount: 7.5, value: '7.50' });
    expect(parseTipAmount('.25')).toEqual({ ok: true, amount: 0.25, value: '0.25' });
    expect(parseTipAmount('12.')).toEqual({ ok: true, amount: 12, value: '12.00' });
  });

  test('requires a value (PAY-081)', () => {
    expect(parseTipAmount('')).toEqual({ ok: false, error: 'required' });
    expect(parseTipAmount('  $ ')).toEqual({ ok: false, error: 'required' });
  });

  test('refuses text, negative amounts and more than two decimals', () => {
    expect(parseTipAmount('five')).toEqual({ ok: false, error: 'invalid' });
    expect(parseTipAmount('-3')).toEqual({ ok: false, error: 'invalid' });
    expect(parseTipAmount('1.005')).toEqual({ ok: false, error: 'invalid' });
  });

  test('refuses an amount above the maximum tip (PAY-083)', () => {
    expect(parseTipAmount('100.01', { max: 100 })).toEqual({ ok: false, error: 'maximum' });
    expect(parseTipAmount('100', { max: 100 })).toEqual({ ok: true, amount: 100, value: '100.00' });
  });
});

test('tipValue rounds to cents', () => {
  expect(tipValue(2.999)).toBe('3.00');
});
