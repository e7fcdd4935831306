import { expect, it } from 'vitest';
import { formatCount } from './number.ts';

it('groups thousands and drops fractions', () => {
  expect(formatCount(1234)).toBe('1,234');
  expect(formatCount(12)).toBe('12');
  expect(formatCount(7.6)).toBe('8');
});
