import fc from 'fast-check';

/** The part of JSON Schema that the OpenAPI document of our Zod schemas uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/**
 * Strings that are almost UUIDs: PostgreSQL reads some of them (braces, no dashes, version 0) and refuses others, so
 * each one tests that the schema, not the database, is what decides.
 */
export const nearUuid: fc.Arbitrary<string> = fc
  .tuple(
    fc.uuid(),
    fc.constantFrom<(id: string) => string>(
      (id) => `${id.replaceAll('-', '')}${id.slice(0, 4)}`,
      (id) => id.replaceAll('-', ''),
      (id) => `{${id}}`,
      (id) => id.slice(0, 35),
      (id) => `${id}0`,
      (id) => `${id.slice(0, 14)}0${id.slice(15)}`,
      (id) => `${id.slice(0, 35)}g`,
      (id) => id.toUpperCase(),
      (id) => ` ${id}`,
    ),
  )
  .map(([id, bend]) => bend(id));

/** Values no schema of ours wants: wrong types, extreme numbers, long and strange text. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  nearUuid,
  fc.constantFrom(
    -1,
    0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    -1e308,
    '',
    ' ',
    '\u0000',
    '\ud800',
    '__proto__',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '%00',
    'NaN',
    '1e400',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer({ min: 257, max: 20_000 }).map((n) => 'ж'.repeat(n)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

export interface SchemaArbitraryOptions {
  /** Ids of rows that exist, mixed into every UUID so that requests reach past "not found". */
  knownIds: string[];
}

const isoDate = fc
  .date({ min: new Date('1800-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Values that look right for the schema: within its types, formats, patterns and bounds, near its edges too. */
function plausible(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const self = (s: JsonSchema) => valueOf(s, options);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(self));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        if (schema.format === 'uuid') {
          return options.knownIds.length
            ? fc.oneof(fc.constantFrom(...options.knownIds), fc.uuid({ version: 4 }))
            : fc.uuid({ version: 4 });
        }
        if (schema.format === 'email') return fc.emailAddress();
        if (schema.format === 'date') return isoDate;
        if (schema.format === 'uri') return fc.webUrl();
        if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
        return fc.string({
          unit: 'grapheme',
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 60, 60),
        });
      case 'integer':
      case 'number': {
        const min = Math.max(schema.minimum ?? -(2 ** 40), Number.MIN_SAFE_INTEGER);
        const max = Math.min(schema.maximum ?? 2 ** 40, Number.MAX_SAFE_INTEGER);
        const edges = fc.constantFrom(min, max);
        // Small counts too (a page size, a year near the minimum), which whole-range draws almost never give.
        const low = Math.max(min, 0);
        const small = fc.integer({ min: low, max: Math.max(low, Math.min(max, low + 20)) });
        return type === 'integer'
          ? fc.oneof(fc.integer({ min, max }), small, edges)
          : fc.oneof(fc.double({ min, max, noNaN: true }), edges);
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(self(schema.items ?? {}), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const record = fc.record(
          Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, self(s)])),
          { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
        );
        if (typeof schema.additionalProperties !== 'object') return record;
        return fc
          .tuple(
            record,
            fc.dictionary(fc.string({ maxLength: 12 }), self(schema.additionalProperties), { maxKeys: 3 }),
          )
          .map(([known, extra]) => ({ ...extra, ...known }));
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  const values = alternatives.length ? fc.oneof(...alternatives) : fc.jsonValue({ maxDepth: 2 });
  return schema.nullable ? fc.option(values, { nil: null }) : values;
}

/**
 * Values for a JSON schema: mostly plausible ones, so that requests get deep into the services, and at every level now
 * and then a hostile one in its place.
 */
export function valueOf(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(schema, options), weight: 6 }, { arbitrary: hostile, weight: 1 });
}
