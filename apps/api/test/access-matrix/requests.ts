import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type JsonSchema, type Operation, operationUrl } from '../../reliability/openapi';
import { type KnownValues, validValue } from '../../reliability/valid-values';
import type { IdField } from './id-fields';

const IDEMPOTENCY_KEY = 'idempotency-key';

/** The value an owned id field gets in this call, or undefined for a field that is not owned. */
export type IdFiller = (field: IdField) => string | undefined;

/**
 * A request the route's schema accepts: owned ids from `ids`, every other required field a real value
 * (`known`) or one its schema accepts. Optional fields are sent only when they carry an owned id.
 */
export function buildRequest(operation: Operation, ids: IdFiller, known: KnownValues, token: string): InjectOptions {
  const pick = (schema: JsonSchema, name: string) =>
    fc.sample(validValue(schema, known, name), { seed: 8, numRuns: 1 })[0];
  const pathValues: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  for (const parameter of operation.parameters) {
    const owned = ids({ in: parameter.in, name: parameter.name });
    if (owned === undefined && !parameter.required && parameter.name !== IDEMPOTENCY_KEY) continue;
    // A key of its own for every call: a key reused with another body would be refused for that.
    const value =
      parameter.name === IDEMPOTENCY_KEY ? `matrix-${randomUUID()}` : (owned ?? pick(parameter.schema, parameter.name));
    if (parameter.in === 'path') pathValues[parameter.name] = encodeURIComponent(String(value));
    else if (parameter.in === 'query') query[parameter.name] = value;
    else if (parameter.name !== 'registration-token') headers[parameter.name] = String(value);
  }
  const request: InjectOptions = {
    method: operation.method,
    url: operationUrl(operation.path, pathValues, query),
    headers,
  };
  if (operation.body) {
    const schema = bodyAlternative(operation.body.schema, ids);
    const payload: Record<string, unknown> = {};
    for (const [name, fieldSchema] of Object.entries(schema.properties ?? {})) {
      const owned = ids({ in: 'body', name });
      if (owned !== undefined) payload[name] = owned;
      else if (schema.required?.includes(name)) payload[name] = pick(fieldSchema, name);
    }
    request.payload = payload;
  }
  return request;
}

/** Of a union body, the first alternative with an owned field. */
function bodyAlternative(schema: JsonSchema, ids: IdFiller): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf ?? [schema];
  const withId = options.find((option) =>
    Object.keys(option.properties ?? {}).some((name) => ids({ in: 'body', name }) !== undefined),
  );
  return withId ?? options[0] ?? schema;
}
