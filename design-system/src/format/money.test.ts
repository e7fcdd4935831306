import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyOrFree } from './money.ts';

describe('formatMoney', () => {
  it('shows dollars with thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-5)).toBe('-$5.00');
  });
  it('shows zero (and negative zero) as $0.00', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });
  it('rounds to cents', () => {
    expect(formatMoney(2.345)).toBe('$2.35');
  });
});

describe('formatMoneyOrFree', () => {
  it('shows the free label for zero', () => {
    expect(formatMoneyOrFree(0, 'Free')).toBe('Free');
  });
  it('shows money for any other amount', () => {
    expect(formatMoneyOrFree(3.99, 'Free')).toBe('$3.99');
  });
});
