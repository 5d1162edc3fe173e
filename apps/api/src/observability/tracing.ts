import { createRequire } from 'node:module';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ObservabilitySettings } from './settings';

type TracingSettings = NonNullable<ObservabilitySettings['tracing']>;

/** What the app needs of the tracing SDK once it runs. */
export interface Tracing {
  /** @fastify/otel's plugin: a span per request, with its hooks and handler, under an incoming traceparent. */
  plugin: FastifyPluginCallback;
  /** The request's trace id, or undefined when its span was not sampled or not started. */
  traceIdOf(request: FastifyRequest): string | undefined;
  /** Sends the spans still buffered (the app calls it on close). */
  flush(): Promise<void>;
}

let started: Promise<Tracing> | undefined;

/**
 * Starts OpenTelemetry once per process (decision 0063): spans exported over OTLP/HTTP (JSON) to
 * OTEL_EXPORTER_OTLP_ENDPOINT. Only called when that is set: the SDK's packages are imported here,
 * dynamically, so a process without tracing never loads them.
 */
export function startTracing(settings: TracingSettings): Promise<Tracing> {
  started ??= load(settings);
  return started;
}

async function load(settings: TracingSettings): Promise<Tracing> {
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const [{ registerInstrumentations }, { PgInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }))],
  });
  // Registers the context manager and W3C propagation (traceparent) as the process's global ones.
  provider.register();
  const fastifyOtel = new FastifyOtelInstrumentation();
  // requireParentSpan: the job queue's polling would otherwise make a trace of its own every few seconds.
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new PgInstrumentation({ requireParentSpan: true }), fastifyOtel],
  });
  // The api's bundle imports pg (external, CommonJS) before this runs: requiring it now through the
  // hook the pg instrumentation installed patches the one cached copy, prototypes included.
  createRequire(import.meta.url)('pg');
  return {
    plugin: fastifyOtel.plugin(),
    traceIdOf(request) {
      const span = request.opentelemetry().span;
      const context = span?.spanContext();
      return context && context.traceFlags & 1 ? context.traceId : undefined;
    },
    flush: () => provider.forceFlush(),
  };
}
