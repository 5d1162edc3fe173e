import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import { errorResponses, notFound, unauthorized } from '../lib/api-error';
import type { Metrics } from '../observability/metrics';
import { answerUnderPressure } from './overload';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (observability/metrics.ts). */
    metrics: Metrics;
  }
}

/** The label of a request no route matched: never the raw URL, which would carry ids and typos. */
const UNMATCHED = 'unmatched';

/**
 * The app's metrics: every answer counted and timed by its route pattern, the database pool and the
 * job queues sampled when Prometheus scrapes, failed job tries counted (docs/observability.md).
 * Business counters are incremented by the modules where an outcome is decided.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, options: { jobs: boolean }): void {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: reply.statusCode,
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  samplePool(app, metrics);
  if (options.jobs) sampleJobQueue(app, metrics);
}

/** node-postgres's pool, read on scrape; PGlite is one connection, so it reports a total of 1. */
function samplePool(app: FastifyInstance, metrics: Metrics): void {
  new Gauge({
    name: 'selfcare_db_pool_connections',
    help: 'Database connections by state: total open, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
    collect() {
      const client = (app.db as { $client?: unknown }).$client;
      if (isPool(client)) {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });
}

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const isPool = (client: unknown): client is PoolCounts =>
  typeof client === 'object' && client !== null && 'waitingCount' in client;

/** Each queue's waiting jobs, counted on scrape (one indexed count per queue); failed tries as they fail. */
function sampleJobQueue(app: FastifyInstance, metrics: Metrics): void {
  const queue = app.integrations.jobQueue;
  queue.onFailure((name) => metrics.jobsFailed.inc({ queue: name }));
  new Gauge({
    name: 'selfcare_job_queue_depth',
    help: 'Jobs waiting in each queue (created or waiting to retry); dead-letter queues included.',
    labelNames: ['queue'] as const,
    registers: [metrics.registry],
    async collect() {
      this.reset();
      try {
        for (const [name, depth] of await queue.depths()) this.set({ queue: name }, depth);
      } catch (error) {
        // An unreachable database must not fail the whole scrape: the other metrics say why.
        app.log.warn({ err: error }, 'metrics: the job queue depth could not be read');
      }
    },
  });
}

/** GET /metrics, for Prometheus to scrape; after the docs plugin, so that the document lists it. */
export function registerMetricsRoute(app: FastifyInstance): void {
  const { metrics } = app;
  const token = app.config.observability.metricsToken;
  const expected = token === null ? null : digest(token);
  // Never public by default in production: without a token the route answers as if it did not exist.
  const served = token !== null || app.config.env !== 'production';
  app.get(
    '/metrics',
    {
      config: { pressureHandler: answerUnderPressure },
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics, in the text exposition format',
        description:
          'With METRICS_TOKEN set, only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Without it: open in development and test, 404 in production. Never refused under overload, so a struggling process can still be watched.',
        security: [{ metricsToken: [] }, {}],
        response: {
          200: {
            description: 'The metrics (docs/observability.md lists them)',
            content: { 'text/plain; version=0.0.4; charset=utf-8': { schema: z.string() } },
          },
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      if (!served) throw notFound();
      if (expected && !bearerMatches(request, expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
      return sendMetrics(reply, metrics);
    },
  );
}

async function sendMetrics(reply: FastifyReply, metrics: Metrics) {
  const text = await metrics.registry.metrics();
  return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests of equal length, in constant time. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), expected);
}
