import type { CustomerProfile, StoreDetails } from '@aisle/contracts';
import { homeAddress } from './deliveryFixtures.ts';
import { cincinnatiStores } from './storeFixtures.ts';

/*
 * Customer profiles and a preferred store for unit tests and stories, shaped like the seeded accounts:
 * every value passes the contracts, because createMockFetch checks them.
 */

/** demo@example.com: names, mobile phone, loyalty card, a home address, the same-day membership (BST). */
export const demoProfile: CustomerProfile = {
  id: '5b0c8a7e-3f52-4d0e-9a51-8f3f1b2c4d6e',
  firstName: 'Jordan',
  lastName: 'Rivera',
  loyaltyCardNumber: '4800 1234 5678',
  created: '2024-03-05T15:00:00.000Z',
  contactInfo: {
    phones: [{ type: 'MOBILE', number: { original: '5135550142' }, verified: true }],
    emails: [{ address: 'demo@example.com', isVerified: true, verified: true }],
    addresses: [homeAddress],
  },
  bannerSpecificDetails: [
    {
      banner: 'greenway',
      preferredStoreNumber: '00351',
      preferredStoreDivisionNumber: '014',
      communityRewardsEnabled: true,
    },
  ],
  relevantAdsOptIn: false,
  membership: {
    planCode: 'BST',
    isActive: true,
    enrolledAt: '2026-10-01T15:00:00.000Z',
    renewalDueDate: '2026-12-01T15:00:00.000Z',
    cancellationDate: null,
  },
};

/** new@example.com: names only. */
export const newProfile: CustomerProfile = {
  id: '7d1e9b8f-4a63-4e1f-8b62-9a4a2c3d5e7f',
  firstName: 'Casey',
  lastName: 'Newman',
  loyaltyCardNumber: null,
  created: '2026-11-01T15:00:00.000Z',
  contactInfo: {
    phones: [],
    emails: [{ address: 'new@example.com', isVerified: true, verified: true }],
    addresses: [],
  },
  bannerSpecificDetails: [],
  relevantAdsOptIn: false,
  membership: null,
};

/** A store of the search answer as the preferred store answers it (no searched place). */
export function storeDetailsOf(store: (typeof cincinnatiStores)[number]): StoreDetails {
  const {
    distance: _distance,
    currentlyShopping: _current,
    isCrossBanner: _cross,
    externalNavigation: _link,
    ...details
  } = store;
  return details;
}

/** Downtown Cincinnati, demo's greenway store. */
export const downtownStore: StoreDetails = storeDetailsOf(cincinnatiStores[0] as (typeof cincinnatiStores)[number]);
