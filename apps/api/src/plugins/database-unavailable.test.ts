import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/** Errors as node-postgres and Drizzle raise them while PostgreSQL restarts or refuses connections. */
function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

const outages: Record<string, () => Error> = {
  'a backend terminated by an administrator (57P01)': () =>
    pgError('terminating connection due to administrator command', '57P01'),
  'the server starting up (57P03)': () => pgError('the database system is starting up', '57P03'),
  'a connection exception (08006)': () => pgError('connection failure', '08006'),
  'a refused connection': () => pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'a dropped connection': () => pgError('Connection terminated unexpectedly'),
  'a database not accepting connections': () =>
    pgError('database "selfcare" is not currently accepting connections', '55000'),
  'a driver error wrapped by Drizzle': () =>
    new Error('Failed query: select 1', { cause: pgError('Connection terminated unexpectedly') }),
};

function addOutageRoutes(app: FastifyInstance): void {
  for (const [index, make] of Object.values(outages).entries()) {
    app.get(`/api/test/outage/${index}`, async () => {
      throw make();
    });
  }
  app.get('/api/test/other-55000', async () => {
    throw pgError('cannot do that now', '55000');
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, addOutageRoutes);
});
afterAll(() => t.close());

describe('a database out of reach', () => {
  it.each(Object.keys(outages).map((name, index) => [name, index] as const))(
    'answers %s with 503, Retry-After and a readable message',
    async (_name, index) => {
      const response = await t.app.inject({ url: `/api/test/outage/${index}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is unavailable for a moment. Please try again shortly.',
      });
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it('leaves any other database error a 500 that says nothing of it', async () => {
    const response = await t.app.inject({ url: '/api/test/other-55000' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().code).toBe('INTERNAL');
  });
});
