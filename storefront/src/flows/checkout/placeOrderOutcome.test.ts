import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/index.ts';
import { contactFieldsOf, placeOrderOutcome } from './placeOrderOutcome.ts';

const refusal = (code: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status: 400, code: code as never, userMessage: 'generic', ...extra });

describe('placeOrderOutcome: a refused Place Order as what the page does next', () => {
  it('ERR-029: anything but an API error is the generic message without a code', () => {
    expect(placeOrderOutcome(new Error('boom'), { isModify: false })).toEqual({
      kind: 'problem',
      problem: { kind: 'generic', code: null },
    });
  });

  it('ERR-018: an ended session shows nothing (the API layer goes to sign-in)', () => {
    const ended = new ApiError({ kind: 'session', status: 401, userMessage: 'x' });
    expect(placeOrderOutcome(ended, { isModify: false })).toEqual({ kind: 'signIn' });
  });

  it('PAY-116, PAY-117, PAY-119: 55 and a missing PIN ask again; 75 is the locked card', () => {
    expect(placeOrderOutcome(refusal('55'), { isModify: false })).toEqual({ kind: 'pin', pinProblem: 'failed' });
    expect(placeOrderOutcome(refusal('EBT_PIN_REQUIRED'), { isModify: false })).toEqual({
      kind: 'pin',
      pinProblem: 'failed',
    });
    expect(placeOrderOutcome(refusal('75'), { isModify: false })).toEqual({ kind: 'pin', pinProblem: 'locked' });
  });

  it('PAY-149: a lapsed hold times the order out, in modify mode too', () => {
    expect(placeOrderOutcome(refusal('CHECKOUT_TIMEOUT'), { isModify: false })).toEqual({ kind: 'timedOut' });
    expect(placeOrderOutcome(refusal('PROMISE_EXPIRED'), { isModify: true })).toEqual({ kind: 'timedOut' });
  });

  it('ERR-014: a declined authorization goes to the rejection route with its reason', () => {
    expect(placeOrderOutcome(refusal('RV9547', { reason: 'INSUFFICIENT_FUNDS' }), { isModify: false })).toEqual({
      kind: 'rejected',
      reason: 'INSUFFICIENT_FUNDS',
    });
  });

  it('PAY-129: a SNAP EBT amount above the balance opens the amount form on the balance', () => {
    expect(placeOrderOutcome(refusal('EBT_AMOUNT_INVALID', { remainingBalance: 4.5 }), { isModify: false })).toEqual({
      kind: 'snapBalance',
      balance: 4.5,
    });
  });

  it('a stale checkout is read again, then the create-order message; a refused modification its own catalogue', () => {
    expect(placeOrderOutcome(refusal('VERSION_CONFLICT'), { isModify: false })).toEqual({
      kind: 'readAgain',
      problem: { kind: 'createOrder' },
    });
    expect(placeOrderOutcome(refusal('CANNOT_MODIFY'), { isModify: true })).toMatchObject({
      kind: 'readAgain',
      problem: { kind: 'modify' },
    });
  });

  it('issue 20: a contact field the server names shows at that field', () => {
    const refused = refusal('VALIDATION_FAILED', {
      fieldPaths: ['fulfillment.contact.phone', 'fulfillment.contact.lastName'],
    });
    expect(placeOrderOutcome(refused, { isModify: false })).toEqual({
      kind: 'contactFields',
      fields: { phone: 'phoneRequired', lastName: 'lastNameRequired' },
    });
    expect(contactFieldsOf(['paymentDetails.gratuityAmount'])).toEqual({});
  });

  it("ERR-030, ERR-031: the server's reason when it gives one, else the create-order message; a connection failure its own", () => {
    expect(placeOrderOutcome(refusal('INTERNAL_ERROR', { reason: 'Try later.' }), { isModify: false })).toEqual({
      kind: 'problem',
      problem: { kind: 'server', message: 'Try later.' },
    });
    expect(placeOrderOutcome(refusal('VALIDATION_FAILED'), { isModify: false })).toEqual({
      kind: 'problem',
      problem: { kind: 'createOrder' },
    });
    const offline = new ApiError({ kind: 'offline', userMessage: 'You are offline.' });
    expect(placeOrderOutcome(offline, { isModify: false })).toEqual({
      kind: 'problem',
      problem: { kind: 'server', message: 'You are offline.' },
    });
  });
});
