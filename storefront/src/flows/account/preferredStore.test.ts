import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { saveFailureOf, searchFailureOf, zipProblem } from './preferredStore.ts';

const httpError = (code: ConstructorParameters<typeof ApiError>[0]['code'], status = 400) =>
  new ApiError({ kind: 'http', status, code, userMessage: 'x' });

describe('the preferred store search', () => {
  it('wants a ZIP code, then exactly five digits', () => {
    expect(zipProblem('')).toBe('required');
    expect(zipProblem('   ')).toBe('required');
    expect(zipProblem('4520')).toBe('invalid');
    expect(zipProblem('4520a')).toBe('invalid');
    expect(zipProblem('452021')).toBe('invalid');
    expect(zipProblem(' 45202 ')).toBeNull();
  });

  it('words each failure: no stores (ACC-154), a lost connection (ACC-147, ACC-148), anything else (ACC-155)', () => {
    expect(searchFailureOf(httpError('NO_STORES_FOUND'))).toBe('noStores');
    expect(searchFailureOf(httpError('POSTAL_CODE_NOT_FOUND', 404))).toBe('invalidZip');
    expect(searchFailureOf(new ApiError({ kind: 'offline', userMessage: 'x' }))).toBe('connection');
    expect(searchFailureOf(new ApiError({ kind: 'network', userMessage: 'x' }))).toBe('connection');
    expect(searchFailureOf(new ApiError({ kind: 'timeout', userMessage: 'x' }))).toBe('unavailable');
    expect(searchFailureOf(httpError('SERVICE_UNAVAILABLE', 503))).toBe('unavailable');
    expect(searchFailureOf(new Error('boom'))).toBe('unavailable');
  });

  it('words a failed save', () => {
    expect(saveFailureOf(httpError('STORE_NOT_FOUND', 404))).toBe('notFound');
    expect(saveFailureOf(new ApiError({ kind: 'offline', userMessage: 'x' }))).toBe('connection');
    expect(saveFailureOf(httpError('INTERNAL_ERROR', 500))).toBe('failed');
  });
});
