import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo.ts';

const origin = 'http://harbor.localhost:4321';

describe('safeReturnTo', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnTo('/account/dashboard?link=mywallet#cards', origin)).toBe(
      '/account/dashboard?link=mywallet#cards',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/signin',
    '/signin/?returnTo=/cart',
  ])('sends %s home instead', (value) => {
    expect(safeReturnTo(value, origin)).toBe('/');
  });
});
