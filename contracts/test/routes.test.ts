import { describe, expect, it } from 'vitest';
import {
  endpointRoutes,
  endpoints,
  errorBodySchema,
  isZipCode,
  pathFor,
  routePath,
  sessionAnswerSchema,
  signInRequestSchema,
  US_POSTAL_CODE_PATTERN,
  zipCodeSchema,
} from '../src/index.ts';

describe('the schema-free route table the browser uses', () => {
  it('lists every endpoint with the method, path, CSRF need and answer of its contract', () => {
    expect(Object.keys(endpointRoutes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const parts = endpoint as { body?: unknown; headers?: unknown };
      expect(endpointRoutes[name as keyof typeof endpointRoutes], name).toEqual({
        method: endpoint.method,
        path: endpoint.path,
        csrf: endpoint.csrf,
        isEmpty: endpoint.response === null,
        isChecked: Boolean(parts.body || parts.headers),
        // A POST that only reads, its payload kept out of the address (ADR 0029): the SMS status alone.
        isRead: name === 'getOptInStatus',
      });
    }
  });

  it('fills path parameters, encoded (pathFor is the same function)', () => {
    const params = { modality: 'PICKUP', gtin13: '4006381333931' };
    expect(routePath('changeBasketItem', params)).toBe('/api/baskets/PICKUP/items/4006381333931');
    expect(routePath('updateAddress', { addressId: 'a/b' })).toBe('/api/addresses/a%2Fb');
    expect(pathFor).toBe(routePath);
    expect(() => routePath('getProduct')).toThrow(/gtin13/);
  });
});

describe('zod/mini schemas', () => {
  it('GET /api/session answers a session or { shopper: null }', () => {
    expect(sessionAnswerSchema.safeParse({ shopper: null }).success).toBe(true);
    expect(sessionAnswerSchema.safeParse({ shopper: null, csrfToken: 'x' }).success).toBe(true);
    expect(sessionAnswerSchema.safeParse({}).success).toBe(false);
  });

  it('keep their own messages for the API’s issues', () => {
    const result = signInRequestSchema.safeParse({ email: 'demo@example.com', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['password'], message: 'is required' });
    expect(errorBodySchema.safeParse({ code: 'NOT_A_CODE', message: 'x' }).success).toBe(false);
  });
});

describe('the ZIP code rules', () => {
  it('takes exactly five digits as a ZIP code (SEL-109, SEL-110, SEL-114), the same in the schema', () => {
    for (const value of ['45202', '00000']) {
      expect(isZipCode(value), value).toBe(true);
      expect(zipCodeSchema.safeParse(value).success, value).toBe(true);
    }
    for (const value of ['4520', '452021', '4520a', ' 45202', '45202-1234', '']) {
      expect(isZipCode(value), value).toBe(false);
      expect(zipCodeSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('takes a US postal code with an optional 4-digit extension after a dash, a slash or nothing (ACC-080..083)', () => {
    for (const value of ['45202', '45202-1234', '45202/1234', '452021234']) {
      expect(US_POSTAL_CODE_PATTERN.test(value), value).toBe(true);
    }
    for (const value of ['4520', '45202-123', '45202 1234', '45202--1234']) {
      expect(US_POSTAL_CODE_PATTERN.test(value), value).toBe(false);
    }
  });
});
