import { z } from 'zod';

/** Health, metrics and tracing settings (docs/observability.md). */
export const observabilityEnv = {
  // The bearer token Prometheus sends to GET /metrics; without it production answers 404 there.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Mean event-loop delay over a second past which requests get 503 with Retry-After; 0 turns it off.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  // The OpenTelemetry variables, standard names: traces are exported only when the endpoint is set.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('selfcare-api'),
};

type ObservabilityEnv = z.infer<z.ZodObject<typeof observabilityEnv>>;

export interface ObservabilitySettings {
  /** Bearer token of GET /metrics; null: open outside production, not served in production. */
  metricsToken: string | null;
  overload: {
    /** 0 turns the event-loop check off. */
    maxEventLoopDelayMs: number;
    retryAfterSeconds: number;
    /** How often the event loop is sampled (not a setting: tests shorten it). */
    sampleIntervalMs: number;
  };
  /** Where spans go (OTLP over HTTP); null: tracing is off and its SDK is never loaded. */
  tracing: { endpoint: string; serviceName: string } | null;
}

/** `parsed` is undefined when the environment did not parse: config reports those problems and throws. */
export function readObservabilitySettings(
  parsed: (ObservabilityEnv & { NODE_ENV: string }) | undefined,
): ObservabilitySettings {
  const values = parsed ?? { ...z.object(observabilityEnv).parse({}), NODE_ENV: 'development' };
  return {
    metricsToken: values.METRICS_TOKEN ?? null,
    overload: {
      // Off by default under NODE_ENV=test: a test file's start-up blocks the loop for seconds.
      maxEventLoopDelayMs: values.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? (values.NODE_ENV === 'test' ? 0 : 1000),
      retryAfterSeconds: values.OVERLOAD_RETRY_AFTER_SECONDS,
      sampleIntervalMs: 1000,
    },
    tracing: values.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''), serviceName: values.OTEL_SERVICE_NAME }
      : null,
  };
}
