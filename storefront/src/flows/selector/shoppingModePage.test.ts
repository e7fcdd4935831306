import { describe, expect, it } from 'vitest';
import { shoppingModePagePath } from './shoppingModePage.ts';

describe('shoppingModePagePath', () => {
  it('leads to the selector page, and back to the page the shopper is on', () => {
    expect(shoppingModePagePath('/search?q=milk')).toBe('/shopping-mode?returnTo=%2Fsearch%3Fq%3Dmilk');
  });

  it('needs no return address from home, which is where the panel returns by default', () => {
    expect(shoppingModePagePath('/')).toBe('/shopping-mode');
    expect(shoppingModePagePath()).toBe('/shopping-mode');
  });

  it('keeps the original return address on the selector page itself', () => {
    expect(shoppingModePagePath('/shopping-mode?returnTo=%2Fcart')).toBe('/shopping-mode?returnTo=%2Fcart');
  });
});
