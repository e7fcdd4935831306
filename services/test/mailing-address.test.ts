import { addressListSchema, serviceAddressSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

const now = new Date('2026-11-20T15:00:00.000Z');

const payload = (street: string, isMailingAddress?: boolean) => ({
  addressType: 'Delivery',
  addressLine1: street,
  city: 'Cincinnati',
  countryCode: 'US',
  stateCode: 'OH',
  zip: '45202',
  dateAddressUpdated: now.toISOString(),
  ...(isMailingAddress === undefined ? {} : { isMailingAddress }),
});

/* The mailing address (ACC-028; the form's checkbox, ACC-101, ACC-102): at most one per shopper. */
describe.each(backends)('mailing address on $name', (backend) => {
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

    it("demo's home address is the mailing address", async () => {
      const client = new TestClient(app);
      await client.signIn('demo@example.com');
      const { addresses } = addressListSchema.parse((await client.get('/api/addresses')).body);
      expect(addresses.filter((address) => address.isMailingAddress).map((address) => address.type)).toEqual(['home']);
    });

    it('keeps one mailing address: a new one takes over, an update that leaves the field out keeps it', async () => {
      const { client } = await createSignedInShopper(database.db, app, now);
      const first = serviceAddressSchema.parse(
        (await client.request('POST', '/api/addresses', { body: payload('100 Vine St', true) })).body,
      );
      expect(first.isMailingAddress).toBe(true);
      const plain = serviceAddressSchema.parse(
        (await client.request('POST', '/api/addresses', { body: payload('200 Vine St') })).body,
      );
      expect(plain.isMailingAddress).toBe(false);
      const second = serviceAddressSchema.parse(
        (await client.request('POST', '/api/addresses', { body: payload('300 Vine St', true) })).body,
      );
      expect(second.isMailingAddress).toBe(true);
      const mailing = async () =>
        addressListSchema
          .parse((await client.get('/api/addresses')).body)
          .addresses.filter((address) => address.isMailingAddress)
          .map((address) => address.id);
      expect(await mailing()).toEqual([second.id]);
      await client.request('PUT', `/api/addresses/${second.id}`, { body: payload('301 Vine St') });
      expect(await mailing()).toEqual([second.id]);
      await client.request('PUT', `/api/addresses/${first.id}`, { body: payload('100 Vine St', true) });
      expect(await mailing()).toEqual([first.id]);
      await client.request('PUT', `/api/addresses/${first.id}`, { body: payload('100 Vine St', false) });
      expect(await mailing()).toEqual([]);
    });

    it('two requests at once naming two mailing addresses leave exactly one', async () => {
      const { client } = await createSignedInShopper(database.db, app, now);
      const answers = await Promise.all([
        client.request('POST', '/api/addresses', { body: payload('400 Vine St', true) }),
        client.request('POST', '/api/addresses', { body: payload('500 Vine St', true) }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      const { addresses } = addressListSchema.parse((await client.get('/api/addresses')).body);
      expect(addresses.filter((address) => address.isMailingAddress)).toHaveLength(1);
    });
  });
});
