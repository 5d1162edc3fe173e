import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // A route that keeps whatever text it is given, as a profile or a message field would.
    app
      .withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>()
      .post(
        '/test/echo/:name',
        { schema: { params: z.object({ name: z.string() }), body: z.object({ text: z.string() }) } },
        (request) => ({ name: request.params.name, text: request.body.text }),
      );
  });
});
afterAll(() => t.close());

const echo = (name: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/test/echo/${encodeURIComponent(name)}`, payload: body as object });

describe('control characters at the boundary', () => {
  // Issue 25: PostgreSQL refused the NUL and the caller got a 500, without any token.
  it('answers 400, not 500, for a NUL in the consent check query', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/registration/consent/validate?bridgeId=abc%00def&msisdn=0771234567',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'bridgeId contains a control character (such as NUL), which is not allowed',
    });
  });

  it('refuses a body string with NUL, at any depth, naming the field in the caller language', async () => {
    expect((await echo('a', { text: 'hello\u0000' })).json()).toMatchObject({
      message: 'text contains a control character (such as NUL), which is not allowed',
    });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { 'accept-language': 'si' },
      payload: { username: 'a@example.com', password: 'x', extra: [{ deep: ['ok', 'bad\u0000'] }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('extra.0.deep.1 හි පාලන අක්ෂරයක් (NUL වැනි) ඇත; එයට ඉඩ නොදේ');
  });

  it('refuses the other C0 controls, DEL and C1 controls, and a control character in a key or a path', async () => {
    for (const character of ['\u0001', '\u0008', '\u000B', '\u001B', '\u007F', '\u0085', '\u009F']) {
      expect((await echo('a', { text: `x${character}y` })).statusCode, JSON.stringify(character)).toBe(400);
    }
    const key = await echo('a', { text: 'ok', 'bad\u0000key': 1 });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe('bad\uFFFDkey contains a control character (such as NUL), which is not allowed');
    expect((await echo('a\u0000b', { text: 'ok' })).statusCode).toBe(400);
    expect((await echo('a\tb', { text: 'ok' })).statusCode).toBe(400);
  });

  it('lets be a query the route takes none of, as it never reads it', async () => {
    const response = await t.app.inject({ url: '/api/users/v1/location?q=%00' });
    expect(response.statusCode).toBe(200);
  });

  it('takes tab and line breaks in a body, and Sinhala and Tamil text as it is', async () => {
    const text = 'ශ්‍රී ලංකා\r\nதமிழ் நாடு\tஇலங்கை';
    const response = await echo('ශ්‍රී', { text });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'ශ්‍රී', text });
  });

  it('walks a body nested thousands deep without failing', async () => {
    const deep = `${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/echo/a',
      headers: { 'content-type': 'application/json' },
      payload: `{"text":"ok","more":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('never lets a control character in a header reach the app: the HTTP parser refuses it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end('GET /api/users/v1/location HTTP/1.1\r\nHost: x\r\nAccept-Language: si\u0000x\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});
