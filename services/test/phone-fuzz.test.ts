import { SMS_PHONE_NUMBER_PATTERN } from '@aisle/contracts';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUsE164 } from '../../design-system/src/format/phoneDigits.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';

/*
 * Phone numbers, client and server (ACC-088, ACC-089): 1,000 generated ways of writing a phone number, each
 * reduced by the storefront's own toUsE164 and sent to the real SMS API as demo@example.com, whose mobile is
 * (513) 555-0142. The reduction keeps the last 10 digits behind '+1'; the API takes exactly what the
 * reduction can give and, of those, only demo's own number. PGlite only: the verdicts come from the contracts
 * and the handlers, not from the database.
 */
const now = new Date('2026-11-20T15:00:00.000Z');
const runs = 1_000;
const pglite = backends.find((backend) => backend.name === 'PGlite') ?? backends[0];
const demoDigits = '5135550142';

const digit = fc.constantFrom(...'0123456789'.split(''));
const separator = fc.constantFrom('', '', ' ', '-', '.', '(', ')', '+', '/', 'x');
/** Digits with separators between them: how people write numbers ('+1 (513) 555-0142', '1.513.555.0142'). */
const written = (digits: fc.Arbitrary<string>) =>
  fc
    .tuple(digits, fc.array(separator, { minLength: 16, maxLength: 16 }), fc.constantFrom('', '1', '+1', '+1 ', '001'))
    .map(
      ([number, separators, prefix]) => prefix + [...number].map((d, index) => d + (separators[index] ?? '')).join(''),
    );
const demoWritten = written(fc.constant(demoDigits));
const anyNumberWritten = written(fc.string({ unit: digit, minLength: 0, maxLength: 14 }));
const anything = fc.oneof(anyNumberWritten, fc.string({ maxLength: 20 }));

describe('phone number reduction (fuzz)', () => {
  it('keeps the last 10 digits behind +1, whatever surrounds them (ACC-088, ACC-089)', () => {
    fc.assert(
      fc.property(anything, (input) => {
        const digits = input.replace(/\D/g, '');
        const wire = toUsE164(input);
        expect(wire).toBe(`+1${digits.slice(-10)}`);
        expect(SMS_PHONE_NUMBER_PATTERN.test(wire)).toBe(digits.length >= 10);
      }),
      { numRuns: runs },
    );
  });
});

describe.skipIf(!pglite?.isAvailable)('phone numbers: client and server verdicts (fuzz)', () => {
  let seeded: Awaited<ReturnType<typeof openSeeded>>;
  let app: Hono;
  let demo: TestClient;

  beforeAll(async () => {
    seeded = await openSeeded(pglite as NonNullable<typeof pglite>, now);
    app = createApp({ db: seeded.database.db, now: () => now });
    demo = new TestClient(app);
    expect((await demo.signIn('demo@example.com')).status).toBe(200);
  });
  afterAll(async () => {
    await seeded?.close();
  });

  const readStatus = (phoneNumber: string) =>
    demo.request('POST', '/api/communications/sms/opt-in-status', {
      body: { phoneNumber, triggerType: 'TRANSACTIONAL' },
    });

  it("any way of writing demo's number reaches demo's preference once reduced", async () => {
    await fc.assert(
      fc.asyncProperty(demoWritten, async (input) => {
        const response = await readStatus(toUsE164(input));
        expect(response.status, `${JSON.stringify(input)} -> ${toUsE164(input)}`).toBe(200);
        expect(response.body).toMatchObject({ preferenceType: 'TRANSACTIONAL', selected: true });
      }),
      { numRuns: runs },
    );
  }, 120_000);

  it('the API refuses as malformed exactly what is not +1 and 10 digits, and any other number as not yours', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anything, anyNumberWritten.map(toUsE164)), async (phoneNumber) => {
        const response = await readStatus(phoneNumber);
        const isWireForm = SMS_PHONE_NUMBER_PATTERN.test(phoneNumber);
        const expected = !isWireForm ? 400 : phoneNumber === `+1${demoDigits}` ? 200 : 409;
        expect(response.status, `${JSON.stringify(phoneNumber)}: ${response.body.code}`).toBe(expected);
      }),
      { numRuns: runs },
    );
  }, 120_000);
});
