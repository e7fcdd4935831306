import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, walletHeaders } from '@aisle/contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { ApiError } from '../src/errors.ts';
import { createApp } from '../src/http/app.ts';
import { route } from '../src/http/route.ts';
import { backends, openSeeded } from './support/backends.ts';
import { findGtin, TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/*
 * Issue 20: route() parses an endpoint's headers schema like its path, query and body, and hands the result to
 * the handler as `headers`. A refused header is a 400 VALIDATION_FAILED naming it, except the wallet's bearer
 * token: missing or malformed, it is a 401 UNAUTHENTICATED, on which the client fetches a new token (API-057).
 */

const now = new Date('2026-11-20T15:00:00.000Z');
const host = 'greenway.localhost:4321';
const walletPath = '/api/payment/v2/wallet';

/** Every header the wallet list call's schema names, with a bearer token of the right form. */
function walletListHeaders(token: string): Record<string, string> {
  return {
    [walletHeaders.authorization]: `Bearer ${token}`,
    [walletHeaders.applicationId]: 'CLICKLIST',
    [walletHeaders.channel]: 'WEB',
    [walletHeaders.tenant]: 'greenway',
    [walletHeaders.idempotencyKey]: `key-${randomUUID()}`,
    [walletHeaders.authType]: 'B2C',
    [walletHeaders.showSnapCard]: 'true',
    [walletHeaders.showGiftCards]: 'false',
    [walletHeaders.giftCardBalance]: 'true',
  };
}

describe.each(backends)('route() and request headers on $name (issue 20)', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      database = seeded.database;
      app = createApp({ db: database.db, now: () => now });
    });

    afterAll(async () => {
      await seeded?.close();
    });

    async function signedIn(): Promise<TestClient> {
      return (await createSignedInShopper(database.db, app, now, { host })).client;
    }

    async function walletTokenOf(client: TestClient): Promise<string> {
      const answer = await client.request('POST', `${walletPath}/auth/token`);
      expect(answer.status).toBe(201);
      return answer.body.token;
    }

    it('hands the handler the headers its schema names, parsed, and none of the others', async () => {
      const echo = new Hono();
      echo.onError((error, context) =>
        error instanceof ApiError ? context.json(error.toBody(), error.status as 400) : context.json({}, 500),
      );
      route(echo, 'getWallet', { db: database.db, now: () => now }, ({ headers }) =>
        Promise.resolve(Response.json(headers)),
      );
      const client = new TestClient(echo, host);
      client.cookie = (await signedIn()).cookie;
      const sent = walletListHeaders('a'.repeat(32));

      const answer = await client.get(walletPath, { ...sent, 'x-not-in-the-schema': 'dropped' });

      expect(answer.status).toBe(200);
      // Not the cookie, the origin or the unknown header: only what the schema names, as it parsed it.
      expect(answer.body).toEqual(sent);
    });

    it('answers a refused header 400 VALIDATION_FAILED naming it, before the handler runs', async () => {
      const client = await signedIn();
      const gtin13 = await findGtin(client, 'Unsalted Butter');

      const badKey = await client.request('POST', '/api/baskets/DELIVERY/items', {
        body: { gtin13, quantity: 1 },
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'not-a-uuid' },
      });

      expect([badKey.status, badKey.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(badKey.body.message).toContain(IDEMPOTENCY_KEY_HEADER);
      expect(badKey.body.issues.map((issue: { path: string }) => issue.path)).toEqual([IDEMPOTENCY_KEY_HEADER]);
      // Nothing was added: the handler never ran.
      const basket = await client.get('/api/baskets/DELIVERY');
      expect(basket.body.items.some((line: { gtin13: string }) => line.gtin13 === gtin13)).toBe(false);

      const badChannel = await client.get(walletPath, {
        ...walletListHeaders(await walletTokenOf(client)),
        [walletHeaders.channel]: 'MOBILE',
      });
      expect([badChannel.status, badChannel.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(badChannel.body.message).toContain(walletHeaders.channel);
      expect(badChannel.body.issues.map((issue: { path: string }) => issue.path)).toEqual([walletHeaders.channel]);
    });

    it('answers a wallet call without a well-formed bearer token 401 UNAUTHENTICATED, not 400 (API-057)', async () => {
      const client = await signedIn();
      const { [walletHeaders.authorization]: _token, ...withoutToken } = walletListHeaders(await walletTokenOf(client));

      for (const headers of [
        withoutToken,
        { ...withoutToken, [walletHeaders.authorization]: 'Bearer short' },
        // Another header refused as well: the token's 401 still wins.
        { ...withoutToken, [walletHeaders.channel]: 'MOBILE' },
      ]) {
        const answer = await client.get(walletPath, headers);
        expect([answer.status, answer.body.code, answer.body.message]).toEqual([
          401,
          'UNAUTHENTICATED',
          'The wallet call needs a bearer token.',
        ]);
      }
    });

    it('checks the session before any header: without one, a wallet call is 401 Sign in to continue', async () => {
      const guest = new TestClient(app, host);

      const answer = await guest.get(walletPath, { [walletHeaders.channel]: 'MOBILE' });

      expect([answer.status, answer.body.code, answer.body.message]).toEqual([
        401,
        'UNAUTHENTICATED',
        'Sign in to continue.',
      ]);
    });
  });
});
