import { getBanner } from '@aisle/banner-themes';
import { describe, expect, it, vi } from 'vitest';
import { bannerPageConfig } from '../bannerPageConfig.ts';
import { createApiClient, MAX_SESSION_REFRESHES, type Navigation, REQUEST_TIMEOUT_MS } from './client.ts';
import { ApiError } from './errors.ts';

// The banner's own messages, as every page writes them into its page config (bannerPageConfig.ts): the
// tests below compare them with the spec's words, so a change of the product's text fails them.
const messages = bannerPageConfig(getBanner('harbor')).messages;

const session = {
  shopper: {
    id: '7d0c1b0e-6f3c-4a55-9d57-0d4c2b8a1f10',
    email: 'demo@example.com',
    firstName: 'Dana',
    lastName: 'Demo',
  },
  csrfToken: 'c'.repeat(40),
  expiresAt: '2026-11-22T12:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fetch that answers from a list, one answer per call, and records the requests. */
function scriptedFetch(...answers: Array<Response | (() => Response | Promise<Response>) | Error>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : (answer as Response).clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function navigationAt(pathname: string, search = ''): Navigation & { assigned: string[] } {
  const assigned: string[] = [];
  return { pathname: () => pathname, search: () => search, assign: (url) => assigned.push(url), assigned };
}

function client(fetch: typeof globalThis.fetch, overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const navigation = navigationAt('/account/dashboard', '?link=mywallet');
  const api = createApiClient({
    bannerId: 'harbor',
    baseUrl: 'http://harbor.localhost/',
    messages,
    fetch,
    navigation,
    retryDelayMs: 0,
    isOnline: () => true,
    getCsrfToken: () => 'token-from-session',
    ...overrides,
  });
  return { api, navigation: (overrides.navigation as typeof navigation | undefined) ?? navigation };
}

const departments = { departments: [{ id: 'produce', name: 'Produce', productCount: 13 }] };

describe('the API layer', () => {
  it('waits 10 seconds before giving up on a request', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('sends the banner header on every call and answers the parsed JSON', async () => {
    const { fetch, requests } = scriptedFetch(json(200, departments));
    const { api } = client(fetch);
    await expect(api.call('listDepartments')).resolves.toEqual(departments);
    expect(requests[0]?.url).toBe('http://harbor.localhost/api/departments');
    expect(requests[0]?.headers.get('x-banner-name')).toBe('harbor');
  });

  it('rejects an answer that is not JSON (the server checks the shape of every answer it sends)', async () => {
    const { fetch } = scriptedFetch(
      new Response('<html>proxy error</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const { api } = client(fetch);
    await expect(api.call('listDepartments')).rejects.toMatchObject({
      kind: 'invalid-response',
      userMessage: messages.generic,
    });
  });

  it('parses every answer with its contract schema and rejects one that does not match', async () => {
    const { fetch } = scriptedFetch(json(200, { departments: [{ id: 'Produce!' }] }));
    const { api } = client(fetch);
    await expect(api.call('listDepartments')).rejects.toMatchObject({
      kind: 'invalid-response',
      userMessage: messages.generic,
    });
  });

  it('in production, reads an answer as the server checked it, and still checks the answers to what it sends', async () => {
    // The server checks every answer against the same contract (services/src/http/route.ts); a production page
    // loads schemas only for calls with a body, and checks their answers with them (ADR 0029).
    // An answer the schema would refuse comes through as it is: proof that no schema was loaded for the read.
    const departments = { departments: [{ id: 'Produce!' }] };
    const read = scriptedFetch(json(200, departments));
    await expect(client(read.fetch, { checksEveryAnswer: false }).api.call('listDepartments')).resolves.toEqual(
      departments,
    );
    const body = { versionKey: '1', payments: [{ paymentType: 'BANK_CARD' as const, id: session.shopper.id }] };
    const sent = scriptedFetch(json(200, {}));
    await expect(
      client(sent.fetch, { checksEveryAnswer: false }).api.call('updateCheckout', {
        params: { orderId: '100000000001' },
        body,
      }),
    ).rejects.toMatchObject({ kind: 'invalid-response', userMessage: messages.generic });
  });

  it('in production, sends a read made as a POST (the SMS status) as built, and loads no schema for it', async () => {
    const status = { selected: true, customerOptedIn: true, title: 'Pickup Alerts' };
    const scripted = scriptedFetch(json(200, status));
    const sent: string[] = [];
    const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(`${request.method} ${await request.clone().text()}`);
      return scripted.fetch(request);
    }) as typeof globalThis.fetch;
    const body = { phoneNumber: '+15135550142', triggerType: 'CLICKLIST' as const };
    // The answer is not a whole preference: a check would refuse it, so it comes through unchecked.
    await expect(client(recording, { checksEveryAnswer: false }).api.call('getOptInStatus', { body })).resolves.toEqual(
      status,
    );
    expect(sent).toEqual([`POST ${JSON.stringify(body)}`]);
  });

  it('rejects an empty answer to the payment update (CBX-035)', async () => {
    const body = { versionKey: '1', payments: [{ paymentType: 'BANK_CARD' as const, id: session.shopper.id }] };
    for (const empty of [json(200, {}), json(200, { data: null })]) {
      const { fetch, requests } = scriptedFetch(empty);
      const { api } = client(fetch);
      await expect(api.call('updateCheckout', { params: { orderId: '100000000001' }, body })).rejects.toMatchObject({
        kind: 'invalid-response',
      });
      expect(requests).toHaveLength(1);
    }
  });

  it('fills path parameters and the query from the request', async () => {
    const page = { items: [], total: 0, limit: 5, offset: 0 };
    const { fetch, requests } = scriptedFetch(json(200, page));
    const { api } = client(fetch);
    await expect(api.call('searchProducts', { query: { query: 'milk', limit: 5 } })).resolves.toEqual(page);
    expect(requests[0]?.url).toBe('http://harbor.localhost/api/products?query=milk&limit=5');
    await api.call('getBasket', { params: { modality: 'IN_STORE' } }).catch(() => undefined);
    expect(requests[1]?.url).toBe('http://harbor.localhost/api/baskets/IN_STORE');
  });

  it('sends the checked body: the contract normalises it before it leaves', async () => {
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      expect(request.headers.get('content-type')).toBe('application/json');
      bodies.push(await request.clone().json());
      return json(200, session);
    });
    const { api } = client(fetch as unknown as typeof globalThis.fetch);
    await api.call('signIn', { body: { email: ' Demo@Example.com ', password: 'grocery-demo' } });
    expect(bodies).toEqual([{ email: 'demo@example.com', password: 'grocery-demo' }]);
  });

  it('honours a short Retry-After before retrying', async () => {
    const { fetch } = scriptedFetch(
      new Response(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '0' },
      }),
      json(200, departments),
    );
    const { api } = client(fetch, { retryDelayMs: 60_000 });
    await expect(api.call('listDepartments')).resolves.toEqual(departments);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("passes the caller's abort on without retrying", async () => {
    const controller = new AbortController();
    // Like a browser's fetch: the request's signal rejects it with an AbortError.
    const fetch = vi.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = input instanceof Request ? input.signal : init?.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          controller.abort();
        }),
    );
    const { api } = client(fetch as unknown as typeof globalThis.fetch);
    await expect(api.call('listDepartments', {}, { signal: controller.signal })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the CSRF token on state-changing calls only', async () => {
    const { fetch, requests } = scriptedFetch(json(200, departments), new Response(null, { status: 204 }));
    const { api } = client(fetch);
    await api.call('listDepartments');
    await api.call('signOut');
    expect(requests[0]?.headers.get('x-csrf-token')).toBeNull();
    expect(requests[1]?.headers.get('x-csrf-token')).toBe('token-from-session');
    expect(requests[1]?.method).toBe('DELETE');
  });

  it('checks a request body against its schema before sending it', async () => {
    const { fetch } = scriptedFetch(json(200, session));
    const { api } = client(fetch);
    await expect(api.call('signIn', { body: { email: 'not an email', password: 'x' } })).rejects.toMatchObject({
      kind: 'invalid-request',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends an endpoint's own headers, checked by its schema (the time-slot call's user-time-zone)", async () => {
    const { fetch, requests } = scriptedFetch(
      json(200, { modality: 'DELIVERY', timeZone: 'America/New_York', days: [] }),
    );
    const { api } = client(fetch);
    await api.call('getUpfrontTimeslots', {
      headers: { 'user-time-zone': 'America/New_York' },
      body: { locale: 'en-US', modality: 'DELIVERY' },
    });
    expect(requests[0]?.headers.get('user-time-zone')).toBe('America/New_York');
    await expect(
      api.call('getUpfrontTimeslots', { headers: {} as never, body: { locale: 'en-US', modality: 'DELIVERY' } }),
    ).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(requests).toHaveLength(1);
  });

  it('goes to sign-in without a history entry when a gate asks for it', () => {
    const replaced: string[] = [];
    const navigation = { ...navigationAt('/cart', '?from=header'), replace: (url: string) => replaced.push(url) };
    const { api } = client(scriptedFetch().fetch, { navigation });
    api.goToSignIn();
    expect(replaced).toEqual(['/signin?returnTo=%2Fcart%3Ffrom%3Dheader']);
  });

  describe('retries', () => {
    it('retries an idempotent call after a server error', async () => {
      const { fetch } = scriptedFetch(
        json(503, { code: 'SERVICE_UNAVAILABLE', message: 'busy' }),
        json(200, departments),
      );
      const { api } = client(fetch);
      await expect(api.call('listDepartments')).resolves.toEqual(departments);
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('gives up on an idempotent call after two retries', async () => {
      const { fetch } = scriptedFetch(json(503, { code: 'SERVICE_UNAVAILABLE', message: 'busy' }));
      const { api } = client(fetch);
      await expect(api.call('listDepartments')).rejects.toMatchObject({
        kind: 'http',
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(fetch).toHaveBeenCalledTimes(3);
    });

    it("carries an error answer's reason for the screens that show it (SCH-083..085, MOD-030..032), and nothing else of the body", async () => {
      const reason = 'You can only buy 10 of Butter Croissants per order.';
      const { fetch } = scriptedFetch(
        json(409, { code: 'CART_QUANTITY_LIMIT_EXCEEDED', message: 'developer text', reason }),
        json(409, { code: 'CART_QUANTITY_LIMIT_EXCEEDED', message: 'developer text' }),
      );
      const { api } = client(fetch);
      const adding = () =>
        api.call('addBasketItem', { params: { modality: 'PICKUP' }, body: { gtin13: '0841000000122' } });
      await expect(adding()).rejects.toMatchObject({ kind: 'http', code: 'CART_QUANTITY_LIMIT_EXCEEDED', reason });
      await expect(adding()).rejects.toMatchObject({ kind: 'http', reason: undefined, userMessage: messages.generic });
    });

    it("carries an error answer's root causes, the well-formed ones only (MOD-023..026)", async () => {
      const rootCauses = [{ gtin13: '0841000000122', code: 'NOT_AVAILABLE_AT_TIME' }];
      const { fetch } = scriptedFetch(
        json(409, { code: 'PROMISING_FALLOUT', message: 'developer text', rootCauses: [...rootCauses, { gtin13: 7 }] }),
        json(409, { code: 'CANNOT_MODIFY', message: 'developer text' }),
      );
      const { api } = client(fetch);
      const adding = () =>
        api.call('addBasketItem', { params: { modality: 'PICKUP' }, body: { gtin13: '0841000000122' } });
      await expect(adding()).rejects.toMatchObject({ code: 'PROMISING_FALLOUT', rootCauses });
      await expect(adding()).rejects.toMatchObject({ code: 'CANNOT_MODIFY', rootCauses: [] });
    });

    it('carries the fields a VALIDATION_FAILED answer names, so a screen shows each at its field (issue 20)', async () => {
      const { fetch } = scriptedFetch(
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'The contact is incomplete.',
          issues: [{ path: 'fulfillment.contact.phone', message: 'Phone number is required' }, { path: 7 }],
        }),
        json(409, { code: 'CANNOT_MODIFY', message: 'developer text' }),
      );
      const { api } = client(fetch);
      const adding = () =>
        api.call('addBasketItem', { params: { modality: 'PICKUP' }, body: { gtin13: '0841000000122' } });
      await expect(adding()).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldPaths: ['fulfillment.contact.phone'],
      });
      await expect(adding()).rejects.toMatchObject({ code: 'CANNOT_MODIFY', fieldPaths: [] });
    });

    it('never retries a non-idempotent call without an idempotency key', async () => {
      const { fetch } = scriptedFetch(json(503, { code: 'SERVICE_UNAVAILABLE', message: 'busy' }));
      const { api } = client(fetch);
      const adding = api.call('addBasketItem', { params: { modality: 'PICKUP' }, body: { gtin13: '0841000000122' } });
      await expect(adding).rejects.toMatchObject({ kind: 'http', status: 503 });
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('retries a non-idempotent call that carries an idempotency key, sending the key', async () => {
      const { fetch, requests } = scriptedFetch(
        json(503, { code: 'SERVICE_UNAVAILABLE', message: 'busy' }),
        json(200, session),
      );
      const { api } = client(fetch);
      await api.call(
        'signIn',
        { body: { email: 'demo@example.com', password: 'grocery-demo' } },
        { idempotencyKey: 'key-1' },
      );
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual(['key-1', 'key-1']);
    });

    it('sends an add-to-cart key as the idempotency-key header and keeps it across a retry after a 503', async () => {
      const basket = {
        id: null,
        modality: 'PICKUP',
        banner: 'harbor',
        items: [],
        itemCount: 0,
        subtotal: 0,
        updatedAt: null,
      };
      const { fetch, requests } = scriptedFetch(
        json(503, { code: 'SERVICE_UNAVAILABLE', message: 'busy' }),
        json(200, basket),
      );
      const { api } = client(fetch);
      const key = '0b7f6a52-3c1e-4d8a-9f2b-6e5d4c3b2a19';
      await api.call(
        'addBasketItem',
        { params: { modality: 'PICKUP' }, body: { gtin13: '0841000000122' } },
        { idempotencyKey: key },
      );
      expect(requests.map((request) => request.method)).toEqual(['POST', 'POST']);
      expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual([key, key]);
    });

    it('never sends a key that is not a uuid to an endpoint that declares the idempotency-key header', async () => {
      const { fetch } = scriptedFetch(json(201, {}));
      const { api } = client(fetch);
      const adding = api.call(
        'addBasketItem',
        { params: { modality: 'PICKUP' }, body: { gtin13: '0841000000122' } },
        { idempotencyKey: 'key-1' },
      );
      await expect(adding).rejects.toMatchObject({ kind: 'invalid-request' });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('does not retry a client error', async () => {
      const { fetch } = scriptedFetch(json(404, { code: 'NOT_FOUND', message: 'no such product' }));
      const { api } = client(fetch);
      await expect(api.call('getProduct', { params: { gtin13: '0841000000122' } })).rejects.toMatchObject({
        kind: 'http',
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it("keeps the contracts' codes with digits (the SNAP PIN's 75, the processor's RV9547)", async () => {
      const { fetch } = scriptedFetch(
        json(402, { code: '75', message: 'locked' }),
        json(402, { code: 'RV9547', message: 'declined' }),
      );
      const { api } = client(fetch);
      await expect(api.call('getProduct', { params: { gtin13: '0841000000122' } })).rejects.toMatchObject({
        code: '75',
      });
      await expect(api.call('getProduct', { params: { gtin13: '0841000000122' } })).rejects.toMatchObject({
        code: 'RV9547',
      });
    });
  });

  describe('a 401', () => {
    it('refreshes the session and tries again', async () => {
      const unauthenticated = json(401, { code: 'UNAUTHENTICATED', message: 'no session' });
      const { fetch } = scriptedFetch(unauthenticated, unauthenticated, json(200, departments));
      const refreshSession = vi.fn(async () => true);
      const { api, navigation } = client(fetch, { refreshSession });
      await expect(api.call('listDepartments')).resolves.toEqual(departments);
      expect(refreshSession).toHaveBeenCalledTimes(2);
      expect(navigation.assigned).toEqual([]);
    });

    it('is retried 5 times, then sends the shopper to sign-in and back', async () => {
      const { fetch } = scriptedFetch(json(401, { code: 'UNAUTHENTICATED', message: 'no session' }));
      const refreshSession = vi.fn(async () => true);
      const onSessionEnded = vi.fn();
      const { api, navigation } = client(fetch, { refreshSession, onSessionEnded });
      const error = await api.call('listBaskets').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'session', status: 401, userMessage: 'Your session has expired.' });
      expect(MAX_SESSION_REFRESHES).toBe(5);
      expect(refreshSession).toHaveBeenCalledTimes(5);
      expect(fetch).toHaveBeenCalledTimes(6);
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
      expect(navigation.assigned).toEqual([
        `/signin?${new URLSearchParams({ returnTo: '/account/dashboard?link=mywallet', reason: 'expired' })}`,
      ]);
    });

    it('goes to sign-in at once when the refresh finds no session', async () => {
      const { fetch } = scriptedFetch(json(401, { code: 'UNAUTHENTICATED', message: 'no session' }));
      const refreshSession = vi.fn(async () => false);
      const { api, navigation } = client(fetch, { refreshSession });
      await expect(api.call('listBaskets')).rejects.toMatchObject({ kind: 'session' });
      expect(refreshSession).toHaveBeenCalledTimes(1);
      expect(navigation.assigned).toHaveLength(1);
    });

    it('only means "signed out" when asking who is signed in', async () => {
      const { fetch } = scriptedFetch(json(401, { code: 'UNAUTHENTICATED', message: 'no session' }));
      const refreshSession = vi.fn(async () => true);
      const { api, navigation } = client(fetch, { refreshSession });
      await expect(api.call('getSession', {}, { session: 'probe' })).resolves.toBeNull();
      expect(refreshSession).not.toHaveBeenCalled();
      expect(navigation.assigned).toEqual([]);
    });

    it('is the caller’s for a call that carries its own bearer token (the wallet, API-057)', async () => {
      const { fetch } = scriptedFetch(
        json(401, { code: 'UNAUTHENTICATED', message: 'token expired', customerErrorMessage: 'Sign in again.' }),
      );
      const refreshSession = vi.fn(async () => true);
      const { api, navigation } = client(fetch, { refreshSession });
      await expect(api.call('listDepartments', {}, { session: 'token' })).rejects.toMatchObject({
        kind: 'http',
        status: 401,
        code: 'UNAUTHENTICATED',
        customerErrorMessage: 'Sign in again.',
      });
      expect(refreshSession).not.toHaveBeenCalled();
      expect(navigation.assigned).toEqual([]);
    });

    it('for wrong credentials is the sign-in form’s error, not a lost session', async () => {
      const { fetch } = scriptedFetch(json(401, { code: 'INVALID_CREDENTIALS', message: 'no match' }));
      const navigation = navigationAt('/signin', '?returnTo=%2Fcart');
      const { api } = client(fetch, { navigation });
      await expect(
        api.call('signIn', { body: { email: 'demo@example.com', password: 'wrong' } }),
      ).rejects.toMatchObject({
        kind: 'http',
        status: 401,
        code: 'INVALID_CREDENTIALS',
      });
      expect(navigation.assigned).toEqual([]);
    });
    it('does not tell a guest that a session expired: the page never knew one', async () => {
      const { fetch } = scriptedFetch(json(401, { code: 'UNAUTHENTICATED', message: 'no session' }));
      const { api, navigation } = client(fetch, { refreshSession: async () => false, hadSession: () => false });
      await expect(api.call('listOrders')).rejects.toMatchObject({ kind: 'session' });
      expect(navigation.assigned).toEqual([
        `/signin?${new URLSearchParams({ returnTo: '/account/dashboard?link=mywallet', reason: 'account' })}`,
      ]);
    });

    it('leaves for sign-in once, however many calls and gates find the session missing', async () => {
      const { fetch } = scriptedFetch(json(401, { code: 'UNAUTHENTICATED', message: 'no session' }));
      const replaced: string[] = [];
      const onSessionEnded = vi.fn();
      const navigation = { ...navigationAt('/mypurchases'), replace: (url: string) => replaced.push(url) };
      const { api } = client(fetch, { navigation, refreshSession: async () => false, onSessionEnded });
      api.goToSignIn();
      await expect(api.call('listOrders')).rejects.toMatchObject({ kind: 'session' });
      await expect(api.call('listBaskets')).rejects.toMatchObject({ kind: 'session' });
      api.goToSignIn();
      expect(replaced).toEqual(['/signin?returnTo=%2Fmypurchases&reason=purchases']);
      expect(navigation.assigned).toEqual([]);
      expect(onSessionEnded).not.toHaveBeenCalled();
    });
  });

  describe('a 403', () => {
    it('sends the shopper to sign-in', async () => {
      const { fetch } = scriptedFetch(json(403, { code: 'FORBIDDEN', message: 'not yours' }));
      const { api, navigation } = client(fetch, { refreshSession: async () => true });
      await expect(api.call('getProfile')).rejects.toMatchObject({
        kind: 'session',
        status: 403,
        userMessage: 'Your session has expired.',
      });
      // The sign-in page says 'Your session has expired.' for reason=expired (SignInForm.stories › SessionExpired).
      expect(navigation.assigned).toEqual([
        `/signin?${new URLSearchParams({ returnTo: '/account/dashboard?link=mywallet', reason: 'expired' })}`,
      ]);
    });

    it('does not redirect when the shopper is already on sign-in', async () => {
      const { fetch } = scriptedFetch(json(403, { code: 'FORBIDDEN', message: 'not yours' }));
      const navigation = navigationAt('/signin');
      const { api } = client(fetch, { navigation });
      await expect(api.call('getProfile')).rejects.toMatchObject({ kind: 'session', status: 403 });
      expect(navigation.assigned).toEqual([]);
    });

    it('sends a state-changing call made before the session is read only once the session is read', async () => {
      const { fetch, requests } = scriptedFetch(new Response(null, { status: 204 }));
      let csrfToken: string | null = null;
      const refreshSession = vi.fn(async () => {
        csrfToken = 'token-read-now';
        return true;
      });
      const { api } = client(fetch, { refreshSession, getCsrfToken: () => csrfToken });
      await expect(api.call('signOut')).resolves.toBeUndefined();
      expect(refreshSession).toHaveBeenCalledTimes(1);
      expect(requests).toHaveLength(1);
      expect(requests[0]?.headers.get('x-csrf-token')).toBe('token-read-now');
    });

    it('does not read the session again for a guest the page already knows', async () => {
      const { fetch, requests } = scriptedFetch(new Response(null, { status: 204 }));
      const refreshSession = vi.fn(async () => false);
      const { api } = client(fetch, { refreshSession, getCsrfToken: () => null, isSessionUnread: () => false });
      await expect(api.call('signOut')).resolves.toBeUndefined();
      expect(refreshSession).not.toHaveBeenCalled();
      expect(requests).toHaveLength(1);
    });

    it('sends nothing more once the page is on its way to sign-in', async () => {
      const { fetch } = scriptedFetch(json(401, { code: 'UNAUTHORIZED', message: 'signed out' }));
      const { api, navigation } = client(fetch);
      await expect(api.call('getProfile')).rejects.toMatchObject({ kind: 'session', status: 401 });
      expect(navigation.assigned).toHaveLength(1);
      await expect(api.call('listDepartments')).rejects.toMatchObject({
        kind: 'session',
        userMessage: messages.sessionExpired,
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('for a stale CSRF token reads the session again and retries once', async () => {
      const { fetch } = scriptedFetch(
        json(403, { code: 'CSRF_FAILED', message: 'stale token' }),
        new Response(null, { status: 204 }),
      );
      const refreshSession = vi.fn(async () => true);
      const { api, navigation } = client(fetch, { refreshSession });
      await expect(api.call('signOut')).resolves.toBeUndefined();
      expect(refreshSession).toHaveBeenCalledTimes(1);
      expect(navigation.assigned).toEqual([]);
    });
  });

  describe('connectivity', () => {
    it('fails at once with the offline message when the browser is offline', async () => {
      const { fetch } = scriptedFetch(json(200, departments));
      const { api } = client(fetch, { isOnline: () => false });
      await expect(api.call('listDepartments')).rejects.toMatchObject({
        kind: 'offline',
        userMessage: 'You appear to be offline. Please restore network connectivity to continue.',
      });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('maps a network error to the connection message, after retrying an idempotent call', async () => {
      const { fetch } = scriptedFetch(new TypeError('Failed to fetch'));
      const { api } = client(fetch);
      await expect(api.call('listDepartments')).rejects.toMatchObject({
        kind: 'network',
        userMessage: "Hmmm, looks like we've lost you. Please check your internet connection.",
      });
      expect(fetch).toHaveBeenCalledTimes(3);
    });

    it('maps a network error that happens while going offline to the offline message', async () => {
      let isOnline = true;
      const { fetch } = scriptedFetch(() => {
        isOnline = false;
        throw new TypeError('Failed to fetch');
      });
      const { api } = client(fetch, { isOnline: () => isOnline });
      await expect(api.call('listBaskets')).rejects.toMatchObject({
        kind: 'offline',
        userMessage: 'You appear to be offline. Please restore network connectivity to continue.',
      });
    });

    it('gives up after the time-out with the generic message, without retrying', async () => {
      const { fetch } = scriptedFetch(() => new Promise<Response>(() => undefined));
      const { api } = client(fetch, { timeoutMs: 30 });
      await expect(api.call('listDepartments')).rejects.toMatchObject({
        kind: 'timeout',
        status: 408,
        userMessage: messages.generic,
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
