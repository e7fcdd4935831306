import { formatCopy } from '@aisle/banner-themes/copy';
import type { MembershipCard } from '@aisle/contracts';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import type { AccountMembershipLabels } from '../../lib/copy/account.ts';

/*
 * Joining, cancelling and resuming a membership (issue 22): what a refusal tells the shopper, and how the
 * page names a card. The calls themselves are in gateway/membership.ts.
 */

/** Why a membership change did not happen, as the page words it. */
export type MembershipFailure = 'declined' | 'expiredCard' | 'alreadyMember' | 'noCard' | 'connection' | 'updateFailed';

export function membershipFailureOf(error: unknown): MembershipFailure {
  if (isConnectionError(error)) return 'connection';
  if (isApiError(error)) {
    if (error.code === 'RV9547') return 'declined';
    if (error.code === 'PAYMENT_METHOD_EXPIRED') return 'expiredCard';
    if (error.code === 'MEMBERSHIP_ACTIVE') return 'alreadyMember';
    // The card left the wallet since the page read it (another tab): like having none.
    if (error.code === 'CARD_NOT_FOUND') return 'noCard';
  }
  return 'updateFailed';
}

/** The words of a failure. */
export function membershipFailureText(labels: AccountMembershipLabels, failure: MembershipFailure): string {
  return failure === 'connection' ? labels.connection : labels[failure];
}

/** 'Visa ending in 1111'. */
export function membershipCardName(labels: AccountMembershipLabels, card: MembershipCard): string {
  return formatCopy(labels.cardName, { brand: labels.cardBrands[card.brand], lastFour: card.lastFour });
}
