import type { ErrorCode } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { failureOf, saveFailureOf } from './addressSave.ts';

const httpError = (code: ErrorCode, status = 409) => new ApiError({ kind: 'http', status, code, userMessage: 'x' });

describe('address failures', () => {
  it("words the address book's error codes", () => {
    // Account-and-selector 8, "Address add errors": each code has its own kind, anything else is technical.
    expect(saveFailureOf(httpError('CONSTRAINT_VIOLATION_EXCEPTION', 400))).toEqual({ kind: 'constraint' });
    expect(saveFailureOf(httpError('ADDRESS_NOT_FOUND', 404))).toEqual({ kind: 'notFound' });
    expect(saveFailureOf(httpError('TOO_MANY_ADDRESSES'))).toEqual({ kind: 'limit' });
    expect(saveFailureOf(httpError('SERVICE_UNAVAILABLE', 503))).toEqual({ kind: 'technical' });
    expect(saveFailureOf(new Error('boom'))).toEqual({ kind: 'technical' });
  });

  it('calls offline and no-answer failures connection failures, with the API layer’s words', () => {
    const offline = new ApiError({ kind: 'offline', userMessage: 'You appear to be offline.' });
    const network = new ApiError({ kind: 'network', userMessage: 'Lost you.' });
    expect(failureOf(offline, 'validationFailed')).toEqual({
      kind: 'connection',
      message: 'You appear to be offline.',
    });
    expect(saveFailureOf(network)).toEqual({ kind: 'connection', message: 'Lost you.' });
    expect(failureOf(httpError('SERVICE_UNAVAILABLE', 503), 'validationFailed')).toEqual({ kind: 'validationFailed' });
  });
});
