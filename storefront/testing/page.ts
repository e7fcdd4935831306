import { getBanner } from '@aisle/banner-themes';
import { createMockFetch, type MockHandlers } from '@aisle/contracts/testing';
import { vi } from 'vitest';
import { createApiClient } from '../src/lib/api/client.ts';
import { setApiClient } from '../src/lib/api/index.ts';
import { bannerPageConfig } from '../src/lib/bannerPageConfig.ts';
import { setPageConfig } from '../src/lib/pageConfig.ts';
import { refreshSession, sessionStore } from '../src/lib/stores/session.ts';

/*
 * Node test support for the selector and the shopping-mode store: a page config, a localStorage in
 * memory, a window that can dispatch events, and an API client answering from contract-checked mocks.
 */

/** The API layer's messages as greenway's pages carry them: tests that check words check the product's. */
export const testMessages = bannerPageConfig(getBanner('greenway')).messages;

export function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
}

export type RecordedCall = { method: string; path: string; body: unknown };

/** Page config, storage, window and API for one test; returns the calls the API received. */
export function setUpPage(
  handlers: MockHandlers,
  options: {
    bannerId?: string;
    capabilities?: { PICKUP: boolean; DELIVERY: boolean; IN_STORE: boolean };
    fetchFailure?: Error;
    /** Hears where the API client sends the browser (the sign-in page, say). */
    onAssign?: (url: string) => void;
  } = {},
): RecordedCall[] {
  const bannerId = options.bannerId ?? 'greenway';
  setPageConfig({
    bannerId,
    capabilities: options.capabilities ?? { PICKUP: true, DELIVERY: true, IN_STORE: true },
    messages: testMessages,
  });
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
  const calls: RecordedCall[] = [];
  const mockFetch = createMockFetch(handlers);
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    if (options.fetchFailure) throw options.fetchFailure;
    return mockFetch(request);
  };
  setApiClient(
    createApiClient({
      bannerId,
      baseUrl: `http://${bannerId}.localhost/`,
      messages: testMessages,
      fetch: recordingFetch,
      navigation: { pathname: () => '/', search: () => '', assign: (url) => options.onAssign?.(url) },
      isOnline: () => true,
      retryDelayMs: 0,
      getCsrfToken: () => sessionStore.getState().csrfToken,
      refreshSession,
    }),
  );
  return calls;
}

export function signInForTest(): void {
  sessionStore.setState({
    status: 'signedIn',
    shopper: {
      id: '5b0c8a7e-3f52-4d0e-9a51-8f3f1b2c4d6e',
      email: 'demo@example.com',
      firstName: 'Dana',
      lastName: 'Demo',
    },
    csrfToken: 'test-csrf-token-0123456789abcdef01234567',
  });
}

export function signOutForTest(): void {
  sessionStore.setState({ status: 'signedOut', shopper: null, csrfToken: null });
}

export function tearDownPage(): void {
  vi.unstubAllGlobals();
  setApiClient(undefined);
  setPageConfig(undefined);
  sessionStore.setState(sessionStore.getInitialState(), true);
}
