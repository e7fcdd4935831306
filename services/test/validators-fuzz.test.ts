import { isZipCode } from '@aisle/contracts/constants';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddressFormValues,
  hasErrors,
  newAddressTarget,
  toAddressPayload,
  validateAddressForm,
} from '../../storefront/src/lib/addresses/addressForm.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createApp } from '../src/http/app.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { backends } from './support/backends.ts';
import { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/*
 * The client and the server give the same verdict (issue 10): 1,000 generated inputs each for the ZIP code
 * (the store search and the selector's ZIP field) and the address form, checked once by the storefront's
 * own check and once by the real API. A disagreement prints the smallest input that shows it. PGlite only:
 * the verdicts come from the contracts and the handlers, not from the database.
 */
const now = new Date('2026-11-20T15:00:00.000Z');
const runs = 1_000;
const pglite = backends.find((backend) => backend.name === 'PGlite') ?? backends[0];

const digit = fc.constantFrom(...'0123456789'.split(''));
/** Mostly near misses: five digits, four or six, digits with a letter, space or dash, and anything at all. */
const zipLike = fc.oneof(
  fc.string({ unit: digit, minLength: 5, maxLength: 5 }),
  fc.string({ unit: digit, minLength: 0, maxLength: 10 }),
  fc.string({ unit: fc.constantFrom(...'0123456789 -a/'.split('')), minLength: 3, maxLength: 11 }),
  fc.string({ maxLength: 8 }),
);
const states = ['OH', 'CA', 'KY', 'NY', 'ON', 'QC', 'oh', 'XX', '', 'O', 'OHIO'];
const addressValues: fc.Arbitrary<AddressFormValues> = fc.record({
  street: fc.oneof(fc.constantFrom('100 Vine St', '2712 Erie Ave', '', '   '), fc.string({ maxLength: 120 })),
  unit: fc.oneof(fc.constant(''), fc.string({ maxLength: 70 })),
  city: fc.oneof(fc.constantFrom('Cincinnati', 'Los Angeles', ''), fc.string({ maxLength: 70 })),
  state: fc.constantFrom(...states),
  zip: fc.oneof(zipLike, fc.constantFrom('45202-1234', '45202/1234', '452021234', 'K1A 0B1', 'K1A0B1')),
});

describe.skipIf(!pglite?.isAvailable)('client and server verdicts (fuzz)', () => {
  let place: Awaited<ReturnType<NonNullable<typeof pglite>['create']>>;
  let database: Database;
  let app: Hono;

  beforeAll(async () => {
    place = await (pglite as NonNullable<typeof pglite>).create();
    database = await place.open();
    await migrate(database);
    await seedIfEmpty(database, { now });
    app = createApp({ db: database.db, now: () => now });
  });

  afterAll(async () => {
    await database?.close();
    await place?.destroy();
  });

  it('a ZIP code: the form takes exactly what the store search takes', async () => {
    const client = new TestClient(app);
    await fc.assert(
      fc.asyncProperty(zipLike, async (zip) => {
        const response = await client.get(`/api/stores?postalCode=${encodeURIComponent(zip)}`);
        const serverRefused = response.status === 400 && response.body.code === 'VALIDATION_FAILED';
        expect(serverRefused, `ZIP ${JSON.stringify(zip)}: ${response.status} ${response.body.code}`).toBe(
          !isZipCode(zip),
        );
      }),
      { numRuns: runs },
    );
  }, 120_000);

  it('an address: the form refuses exactly what the address book refuses as malformed', async () => {
    const { client } = await createSignedInShopper(database.db, app, now);
    await fc.assert(
      fc.asyncProperty(addressValues, async (values) => {
        const clientRefused = hasErrors(await validateAddressForm(values));
        const response = await client.request('POST', '/api/addresses', {
          body: toAddressPayload(values, newAddressTarget, now),
        });
        const serverRefused = response.status === 400 && response.body.code === 'VALIDATION_FAILED';
        expect(serverRefused, `${JSON.stringify(values)}: ${response.status} ${response.body.code}`).toBe(
          clientRefused,
        );
        // Keep the book empty, so the address limit never answers in place of the check.
        if (response.status === 201) {
          await client.request('DELETE', `/api/addresses/${response.body.id}`);
        }
      }),
      { numRuns: runs },
    );
  }, 240_000);
});

describe('a kept replacement choice: the browser’s zod-free check and the schema agree (RPL-021, ADR 0029)', () => {
  // A kept choice, then the same with one field changed to a near miss or anything at all.
  const kept = fc.record({
    originalLineItemUpc: fc.constantFrom('0841000000122', '0841000000139'),
    newLineItemUpc: fc.constantFrom('0841000000122', '0841000000139'),
    newLineItemQuantity: fc.integer({ min: 1, max: 99 }),
    previousQuantityValue: fc.integer({ min: 0, max: 99 }),
    wasClicked: fc.boolean(),
    itemIndex: fc.integer({ min: 0, max: 11 }),
    ttl: fc.integer({ min: 1, max: Date.parse('2026-11-20T16:00:00.000Z') }),
  });
  const nearMiss = fc.oneof(
    fc.integer({ min: -2, max: 101 }),
    fc.constantFrom(0.5, -0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '1', null, true, undefined),
    fc.constantFrom('0841000000123', '084100000012', '', 'x'.repeat(13), ' 0841000000122'),
  );
  const changed = fc
    .tuple(
      kept,
      fc.constantFrom(
        ...Object.keys({
          originalLineItemUpc: 0,
          newLineItemUpc: 0,
          newLineItemQuantity: 0,
          previousQuantityValue: 0,
          wasClicked: 0,
          itemIndex: 0,
          ttl: 0,
        }),
      ),
      nearMiss,
      fc.boolean(),
    )
    .map(([choice, key, value, isDropped]) => {
      const copy: Record<string, unknown> = { ...choice, [key]: value };
      if (isDropped) delete copy[key];
      return copy;
    });

  it('gives the same verdict on 1,000 stored values, kept ones and near misses', async () => {
    const { isStoredReplacementSelection, storedReplacementSelectionSchema } = await import(
      '@aisle/contracts/replacements'
    );
    fc.assert(
      fc.property(fc.oneof(kept, changed, changed, fc.constantFrom(null, [], 'choice', 7)), (value) => {
        expect(isStoredReplacementSelection(value), JSON.stringify(value)).toBe(
          storedReplacementSelectionSchema.safeParse(value).success,
        );
      }),
      { numRuns: runs },
    );
  });
});
