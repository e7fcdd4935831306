import {
  accountLinkTokenSchema,
  CSRF_HEADER,
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  errorCodes,
  gtin13Schema,
  optionIdSchema,
  SESSION_COOKIE,
  timeslotSelectionIdSchema,
  timeZoneSchema,
  walletHeaders,
} from '@aisle/contracts';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { eq } from '../../src/db/orm.ts';
import { products, shoppers, walletCards } from '../../src/db/schema.ts';
import { createApp } from '../../src/http/app.ts';
import { createLogger } from '../../src/log.ts';
import { type Backend, openSeeded } from '../support/backends.ts';
import { addCard, shopperWithCheckout } from '../support/checkouts.ts';
import { TestClient } from '../support/client.ts';
import {
  asHeaderValue,
  contentTypes,
  hostileJson,
  hostileSegment,
  hostileText,
  malformedBodies,
  percentEncode,
  pollutingKeys,
} from './hostile.ts';
import { arbitraryOf, type Overrides } from './zodArbitrary.ts';

/*
 * Issue 23: every endpoint of the contracts' table, fuzzed through the real app on a seeded PGlite. Each
 * endpoint gets AISLE_FUZZ_RUNS requests (200 by default) from a fixed seed: valid ones built from its zod
 * schemas (./zodArbitrary.ts), the same with one part made hostile, and wholly hostile ones (./hostile.ts),
 * sent as the seeded shopper demo@example.com with the CSRF token, without it, as a guest, from another
 * origin, or with a forged cookie. Path ids are demo's own, another shopper's or made up.
 * Every answer: below 500; a 4xx is JSON with a known `code` and a `message`; no answer names another
 * shopper or carries one of their ids that the request did not; a path with another shopper's id never
 * succeeds. After the run: their data is unchanged, Object.prototype is untouched, and the server answers.
 * A failure prints the endpoint, the shrunk request and the seed and path that replay it (services/README.md).
 */

const now = new Date('2026-11-20T15:00:00.000Z');
const seed = Number(process.env.AISLE_FUZZ_SEED ?? 2326);
const runs = Number(process.env.AISLE_FUZZ_RUNS ?? 200);
const onlyEndpoint = process.env.AISLE_FUZZ_ENDPOINT;
const replayPath = process.env.AISLE_FUZZ_PATH;
const host = 'greenway.localhost:4321';
const knownCodes = new Set<string>(errorCodes);

type Who = 'shopper' | 'shopper-without-csrf' | 'guest' | 'guest-other-origin' | 'forged-cookie';
type Part<T> = { kind: 'valid' | 'hostile' | 'none'; value: T };
type FuzzRequest = {
  who: Who;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: { contentType: string | null; text: string } | null;
  /** What each part is, for the report. */
  kinds: string;
};

/** Ids of the fuzzing shopper, demo, and of the others, read in beforeAll. */
type Ids = { addressId: string[]; orderId: string[]; cardId: string[]; id: string[] };
const own: Ids = { addressId: [], orderId: [], cardId: [], id: [] };
const others: Ids = { addressId: [], orderId: [], cardId: [], id: [] };
/** Text that only another shopper's data holds: an answer to demo must never carry it. */
const otherMarkers: string[] = [];
/** Status counts per endpoint (and, under -1, the milliseconds of CPU its requests took), printed after the run. */
const tally = new Map<string, Map<number, number>>();

let seeded: Awaited<ReturnType<typeof openSeeded>>;
let database: Database;
let app: Hono;
let demo: TestClient;
let demoShopperId: string;
let walletToken = '';
let paymentIntentId = '';
let overrides: Overrides;
const logLines: string[] = [];
/** What another shopper's own reads answer before the run, compared after it. */
let othersBefore: string[] = [];

async function othersView(victims: TestClient[]): Promise<string[]> {
  const views: string[] = [];
  for (const victim of victims) {
    for (const path of ['/api/addresses', '/api/orders', '/api/profile', '/api/email-preferences']) {
      const response = await victim.get(path);
      views.push(`${path} ${response.status} ${JSON.stringify(response.body)}`);
    }
  }
  return views;
}
let victims: TestClient[] = [];

/** PGlite in memory: the fuzz writes a lot, and nothing of it needs to outlive the run. */
const inMemory: Backend = {
  name: 'PGlite',
  isAvailable: true,
  async create() {
    const options = { kind: 'pglite', dataDir: 'memory://' } as const;
    return { options, open: () => openDatabase(options), destroy: async () => {} };
  },
};

beforeAll(async () => {
  seeded = await openSeeded(inMemory, now);
  database = seeded.database;
  const logger = createLogger({ destination: { write: (line: string) => void logLines.push(line) } });
  app = createApp({ db: database.db, now: () => now, logger });
  const { db } = database;

  demo = new TestClient(app, host);
  expect((await demo.signIn('demo@example.com')).status).toBe(200);
  const [demoRow] = await db.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.email, 'demo@example.com'));
  demoShopperId = demoRow?.id as string;
  own.addressId = (await demo.get('/api/addresses')).body.addresses.map((address: { id: string }) => address.id);
  own.orderId = (await demo.get('/api/orders')).body.orders.map((order: { id: string }) => order.id);
  own.cardId = (
    await db.select({ id: walletCards.id }).from(walletCards).where(eq(walletCards.shopperId, demoShopperId))
  ).map((row) => row.id);
  walletToken = (await demo.request('POST', '/api/payment/v2/wallet/auth/token')).body.token;
  paymentIntentId = (await demo.request('POST', '/api/payment/v2/wallet/payment-intents')).body.paymentIntentId;

  // new@example.com (seeded, with an order) gets an address and a card; a third shopper holds a draft checkout.
  const casey = new TestClient(app, host);
  expect((await casey.signIn('new@example.com')).status).toBe(200);
  const caseyAddress = await casey.request('POST', '/api/addresses', {
    body: {
      addressType: 'Delivery',
      addressLine1: '77 Quarrystone Ln',
      city: 'Cincinnati',
      countryCode: 'US',
      stateCode: 'OH',
      zip: '45202',
      dateAddressUpdated: now.toISOString(),
      label: 'Caseys hideaway',
    },
  });
  expect(caseyAddress.status, JSON.stringify(caseyAddress.body)).toBe(201);
  const [caseyRow] = await db.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.email, 'new@example.com'));
  const caseyCard = await addCard(db, caseyRow?.id as string, 'discover', now);
  const third = await shopperWithCheckout(db, app, now, { items: [{ name: 'Bananas', quantity: 2 }] });
  others.addressId = [caseyAddress.body.id, third.addressId as string];
  others.orderId = [
    ...(await casey.get('/api/orders')).body.orders.map((order: { id: string }) => order.id),
    third.checkout.id,
  ];
  others.cardId = [caseyCard];
  others.id = [third.createBody.promiseId as string];
  for (const [kind, ids] of Object.entries(others)) {
    expect(
      ids.every((id) => typeof id === 'string' && id.length > 0),
      `other shoppers' ${kind}s: ${ids}`,
    ).toBe(true);
  }
  otherMarkers.push('new@example.com', 'Newman', 'Quarrystone', 'Caseys hideaway');
  victims = [casey, third.client];
  othersBefore = await othersView(victims);

  const gtins = (await db.select({ gtin13: products.gtin13 }).from(products).limit(40)).map((row) => row.gtin13);
  const timeZones = fc.constantFrom('America/New_York', 'America/Los_Angeles', 'America/Chicago', 'UTC');
  overrides = {
    schemas: new Map<unknown, fc.Arbitrary<unknown>>([
      [gtin13Schema, fc.constantFrom(...gtins)],
      // An account link's token: base64url, 16 to 128 characters (a regex the mapper does not invert).
      [accountLinkTokenSchema, fc.stringMatching(/^[A-Za-z0-9_-]{16,128}$/)],
      [timeZoneSchema, timeZones],
      // A chosen time, quoteId:optionId (holds, their moves and a modification's time).
      [timeslotSelectionIdSchema, fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}:[A-Za-z0-9_.-]{1,12}$/)],
      [
        optionIdSchema,
        fc
          .tuple(
            fc.constantFrom('IH', 'IHX', 'PD', 'SP'),
            fc.stringMatching(/^[a-z0-9-]{1,12}$/),
            fc.date({ min: now, max: new Date('2026-12-31'), noInvalidDate: true }),
          )
          .map(([vendor, place, date]) => `${vendor}.${place}.${date.toISOString().slice(0, 13).replace(/-/g, '')}00`),
      ],
    ]),
    keys: {
      gtin13: fc.constantFrom(...gtins),
      zip: fc.constantFrom('45202', '45208', '45209'),
      postalCode: fc.constantFrom('45202', '45208', '90026'),
      stateCode: fc.constant('OH'),
    },
  };
}, 180_000);

afterAll(async () => {
  const lines = [...tally].map(([name, statuses]) => {
    const counts = [...statuses].filter(([status]) => status > 0).sort(([a], [b]) => a - b);
    const cpu = `${Math.round(statuses.get(-1) ?? 0)} ms CPU`.padStart(12);
    return `${name.padEnd(30)} ${cpu}  ${counts.map(([status, count]) => `${status}×${count}`).join(' ')}`;
  });
  console.log(`Endpoint fuzz (seed ${seed}, ${runs} runs each), answers by status:\n${lines.join('\n')}`);
  await seeded?.close();
});

/** Path parameters: demo's own ids, another shopper's, made-up valid ones and hostile segments. */
function paramsArbitrary(name: EndpointName, endpoint: EndpointDefinition): fc.Arbitrary<Part<string>> {
  const template = endpoint.path;
  const keys = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  if (keys.length === 0) return fc.constant({ kind: 'none', value: template });
  const validValues: fc.Arbitrary<Record<string, unknown>> = endpoint.params
    ? (arbitraryOf(endpoint.params, `${name}.params`, overrides) as fc.Arbitrary<Record<string, unknown>>)
    : fc.constant({});
  const segment = (key: string, valid: string): fc.Arbitrary<{ kind: string; segment: string }> => {
    const choices: Array<fc.WeightedArbitrary<{ kind: string; segment: string }>> = [
      { weight: 4, arbitrary: fc.constant({ kind: 'valid', segment: percentEncode(valid) }) },
      {
        weight: 2,
        arbitrary: hostileSegment.map((hostile) => ({
          kind: 'hostile',
          segment: 'raw' in hostile ? hostile.raw : percentEncode(hostile.text),
        })),
      },
    ];
    const ownIds = own[key as keyof Ids] ?? [];
    const otherIds = others[key as keyof Ids] ?? [];
    if (ownIds.length)
      choices.push({ weight: 3, arbitrary: fc.constantFrom(...ownIds).map((id) => ({ kind: 'valid', segment: id })) });
    if (otherIds.length)
      choices.push({
        weight: 3,
        arbitrary: fc.constantFrom(...otherIds).map((id) => ({ kind: 'others-id', segment: id })),
      });
    return fc.oneof(...choices);
  };
  return validValues.chain((valid) =>
    fc.tuple(...keys.map((key) => segment(key, String(valid[key] ?? '')))).map((segments) => {
      let index = 0;
      const path = template.replace(/\{(\w+)\}/g, () => (segments[index++] as { segment: string }).segment);
      const kinds = segments.map((part) => part.kind);
      return {
        kind: kinds.includes('others-id') ? 'hostile' : kinds.includes('hostile') ? 'hostile' : 'valid',
        value: path,
      } as Part<string>;
    }),
  );
}

/** An object with one entry made hostile, a polluting key added, or an entry dropped. */
function mutated(value: unknown): fc.Arbitrary<unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return hostileJson;
  const keys = Object.keys(value);
  return fc.oneof(
    keys.length
      ? fc.tuple(fc.constantFrom(...keys), hostileJson).map(([key, hostile]) => ({ ...value, [key]: hostile }))
      : hostileJson,
    fc.tuple(fc.constantFrom(...pollutingKeys), hostileJson).map(([key, hostile]) => {
      // A polluting key as JSON text carries it: an own property, not a prototype.
      const rest = JSON.stringify(value);
      return JSON.parse(
        `{${JSON.stringify(key)}:${JSON.stringify(hostile) ?? 'null'}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`,
      );
    }),
    keys.length
      ? fc
          .constantFrom(...keys)
          .map((key) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)))
      : hostileJson,
  );
}

function queryText(value: unknown): string {
  if (!value || typeof value !== 'object') return `q=${percentEncode(String(value))}`;
  return Object.entries(value)
    .filter(([, entry]) => entry !== undefined)
    .map(
      ([key, entry]) =>
        `${percentEncode(key)}=${percentEncode(typeof entry === 'string' ? entry : (JSON.stringify(entry) ?? ''))}`,
    )
    .join('&');
}

function queryArbitrary(name: EndpointName, endpoint: EndpointDefinition): fc.Arbitrary<Part<string>> {
  const junk = fc.oneof(
    fc.constantFrom(
      'a=%ZZ',
      '%=%',
      '__proto__[polluted]=1',
      'constructor.prototype.polluted=1',
      'a=1&a=2&a=3',
      '&&&=',
      `q=${'x'.repeat(8_000)}`,
    ),
    fc
      .dictionary(fc.oneof(fc.constantFrom(...pollutingKeys), fc.string({ maxLength: 6 })), hostileText, { maxKeys: 3 })
      .map(queryText),
  );
  if (!endpoint.query)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'none', value: '' } as Part<string>) },
      { weight: 1, arbitrary: junk.map((value) => ({ kind: 'hostile', value }) as Part<string>) },
    );
  const valid = arbitraryOf(endpoint.query, `${name}.query`, overrides);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => ({ kind: 'valid', value: queryText(value) }) as Part<string>) },
    {
      weight: 2,
      arbitrary: valid.chain(mutated).map((value) => ({ kind: 'hostile', value: queryText(value) }) as Part<string>),
    },
    { weight: 1, arbitrary: junk.map((value) => ({ kind: 'hostile', value }) as Part<string>) },
  );
}

function bodyArbitrary(name: EndpointName, endpoint: EndpointDefinition): fc.Arbitrary<Part<FuzzRequest['body']>> {
  const json = (value: unknown) => ({ contentType: 'application/json', text: JSON.stringify(value) ?? 'null' });
  const hostile = fc.oneof(
    hostileJson.map(json),
    malformedBodies.map((text) => ({ contentType: 'application/json', text })),
    fc
      .tuple(contentTypes, hostileJson)
      .map(([contentType, value]) => ({ contentType, text: JSON.stringify(value) ?? '' })),
  );
  if (!endpoint.body) {
    if (endpoint.method === 'GET') return fc.constant({ kind: 'none', value: null });
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'none', value: null } as Part<FuzzRequest['body']>) },
      { weight: 1, arbitrary: hostile.map((value) => ({ kind: 'hostile', value }) as Part<FuzzRequest['body']>) },
    );
  }
  const valid = arbitraryOf(endpoint.body, `${name}.body`, overrides);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: valid.map((value) => ({ kind: 'valid', value: json(value) }) as Part<FuzzRequest['body']>),
    },
    {
      weight: 3,
      arbitrary: valid
        .chain(mutated)
        .map((value) => ({ kind: 'hostile', value: json(value) }) as Part<FuzzRequest['body']>),
    },
    { weight: 2, arbitrary: hostile.map((value) => ({ kind: 'hostile', value }) as Part<FuzzRequest['body']>) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(contentTypes, valid)
        .map(
          ([contentType, value]) =>
            ({ kind: 'hostile', value: { contentType, text: JSON.stringify(value) } }) as Part<FuzzRequest['body']>,
        ),
    },
  );
}

function headersArbitrary(
  name: EndpointName,
  endpoint: EndpointDefinition,
): fc.Arbitrary<Part<Record<string, string>>> {
  const stray = fc.dictionary(
    fc.constantFrom(
      'idempotency-key',
      'user-time-zone',
      'x-forwarded-for',
      'accept',
      'x-application-id',
      'authorization',
      'range',
    ),
    hostileText.map(asHeaderValue),
    { maxKeys: 2 },
  );
  const asHeaders = (value: unknown): Record<string, string> =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .map(([key, entry]) => [key, asHeaderValue(String(entry))]),
    );
  if (!endpoint.headers) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'none', value: {} } as Part<Record<string, string>>) },
      { weight: 1, arbitrary: stray.map((value) => ({ kind: 'hostile', value }) as Part<Record<string, string>>) },
    );
  }
  const valid = arbitraryOf(endpoint.headers, `${name}.headers`, overrides);
  // The wallet's calls need the session's own bearer token and payment intent to get past their first check.
  const real = (value: unknown): Record<string, string> => {
    const headers = asHeaders(value);
    if (walletHeaders.authorization in headers) headers[walletHeaders.authorization] = `Bearer ${walletToken}`;
    if (walletHeaders.paymentIntentId in headers) headers[walletHeaders.paymentIntentId] = paymentIntentId;
    return headers;
  };
  return fc.oneof(
    {
      weight: 3,
      arbitrary: valid.map((value) => ({ kind: 'valid', value: real(value) }) as Part<Record<string, string>>),
    },
    {
      weight: 1,
      arbitrary: valid.map((value) => ({ kind: 'valid', value: asHeaders(value) }) as Part<Record<string, string>>),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, stray)
        .map(
          ([value, extra]) =>
            ({ kind: 'hostile', value: { ...real(value), ...extra } }) as Part<Record<string, string>>,
        ),
    },
  );
}

function requestArbitrary(name: EndpointName): fc.Arbitrary<FuzzRequest> {
  const endpoint = endpoints[name] as EndpointDefinition;
  const who = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Who>('shopper') },
    { weight: 1, arbitrary: fc.constant<Who>('shopper-without-csrf') },
    { weight: 2, arbitrary: fc.constant<Who>('guest') },
    { weight: 1, arbitrary: fc.constant<Who>('guest-other-origin') },
    { weight: 1, arbitrary: fc.constant<Who>('forged-cookie') },
  );
  return fc
    .record({
      who,
      path: paramsArbitrary(name, endpoint),
      query: queryArbitrary(name, endpoint),
      headers: headersArbitrary(name, endpoint),
      body: bodyArbitrary(name, endpoint),
    })
    .map(({ who, path, query, headers, body }) => ({
      who,
      path: path.value,
      query: query.value,
      headers: headers.value,
      body: body.value,
      kinds: `path ${path.kind}, query ${query.kind}, headers ${headers.kind}, body ${body.kind}`,
    }));
}

/** Sends one fuzzed request as its `who`; sign-out gets a session of its own, so demo's stays. */
async function send(
  name: EndpointName,
  request: FuzzRequest,
): Promise<{ status: number; headers: Headers; text: string }> {
  const headers: Record<string, string> = { ...request.headers };
  const origin = `http://${host}`;
  if (request.who !== 'guest-other-origin') headers.origin = origin;
  else headers.origin = 'http://evil.example';
  if (request.who === 'shopper' || request.who === 'shopper-without-csrf') {
    let cookie = demo.cookie;
    let csrfToken = demo.csrfToken;
    if (name === 'signOut' || name === 'signIn') {
      const { token, session } = await createSession(
        database.db,
        { id: demoShopperId, email: 'demo@example.com', firstName: 'Jordan', lastName: 'Rivera' },
        now,
      );
      cookie = `${SESSION_COOKIE}=${token}`;
      csrfToken = session.csrfToken;
    }
    headers.cookie = cookie;
    if (request.who === 'shopper') headers[CSRF_HEADER] = csrfToken;
    else headers[CSRF_HEADER] = 'not-the-token';
  }
  if (request.who === 'forged-cookie')
    headers.cookie = `${SESSION_COOKIE}=${asHeaderValue(request.query.slice(0, 80) || 'forged')}`;
  if (request.body?.contentType) headers['content-type'] = request.body.contentType;
  const url = `${origin}${request.path}${request.query ? `?${request.query}` : ''}`;
  const endpoint = endpoints[name];
  const response = await app.request(url, {
    method: endpoint.method,
    headers,
    ...(request.body ? { body: request.body.text } : {}),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** What must hold for every answer; throws with the reason. */
function checkAnswer(request: FuzzRequest, answer: { status: number; headers: Headers; text: string }): void {
  const sent = `${request.path} ${request.query} ${JSON.stringify(request.headers)} ${request.body?.text ?? ''}`;
  if (answer.status >= 500) {
    throw new Error(
      `answered ${answer.status}: ${answer.text.slice(0, 300)}\nlog: ${logLines.at(-1)?.slice(0, 600) ?? 'none'}`,
    );
  }
  if (answer.status >= 400) {
    expect(answer.headers.get('content-type') ?? '', 'a 4xx answer is JSON').toMatch(/^application\/json/);
    const body = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
    expect(
      knownCodes.has(String(body.code)),
      `a 4xx answer's code is one of the contracts' (${String(body.code)})`,
    ).toBe(true);
    expect(typeof body.message === 'string' && body.message.length > 0, "a 4xx answer's message").toBe(true);
    expect(answer.headers.get('cache-control'), 'an error answer is never cacheable').toBe('no-store');
  }
  const othersIds = Object.values(others).flat();
  for (const id of othersIds) {
    if (request.path.includes(id) && answer.status < 300) {
      throw new Error(`a path with another shopper's id (${id}) answered ${answer.status}`);
    }
    if (answer.text.includes(id) && !sent.includes(id))
      throw new Error(`the answer carries another shopper's id ${id}`);
  }
  for (const marker of otherMarkers) {
    if (answer.text.includes(marker) && !sent.includes(marker))
      throw new Error(`the answer names another shopper (${marker})`);
  }
}

const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => !onlyEndpoint || name === onlyEndpoint);

describe('fuzz of every endpoint (PGlite, in process)', () => {
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  it.each(names.map((name, index) => [name, index] as const))(
    '%s: no 5xx, every 4xx has a code and a message, no other shopper leaks',
    async (name, index) => {
      const statuses = new Map<number, number>();
      tally.set(name, statuses);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(name), async (request) => {
          const before = process.cpuUsage();
          const answer = await send(name, request);
          const used = process.cpuUsage(before);
          statuses.set(-1, (statuses.get(-1) ?? 0) + (used.user + used.system) / 1000);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          try {
            checkAnswer(request, answer);
          } catch (error) {
            throw new Error(`${name} (${request.who}; ${request.kinds}): ${(error as Error).message}`);
          }
        }),
        { seed: seed + index, numRuns: runs, ...(replayPath ? { path: replayPath } : {}), endOnFailure: false },
      );
    },
    60_000,
  );

  it("after the run: the other shoppers' data is unchanged, Object.prototype is untouched, the server answers", async () => {
    expect(await othersView(victims)).toEqual(othersBefore);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const guest = new TestClient(app, host);
    expect((await guest.get('/api/products?query=milk')).status).toBe(200);
    expect((await demo.get('/api/profile')).status).toBe(200);
    expect((await demo.get('/api/baskets')).status).toBe(200);
  });
});
