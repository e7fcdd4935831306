import { describe, expect, test } from 'vitest';
import { createMockFetch, MockContractError } from '../testing/mocks.ts';

const produce = { id: 'produce', name: 'Produce', productCount: 13 };

describe('createMockFetch: story mocks routed and checked by the API contract', () => {
  test('routes a call to the handler of its endpoint and answers its body', async () => {
    const mockFetch = createMockFetch({ listDepartments: () => ({ body: { departments: [produce] } }) });
    const response = await mockFetch('/api/departments');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ departments: [produce] });
  });

  test('passes path parameters and the query to the handler', async () => {
    let seen: { params: Record<string, string>; query: string } | undefined;
    const mockFetch = createMockFetch({
      getProduct: ({ params, query }) => {
        seen = { params, query: query.toString() };
        return { status: 404, error: { code: 'NOT_FOUND', message: 'No such product' } };
      },
    });
    const response = await mockFetch('/api/products/4006381333931?view=full');
    expect(seen).toEqual({ params: { gtin13: '4006381333931' }, query: 'view=full' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'No such product' });
  });

  test("answers the server's 400 VALIDATION_FAILED when a request body breaks the endpoint's schema", async () => {
    const mockFetch = createMockFetch({
      addBasketItem: () => {
        throw new Error('must not be called with an invalid body');
      },
    });
    const response = await mockFetch('/api/baskets/PICKUP/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gtin13: 'not-a-gtin', quantity: 0 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues: unknown[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues.length).toBeGreaterThan(0);
  });

  test('throws when a mock answers a shape the contract does not allow', async () => {
    const mockFetch = createMockFetch({
      // @ts-expect-error: the point of the test is an answer that breaks the contract
      listDepartments: () => ({ body: { departments: [{ id: 'produce' }] } }),
    });
    await expect(mockFetch('/api/departments')).rejects.toBeInstanceOf(MockContractError);
  });

  test('answers 501 for an endpoint without a mock and 404 for a path outside the contract', async () => {
    const mockFetch = createMockFetch({});
    expect((await mockFetch('/api/departments')).status).toBe(501);
    expect((await mockFetch('/api/nothing-here')).status).toBe(404);
  });
});
