import { describe, expect, it } from 'vitest';
import { changesOf, failureOf, linkTokensOf, selectedIdsOf } from './emailPreferencesRules.ts';

const preferences = {
  emailPreferences: [
    {
      id: 'greenway:weekly-ad',
      shortDescription: 'Weekly Ad',
      longDescription: '',
      selected: true,
      banner: 'greenway',
    },
    {
      id: 'greenway:digital-coupons',
      shortDescription: 'Digital Coupons',
      longDescription: '',
      selected: false,
      banner: 'greenway',
    },
  ],
  emailUngroupedPreferences: [
    {
      id: 'all:customer-surveys',
      shortDescription: 'Customer Surveys',
      longDescription: '',
      selected: false,
      banner: null,
    },
  ],
};

describe('email preferences rules', () => {
  it('reads token and token2 from the page address, or no link at all (ACC-018, ACC-019)', () => {
    expect(linkTokensOf('?token=abc&token2=def')).toEqual({ token: 'abc', token2: 'def' });
    expect(linkTokensOf('?token2=def')).toEqual({ token2: 'def' });
    expect(linkTokensOf('?other=1')).toBeNull();
    expect(linkTokensOf('')).toBeNull();
  });

  it('sends every choice, grouped and ungrouped (ACC-130)', () => {
    const selected = selectedIdsOf(preferences);
    expect([...selected]).toEqual(['greenway:weekly-ad']);
    selected.add('all:customer-surveys');
    expect(changesOf(preferences, selected)).toEqual([
      { id: 'greenway:weekly-ad', selected: true },
      { id: 'greenway:digital-coupons', selected: false },
      { id: 'all:customer-surveys', selected: true },
    ]);
  });

  it('words failures: connection (ACC-161), unknown link (ACC-150), no preferred store (ACC-162), otherwise technical (ACC-160)', () => {
    expect(failureOf({ kind: 'offline' })).toBe('connection');
    expect(failureOf({ kind: 'network' })).toBe('connection');
    expect(failureOf({ kind: 'session', status: 403 })).toBe('session');
    expect(failureOf({ kind: 'http', code: 'PREFERENCES_NOT_FOUND' })).toBe('not-found');
    expect(failureOf({ kind: 'http', code: 'VALIDATION_FAILED' }, true)).toBe('not-found');
    expect(failureOf({ kind: 'http', code: 'VALIDATION_FAILED' })).toBe('technical');
    expect(failureOf({ kind: 'http', code: 'NO_PREFERRED_STORE' })).toBe('no-preferred-store');
    expect(failureOf(new Error('boom'))).toBe('technical');
  });
});
