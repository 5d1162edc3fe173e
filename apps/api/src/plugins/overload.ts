import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { unavailableFor } from '../lib/database-unavailable';

/**
 * Refuses requests with 503 and Retry-After while the event loop lags past
 * OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, instead of queueing them without bound: a load balancer moves the
 * traffic elsewhere and clients come back later (docs/observability.md). The refusal is the api's own
 * 503 (`{ message, code }`, Retry-After), thrown so that the error handler answers it.
 */
export async function registerOverloadGuard(app: FastifyInstance): Promise<void> {
  const { maxEventLoopDelayMs, retryAfterSeconds, sampleIntervalMs } = app.config.observability.overload;
  if (maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    pressureHandler: async () => {
      throw unavailableFor(retryAfterSeconds);
    },
  });
}

/** A route's `config.pressureHandler` that lets it answer under pressure (liveness, metrics). */
export const answerUnderPressure = () => undefined;
