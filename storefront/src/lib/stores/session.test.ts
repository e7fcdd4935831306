import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { setApiClient } from '../api/index.ts';
import { loadSession, refreshSession, sessionStore } from './session.ts';

const messages = { offline: 'offline', connection: 'connection', generic: 'generic', sessionExpired: 'expired' };
const signedInAnswer = {
  shopper: {
    id: '7d0c1b0e-6f3c-4a55-9d57-0d4c2b8a1f10',
    email: 'demo@example.com',
    firstName: 'Dana',
    lastName: 'Demo',
  },
  csrfToken: 'c'.repeat(40),
  expiresAt: '2026-11-22T12:00:00.000Z',
};

function answering(status: number, body: unknown) {
  const paths: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    paths.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  setApiClient(
    createApiClient({
      bannerId: 'greenway',
      baseUrl: 'http://greenway.localhost/',
      messages,
      fetch,
      isOnline: () => true,
    }),
  );
  return paths;
}

describe('the session store', () => {
  afterEach(() => {
    setApiClient(undefined);
    sessionStore.setState(sessionStore.getInitialState(), true);
  });

  it("reads a guest's 200 { shopper: null } as signed out", async () => {
    const paths = answering(200, { shopper: null });
    await expect(loadSession()).resolves.toMatchObject({ status: 'signedOut', shopper: null, csrfToken: null });
    expect(paths).toEqual(['/api/session']);
    await expect(refreshSession()).resolves.toBe(false);
  });

  it('keeps the shopper and the CSRF token of a session', async () => {
    answering(200, signedInAnswer);
    await expect(loadSession()).resolves.toMatchObject({
      status: 'signedIn',
      shopper: { email: 'demo@example.com' },
      csrfToken: signedInAnswer.csrfToken,
    });
  });

  it('still reads a 401 as signed out (an older server)', async () => {
    answering(401, { code: 'UNAUTHENTICATED', message: 'no session' });
    await expect(loadSession()).resolves.toMatchObject({ status: 'signedOut' });
  });
});
