import { defaultBanner } from '@aisle/banner-themes';
import { describe, expect, it } from 'vitest';
import { accountAddressCopy } from '../../lib/copy/account.ts';
import { addressFormPath, failureText } from './accountAddressPaths.ts';

describe('the account address book', () => {
  const labels = accountAddressCopy(defaultBanner);

  it('words each failure in the account area’s words (ACC-090, ACC-091, ACC-143..149)', () => {
    expect(failureText(labels, { kind: 'notFound' })).toBe('We could not find that address.');
    expect(failureText(labels, { kind: 'unverified' })).toBe(
      'Our system was unable to verify this address. Please edit your address or enter a new one.',
    );
    expect(failureText(labels, { kind: 'validationFailed' })).toBe(
      "We're sorry, but something went wrong when trying to validate your address. Please try again.",
    );
    expect(failureText(labels, { kind: 'constraint' })).toBe(labels.errors.generic);
    expect(failureText(labels, { kind: 'limit' })).toBe(labels.errors.limit);
    expect(failureText(labels, { kind: 'connection', message: 'ignored' })).toBe(
      "Hmmm, looks like we've lost you. Please check your internet connection.",
    );
    expect(failureText(labels, { kind: 'technical' })).toBe(
      "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
    );
  });

  it('adds at /account/address/ (ACC-001) and edits with the address id', () => {
    expect(addressFormPath()).toBe('/account/address/');
    expect(addressFormPath('a b')).toBe('/account/address/?addressId=a%20b');
  });
});
