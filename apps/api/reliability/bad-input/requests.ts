import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { alternatives, type JsonSchema, type Operation, operationUrl, typesOf } from '../openapi';
import { type KnownValues, validObject, validValue } from '../valid-values';
import {
  anyJsonValue,
  badPathSegment,
  controlCharacter,
  edgeDate,
  extraFieldName,
  garbageAuthorization,
  hugeString,
  malformedJson,
  oddNumberLiteral,
  oddNumberText,
  unicodeString,
  withControlCharacter,
  wrongContentType,
} from './values';

/** How the request was spoiled; the report counts by it. */
export type Mutation =
  | 'wrong type'
  | 'missing field'
  | 'extra field'
  | 'huge string'
  | 'unicode'
  | 'control character'
  | 'NUL in each field'
  | 'odd number'
  | 'malformed JSON'
  | 'wrong content type'
  | 'bad path'
  | 'edge value';

export type Auth = 'valid token' | 'no token' | 'bad token';

/** A request ready for inject, but for the valid token, which the runner adds when it sends it. */
export interface FuzzRequest {
  mutation: Mutation;
  auth: Auth;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface Slot {
  in: 'path' | 'query' | 'header' | 'body';
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** A valid request, taken apart so a mutation can spoil one piece of it. */
interface Draft {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
  /** JSON text for body fields that JSON.stringify cannot write (1e999, -0, long digit runs). */
  literals: Map<string, string>;
  rawBody?: string;
  contentType?: string;
}

type Spoil = (draft: Draft) => void;

/** Bad requests for one operation: a valid request from its schema, then one thing made wrong. */
export function badRequests(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const bodySchema = operation.body ? (alternatives(operation.body.schema)[0] ?? operation.body.schema) : undefined;
  const slots = slotsOf(operation, bodySchema);
  const spoilers = spoilersFor(operation, slots);
  return fc
    .record({
      draft: draftOf(operation, bodySchema, known),
      spoil: fc.oneof(...spoilers),
      auth: fc.constantFrom<Auth>('valid token', 'no token', 'bad token'),
      garbage: garbageAuthorization,
    })
    .map(({ draft, spoil, auth, garbage }) => {
      spoil.apply(draft);
      return requestOf(operation, draft, spoil.mutation, auth, garbage);
    });
}

/**
 * Every string the operation takes in its path, query or body, each in turn with a NUL inside its
 * valid value, with a valid token: random runs may miss the one field that reaches the database
 * unchecked (issue 25's bridgeId). Headers are left out: Node's HTTP parser refuses control
 * characters in them before the app.
 */
export function controlCharacterRequests(operation: Operation, known: KnownValues, seed: number): FuzzRequest[] {
  const bodySchema = operation.body ? (alternatives(operation.body.schema)[0] ?? operation.body.schema) : undefined;
  const slots = slotsOf(operation, bodySchema).filter(
    (slot) => slot.in !== 'header' && alternatives(slot.schema).some((option) => typesOf(option).includes('string')),
  );
  const [valid] = fc.sample(draftOf(operation, bodySchema, known), { seed, numRuns: 1 });
  if (!valid) return [];
  return slots.map((slot) => {
    const draft = structuredClone(valid);
    setSlot(draft, slot, withControlCharacter(stringIn(draft, slot), '\u0000', 0.5));
    return requestOf(operation, draft, 'NUL in each field', 'valid token', '');
  });
}

/** The slot's valid value as text ('' when it has none). */
function stringIn(draft: Draft, slot: Slot): string {
  if (slot.in === 'path') return decodeURIComponent(draft.path[slot.name] ?? '');
  const value = slot.in === 'query' ? draft.query[slot.name] : draft.body?.[slot.name];
  return typeof value === 'string' ? value : '';
}

function requestOf(operation: Operation, draft: Draft, mutation: Mutation, auth: Auth, garbage: string): FuzzRequest {
  const headers = { ...draft.headers };
  if (auth === 'bad token') headers.authorization = garbage;
  const payload = payloadOf(operation, draft);
  if (payload !== undefined)
    headers['content-type'] = draft.contentType ?? operation.body?.contentType ?? 'application/json';
  if (draft.contentType === '') delete headers['content-type'];
  return {
    mutation,
    auth,
    method: operation.method,
    url: operationUrl(operation.path, draft.path, draft.query),
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

function slotsOf(operation: Operation, bodySchema: JsonSchema | undefined): Slot[] {
  const parameters: Slot[] = operation.parameters.map((parameter) => ({ ...parameter }));
  const bodyFields: Slot[] = Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => ({
    in: 'body',
    name,
    schema,
    required: bodySchema?.required?.includes(name) ?? false,
  }));
  return [...parameters, ...bodyFields];
}

function draftOf(operation: Operation, bodySchema: JsonSchema | undefined, known: KnownValues): fc.Arbitrary<Draft> {
  const parameters: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of operation.parameters) {
    parameters[`${parameter.in}:${parameter.name}`] = validValue(parameter.schema, known, parameter.name);
  }
  const required = operation.parameters.filter((p) => p.required).map((p) => `${p.in}:${p.name}`);
  const body = bodySchema?.properties ? validObject(bodySchema, known) : fc.constant(undefined);
  return fc.record({ values: fc.record(parameters, { requiredKeys: required }), body }).map(({ values, body }) => {
    const draft: Draft = {
      path: {},
      query: {},
      headers: {},
      body: body ? { ...body } : undefined,
      literals: new Map(),
    };
    for (const [key, value] of Object.entries(values)) {
      const [place, name = ''] = key.split(/:(.*)/s);
      if (place === 'path') draft.path[name] = encodeSegment(String(value));
      else if (place === 'query') draft.query[name] = value;
      else draft.headers[name] = headerText(value);
    }
    // Every money call gets a fresh key, so a repeated key is not what refuses it.
    if (operation.parameters.some((p) => p.name === 'idempotency-key')) {
      draft.headers['idempotency-key'] = `fuzz-${randomUUID()}`;
    }
    return draft;
  });
}

function spoilersFor(operation: Operation, slots: Slot[]): fc.Arbitrary<{ mutation: Mutation; apply: Spoil }>[] {
  const spoiler = (mutation: Mutation, arbitrary: fc.Arbitrary<Spoil>) =>
    arbitrary.map((apply) => ({ mutation, apply }));
  const anySlot = slots.length ? fc.constantFrom(...slots) : null;
  const requiredSlots = slots.filter((slot) => slot.required);
  const pathSlots = slots.filter((slot) => slot.in === 'path');
  const takesBody = operation.body !== null || operation.method === 'DELETE';
  const list: fc.Arbitrary<{ mutation: Mutation; apply: Spoil }>[] = [
    spoiler(
      'extra field',
      fc.tuple(extraFieldName, anyJsonValue).map(([name, value]) => (draft) => {
        if (draft.body)
          Object.defineProperty(draft.body, name, { value, enumerable: true, writable: true, configurable: true });
        else draft.query[name] = value;
      }),
    ),
    spoiler(
      'control character',
      fc
        .tuple(anySlot ?? fc.constant(null), controlCharacter, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([slot, control, position]) => (draft) => {
          if (!slot || slot.in === 'header') draft.query.q = control;
          else setSlot(draft, slot, withControlCharacter(stringIn(draft, slot), control, position));
        }),
    ),
    spoiler(
      'unicode',
      fc.tuple(anySlot ?? fc.constant(null), unicodeString).map(([slot, text]) => (draft) => {
        if (slot) setSlot(draft, slot, text);
        else draft.query.q = text;
      }),
    ),
  ];
  if (anySlot) {
    list.push(
      spoiler(
        'wrong type',
        anySlot.chain((slot) =>
          wrongTypeValue(slot.schema).map((value) => (draft: Draft) => setSlot(draft, slot, value)),
        ),
      ),
      spoiler(
        'huge string',
        fc.tuple(anySlot, hugeString).map(
          ([slot, text]) =>
            (draft) =>
              setSlot(draft, slot, text),
        ),
      ),
      spoiler(
        'edge value',
        anySlot.chain((slot) => edgeValue(slot.schema).map((value) => (draft: Draft) => setSlot(draft, slot, value))),
      ),
      spoiler(
        'odd number',
        fc.tuple(anySlot, oddNumberLiteral, oddNumberText).map(([slot, literal, text]) => (draft) => {
          if (slot.in === 'body') setLiteral(draft, slot.name, literal);
          else setSlot(draft, slot, text);
        }),
      ),
    );
  }
  if (requiredSlots.length) {
    list.push(
      spoiler(
        'missing field',
        fc.constantFrom(...requiredSlots).map((slot) => (draft) => removeSlot(draft, slot)),
      ),
    );
  }
  if (pathSlots.length) {
    list.push(
      spoiler(
        'bad path',
        fc.tuple(fc.constantFrom(...pathSlots), badPathSegment).map(([slot, segment]) => (draft) => {
          draft.path[slot.name] = segment;
        }),
      ),
    );
  }
  if (takesBody) {
    list.push(
      spoiler(
        'malformed JSON',
        malformedJson.map((text) => (draft) => {
          draft.rawBody = text;
          draft.contentType = 'application/json';
        }),
      ),
      spoiler(
        'wrong content type',
        wrongContentType.map((type) => (draft) => {
          draft.body ??= {};
          draft.contentType = type;
        }),
      ),
    );
  }
  return list;
}

/**
 * A value the schema may well accept but the code behind it may not expect: the ends of a number's
 * range, a string at its longest, the nil and max uuids, dates at the ends of the calendar or not in it.
 */
function edgeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const option = alternatives(schema).find((candidate) => !typesOf(candidate).includes('null')) ?? schema;
  const [type] = typesOf(option);
  if (type === 'number' || type === 'integer') {
    const low = option.minimum ?? -1;
    const high = option.maximum ?? 2 ** 31;
    return fc.constantFrom(low, high, low + 0.001, high - 0.001, 0, 0.005);
  }
  if (type === 'array')
    return fc.array(edgeValue(option.items ?? {}), {
      minLength: option.maxItems ?? 50,
      maxLength: option.maxItems ?? 50,
    });
  if (type !== 'string') return anyJsonValue;
  const longest = option.maxLength ?? 1000;
  return fc.oneof(
    edgeDate,
    fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
    fc.constantFrom('a'.repeat(longest), '😀'.repeat(Math.floor(longest / 2)), ' '.repeat(longest)),
  );
}

/** A value of another JSON type than the schema's. */
function wrongTypeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(schema));
  const kind = (value: unknown) => {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'array';
    if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
  };
  return anyJsonValue.filter((value) => {
    const type = kind(value);
    return !types.has(type) && !(type === 'integer' && types.has('number'));
  });
}

function setSlot(draft: Draft, slot: Slot, value: unknown): void {
  if (slot.in === 'body') {
    draft.body ??= {};
    draft.literals.delete(slot.name);
    draft.body[slot.name] = value;
  } else if (slot.in === 'path')
    draft.path[slot.name] = encodeSegment(typeof value === 'string' ? value : JSON.stringify(value));
  else if (slot.in === 'query') draft.query[slot.name] = value;
  else draft.headers[slot.name] = headerText(value);
}

function removeSlot(draft: Draft, slot: Slot): void {
  if (slot.in === 'body' && draft.body) delete draft.body[slot.name];
  else if (slot.in === 'path') draft.path[slot.name] = '';
  else if (slot.in === 'query') delete draft.query[slot.name];
  else delete draft.headers[slot.name];
}

function setLiteral(draft: Draft, name: string, literal: string): void {
  draft.body ??= {};
  const marker = `__literal_${draft.literals.size}_${randomUUID()}__`;
  draft.body[name] = marker;
  draft.literals.set(marker, literal);
}

function payloadOf(operation: Operation, draft: Draft): string | undefined {
  if (draft.rawBody !== undefined) return draft.rawBody;
  if (!draft.body) return undefined;
  if (operation.body?.contentType === 'application/x-www-form-urlencoded' && draft.contentType === undefined) {
    return new URLSearchParams(
      Object.entries(draft.body).map(([name, value]): [string, string] => [
        name,
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ]),
    ).toString();
  }
  let text = JSON.stringify(draft.body);
  for (const [marker, literal] of draft.literals) text = text.replace(`"${marker}"`, literal);
  return text;
}

/** UTF-8 bytes, percent-encoded but for the unreserved characters; a lone surrogate becomes U+FFFD. */
function encodeSegment(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Header values must be visible ASCII on the wire; anything else is sent as its UTF-8 bytes, escaped. */
function headerText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return /^[\x20-\x7e]*$/.test(text) ? text : encodeSegment(text);
}
