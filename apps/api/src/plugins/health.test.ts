import { get } from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../test/app';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers live, and ready once the database, its migrations and the job queue are', async () => {
    const live = await t.app.inject({ url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
    for (let poll = 0; poll < 2; poll += 1) {
      const ready = await t.app.inject({ url: '/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not ready while the database cannot be reached', async () => {
    const app = await buildApp({
      config: testConfig(),
      // drizzle's mock has no connection: every query fails, as against a database that is down.
      database: drizzle.mock({ schema }) as unknown as Database,
      runJobs: false,
    });
    try {
      const ready = await app.inject({ url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: the database is unreachable.',
      });
      expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('stops taking requests as soon as shutdown begins, and finishes the one in flight', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inFlight = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const closing = await createTestApp({}, (app) => {
      app.get('/api/test/slow', { schema: { hide: true } }, async () => {
        entered();
        await held;
        return { done: true };
      });
    });
    const address = await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const slow = getOnce(`${address}/api/test/slow`);
    await inFlight;
    const closed = closing.close();
    // Closing begins on a later turn of the event loop (preClose): poll as a load balancer would.
    let ready: number | 'refused' = 200;
    for (let poll = 0; poll < 100 && ready === 200; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      ready = await getOnce(`${address}/health/ready`).then(
        (answer) => answer.status,
        () => 'refused' as const,
      );
    }
    expect([503, 'refused']).toContain(ready);
    release();
    const finished = await slow;
    expect([finished.status, JSON.parse(finished.body)]).toEqual([200, { done: true }]);
    await closed;
  }, 60_000);
});

/** A GET on a connection of its own, closed after the answer (no keep-alive to hold the server open). */
function getOnce(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, timeout: 2000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('timeout', function (this: { destroy(error: Error): void }) {
        this.destroy(new Error('no answer'));
      })
      .on('error', reject);
  });
}
