import fc from 'fast-check';

/*
 * Hostile parts of a request for the endpoint fuzz (fuzz-endpoints.test.ts): text a schema should refuse or
 * a handler should survive, JSON of the wrong shape, bodies that are not JSON at all, and keys that try to
 * reach Object.prototype.
 */

/** Text that broke or could break something: NUL and other control characters, odd unicode, injections. */
export const nastyTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'line\nbreak',
  'cr\r\nlf',
  'tab\there',
  'escape\u001b[31mred',
  'del\u007f',
  'c1\u0085next',
  '\u202eevil',
  '\ufeffbom',
  'zero\u200bwidth',
  '\ud800',
  'a\udfffb',
  '💩🏳️‍🌈',
  'e\u0301\u0301\u0301',
  'ﬁ ﬂ Ⅻ',
  'İı',
  '%00',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  "'; drop table shoppers; --",
  '" or 1=1 --',
  '\\',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as text.
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '99999999999999999999999999',
  '0x1F',
  'true',
  '[]',
  '{}',
  'x'.repeat(300),
  '9'.repeat(64),
];

/** Any string: nasty ones, whole-unicode ones (lone surrogates too), control-character soup, long ones. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyTexts) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)) }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 4_000 }).map((length) => 'é'.repeat(length)) },
);

/** Numbers at the edges: negative, fractional, past the safe integers, huge. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -0.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Keys that try to reach a prototype when an object is merged or copied. */
export const pollutingKeys = ['__proto__', 'constructor', 'prototype'];

/** A JSON value of any shape (as JSON text would carry it), nested a little. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...pollutingKeys), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

/** JSON text nested `depth` levels deep: arrays, or objects under a polluting key. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bodies that are not JSON, or JSON that a careless parser or merge would trip on. */
export const malformedBodies: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '\u0000',
    "{'single': 'quotes'}",
    '{"a":1,}',
    '{"a":1}{"b":2}',
    '\ufeff{}',
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"a":"\\ud800"}',
    '{"a":1e999}',
    '"just a string"',
    '123',
    'true',
    'null',
    '[]',
  ),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => deeplyNested(depth, 'array')),
  fc.integer({ min: 100, max: 2_000 }).map((depth) => deeplyNested(depth, 'object')),
  fc.string({ unit: 'binary', maxLength: 60 }),
  // Past the API's 16 KB body limit.
  fc.integer({ min: 17_000, max: 40_000 }).map((length) => JSON.stringify({ a: 'x'.repeat(length) })),
);

/** Content types other than JSON, and JSON ones written oddly. */
export const contentTypes: fc.Arbitrary<string | null> = fc.constantFrom(
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/jsonp',
  'application/json-patch+json',
  '*/*',
);

/** A path segment as sent: percent-encoded text, or raw characters a client may send unencoded. */
export const hostileSegment: fc.Arbitrary<{ raw: string } | { text: string }> = fc.oneof(
  hostileText.map((text) => ({ text })),
  fc
    .constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '%2F', '%2e%2e', '..', '.', '%C0%AF', '%uD800', ';', '~', '*')
    .map((raw) => ({ raw })),
  fc
    .constantFrom('-1', '0', '1.5', '1e5', '99999999999999999999', '00000000-0000-0000-0000-000000000000')
    .map((text) => ({
      text,
    })),
);

/** A tab, or a character at or above the space other than DEL. */
const isHeaderCharacter = (code: number) => code === 0x09 || (code >= 0x20 && code !== 0x7f);

/**
 * Header text as a server would see it: HTTP carries bytes, so the UTF-8 of any text read as Latin-1,
 * without the CR, LF and NUL that the HTTP parser refuses before any app sees them.
 */
export function asHeaderValue(text: string): string {
  const latin1 = Buffer.from(text, 'utf8').toString('latin1');
  return [...latin1].filter((character) => isHeaderCharacter(character.charCodeAt(0))).join('');
}

/** A URL path segment or query value, percent-encoded as UTF-8 (a lone surrogate becomes U+FFFD first). */
export function percentEncode(text: string): string {
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}
