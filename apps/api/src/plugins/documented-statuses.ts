import type { FastifyInstance } from 'fastify';
import { routeKey } from './route-hooks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Test mode: 'METHOD path answered STATUS ...' for every answer its OpenAPI operation does not list. */
    undocumentedAnswers: string[];
  }
}

interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/**
 * Under NODE_ENV=test, every answer of a route with a response schema is checked against the responses
 * its operation in the OpenAPI document lists (the route's own and those describe-operation.ts adds),
 * and one it does not list is recorded, with the route and the status, for the test kit to fail on
 * (test/app.ts): so any test that makes a route answer an unlisted status shows the gap. onResponse,
 * not onSend: other onSend hooks may still change the status (a 304 from http-cache.ts).
 */
export function registerStatusCheck(app: FastifyInstance): void {
  const found: string[] = [];
  app.decorate('undocumentedAnswers', found);
  let documented: ReadonlyMap<string, { path: string; statuses: string[] }> | undefined;
  app.addHook('onResponse', async (request, reply) => {
    const { url, schema } = request.routeOptions;
    if (url === undefined || !schema?.response) return;
    documented ??= documentedStatuses(app.swagger() as Document);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const operation = documented.get(routeKey(method, url));
    if (!operation || isDocumentedStatus(reply.statusCode, operation.statuses)) return;
    const problem =
      `${method} ${operation.path} answered ${reply.statusCode}, which its documented responses ` +
      `(${operation.statuses.join(', ')}) do not list: add it to the route's response schema`;
    if (!found.includes(problem)) found.push(problem);
  });
}

/** Each operation's listed statuses, by its route key (path parameters written `:`, as routeKey does). */
function documentedStatuses(document: Document): Map<string, { path: string; statuses: string[] }> {
  const statuses = new Map<string, { path: string; statuses: string[] }>();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = routeKey(method.toUpperCase(), path.replace(/\{[^}]+\}/g, ':'));
      statuses.set(key, { path, statuses: Object.keys(operation.responses ?? {}) });
    }
  }
  return statuses;
}

/** Whether an operation's response keys list a status: by itself, by its class (`4XX`) or `default`. */
export const isDocumentedStatus = (status: number, listed: readonly string[]) =>
  listed.some((entry) => entry === String(status) || entry === `${String(status)[0]}XX` || entry === 'default');
