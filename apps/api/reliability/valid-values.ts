import fc from 'fast-check';
import { alternatives, type JsonSchema, typesOf } from './openapi';

/**
 * Values a route schema accepts, so a request gets past validation and into the handler. `known`
 * supplies real values by field name (ids of the seeded data, a PIN, dates): a random uuid passes the
 * schema but names nothing.
 */
export type KnownValues = Readonly<Record<string, fc.Arbitrary<unknown>>>;

export function validValue(schema: JsonSchema, known: KnownValues = {}, name?: string): fc.Arbitrary<unknown> {
  // A closed list wins over a known value: the same name is a number on one route, a word on another.
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const byName = name === undefined ? undefined : known[name];
  if (byName) return byName;
  const options = alternatives(schema);
  if (options.length > 1 || options[0] !== schema) {
    const usable = options.filter((option) => !typesOf(option).includes('null'));
    return fc.oneof(...(usable.length ? usable : options).map((option) => validValue(option, known, name)));
  }
  const [type] = typesOf(schema);
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
    case 'number':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? 0),
        max: Math.floor(Math.min(schema.maximum ?? 1000, 1_000_000)),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = validValue(schema.items ?? {}, known, name);
      return fc.array(item, {
        minLength: Math.max(schema.minItems ?? 1, 1),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    }
    case 'object':
      return validObject(schema, known);
    default:
      return fc.constant('x');
  }
}

/** The required properties always, the optional ones sometimes; each filled by name or by its schema. */
export function validObject(schema: JsonSchema, known: KnownValues = {}): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [field, fieldSchema] of Object.entries(properties)) record[field] = validValue(fieldSchema, known, field);
  return fc.record(record, { requiredKeys: schema.required ?? [] });
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern, 'u'))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY));
  }
  return fc.string({ unit: 'grapheme-ascii', minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, 1) });
}
