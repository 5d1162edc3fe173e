import { ErrorCode, liveAnswerSchema, readyAnswerSchema } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { errorResponses } from '../lib/api-error';
import { migrationsCheck } from '../observability/migrations-current';
import { answerUnderPressure } from './overload';

/** A readiness probe must answer in time even when the database hangs (a pool with no free connection). */
const DATABASE_CHECK_MS = 2000;

const tags = ['operations'];

/**
 * GET /health/live and GET /health/ready (docs/observability.md), for the load balancer and the
 * orchestrator to poll every few seconds: ready costs one `select 1` once the migrations have been
 * found current. Ready answers 503 from the moment the app starts closing (preClose), so traffic
 * moves away while in-flight requests and jobs finish.
 */
export function registerHealth(app: FastifyInstance, options: { jobs: boolean }): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const migrationsCurrent = migrationsCheck();
  let migrated = false;

  app.get(
    '/health/live',
    {
      config: { pressureHandler: answerUnderPressure },
      schema: {
        tags,
        summary: 'Liveness: the process answers',
        description:
          'Never touches the database and is answered even under overload; restart the process only if this fails.',
        response: { 200: liveAnswerSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers, its migrations are current, the job queue runs',
        description:
          '503 while any of them is not so, while the app shuts down, or under overload (with Retry-After); the message says which. Cheap enough to poll every few seconds: one `select 1`.',
        response: { 200: readyAnswerSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const notReady = await whyNotReady(request.log);
      if (notReady) return reply.code(503).send({ code: ErrorCode.unavailable, message: `Not ready: ${notReady}.` });
      return reply.send({ status: 'ready' as const });
    },
  );

  /** What keeps the app from taking traffic, or null when nothing does. */
  async function whyNotReady(log: FastifyBaseLogger): Promise<string | null> {
    if (closing) return 'the api is shutting down';
    try {
      if (!migrated) {
        migrated = await withinDeadline(migrationsCurrent(app.db));
        if (!migrated) return 'database migrations are pending: run npm run migrate';
      } else {
        await withinDeadline(app.db.execute(sql`select 1`));
      }
    } catch (error) {
      log.warn({ err: error }, 'readiness: the database did not answer');
      return 'the database is unreachable';
    }
    if (options.jobs && !app.integrations.jobQueue.running) return 'the job queue is not running';
    return null;
  }
}

function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${DATABASE_CHECK_MS} ms`)), DATABASE_CHECK_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
