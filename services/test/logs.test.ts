import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { createApp } from '../src/http/app.ts';
import { createLogger } from '../src/log.ts';
import { backends, openSeeded } from './support/backends.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/*
 * Issue 23: a failed request logged the SQL and every bound parameter (shopper ids, whole addresses), and
 * a line break in a field wrote a line of its own. Now a failure writes one JSON line with the request's
 * id, which the 500 answer carries as errorId, and nothing the shopper sent.
 */
const now = new Date('2026-11-20T15:00:00.000Z');

/** The log as the lines a reader of standard output would see. */
function collectedLog() {
  let text = '';
  return {
    destination: {
      write: (chunk: string) => {
        text += chunk;
      },
    },
    lines: () => text.split('\n').filter((line) => line !== ''),
  };
}

describe.each(backends)('the log on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(backend.name, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let log: ReturnType<typeof collectedLog>;
    let app: Hono;

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      database = seeded.database;
      log = collectedLog();
      app = createApp({ db: database.db, now: () => now, logger: createLogger({ destination: log.destination }) });
      // A route that fails with a message holding a line break and a forged line (a test build's route).
      app.get('/api/test-failure', () => {
        throw new Error('typed text\n{"level":"info","msg":"forged line"}');
      });
    });

    afterAll(async () => {
      await seeded?.close();
    });

    it('a database failure writes one JSON line with the answer’s errorId and none of the bound values', async () => {
      const { client, shopperId } = await createSignedInShopper(database.db, app, now);
      const before = log.lines().length;
      await database.db.execute(sql.raw('alter table addresses rename to addresses_moved'));
      try {
        const address = {
          addressType: 'Delivery',
          addressLine1: '4711 Secretive Lane',
          addressLine2: 'Apt 9Q',
          city: 'Cincinnati',
          countryCode: 'US',
          stateCode: 'OH',
          zip: '45202',
          dateAddressUpdated: now.toISOString(),
          label: 'Grandma Ruth',
          notes: 'Key under the blue pot',
        };
        const answer = await client.request('POST', '/api/addresses', { body: address });
        expect(answer.status).toBe(500);
        expect(answer.body).toMatchObject({ code: 'INTERNAL_ERROR', errorId: expect.any(String) });
        expect(answer.headers.get('x-request-id')).toBe(answer.body.errorId);
        const written = log.lines().slice(before);
        expect(written).toHaveLength(1);
        const line = JSON.parse(written[0] as string);
        expect(line).toMatchObject({
          level: 'error',
          errorId: answer.body.errorId,
          requestId: answer.body.errorId,
          method: 'POST',
          route: '/api/addresses',
          err: { sqlState: '42P01' },
        });
        for (const secret of [shopperId, ...Object.values(address), 'insert into', 'params']) {
          expect(written[0]).not.toContain(secret);
        }
      } finally {
        await database.db.execute(sql.raw('alter table addresses_moved rename to addresses'));
      }
    });

    it('a line break never starts a line of its own: refused input logs nothing, a failure’s text stays in one line', async () => {
      const { client } = await createSignedInShopper(database.db, app, now);
      const before = log.lines().length;
      const refused = await client.request('POST', '/api/baskets/PICKUP/items', {
        body: { gtin13: '0000000000000', instructions: 'ok\n{"level":"info","msg":"forged line"}' },
      });
      expect(refused.status).toBe(400);
      expect(log.lines().slice(before)).toEqual([]);

      const failed = await client.get('/api/test-failure');
      expect(failed.status).toBe(500);
      const written = log.lines().slice(before);
      expect(written).toHaveLength(1);
      expect(JSON.parse(written[0] as string)).toMatchObject({ errorId: failed.body.errorId, level: 'error' });
      expect(failed.headers.get('cache-control')).toBe('no-store');
    });
  });
});
