import type { MembershipEnrollment } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { loadSession } from '../../lib/stores/session.ts';
import { getMembership } from './selectorGateway.ts';

type PlanCode = MembershipEnrollment['planCode'];

/**
 * The membership programs behind the plan codes (spec account-and-selector 1 and ACC-178/179): the paid
 * plan is the default banner's Boost (BST same-day, BSTL next-day); Express Lane is the second banner's
 * program ('ExpressLane Offers' in its email preferences, renamed to its membership offers), plan codes
 * HTEL (same-day) and HTPL (next-day). Accounts are shared by every banner, so either can shop anywhere.
 */
export const paidPlanCodes = ['BST', 'BSTL'] as const satisfies readonly PlanCode[];
export const expressLanePlanCodes = ['HTEL', 'HTPL'] as const satisfies readonly PlanCode[];
export type MembershipProgram = 'paidPlan' | 'expressLane';

export function membershipProgramOf(planCode: PlanCode): MembershipProgram {
  return (expressLanePlanCodes as readonly PlanCode[]).includes(planCode) ? 'expressLane' : 'paidPlan';
}

/**
 * SEL-132..134: the paid plan, Express Lane or an active enrollment gets the membership messages. Every
 * enrollment is in one of the two programs, so it counts while it is active (not cancelled).
 */
export function hasMembershipMessages(membership: MembershipEnrollment | null | undefined): boolean {
  return membership?.isActive === true;
}

export type MembershipState = {
  status: 'idle' | 'loading' | 'ready';
  /** The active plan of a signed-in member (SEL-132..134); null for guests and non-members. */
  planCode: PlanCode | null;
  /** Which program that plan belongs to (SEL-132 paid plan, SEL-133 Express Lane); null with no plan. */
  program: MembershipProgram | null;
};

export const membershipStore = createStore<MembershipState>(() => ({
  status: 'idle',
  planCode: null,
  program: null,
}));

let pending: Promise<MembershipState> | undefined;

/**
 * Whether the shopper is a member, for the options' fee notes (SEL-135, SEL-136). Read from the profile
 * once per page; a failure leaves the regular texts, which are never wrong, only less generous.
 */
export function loadMembership(): Promise<MembershipState> {
  if (membershipStore.getState().status === 'ready') return Promise.resolve(membershipStore.getState());
  pending ??= (async () => {
    membershipStore.setState({ status: 'loading' });
    let planCode: PlanCode | null = null;
    try {
      const session = await loadSession();
      if (session.status === 'signedIn') {
        const membership = await getMembership();
        planCode = membership && hasMembershipMessages(membership) ? membership.planCode : null;
      }
    } catch {
      planCode = null;
    }
    membershipStore.setState({ status: 'ready', planCode, program: planCode ? membershipProgramOf(planCode) : null });
    pending = undefined;
    return membershipStore.getState();
  })();
  return pending;
}

/** For tests and stories. */
export function resetMembership(): void {
  pending = undefined;
  membershipStore.setState(membershipStore.getInitialState(), true);
}
