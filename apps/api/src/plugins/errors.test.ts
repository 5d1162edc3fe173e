import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';

const secret = 'connection refused to db-primary.internal:5432 as user admin';

function addFailingRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/test/throws', () => {
    throw new Error(secret);
  });
  typed.get(
    '/api/test/bad-response',
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    () => ({ id: 42 }) as unknown as { id: string },
  );
  typed.get('/api/test/deadlock', () => {
    // As Drizzle wraps node-postgres' error: the SQLSTATE is on the cause.
    throw new Error('Failed query: update purchases ...', {
      cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    });
  });
  typed.get(
    '/api/test/query',
    { schema: { querystring: z.strictObject({ page: z.coerce.number().int() }) } },
    () => ({}),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, addFailingRoutes);
});
afterAll(() => t.close());

describe('error answers', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/auth/v1/nothing-here'],
    ['DELETE', '/api/auth/v1/login'],
  ] as const)('an unknown api route (%s %s) is a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested item could not be found.', code: 'NOT_FOUND' });
  });

  it('media paths reach the media routes: a bad image kind is their 400, not a 404', async () => {
    const response = await t.app.inject({ url: '/media/not-a-kind/x.svg' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('without a web build, a page request is a JSON 404 too', async () => {
    const response = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
  });

  it('an unexpected failure is a generic 500 that tells nothing of the cause', async () => {
    const response = await t.app.inject({ url: '/api/test/throws' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong, please contact your service provider',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('db-primary');
  });

  it("a transaction the database aborted for another (deadlock) is a 409 to try again, in the caller's language", async () => {
    const response = await t.app.inject({ url: '/api/test/deadlock' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Another change to this account was being made at the same moment. Please try again.',
      code: 'CONFLICT',
    });
    const tamil = await t.app.inject({ url: '/api/test/deadlock', headers: { 'accept-language': 'ta' } });
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json().message).toContain('மீண்டும் முயற்சிக்கவும்');
  });

  it('a response that breaks its own schema is a generic 500, not a leak of the bad data', async () => {
    const response = await t.app.inject({ url: '/api/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
  });

  it('names a missing field and an invalid field of a schema without message keys', async () => {
    const missing = await t.app.inject({ url: '/api/test/query' });
    expect(missing.json()).toEqual({ message: 'page is required', code: 'VALIDATION_FAILED' });
    const invalid = await t.app.inject({ url: '/api/test/query?page=abc' });
    expect(invalid.json()).toEqual({ message: 'page is not valid', code: 'VALIDATION_FAILED' });
    const unknown = await t.app.inject({ url: '/api/test/query?page=1&sort=asc' });
    expect(unknown.json()).toEqual({ message: 'Unexpected field: sort', code: 'VALIDATION_FAILED' });
  });

  // Found by the bad-input fuzzer: an unknown field's name is input, and came back whole.
  it("shows an unknown field's name cut to 40 characters, with invisible characters replaced", async () => {
    const long = await t.app.inject({ url: `/api/test/query?page=1&${'k'.repeat(1000)}=1` });
    expect(long.json()).toEqual({ message: `Unexpected field: ${'k'.repeat(40)}…`, code: 'VALIDATION_FAILED' });
    const hidden = await t.app.inject({ url: '/api/test/query?page=1&a%E2%80%AEb%E2%80%8B=1' });
    expect(hidden.json()).toEqual({ message: 'Unexpected field: a\uFFFDb\uFFFD', code: 'VALIDATION_FAILED' });
    // A control character is refused before the schema looks (plugins/control-characters.ts), as readably.
    const control = await t.app.inject({ url: '/api/test/query?page=1&a%E2%80%AEb%00=1' });
    expect(control.json()).toEqual({
      message: 'a\uFFFDb\uFFFD contains a control character (such as NUL), which is not allowed',
      code: 'VALIDATION_FAILED',
    });
  });

  it('a JSON body that is not an object is a 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request is not valid.', code: 'VALIDATION_FAILED' });
  });

  it('an empty body sent as JSON is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('a body over the size limit is a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      payload: { username: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  // Found by the bad-input fuzzer: the router answered these itself, echoing the whole path.
  it('a path segment over the router limit is a short 414 in the api shape, not the path echoed', async () => {
    const response = await t.app.inject({ url: `/api/users/v1/connection/details/${'a'.repeat(100_000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'The address is too long.', code: 'VALIDATION_FAILED' });
  });

  it('a path segment that is not valid percent-encoding is a 400 in the api shape', async () => {
    const response = await t.app.inject({ url: '/api/users/v1/connection/details/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid.', code: 'VALIDATION_FAILED' });
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/v1/login',
        '/api/auth/v1/logout',
        '/api/auth/v1/password-update',
        '/api/users/v1/account/details',
        '/api/users/v1/account/connections',
        '/api/users/v1/connection/details/{id}',
      ]),
    );
    const login = document.paths['/api/auth/v1/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
    expect(document.paths['/api/auth/v1/logout'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/sandbox'))).toBe(false);
  });

  it('serves the docs page under the same strict CSP', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const inlineScripts = response.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g);
    expect(inlineScripts).toBeNull();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
