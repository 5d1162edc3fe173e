import fc from 'fast-check';

/** 100 KB: well under the body limit, far over any field's maximum. */
export const HUGE_LENGTH = 100_000;

/** Strings that have broken parsers, databases and loggers: control characters, surrogates, direction marks. */
export const unicodeString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Eevil\u202C',
    '\u200F\u05D0\u05D1',
    '\uFEFF',
    '\uFFFF\uFFFE',
    'e\u0301\u0301\u0301',
    '😀👨‍👩‍👧',
    '\u2028\u2029',
    "'; drop table accounts; --",
    '%00',
    // A template injection probe, written with an escaped dollar so no linter takes it for a slip.
    '\u0024{7*7}{{7*7}}',
    '<script>alert(1)</script>',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
);

/**
 * Control characters no typed text holds: C0 (NUL first, which PostgreSQL refuses in text), DEL and C1.
 * Put inside an otherwise valid value, so the route's own checks may let it through to the database.
 */
export const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
);

/** `valid` with `control` put at `position` (0 to 1 of its length). */
export function withControlCharacter(valid: string, control: string, position: number): string {
  const at = Math.round(valid.length * position);
  return `${valid.slice(0, at)}${control}${valid.slice(at)}`;
}

export const hugeString = fc.constantFrom(
  'a'.repeat(HUGE_LENGTH),
  '€'.repeat(HUGE_LENGTH / 2),
  '\u0000'.repeat(HUGE_LENGTH),
  '9'.repeat(HUGE_LENGTH),
);

/**
 * Numbers JSON can carry but a route should refuse, written as JSON text (1e999 parses to Infinity,
 * -0 to negative zero, long digit runs lose precision).
 */
export const oddNumberLiteral = fc.constantFrom(
  '-1',
  '-0',
  '0.0000001',
  '1e999',
  '-1e999',
  '1.7976931348623157e308',
  '9007199254740993',
  '123456789012345678901234567890',
  '2147483648',
  '-2147483649',
  '0.1',
  '1e-400',
);

/** The same as query or path text, plus the words JavaScript turns into odd numbers. */
export const oddNumberText = fc.oneof(
  oddNumberLiteral,
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '0x10', '1_000', ' 1 ', ''),
);

/** A value of some JSON type, for a field that wants another. */
export const anyJsonValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 10 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** Dates at the ends of what JavaScript and PostgreSQL hold, and ones that are not in the calendar. */
export const edgeDate = fc.constantFrom(
  '0001-01-01',
  '9999-12-31',
  '275760-09-13',
  '1969-12-31',
  '2024-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-01-01T00:00:00Z',
  '2026-11-24',
);

/** Path segments as sent on the wire, already percent-encoded (or deliberately broken). */
export const badPathSegment = fc.constantFrom(
  '%00',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  '%',
  '%ED%A0%80',
  '-1',
  '1e9',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a'.repeat(5000),
  '%F0%9F%98%80',
  'x%20y',
);

/** Bodies a JSON parser must refuse, or survive (deep nesting, prototype keys). */
export const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '"just a string"',
  '12',
  'null',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
  '\uFEFF{}',
);

export const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/jsonx',
  '',
);

/** A bearer token that is not one: garbage, unsigned, or another scheme. */
export const garbageAuthorization = fc.constantFrom(
  'Bearer ',
  'Bearer x',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer a.b.c',
);

/** Unknown field names, including ones that reach into prototypes. */
export const extraFieldName = fc.constantFrom(
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'k'.repeat(1000),
  '\u0000',
  '',
);
