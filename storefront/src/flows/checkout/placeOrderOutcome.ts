import { isApiError } from '../../lib/api/index.ts';
import { type ModifyProblem, modifyProblemOf } from '../modify/index.ts';
import type { ContactField, ContactProblem } from './checkoutRules.ts';

/*
 * What a refused Place Order means for the page (PAY-116..149, ERR-013, ERR-014, ERR-029..031, MOD-021..032):
 * one pure function from the error to an outcome, so the ladder of codes is read, and tested, in one place;
 * checkoutStore.ts carries the outcome out (the modal, the message, the route).
 */

/** Why Place Order stopped short, keyed for the screen's copy. */
export type SubmitProblem =
  | { kind: 'contact'; fields: Partial<Record<ContactField, ContactProblem>> }
  | { kind: 'terms' }
  | { kind: 'server'; message: string }
  | { kind: 'generic'; code: string | null }
  | { kind: 'createOrder' }
  /** MOD-013, MOD-022..032: a refused modification. */
  | { kind: 'modify'; problem: ModifyProblem };

export type PlaceOrderOutcome =
  /** The session ended: the API layer is on its way to sign-in; the page shows nothing more. */
  | { kind: 'signIn' }
  /** PAY-116, PAY-117, PAY-119: the PIN dialog again, after a wrong PIN or on a locked card. */
  | { kind: 'pin'; pinProblem: 'failed' | 'locked' }
  /** PAY-149: the held time ran out: 'Order Timed Out'. */
  | { kind: 'timedOut' }
  /** ERR-014: a rejected authorization goes to the rejection route with the processor's reason. */
  | { kind: 'rejected'; reason: string | undefined }
  /** PAY-129: the SNAP EBT card holds less than the amount: the amount form opens on its balance. */
  | { kind: 'snapBalance'; balance: number }
  /** The checkout is read again, then the problem shows (a stale checkout, a refused modification). */
  | { kind: 'readAgain'; problem: SubmitProblem }
  /** A field the server names: the contact drawer opens with the message at that field. */
  | { kind: 'contactFields'; fields: Partial<Record<ContactField, ContactProblem>> }
  | { kind: 'problem'; problem: SubmitProblem };

/** PAY-149: the held time ran out (the promise or the checkout). */
export function isHoldLapsed(error: unknown): boolean {
  return isApiError(error) && (error.code === 'PROMISE_EXPIRED' || error.code === 'CHECKOUT_TIMEOUT');
}

/** The contact fields a VALIDATION_FAILED answer names (its issues' paths), each with the 'required' problem. */
const contactFieldPaths: Record<string, [ContactField, ContactProblem]> = {
  'fulfillment.contact.firstName': ['firstName', 'firstNameRequired'],
  'fulfillment.contact.lastName': ['lastName', 'lastNameRequired'],
  'fulfillment.contact.phone': ['phone', 'phoneRequired'],
};

export function contactFieldsOf(paths: readonly string[]): Partial<Record<ContactField, ContactProblem>> {
  const fields: Partial<Record<ContactField, ContactProblem>> = {};
  for (const path of paths) {
    const field = contactFieldPaths[path];
    if (field) fields[field[0]] = field[1];
  }
  return fields;
}

export function placeOrderOutcome(error: unknown, { isModify }: { isModify: boolean }): PlaceOrderOutcome {
  if (!isApiError(error)) return { kind: 'problem', problem: { kind: 'generic', code: null } };
  if (error.kind === 'session') return { kind: 'signIn' };
  // MOD-021, MOD-022..032: a refused modification reads the checkout again and shows the modify catalogue.
  if (isModify && !isHoldLapsed(error)) {
    return { kind: 'readAgain', problem: { kind: 'modify', problem: modifyProblemOf(error) } };
  }
  if (error.code === '55' || error.code === '75' || error.code === 'EBT_PIN_REQUIRED') {
    return { kind: 'pin', pinProblem: error.code === '75' ? 'locked' : 'failed' };
  }
  if (isHoldLapsed(error)) return { kind: 'timedOut' };
  if (error.code === 'RV9547' || error.code === 'CARD_DECLINED') return { kind: 'rejected', reason: error.reason };
  if (error.code === 'EBT_AMOUNT_INVALID' && error.remainingBalance !== undefined) {
    return { kind: 'snapBalance', balance: error.remainingBalance };
  }
  if (error.code === 'VERSION_CONFLICT') return { kind: 'readAgain', problem: { kind: 'createOrder' } };
  // A field error shows at its field (issue 20): the contact the server refused opens in its drawer.
  const fields = error.code === 'VALIDATION_FAILED' ? contactFieldsOf(error.fieldPaths) : {};
  if (Object.keys(fields).length > 0) return { kind: 'contactFields', fields };
  // ERR-031: the server's own message when it gives one; ERR-030: otherwise the create-order message.
  if (error.kind === 'http' && error.reason)
    return { kind: 'problem', problem: { kind: 'server', message: error.reason } };
  return {
    kind: 'problem',
    problem: error.kind === 'http' ? { kind: 'createOrder' } : { kind: 'server', message: error.userMessage },
  };
}
