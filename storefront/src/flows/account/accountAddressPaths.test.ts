import { defaultBanner } from '@aisle/banner-themes';
import type { ErrorCode } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { saveFailureOf } from '../../lib/addresses/addressSave.ts';
import { ApiError } from '../../lib/api/errors.ts';
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

  it('raises any other add-address code as the generic error, with no address message of its own (ACC-146)', () => {
    const addressMessages = Object.values(labels.errors);
    for (const code of ['INTERNAL_ERROR', 'NO_PREFERRED_STORE', 'CART_NOT_FOUND', 'SOMETHING_NEW'] as const) {
      const failure = saveFailureOf(
        new ApiError({ kind: 'http', status: 409, code: code as ErrorCode, userMessage: 'x' }),
      );
      expect(failure, code).toEqual({ kind: 'technical' });
      expect(addressMessages).not.toContain(failureText(labels, failure));
      expect(failureText(labels, failure)).toBe(labels.generic);
    }
  });

  it('adds at /account/address/ (ACC-001) and edits with the address id', () => {
    expect(addressFormPath()).toBe('/account/address/');
    expect(addressFormPath('a b')).toBe('/account/address/?addressId=a%20b');
  });
});
