import { CONTROL_CHARACTERS_MESSAGE } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { apiErrorFromDatabase } from '../src/errors.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { findGtin, TestClient, type TestResponse } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/*
 * Issue 23: a NUL byte or another control character in a text field answered 500 (the database refuses
 * NUL), the first one marked cacheable. Every free-text field refuses them with 400 VALIDATION_FAILED and
 * the contracts' message, a database encoding error is a 400 too, and no error answer is cacheable.
 */
const now = new Date('2026-11-20T15:00:00.000Z');
const hostile = ['\u0000', 'a\u0000b', 'line\nbreak', 'tab\there', 'escape\u001b[31m', 'del\u007f', 'c1\u0085'];

function expectRefused(response: TestResponse, path: string): void {
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('VALIDATION_FAILED');
  expect(response.body.issues).toContainEqual({ path, message: CONTROL_CHARACTERS_MESSAGE });
  expect(response.headers.get('cache-control')).toBe('no-store');
}

describe.each(backends)('hostile text on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(backend.name, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;
    let gtin13: string;

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      database = seeded.database;
      app = createApp({ db: database.db, now: () => now });
      gtin13 = await findGtin(new TestClient(app), 'Bananas');
    });

    afterAll(async () => {
      await seeded?.close();
    });

    it('a search query with a control character is a 400 that no cache keeps; a good one stays cacheable', async () => {
      const guest = new TestClient(app);
      for (const text of hostile) {
        const response = await guest.get(`/api/products?query=${encodeURIComponent(text)}`);
        expectRefused(response, 'query');
      }
      const good = await guest.get('/api/products?query=milk');
      expect(good.status).toBe(200);
      expect(good.headers.get('cache-control')).toBe('public, max-age=60');
    });

    it('an error answer of a cacheable endpoint is never marked cacheable (a bad GTIN-13, an unknown product)', async () => {
      const guest = new TestClient(app);
      const badCheckDigit = await guest.get('/api/products/4006381333932');
      expect(badCheckDigit.status).toBe(400);
      expect(badCheckDigit.headers.get('cache-control')).toBe('no-store');
      const unknown = await guest.get('/api/products/0000000000000');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('cache-control')).toBe('no-store');
    });

    it("a basket line's instructions with a control character are refused when added and when changed", async () => {
      const { client } = await createSignedInShopper(database.db, app, now);
      for (const text of hostile) {
        const added = await client.request('POST', '/api/baskets/PICKUP/items', {
          body: { gtin13, instructions: text },
        });
        expectRefused(added, 'instructions');
      }
      const added = await client.request('POST', '/api/baskets/PICKUP/items', {
        body: { gtin13, instructions: 'Ripe ones, please' },
      });
      expect(added.status).toBe(200);
      for (const text of hostile) {
        const changed = await client.request('PATCH', `/api/baskets/PICKUP/items/${gtin13}`, {
          body: { instructions: text },
        });
        expectRefused(changed, 'instructions');
      }
    });

    it("an address's first line, label and notes with a control character are refused; nothing is saved", async () => {
      const { client } = await createSignedInShopper(database.db, app, now);
      const address = {
        addressType: 'Delivery',
        addressLine1: '100 Vine St',
        city: 'Cincinnati',
        countryCode: 'US',
        stateCode: 'OH',
        zip: '45202',
        dateAddressUpdated: now.toISOString(),
        label: 'Home',
        notes: 'Ring twice',
      };
      for (const field of ['addressLine1', 'label', 'notes'] as const) {
        for (const text of hostile) {
          const response = await client.request('POST', '/api/addresses', {
            body: { ...address, [field]: `${address[field]}${text}x` },
          });
          expectRefused(response, field);
        }
      }
      expect((await client.get('/api/addresses')).body.addresses).toEqual([]);
      expect((await client.request('POST', '/api/addresses', { body: address })).status).toBe(201);
    });

    it('a tiny coordinate (5e-324, found by the endpoint fuzz) is rounded to 0: the answer for 0, 0, not a 500 from the distance SQL', async () => {
      const guest = new TestClient(app);
      for (const lat of ['5e-324', '-5e-324', '1e-200']) {
        // 0, 0 is the sea: the shopper's answer for a point with no store near it.
        const stores = await guest.get(`/api/stores?lat=${lat}&lng=0`);
        expect(stores.status, JSON.stringify(stores.body)).toBe(400);
        expect(stores.body.code).toBe('NO_STORES_FOUND');
        const options = await guest.request('POST', '/api/modality-options', {
          body: { location: { lat: Number(lat), lng: 1e-300 } },
        });
        expect(options.status, JSON.stringify(options.body)).toBe(400);
        expect(options.body.code).toBe('NO_STORES_FOUND');
      }
    });

    it('a database encoding error (NUL in a text parameter) maps to 400 VALIDATION_FAILED', async () => {
      const error = await database.db.execute(sql`select ${'a\u0000b'}::text as value`).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).not.toBeNull();
      const mapped = apiErrorFromDatabase(error);
      expect(mapped?.status).toBe(400);
      expect(mapped?.code).toBe('VALIDATION_FAILED');
    });
  });
});
