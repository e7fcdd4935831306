import { expect, it } from 'vitest';
import { formatDistance } from './distance.ts';

it('shows miles with exactly two decimals', () => {
  expect(formatDistance(2.349)).toBe('2.35');
  expect(formatDistance(3)).toBe('3.00');
  expect(formatDistance(0.1)).toBe('0.10');
});
