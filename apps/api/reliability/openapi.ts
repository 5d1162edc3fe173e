import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the route schemas produce (fastify-type-provider-zod's transform). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  body: { contentType: string; schema: JsonSchema; required: boolean } | null;
  /** Declares bearer auth (required or optional: the document does not tell them apart). */
  bearer: boolean;
  /** The response keys it lists: statuses, `4XX`-style classes or `default`. */
  statuses: string[];
}

interface DocumentOperation {
  parameters?: (Parameter & { in: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, unknown>;
}

/** Every operation of the api's OpenAPI document, as the app serves it at /api/docs/json. */
export async function apiOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  const document = response.json<{ paths: Record<string, Record<string, DocumentOperation>> }>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (operation.parameters ?? []).filter(isRequestParameter),
        body:
          contentType && content
            ? { contentType, schema: content.schema, required: operation.requestBody?.required ?? false }
            : null,
        bearer: (operation.security ?? []).length > 0,
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}

function isRequestParameter(parameter: { in: string }): parameter is Parameter {
  return parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header';
}

export const operationName = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/**
 * The path with its placeholders filled and the query appended (arrays repeat the name). Path values
 * are taken as sent on the wire, already percent-encoded, so a caller may also send broken encodings.
 */
export function operationUrl(
  path: string,
  encodedPathValues: Record<string, string>,
  query: Record<string, unknown> = {},
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodedPathValues[name] ?? '');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
    }
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** The schema's alternatives when it is a union, else itself. */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

export function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined)
    return alternatives(schema).flatMap((option) => (option === schema ? [] : typesOf(option)));
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}
