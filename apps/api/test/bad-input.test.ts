import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzOperation } from '../reliability/bad-input/fuzz';
import { fuzzApi } from '../reliability/bad-input/fuzz-api';
import type { FuzzRequest } from '../reliability/bad-input/requests';
import { outboxMessages } from '../src/db/schema';
import { ApiError } from '../src/lib/api-error';
import { createSeededTestApp, createTestApp, type TestApp } from './app';

/**
 * The fast part of issue 8's bad-input fuzzer (`npm run reliability` runs many more requests with a
 * random seed): for every operation of the OpenAPI document, requests with wrong types, missing and
 * extra fields, huge strings, odd unicode and numbers, malformed JSON, wrong content types and bad path
 * segments, control characters (and a NUL in each string field in turn), with a valid, a bad or no token. Never a 5xx; every 4xx a `{ message, code }` sentence;
 * every answer with the security headers; after every 4xx the database as it was (but for the tables
 * listed in database-snapshot.ts, with their reasons).
 */

const SEED = 20_261_124;
const RUNS_PER_OPERATION = 12;

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe('bad input', () => {
  // 12 requests for each of ~290 operations, each checked against a database snapshot: about a minute on a
  // quiet 2-core machine, and twice that when other test files share the cores.
  it('never answers 5xx, always a readable 4xx, and changes nothing when it refuses', {
    timeout: 300_000,
  }, async () => {
    const results = await fuzzApi(t.app, t.db, { seed: SEED, runsPerOperation: RUNS_PER_OPERATION });
    const failures = results.flatMap((result) => result.failures);
    expect(
      failures.map((failure) => `${failure.problem}: ${failure.request} -> ${failure.status} ${failure.answer}`),
    ).toEqual([]);
    // Most requests are refused: the generator spoils every one of them.
    const sent = results.reduce((sum, result) => sum + result.sent, 0);
    const refused = results.reduce((sum, result) => sum + result.status4xx, 0);
    expect(sent).toBeGreaterThan(results.length * RUNS_PER_OPERATION);
    expect(refused / sent).toBeGreaterThan(0.8);
    // A NUL in any string field is refused, wherever the field goes (issue 25's NUL 500).
    const controls = results.map((result) => result.byMutation['NUL in each field'] ?? { sent: 0, refused: 0 });
    const controlsSent = controls.reduce((sum, count) => sum + count.sent, 0);
    expect(controlsSent).toBeGreaterThan(results.length);
    expect(controls.reduce((sum, count) => sum + count.refused, 0)).toBe(controlsSent);
  });
});

/** Routes with the faults the fuzzer looks for, to show that it reports each of them. */
function addFaultyRoutes(app: FastifyInstance): void {
  app.post('/api/test/half-write', async () => {
    await app.db.insert(outboxMessages).values({ channel: 'sms', recipient: '0770000000', body: 'half' });
    throw new ApiError(400, 'VALIDATION_FAILED', 'errors.invalidRequest');
  });
  app.get('/api/test/crash', async () => {
    throw new Error('boom');
  });
  app.get('/api/test/echo', async (_request, reply) => reply.code(400).send({ message: 'x'.repeat(1000), code: 'X' }));
  app.get('/api/test/shapeless', async (_request, reply) => reply.code(400).send({ error: 'bad' }));
  app.get('/api/test/bare', async (_request, reply) => {
    reply.raw.removeHeader('content-security-policy');
    return {};
  });
}

describe("the fuzzer's checks", () => {
  it('report a 5xx, an unreadable 4xx, a refusal that changed a table and an answer without the security headers', async () => {
    const faulty = await createTestApp({}, addFaultyRoutes);
    try {
      const request = (method: FuzzRequest['method'], url: string): FuzzRequest => ({
        mutation: 'wrong type',
        auth: 'no token',
        method,
        url,
        headers: {},
      });
      const session = { token: async () => '', refresh: async () => {} };
      const context = { app: faulty.app, db: faulty.db, session };
      const result = await fuzzOperation(context, 'faults', [
        request('POST', '/api/test/half-write'),
        request('GET', '/api/test/crash'),
        request('GET', '/api/test/echo'),
        request('GET', '/api/test/shapeless'),
        request('GET', '/api/test/bare'),
      ]);
      expect(result.failures.map((failure) => [failure.request.split(' ')[1], failure.problem])).toEqual([
        ['/api/test/half-write', 'changed outbox_messages'],
        ['/api/test/crash', '5xx'],
        ['/api/test/echo', 'a 4xx message of 1000 characters'],
        ['/api/test/shapeless', 'a 4xx answer without a message'],
        ['/api/test/bare', 'an answer without the security headers'],
      ]);
      expect(result).toMatchObject({
        sent: 5,
        status4xx: 3,
        status5xx: 1,
        changesOnRefusal: 1,
        unreadable: 2,
        withoutHeaders: 1,
      });
    } finally {
      await faulty.close();
    }
  });
});
