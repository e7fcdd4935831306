import { describe, expect, it } from 'vitest';
import {
  endpointRoutes,
  endpoints,
  errorBodySchema,
  pathFor,
  routePath,
  sessionAnswerSchema,
  signInRequestSchema,
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
