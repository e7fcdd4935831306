import type { Membership, RenewalDurationQuantity } from '@aisle/contracts';
import type { JoinablePlanCode } from '@aisle/contracts/membershipRules';
import { api } from '../../../lib/api/index.ts';

/*
 * The membership page's calls (issue 22): the shopper's membership and the banner's plans, join, cancel
 * and resume. Each change answers the membership as it now is.
 */

/** The shopper's membership and the banner's plans to join. */
export function readMembership(): Promise<Membership> {
  return api().call('getMembership');
}

/** Issue 22: joins a plan, charged to the card the page names. Each change answers the membership as it now is. */
export function joinMembership(
  planCode: JoinablePlanCode,
  renewalDurationQuantity: RenewalDurationQuantity,
  cardId: string,
): Promise<Membership> {
  return api().call('joinMembership', { body: { planCode, renewalDurationQuantity, cardId } });
}

/** Issue 22: cancels the automatic renewal; the membership lasts until its renewal date. */
export function cancelMembership(): Promise<Membership> {
  return api().call('cancelMembership');
}

/** Issue 22: keeps a cancelled membership that has not ended yet. */
export function resumeMembership(): Promise<Membership> {
  return api().call('resumeMembership');
}
