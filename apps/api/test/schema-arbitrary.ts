import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema (draft 2020-12) that `z.toJSONSchema` writes for our contract. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}

/**
 * A zod schema as JSON Schema, from the input side (what a client sends: defaults
 * make a field optional, transforms are read from before they run). Refinements
 * (a Luhn check, a known time zone) have no JSON form: generated values are checked
 * against the zod schema itself to know whether they are valid.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Values that make sense for a field where its schema alone cannot tell (ids that
 * exist, a test card, a known time zone), by the field's path (e.g. `['card', 'number']`).
 */
export type Hint = (path: readonly string[]) => fc.Arbitrary<unknown> | undefined;

/** How much more often a hinted value is drawn than one built from the schema alone. */
const HINT_WEIGHT = 4;

/**
 * Values a schema accepts (before refinements), built from its JSON form: objects with
 * every required field and any optional ones, strings within their length and pattern,
 * numbers within their bounds (boundaries included), one branch of a union.
 */
export function valuesOf(schema: JsonSchema, hint: Hint, path: readonly string[] = []): fc.Arbitrary<unknown> {
  const generic = fromSchema(schema, hint, path);
  const hinted = hint(path);
  return hinted ? fc.oneof({ arbitrary: hinted, weight: HINT_WEIGHT }, { arbitrary: generic, weight: 1 }) : generic;
}

function fromSchema(schema: JsonSchema, hint: Hint, path: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.$ref) throw new Error(`$ref is not supported (at ${path.join('.') || 'the root'})`);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => valuesOf(s, hint, path)));
  if (schema.allOf?.length === 1) return valuesOf(schema.allOf[0]!, hint, path);
  switch (schema.type) {
    case 'object': {
      const model = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valuesOf(s, hint, [...path, key])]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(valuesOf(schema.items ?? {}, hint, [...path, '0']), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'string':
      return strings(schema);
    case 'integer':
    case 'number':
      return numbers(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // `{}`: anything (a refinement-only or transformed schema).
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function strings(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 500;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'email') {
    return fc
      .tuple(
        fc.stringMatching(/^[a-z0-9_+-]{1,12}(\.[a-z0-9_+-]{1,8})?$/),
        fc.constantFrom('example.test', 'shop.example', 'mail.co.bd'),
      )
      .map(([local, domain]) => `${local}@${domain}`)
      .filter(fits);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  const short = Math.min(max, Math.max(min, 24));
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: short }), weight: 4 },
    // Any script, emoji and combining marks; a grapheme may take several code units.
    { arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: short }).filter(fits), weight: 2 },
    // The longest value allowed.
    { arbitrary: fc.constant('x'.repeat(Math.max(min, Math.min(max, 100_000)))), weight: 1 },
  );
}

function numbers(schema: JsonSchema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const low = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const high = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  const minExcluded = schema.minimum === undefined && schema.exclusiveMinimum !== undefined;
  const maxExcluded = schema.maximum === undefined && schema.exclusiveMaximum !== undefined;
  if (integer) {
    const min = Math.ceil(minExcluded ? low + 1 : low);
    const max = Math.floor(maxExcluded ? high - 1 : high);
    return fc.oneof(
      { arbitrary: fc.integer({ min, max }), weight: 4 },
      { arbitrary: fc.constantFrom(min, max), weight: 1 },
    );
  }
  const bounded = fc.double({ min: low, max: high, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  const ends = [minExcluded ? null : low, maxExcluded ? null : high].filter((n): n is number => n !== null);
  return fc.oneof(
    { arbitrary: bounded, weight: 3 },
    {
      arbitrary: fc.integer({ min: Math.ceil(low), max: Math.floor(high) }).filter((n) => n > low || !minExcluded),
      weight: 2,
    },
    ...(ends.length ? [{ arbitrary: fc.constantFrom(...ends), weight: 1 }] : []),
  );
}

// ---------------------------------------------------------------------------
// Near-valid values: one thing wrong
// ---------------------------------------------------------------------------

/** A key a mass-assignment or prototype-pollution attempt adds, with what it hopes to set. */
const ADDED_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'role',
  'sellerId',
  'userId',
  'status',
  'amount',
];

/** Values of the wrong type, out of any sensible range, huge, or text that breaks naive code. */
const strangeValue = () =>
  fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, ['x'], {
      polluted: true,
    }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '\u202e\u0644\u0627',
      '\ufeff',
      'Z\u0351\u0364\u0328',
      '💊🧴🩺',
      '১২৩ বাংলা',
      'İ',
      "' or 1=1 --",
      '<script>x</script>',
      '../../etc/passwd',
      'NaN',
      'Infinity',
      '1e999',
      '0x10',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    fc.constantFrom('x'.repeat(70_000), '💊'.repeat(20_000)),
  );

type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'stretch'; at: number; variant: number }
  | { kind: 'addKey'; at: number; key: string; value: unknown };

const mutations = (): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: strangeValue() }),
    fc.record({ kind: fc.constant('stretch' as const), at: fc.nat(), variant: fc.nat() }),
    fc.record({
      kind: fc.constant('addKey' as const),
      at: fc.nat(),
      key: fc.constantFrom(...ADDED_KEYS),
      value: fc.constantFrom({ polluted: true, isAdmin: true }, 'admin', true, 1),
    }),
  );

/** Every place in a value: the root, then each property and item, depth first. */
function places(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(path);
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) places(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

/** Past a bound: a number far above, below, negative or fractional; a string far too long or empty. */
function stretched(value: unknown, variant: number): unknown {
  if (typeof value === 'number') return [value + 1e6, -value - 1, value + 0.5, 1e308, -1e308, 2 ** 53 + 2][variant % 6];
  if (typeof value === 'string')
    return [value + 'x'.repeat(1000), '', value.repeat(300) || 'x'.repeat(1000)][variant % 3];
  if (Array.isArray(value)) return Array.from({ length: 250 }, () => value[0] ?? 'x');
  return stretched(JSON.stringify(value) ?? '', variant);
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return root;
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

/** The value with one thing wrong: a field of another type, past its bounds, or an extra (hostile) key. */
function mutate(value: unknown, mutation: Mutation): unknown {
  const copy: unknown = value === undefined ? undefined : structuredClone(value);
  const all = places(copy);
  if (mutation.kind === 'addKey') {
    const objects = all.filter((p) => {
      const node = getAt(copy, p);
      return node !== null && typeof node === 'object' && !Array.isArray(node);
    });
    const at = objects[mutation.at % Math.max(objects.length, 1)];
    const target = at ? (getAt(copy, at) as object) : {};
    // An own property even for __proto__, as JSON.parse would make it.
    Object.defineProperty(target, mutation.key, {
      value: mutation.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return at ? copy : target;
  }
  const inner = all.length > 1 ? all.slice(1) : all;
  const at = inner[mutation.at % inner.length]!;
  const next = mutation.kind === 'replace' ? mutation.value : stretched(getAt(copy, at), mutation.variant);
  return setAt(copy, at, next);
}

/** Near-valid values: a valid one with exactly one mutation. */
export function nearValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, mutations()).map(([v, m]) => mutate(v, m));
}
