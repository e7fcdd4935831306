import fc from 'fast-check';
import type * as z from 'zod/mini';

/*
 * A fast-check arbitrary of inputs a zod 4 schema accepts, read from the schema's internals (`_zod.def`,
 * `_zod.bag`; zod/v4/core's $ZodTypeDef and $ZodCheck*Def). zod-fast-check supports zod 3 and fast-check
 * below 4 only, so the fuzz of every endpoint (fuzz-endpoints.test.ts) maps the few kinds the contracts use
 * itself. Where a schema has a check the mapper cannot build (a refine, a second pattern, a trim), the
 * candidates are filtered by the schema itself, so every value is one the schema accepts.
 */

type Schema = z.ZodMiniType;
type Def = {
  type: string;
  checks?: Array<{ _zod: { def: { check: string } } }>;
  format?: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: Schema;
  out?: Schema;
  keyType?: Schema;
  valueType?: Schema;
};
type Bag = {
  minimum?: number;
  maximum?: number;
  format?: string;
  patterns?: Set<RegExp>;
  startsWith?: string;
};

/** A kind of schema the mapper does not know (the message names where it sits). */
export class UnsupportedSchemaError extends Error {}

const internals = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod;
const defOf = (schema: Schema): Def => internals(schema).def;
/**
 * What a schema's checks allow: lengths, bounds, patterns, formats. Read from each check's def (zod fills
 * `_zod.bag` only when it builds a JSON schema, so it is empty here).
 */
function bagOf(schema: Schema): Bag {
  const def = defOf(schema);
  const bag: Bag = { patterns: new Set() };
  if (def.format) bag.format = def.format;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def as Record<string, unknown> & { check: string };
    const value = checkDef.value as number;
    switch (checkDef.check) {
      case 'min_length':
      case 'min_size':
        bag.minimum = Math.max(bag.minimum ?? 0, checkDef.minimum as number);
        break;
      case 'max_length':
      case 'max_size':
        bag.maximum = Math.min(bag.maximum ?? Number.POSITIVE_INFINITY, checkDef.maximum as number);
        break;
      case 'length_equals':
        bag.minimum = checkDef.length as number;
        bag.maximum = checkDef.length as number;
        break;
      case 'greater_than':
        bag.minimum = Math.max(bag.minimum ?? Number.NEGATIVE_INFINITY, checkDef.inclusive ? value : value + 1e-9);
        break;
      case 'less_than':
        bag.maximum = Math.min(bag.maximum ?? Number.POSITIVE_INFINITY, checkDef.inclusive ? value : value - 1e-9);
        break;
      case 'number_format':
        bag.format = checkDef.format as string;
        break;
      case 'string_format':
        if (checkDef.format === 'regex' && checkDef.pattern) bag.patterns?.add(checkDef.pattern as RegExp);
        else if (checkDef.format === 'starts_with') bag.startsWith = checkDef.prefix as string;
        else bag.format ??= checkDef.format as string;
        break;
    }
  }
  return bag;
}
const checkKinds = (schema: Schema) => (defOf(schema).checks ?? []).map((check) => check._zod.def.check);

/** Keeps only what the schema accepts; gives up loudly rather than loop when it almost never does. */
export function accepted<T>(arbitrary: fc.Arbitrary<T>, schema: Schema, where: string): fc.Arbitrary<T> {
  let misses = 0;
  return arbitrary.filter((value) => {
    if (schema.safeParse(value).success) {
      misses = 0;
      return true;
    }
    misses += 1;
    if (misses > 2_000) throw new UnsupportedSchemaError(`${where}: 2,000 candidates in a row failed the schema`);
    return false;
  });
}

/** Values of a string schema: its format, else its first pattern, else text within its lengths. */
function stringArbitrary(schema: Schema, where: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bag = bagOf(schema);
  const minLength = bag.minimum ?? 0;
  const maxLength = Math.max(minLength, Math.min(bag.maximum ?? 40, minLength + 40));
  const format = def.format ?? bag.format;
  const patterns = [...(bag.patterns ?? [])];
  let candidates: fc.Arbitrary<string>;
  if (format === 'uuid' || format === 'guid') candidates = fc.uuid({ version: 4 });
  // fc.emailAddress() follows RFC 5322, which zod's stricter pattern mostly refuses: plain addresses instead.
  else if (format === 'email') candidates = fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,15}@[a-z0-9]{1,12}\.[a-z]{2,6}$/);
  else if (format === 'url') candidates = fc.webUrl();
  else if (format === 'datetime')
    candidates = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
  else if (patterns[0]) candidates = fc.stringMatching(patterns[0]);
  else
    candidates = fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
  if (bag.startsWith) candidates = candidates.map((text) => `${bag.startsWith}${text}`);
  // Lengths, a second pattern, a trim or a refine: the schema keeps what fits.
  return accepted(candidates, schema, where);
}

function numberArbitrary(schema: Schema, where: string): fc.Arbitrary<unknown> {
  const bag = bagOf(schema);
  const isInteger = bag.format === 'safeint' || bag.format === 'int32' || bag.format === 'uint32';
  const low = bag.minimum ?? -1_000_000;
  const high = bag.maximum ?? 1_000_000;
  const candidates: fc.Arbitrary<number> = isInteger
    ? fc.integer({
        min: Math.ceil(Math.max(low, Number.MIN_SAFE_INTEGER)),
        max: Math.floor(Math.min(high, Number.MAX_SAFE_INTEGER)),
      })
    : fc.oneof(
        fc.integer({ min: Math.ceil(Math.max(low, -1e9)), max: Math.floor(Math.min(high, 1e9)) }),
        fc.double({ min: Math.max(low, -1e9), max: Math.min(high, 1e9), noNaN: true, noDefaultInfinity: true }),
      );
  return accepted(candidates, schema, where);
}

/** The string form of a value for a pipe whose input is text (a query's flag, a comma-separated list). */
function asText(value: unknown): unknown {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return value;
}

function takesText(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return true;
  if (def.type === 'pipe' && def.in) return takesText(def.in);
  return false;
}

/** Whether an object's key may be left out (optional, or filled by a default). */
function isOptional(schema: Schema): boolean {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/**
 * Values for what a refine means and the mapper cannot read (an IANA time zone, a ZIP code of the state):
 * by the schema itself (an exported one), or by the object key it sits under. Each is still checked by the
 * schema it stands for.
 */
export type Overrides = { schemas?: Map<unknown, fc.Arbitrary<unknown>>; keys?: Record<string, fc.Arbitrary<unknown>> };

/** An arbitrary of values `schema` accepts (its input side); `where` names the place in errors. */
export function arbitraryOf(schema: Schema, where = 'value', overrides: Overrides = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const key = where.slice(where.lastIndexOf('.') + 1);
  const override = overrides.schemas?.get(schema) ?? overrides.keys?.[key];
  if (override) return accepted(override, schema, where);
  const inner = (child: Schema | undefined, suffix = '') => {
    if (!child) throw new UnsupportedSchemaError(`${where}: ${def.type} without an inner schema`);
    return arbitraryOf(child, `${where}${suffix}`, overrides);
  };
  const hasCustom = checkKinds(schema).includes('custom');
  let arbitrary: fc.Arbitrary<unknown>;
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, where);
    case 'number':
    case 'int':
      return numberArbitrary(schema, where);
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      arbitrary = fc.record(
        Object.fromEntries(
          keys.map((name) => [name, arbitraryOf(shape[name] as Schema, `${where}.${name}`, overrides)]),
        ),
        { requiredKeys: keys.filter((name) => !isOptional(shape[name] as Schema)) },
      );
      break;
    }
    case 'array': {
      const bag = bagOf(schema);
      const minLength = bag.minimum ?? 0;
      arbitrary = fc.array(inner(def.element, '[]'), {
        minLength,
        maxLength: Math.max(minLength, Math.min(bag.maximum ?? 4, 4)),
      });
      break;
    }
    case 'record':
      arbitrary = fc.dictionary(inner(def.keyType, '{key}') as fc.Arbitrary<string>, inner(def.valueType, '{value}'), {
        maxKeys: 4,
      });
      break;
    case 'union':
      arbitrary = fc.oneof(
        ...(def.options ?? []).map((option, index) => arbitraryOf(option, `${where}|${index}`, overrides)),
      );
      break;
    case 'pipe': {
      if (!def.in || !def.out) throw new UnsupportedSchemaError(`${where}: a pipe without both ends`);
      // A transform's input is only known from the side before it; otherwise build the output and, where the
      // pipe takes text (a query's 'true', a comma-separated list), write it as text.
      const candidates =
        defOf(def.out).type === 'transform'
          ? inner(def.in)
          : takesText(def.in)
            ? inner(def.out).map(asText)
            : inner(def.out);
      return accepted(candidates, schema, where);
    }
    default:
      throw new UnsupportedSchemaError(`${where}: no arbitrary for zod type '${def.type}'`);
  }
  return hasCustom ? accepted(arbitrary, schema, where) : arbitrary;
}
