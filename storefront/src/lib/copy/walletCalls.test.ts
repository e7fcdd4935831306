import { getBanner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { describe, expect, it } from 'vitest';
import { walletErrorMessage } from '../../flows/wallet/api/errorCatalogue.ts';
import { walletCallCopy } from './walletCalls.ts';

describe('wallet call messages', () => {
  it("are the spec's words with the banner's phone (WER-001, WER-003, WER-012, WER-024, WER-028, WER-029, WER-042)", () => {
    const banner = getBanner('greenway');
    const messages = walletCallCopy(banner);
    const failed = (code: string | undefined, status: number) => ({
      kind: 'http' as const,
      status,
      code: code as never,
    });
    expect(walletErrorMessage({ kind: 'timeout', status: 408, code: undefined }, 'getCards', messages)).toMatch(
      /^We're sorry, we are currently experiencing technical difficulties/,
    );
    expect(walletErrorMessage({ kind: 'session', status: 401, code: undefined }, 'getCards', messages)).toBe(
      'Please log in again',
    );
    expect(walletErrorMessage(failed('55', 402), 'ebtBalance', messages)).toBe('Invalid PIN, please try again.');
    expect(walletErrorMessage(failed(undefined, 500), 'ebtBalance', messages)).toBe(
      "We couldn't retrieve your SNAP EBT card balance. Please try again.",
    );
    expect(walletErrorMessage(failed(undefined, 500), 'addCard', messages)).toBe('There was an error adding your card');
    expect(walletErrorMessage(failed(undefined, 500), 'editCard', messages)).toBe(
      'There was an error updating your card',
    );
    expect(walletErrorMessage(failed(undefined, 500), 'getBilling', messages)).toBe('Please add a new address');
    expect(walletErrorMessage(failed(undefined, 500), 'makePreferred', messages)).toBe('Something went wrong');
    expect(messages.timeout).toContain(banner.customerServicePhone.slice(-4));
  });

  it("a 429 (a limit against guessing) gives the copy catalogue's too-many-attempts words for a gift card add and a SNAP balance", () => {
    const banner = getBanner('harbor');
    const messages = walletCallCopy(banner);
    const limited = { kind: 'http' as const, status: 429, code: 'TOO_MANY_ATTEMPTS' as const };
    expect(walletErrorMessage(limited, 'addGiftCard', messages)).toBe(banner.strings.errors.tooManyAttempts);
    expect(walletErrorMessage(limited, 'ebtBalance', messages)).toBe(banner.strings.errors.tooManyAttempts);
    expect(banner.strings.errors.tooManyAttempts).toMatch(/^Too many attempts\./);
  });

  it("fill {phone} with each banner's own customer-service number (WER-002)", () => {
    const greenway = getBanner('greenway');
    const harbor = getBanner('harbor');
    expect(greenway.customerServicePhone).not.toBe(harbor.customerServicePhone);
    for (const banner of [greenway, harbor]) {
      const messages = walletCallCopy(banner);
      const phone = formatPhoneDisplay(banner.customerServicePhone);
      expect(messages.timeout).toContain(phone);
      expect(messages.maxBankCards).toContain(phone);
      expect(`${messages.timeout} ${messages.maxBankCards}`).not.toContain('{phone}');
    }
  });

  it('a locked SNAP EBT card (code 75) says so in the spec’s words (WER-025)', () => {
    const messages = walletCallCopy(getBanner('greenway'));
    const locked = { kind: 'http' as const, status: 402, code: '75' as never };
    expect(walletErrorMessage(locked, 'ebtBalance', messages)).toBe(
      'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
    );
  });
});
