import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../reliability/openapi';
import { createTestApp, type TestApp } from './app';

/**
 * OWASP API9 (inventory): every route the app serves is in its OpenAPI document, and the document names
 * no route the app lacks. The access-control matrix and the bad-input fuzzer find their routes in that
 * document, so a route missing from it would be missed by both.
 */

/** Served but not api: the documentation itself and the sandboxes (off in production). */
const NOT_API = [/^\/api\/docs(\/|$)/, /^\/sandbox(\/|$)/];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route inventory', () => {
  it('documents every route the app serves, and no other', async () => {
    expect(await inventoryGaps(t.app)).toEqual({ undocumented: [], notServed: [] });
  });

  it('notices a route left out of the document', async () => {
    const hidden = await createTestApp({}, (app) => {
      app.get('/api/test/hidden/:id', { schema: { hide: true } }, async () => ({}));
    });
    try {
      expect(await inventoryGaps(hidden.app)).toEqual({ undocumented: ['GET /api/test/hidden/{}'], notServed: [] });
    } finally {
      await hidden.close();
    }
  });
});

async function inventoryGaps(app: FastifyInstance) {
  const served = servedRoutes(app.printRoutes({ commonPrefix: false })).filter(
    (route) => !NOT_API.some((pattern) => pattern.test(route.split(' ')[1] ?? '')),
  );
  const documented = (await apiOperations(app)).map(
    (operation) => `${operation.method} ${operation.path.replace(/\{[^}]+\}/g, '{}')}`,
  );
  expect(served.length).toBeGreaterThan(80);
  return {
    undocumented: served.filter((route) => !documented.includes(route)),
    notServed: documented.filter((route) => !served.includes(route)),
  };
}

/**
 * "METHOD /path" for every route of Fastify's printed radix tree (HEAD left out, as Fastify adds it to
 * every GET), each path parameter written `{}` as in a normalised OpenAPI path. A line's depth is where
 * its branch mark stands (4 characters a level); its path is its parent's plus its own segment.
 */
function servedRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    const normalised = path.replace(/:\w+(\|:\w+)*/g, '{}');
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${normalised}`);
  }
  return routes;
}
