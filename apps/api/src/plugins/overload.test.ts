import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  const { observability } = testConfig();
  t = await createTestApp({
    observability: {
      ...observability,
      overload: { maxEventLoopDelayMs: 1, retryAfterSeconds: 7, sampleIntervalMs: 10 },
    },
  });
});
afterAll(() => t.close());

/** Holds the event loop, as a burst of work the process cannot keep up with would. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('overload guard', () => {
  it('answers 503 with Retry-After while the event loop lags, but still answers liveness and metrics', async () => {
    let refused: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let attempt = 0; attempt < 20 && !refused; attempt += 1) {
      blockEventLoop(100);
      await sleep(12);
      const answer = await t.app.inject({ url: '/api/products/v1/products/product-types' });
      if (answer.statusCode === 503) refused = answer;
    }
    expect(refused?.headers['retry-after']).toBe('7');
    expect(refused?.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    blockEventLoop(100);
    await sleep(12);
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });
});
