import type { CustomerProfile, MembershipEnrollment } from '@aisle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RecordedCall, setUpPage, signInForTest, signOutForTest, tearDownPage } from '../../../testing/page.ts';
import {
  expressLanePlanCodes,
  loadMembership,
  membershipProgramOf,
  membershipStore,
  paidPlanCodes,
  resetMembership,
} from './membership.ts';

function enrollment(planCode: MembershipEnrollment['planCode'], isActive = true): MembershipEnrollment {
  return {
    planCode,
    isActive,
    enrolledAt: '2026-01-10T12:00:00.000Z',
    renewalDueDate: '2026-12-10T12:00:00.000Z',
    cancellationDate: isActive ? null : '2026-11-01T12:00:00.000Z',
  };
}

function profileWith(membership: MembershipEnrollment | null): CustomerProfile {
  return {
    id: '5b0c8a7e-3f52-4d0e-9a51-8f3f1b2c4d6e',
    firstName: 'Dana',
    lastName: 'Demo',
    loyaltyCardNumber: null,
    created: '2025-01-10T12:00:00.000Z',
    contactInfo: { phones: [], emails: [], addresses: [] },
    bannerSpecificDetails: [],
    relevantAdsOptIn: false,
    membership,
  };
}

function signedInWith(membership: MembershipEnrollment | null, bannerId = 'harbor'): RecordedCall[] {
  const calls = setUpPage({ getProfile: () => ({ body: profileWith(membership) }) }, { bannerId });
  signInForTest();
  return calls;
}

beforeEach(() => {
  resetMembership();
});

afterEach(() => {
  tearDownPage();
});

describe('membership-specific messages (SEL-132..134)', () => {
  it('names the programs: the paid plan is BST and BSTL, Express Lane is HTEL and HTPL', () => {
    expect([...paidPlanCodes, ...expressLanePlanCodes].sort()).toEqual(['BST', 'BSTL', 'HTEL', 'HTPL']);
    expect(membershipProgramOf('HTEL')).toBe('expressLane');
    expect(membershipProgramOf('HTPL')).toBe('expressLane');
    expect(membershipProgramOf('BST')).toBe('paidPlan');
    expect(membershipProgramOf('BSTL')).toBe('paidPlan');
  });

  it('gives a shopper with Express Lane the member messages (SEL-133)', async () => {
    for (const planCode of expressLanePlanCodes) {
      resetMembership();
      signedInWith(enrollment(planCode));
      await loadMembership();
      expect(membershipStore.getState()).toEqual({ status: 'ready', planCode, program: 'expressLane' });
      tearDownPage();
    }
  });

  it('gives a shopper on the paid plan the member messages (SEL-132)', async () => {
    signedInWith(enrollment('BST'), 'greenway');
    await loadMembership();
    expect(membershipStore.getState()).toEqual({ status: 'ready', planCode: 'BST', program: 'paidPlan' });
  });

  it('needs the enrollment to be active: a cancelled one gets the regular texts (SEL-134)', async () => {
    signedInWith(enrollment('HTEL', false));
    await loadMembership();
    expect(membershipStore.getState()).toEqual({ status: 'ready', planCode: null, program: null });
  });

  it('asks nothing for a guest, and keeps the regular texts when the profile cannot be read', async () => {
    const calls = setUpPage({ getSession: () => ({ body: { shopper: null } }) });
    signOutForTest();
    await loadMembership();
    expect(calls.filter((call) => call.path === '/api/profile')).toEqual([]);
    expect(membershipStore.getState().planCode).toBeNull();

    tearDownPage();
    resetMembership();
    setUpPage({ getProfile: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'Down.' } }) });
    signInForTest();
    await loadMembership();
    expect(membershipStore.getState()).toEqual({ status: 'ready', planCode: null, program: null });
  });
});
