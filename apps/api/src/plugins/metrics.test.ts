import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, createTestApp, type TestApp } from '../../test/app';
import { parseExposition, sampleValue } from '../../test/prometheus-text';
import { buyHboOnBill } from '../../test/purchases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function scrape(app = t.app) {
  const answer = await app.inject({ url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(answer.body);
}

describe('GET /metrics', () => {
  it('counts a request under its route pattern, never its raw address', async () => {
    const path = '/api/products/v1/products/987654321';
    const answer = await t.app.inject({ url: path });
    const samples = await scrape();
    const labels = {
      method: 'GET',
      route: '/api/products/v1/products/:productId',
      status_code: String(answer.statusCode),
    };
    expect(sampleValue(samples, 'http_requests_total', labels)).toBe(1);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', labels)).toBe(1);
    expect(samples.some((sample) => Object.values(sample.labels).some((value) => value.includes('987654321')))).toBe(
      false,
    );
  });

  it('reports the pool, the job queues and the process', async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'selfcare_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(samples.some((sample) => sample.name === 'selfcare_job_queue_depth')).toBe(true);
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('wants the bearer token when METRICS_TOKEN is set, and is not served in production without one', async () => {
    const token = 'a-metrics-token-of-some-length';
    const observability = { ...t.app.config.observability, metricsToken: token };
    const guarded = await createTestApp({ observability });
    try {
      const refused = await guarded.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      const allowed = await guarded.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
    const production = await createTestApp({ env: 'production' });
    try {
      expect((await production.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('keeps each app its own counts', async () => {
    const other = await createTestApp();
    try {
      const samples = await scrape(other.app);
      expect(sampleValue(samples, 'http_requests_total', { route: '/api/products/v1/products/:productId' })).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('business counters', () => {
  it('count a purchase on the bill once its answer is known', async () => {
    const seeded = await createSeededTestApp();
    try {
      await buyHboOnBill(seeded);
      const samples = await scrape(seeded.app);
      expect(sampleValue(samples, 'selfcare_purchases_total', { route: 'bill', outcome: 'success' })).toBe(1);
    } finally {
      await seeded.close();
    }
  });
});
