import type { SwaggerTransform } from '@fastify/swagger';
import { apiErrorSchema } from '@selfcare/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { authenticate } from './auth';
import { catalogueCacheHeaders } from './http-cache';
import { operationIdOf } from './operation-id';
import { optionalAuthenticate } from './optional-auth';
import { type HookNames, routeHooks, routeKey } from './route-hooks';

type Security = Record<string, string[]>[];

const BEARER: Security = [{ bearerAuth: [] }];
/** A visitor, or a subscriber whose token must then be valid. */
const OPTIONAL_BEARER: Security = [{}, { bearerAuth: [] }];

/** Methods whose body Fastify parses: they can be refused as malformed (400), too large (413) or not JSON (415). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY']);

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again.' },
};

/**
 * The answers the framework and the shared plugins give on a route's behalf, with when each applies.
 * They are added to every operation they apply to, so a route lists only the answers its own handler
 * gives (errorResponses(...)); a route's own entry for one of these statuses keeps its schema.
 */
const CENTRAL_ANSWERS: {
  status: number;
  description: string;
  applies: (route: RouteFacts) => boolean;
}[] = [
  {
    status: 400,
    description: 'The request is not valid: a field, the address or the body (the message says which).',
    applies: (route) => route.hasInput || route.hasBody,
  },
  {
    status: 401,
    description: 'No valid session: the bearer token is missing (where required), expired or revoked.',
    applies: (route) => route.security !== undefined,
  },
  {
    status: 413,
    description: 'The request body is too large.',
    applies: (route) => route.hasBody,
  },
  {
    status: 414,
    description: 'A path segment is too long.',
    applies: (route) => route.hasPathParameters,
  },
  {
    status: 415,
    description: 'The request body is not application/json.',
    applies: (route) => route.hasBody,
  },
  {
    status: 500,
    description: 'An unexpected failure; the message says nothing of it.',
    applies: () => true,
  },
  {
    status: 503,
    description: 'The database or an external system is unavailable for a moment: try again after Retry-After.',
    applies: (route) => route.url.startsWith('/api/'),
  },
];

interface RouteFacts {
  url: string;
  /** Declared by how the route authenticates; undefined for a route whose hooks do not. */
  security: Security | undefined;
  hasInput: boolean;
  hasBody: boolean;
  hasPathParameters: boolean;
  /** A visitor's GET that answers 304 to a matching If-None-Match (http-cache.ts). */
  revalidates: boolean;
}

/**
 * The swagger transform: each route's zod schemas as JSON Schema (fastify-type-provider-zod), plus
 * what the route's code says and its schema would otherwise have to repeat: its operationId
 * (operation-id.ts), its security from the authentication hook it runs, and the answers the framework
 * and shared plugins give for it. Hooks are read when the document is first built, after ready.
 */
export function describeOperations(app: FastifyInstance): SwaggerTransform {
  let hooks: ReadonlyMap<string, HookNames> | undefined;
  return (document) => {
    const { schema, url, route } = document;
    if (!schema || schema.hide) return jsonSchemaTransform(document);
    const method = [route.method].flat().find((name) => name !== 'HEAD') ?? 'GET';
    hooks ??= routeHooks(app);
    const routeHookNames = hooks.get(routeKey(method, url));
    if (!routeHookNames) throw new Error(`${method} ${url} is not served: build the OpenAPI document after ready`);
    const facts = factsOf(method, url, schema, routeHookNames);
    const described = jsonSchemaTransform({
      ...document,
      schema: { ...schema, response: { ...errorAnswers(facts), ...(schema.response as object) } },
    });
    const response = described.schema.response as Record<string, Record<string, unknown>>;
    for (const answer of CENTRAL_ANSWERS) {
      const entry = response[answer.status];
      if (answer.applies(facts) && entry && entry.description === undefined) {
        response[answer.status] = { ...entry, description: answer.description };
      }
    }
    if (facts.revalidates) response[304] ??= { type: 'null', description: 'Not Modified: the ETag still matches.' };
    for (const status of [429, 503]) {
      if (response[status]) response[status] = { ...response[status], headers: RETRY_AFTER };
    }
    return {
      url: described.url,
      schema: {
        ...described.schema,
        operationId: (schema as { operationId?: string }).operationId ?? operationIdOf(method, url),
        security: securityOf(method, url, schema, facts),
      },
    };
  };
}

function factsOf(method: string, url: string, schema: FastifySchema, hookNames: HookNames): RouteFacts {
  const onRequest = hookNames.onRequest ?? [];
  const security = onRequest.includes(authenticate.name)
    ? BEARER
    : onRequest.includes(optionalAuthenticate.name)
      ? OPTIONAL_BEARER
      : undefined;
  return {
    url,
    security,
    hasInput: Boolean(schema.params || schema.querystring || schema.headers || schema.body),
    hasBody: BODY_METHODS.has(method),
    hasPathParameters: url.includes(':'),
    // catalogueCacheHeaders revalidates a visitor's answer only: a subscriber's is never stored.
    revalidates:
      method === 'GET' && security !== BEARER && (hookNames.onSend ?? []).includes(catalogueCacheHeaders.name),
  };
}

function errorAnswers(facts: RouteFacts): Record<number, typeof apiErrorSchema> {
  return Object.fromEntries(
    CENTRAL_ANSWERS.filter((answer) => answer.applies(facts)).map((answer) => [answer.status, apiErrorSchema]),
  );
}

/**
 * From the hook: `authenticate` requires a bearer token, `optionalAuthenticate` takes one; a route with
 * neither is public (`[]`) unless its schema declares how else it is called. A declaration that
 * contradicts the hook is a mistake in the route, refused here so the document cannot lie.
 */
function securityOf(method: string, url: string, schema: FastifySchema, facts: RouteFacts): Security {
  const declared = (schema as { security?: Security }).security;
  if (!facts.security) return declared ?? [];
  if (declared && !sameSecurity(declared, facts.security)) {
    throw new Error(
      `${method} ${url} declares security ${JSON.stringify(declared)} but its authentication hook means ` +
        `${JSON.stringify(facts.security)}: remove the route's security (it is derived) or make them agree`,
    );
  }
  return facts.security;
}

const sameSecurity = (a: Security, b: Security) =>
  a.length === b.length && a.every((option) => b.some((other) => JSON.stringify(other) === JSON.stringify(option)));
