import { describe, expect, it } from 'vitest';
import { endpointRoutes } from '../src/endpoints/routes.ts';
import { loadEndpointDefinition } from '../src/endpoints/schemaLoaders.ts';
import {
  changeBasketItemRequestSchema,
  endpoints,
  errorBodySchema,
  gtin13CheckDigit,
  gtin13Schema,
  moneySchema,
  pathFor,
  productSearchQuerySchema,
  signInRequestSchema,
  storeSearchQuerySchema,
  zipCodeSchema,
} from '../src/index.ts';

describe('gtin13', () => {
  it('accepts a code whose last digit is the GS1 check digit', () => {
    expect(gtin13CheckDigit('400638133393')).toBe(1);
    expect(gtin13Schema.safeParse('4006381333931').success).toBe(true);
  });

  it('refuses a wrong check digit, letters and other lengths', () => {
    expect(gtin13Schema.safeParse('4006381333932').success).toBe(false);
    expect(gtin13Schema.safeParse('400638133393A').success).toBe(false);
    expect(gtin13Schema.safeParse('400638133393').success).toBe(false);
  });
});

describe('ZIP rule', () => {
  it('takes exactly 5 digits', () => {
    expect(zipCodeSchema.safeParse('45202').success).toBe(true);
    for (const invalid of ['4520', '452021', '4520a', ' 45202', '45202-1234']) {
      expect(zipCodeSchema.safeParse(invalid).success).toBe(false);
    }
  });

  it('store search needs a ZIP code or both coordinates, not both', () => {
    expect(storeSearchQuerySchema.safeParse({ postalCode: '45202' }).success).toBe(true);
    expect(storeSearchQuerySchema.safeParse({ lat: '39.1', lng: '-84.5' }).success).toBe(true);
    expect(storeSearchQuerySchema.safeParse({ lat: '39.1' }).success).toBe(false);
    expect(storeSearchQuerySchema.safeParse({}).success).toBe(false);
    expect(storeSearchQuerySchema.safeParse({ postalCode: '45202', lat: '1', lng: '2' }).success).toBe(false);
  });
});

describe('requests', () => {
  it('normalizes the sign-in email to lower case', () => {
    expect(signInRequestSchema.parse({ email: ' Demo@Example.com ', password: 'x' }).email).toBe('demo@example.com');
  });

  it('a basket change needs at least one field', () => {
    expect(changeBasketItemRequestSchema.safeParse({}).success).toBe(false);
    expect(changeBasketItemRequestSchema.safeParse({ quantity: 0 }).success).toBe(true);
    expect(changeBasketItemRequestSchema.safeParse({ quantity: 100 }).success).toBe(false);
  });

  it('product search parses query-string values', () => {
    expect(productSearchQuerySchema.parse({ featured: 'true', limit: '5' })).toMatchObject({
      featured: true,
      limit: 5,
    });
    expect(productSearchQuerySchema.safeParse({ gtin13: '4006381333931,4006381333932' }).success).toBe(false);
  });

  it('money has at most two decimals', () => {
    expect(moneySchema.safeParse(3.49).success).toBe(true);
    expect(moneySchema.safeParse(3.499).success).toBe(false);
  });
});

describe('endpoint table', () => {
  it('fills path parameters', () => {
    expect(pathFor('changeBasketItem', { modality: 'PICKUP', gtin13: '4006381333931' })).toBe(
      '/api/baskets/PICKUP/items/4006381333931',
    );
  });

  it('every state-changing endpoint except sign-in and the email link save needs the CSRF header', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if (endpoint.method === 'GET' || name === 'signIn' || name === 'updateEmailPreferencesByLink') continue;
      expect(endpoint.csrf, name).toBe(true);
    }
  });

  it("the email link's save is public and carries the link's secret token in its JSON body instead", () => {
    const endpoint = endpoints.updateEmailPreferencesByLink;
    expect([endpoint.access, endpoint.csrf]).toEqual(['public', false]);
    const change = { emailPreferences: [{ id: 'greenway:weekly-ad', selected: true }] };
    expect(endpoint.body.safeParse({ ...change, token2: 'x'.repeat(43) }).success).toBe(true);
    expect(endpoint.body.safeParse({ ...change, token2: 'too-short' }).success).toBe(false);
    expect(endpoint.body.safeParse(change).success).toBe(false);
  });

  it("every endpoint's schemas load from its own resource's file, as the table has them", async () => {
    const names = Object.keys(endpointRoutes) as (keyof typeof endpointRoutes)[];
    expect(names.sort()).toEqual(Object.keys(endpoints).sort());
    for (const name of names) expect(await loadEndpointDefinition(name), name).toBe(endpoints[name]);
  });

  it('error bodies are { code, message }', () => {
    expect(errorBodySchema.safeParse({ code: 'NO_STORES_FOUND', message: 'x' }).success).toBe(true);
    expect(errorBodySchema.safeParse({ code: 'MADE_UP', message: 'x' }).success).toBe(false);
  });
});
