import { banners } from '@aisle/banner-themes';
import { checkBillingAddress, checkCardholderName, checkExpiry } from '@aisle/contracts';
import { checkCardFields } from '@aisle/contracts/cardCapture';
import { describe, expect, it } from 'vitest';
import { walletCopy } from '../../../lib/copy/wallet.ts';
import { secureFrameCopy } from '../../../lib/copy/walletFrames.ts';

/*
 * The words of a refused wallet form field, as the shopper meets them: the rule's answer (a key), looked up
 * where the screen looks it up (the flyout's `labels.validation[key]`, a secure frame's `l.<field>Error`
 * words), for every banner, against the spec's wording written out here. A change of the product's text,
 * or of the key a rule answers, fails this test.
 */
const address = { street: '100 Main St', unit: '', city: 'Cincinnati', state: 'OH', postalCode: '45202' };
const now = new Date('2026-11-20T12:00:00.000Z');

describe.each(banners.map((banner) => [banner.id, banner] as const))('the wallet forms’ words on %s', (_id, banner) => {
  const validation = walletCopy(banner).validation;
  const flyout = (key: string | null | undefined) => (key ? validation[key as keyof typeof validation] : null);

  it('names: at most 375 characters (CRD-040, CRD-043)', () => {
    const words = 'Maximum length for name fields is 375 characters.';
    expect(flyout(checkCardholderName('a'.repeat(376), 'first'))).toBe(words);
    expect(flyout(checkCardholderName('a'.repeat(376), 'last'))).toBe(words);
  });

  it('billing address: the line’s characters and the city’s length (CRD-053, CRD-057)', () => {
    expect(flyout(checkBillingAddress({ ...address, street: '100 Main St $' }).street)).toBe(
      'Address has invalid characters.',
    );
    expect(flyout(checkBillingAddress({ ...address, city: 'C'.repeat(51) }).city)).toBe(
      'Maximum length for city field is 50 characters.',
    );
  });

  it('expiry: the month, its two digits, the year and a past date (CRD-093, CRD-094, CRD-096, CRD-099)', () => {
    expect(flyout(checkExpiry('13', '2030', now).month)).toBe('Please enter a valid expiration month.');
    expect(flyout(checkExpiry('6', '2030', now).month)).toBe(
      'Expiration Month needs to be in a 2-digit format. (ex: 06).',
    );
    expect(flyout(checkExpiry('06', '30', now).year)).toBe('Please enter a valid expiration year.');
    expect(flyout(checkExpiry('10', '2026', now).date)).toBe('Expiration Date must be after the current date.');
  });

  it('the secure frames’ numbers and PIN (CRD-087, CRD-089, CRD-091)', () => {
    // The capture service refuses the field (contracts/src/cardCapture.ts, run by the frame and the server);
    // the frame then shows its `numberError` / `pinError` words, which the page passes in.
    const snap = checkCardFields('payment-form', { cardKind: 'ebt', number: '6006 4910 0000 000' }, now);
    expect(snap.codes.number).toBeDefined();
    expect(secureFrameCopy(banner, 'snap').fields.numberError).toBe(
      'Card Number must be at least 16 characters long and at most 19 characters long.',
    );
    const gift = checkCardFields('gift-card-form', { number: '6006-4910-0000-0000-00', pin: '123' }, now);
    expect(gift.codes.number).toBeDefined();
    expect(gift.codes.pin).toBeDefined();
    expect(secureFrameCopy(banner, 'gift').fields.numberError).toBe('Card Number must be exactly 19 characters long.');
    expect(checkCardFields('pin-form', { pin: '12345' }, now).codes.pin).toBeDefined();
    for (const kind of ['gift', 'pin'] as const) {
      expect(secureFrameCopy(banner, kind).fields.pinError).toBe('PIN must be exactly 4 characters long.');
    }
  });
});
