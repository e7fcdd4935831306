import { describe, expect, it } from 'vitest';
import { limitRules, withMaxOverrides } from '../src/limits/index.ts';

describe('AISLE_LIMITS: a deployment sets a rule’s max, never its window', () => {
  it('changes the named kinds and leaves every other rule as it is', () => {
    const rules = withMaxOverrides(limitRules, 'tokenize-address-minute=1000, sign-in-address=400');
    expect(rules.tokenizeAddressBurst).toEqual({ ...limitRules.tokenizeAddressBurst, max: 1000 });
    expect(rules.signInAddress).toEqual({ ...limitRules.signInAddress, max: 400 });
    expect(rules.signInAccountAddress).toEqual(limitRules.signInAccountAddress);
  });

  it('without a setting, the rules are the ADR’s', () => {
    expect(withMaxOverrides(limitRules, undefined)).toBe(limitRules);
    expect(withMaxOverrides(limitRules, ' ')).toBe(limitRules);
  });

  it('refuses a kind no rule has and a max that is not a positive whole number', () => {
    expect(() => withMaxOverrides(limitRules, 'sign-in=10')).toThrow(/"sign-in", which is not a limit/);
    expect(() => withMaxOverrides(limitRules, 'snap-pin=0')).toThrow(/positive whole number, not "0"/);
    expect(() => withMaxOverrides(limitRules, 'snap-pin=ten')).toThrow(/positive whole number, not "ten"/);
  });
});
