import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRules } from '../src/limits/index.ts';
import { isPostgresAvailable } from './support/backends.ts';
import { type MainProcesses, processDatabase, startMainProcesses } from './support/processes.ts';

/*
 * The limits against guessing are shared by every server process (issue 23, docs/adr/0023-guessing-limits.md):
 * two real `node services/src/main.ts` processes on one PostgreSQL database, behind a stand-in proxy (the
 * test names loopback in AISLE_TRUSTED_PROXIES and says who the client is in X-Forwarded-For). Wrong
 * passwords spread over both count once each, and racing ones cannot slip past the limit.
 */

const testDatabase = processDatabase('aisle_limits');

describe.skipIf(!isPostgresAvailable)(
  'limits against guessing across two `node services/src/main.ts` processes',
  () => {
    let processes: MainProcesses;
    let ports: number[] = [];

    beforeAll(async () => {
      processes = await startMainProcesses(testDatabase, 2, { AISLE_TRUSTED_PROXIES: '127.0.0.1,::1' });
      ports = processes.ports;
    }, 120_000);

    afterAll(async () => {
      await processes?.stop();
    }, 60_000);

    /** A sign-in on process `index` (0 or 1) from the client `forwardedFor`, as a proxy in front would send it. */
    async function signIn(index: number, email: string, password: string, forwardedFor: string) {
      const origin = `http://localhost:${ports[index % 2]}`;
      const response = await fetch(`${origin}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email, password }),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    }

    it('wrong passwords on either process count against one limit: the sixth is refused on both, the right password too; another client gets in', async () => {
      const client = '198.51.100.23';
      for (let attempt = 0; attempt < limitRules.signInAccountAddress.max; attempt++) {
        expect((await signIn(attempt, 'demo@example.com', `guess-${attempt}`, client)).status).toBe(401);
      }
      for (const index of [0, 1]) {
        const refused = await signIn(index, 'demo@example.com', 'grocery-demo', client);
        expect([refused.status, refused.body.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
        const seconds = Number(refused.retryAfter);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(limitRules.signInAccountAddress.windowMs / 1000);
      }
      // The proxy's own address is not the client: another client behind it signs in.
      expect((await signIn(1, 'demo@example.com', 'grocery-demo', '198.51.100.24')).status).toBe(200);
    }, 60_000);

    it('12 racing wrong passwords over both processes: exactly 5 are checked, 7 refused', async () => {
      const client = '198.51.100.99';
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => signIn(index, 'new@example.com', `race-${index}`, client)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    }, 60_000);
  },
);
