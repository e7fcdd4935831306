import { banners, defaultBanner } from '@aisle/banner-themes';
import { describe, expect, it } from 'vitest';
import { roundMiles } from '../src/geo.ts';
import { openingOf } from '../src/stores/opening.ts';

/** A store open 6:00 AM to 11:00 PM in Los Angeles. */
const losAngeles = { timeZone: 'America/Los_Angeles', opensAtMinute: 6 * 60, closesAtMinute: 23 * 60 };

describe('stores: opening state in the store’s own time zone', () => {
  it("says 'Open until 11:00 PM' while open and 'Opens at 6:00 AM' while closed, whatever the server's zone", () => {
    // 15:00 UTC is 7:00 in Los Angeles (open); 12:00 UTC is 4:00 (closed); 06:59 UTC is 22:59 (still open).
    expect(openingOf(losAngeles, new Date('2026-11-20T15:00:00Z'), defaultBanner)).toEqual({
      isOpen: true,
      openText: 'Open until 11:00 PM',
    });
    expect(openingOf(losAngeles, new Date('2026-11-20T12:00:00Z'), defaultBanner)).toEqual({
      isOpen: false,
      openText: 'Opens at 6:00 AM',
    });
    expect(openingOf(losAngeles, new Date('2026-11-21T06:59:00Z'), defaultBanner).isOpen).toBe(true);
    expect(openingOf(losAngeles, new Date('2026-11-21T07:00:00Z'), defaultBanner)).toEqual({
      isOpen: false,
      openText: 'Opens at 6:00 AM',
    });
  });

  it('words the openText from each banner’s copy, the same for every banner today', () => {
    for (const banner of banners) {
      expect(openingOf(losAngeles, new Date('2026-11-20T15:00:00Z'), banner).openText, banner.id).toBe(
        'Open until 11:00 PM',
      );
    }
  });

  it('rounds miles to two decimals', () => {
    expect(roundMiles(1.23456)).toBe(1.23);
    expect(roundMiles(0.005)).toBe(0.01);
    expect(roundMiles(12)).toBe(12);
  });
});
