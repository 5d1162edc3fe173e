import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { MAX_MESSAGE_LENGTH } from './validation-message';

const manyFields = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`field${index}`, z.string()]));

function addStrictRoute(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/test/strict', { schema: { body: z.strictObject(manyFields) } }, () => ({}));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, addStrictRoute);
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/test/strict', payload });

describe('validation messages', () => {
  it('name one unknown field, however many the body has', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`${'x'.repeat(50)}${index}`, 1]));
    const full = Object.fromEntries(Object.keys(manyFields).map((name) => [name, 'ok']));
    const response = await post({ ...full, ...unknown });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Unexpected field: ${'x'.repeat(40)}…`, code: 'VALIDATION_FAILED' });
  });

  it(`stay within ${MAX_MESSAGE_LENGTH} characters, whole sentences, when many fields are wrong`, async () => {
    const response = await post({ [`${'y'.repeat(60)}`]: 1 });
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(message).toMatch(/^field0 is required; field1 is required; /);
    expect(
      message.split('; ').every((sentence) => /^(field\d+ is required|Unexpected field: y+…)$/.test(sentence)),
    ).toBe(true);
  });
});
