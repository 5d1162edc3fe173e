import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { bearer, type ConnectionInput, createAccount, loginToken } from '../../../test/factories';

export const USERS = '/api/users/v1';
export const BILLING = '/api/billing/v1/billing';

/** A fresh subscriber with one connection of the given shape, logged in. */
export async function subscriber(t: TestApp, connection: ConnectionInput = {}) {
  const account = await createAccount(t.db, { connections: [connection] });
  const [connectionId = ''] = account.connectionIds;
  return { account, connectionId, headers: bearer(await loginToken(t.app, account)) };
}

/** A 400 answer whose message is the readable text, not a schema key. */
export async function expectReadable400(app: FastifyInstance, request: InjectOptions, text: string) {
  const response = await app.inject(request);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ message: string }>().message).toContain(text);
}
