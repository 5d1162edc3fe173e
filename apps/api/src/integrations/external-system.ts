import type { FastifyBaseLogger } from 'fastify';
import CircuitBreaker from 'opossum';
import pRetry from 'p-retry';
import { unavailableFor } from '../lib/database-unavailable';

/**
 * A call the external system refused for good, or a transport failure worth trying again. Adapters
 * throw it for what the protocol calls a failure of the call itself (a 5xx, a broken connection, a
 * garbled answer); a business answer (insufficient balance, customer not found) is a value, not a throw,
 * and never counts against the circuit.
 */
export class ExternalCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The HTTP status or protocol code, for the log line. */
    readonly status?: number | string,
  ) {
    super(message);
    this.name = 'ExternalCallError';
  }
}

/** opossum's refusal while the circuit is open. */
const circuitOpen = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'EOPENBREAKER';

/** How a call ended, for the metrics: answered, failed, out of time, or refused by the open circuit. */
export type AdapterCallOutcome = 'ok' | 'error' | 'timeout' | 'circuit-open';

/** Told of every call once it ends (plugins/metrics.ts counts them); `seconds` includes the retries. */
export type RecordAdapterCall = (system: string, outcome: AdapterCallOutcome, seconds: number) => void;

export interface ExternalSystemOptions {
  /** The system's name in log lines and errors, e.g. 'sms' or 'tmf641'. */
  name: string;
  log: FastifyBaseLogger;
  /** Each attempt's bound (ADAPTER_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** Failed calls in the rolling window (of at least this many calls) that open the circuit. */
  failuresToOpen?: number;
  /** How long an open circuit refuses calls before letting one through to test the system. */
  openSeconds?: number;
  record?: RecordAdapterCall | undefined;
}

export interface CallOptions {
  /**
   * Tries after the first when the call failed in a retryable way. Only for calls the protocol makes
   * idempotent (a lookup, a request carrying our reference that the system deduplicates): a charge
   * that timed out is asked about, never sent again.
   */
  retries?: number;
}

/**
 * One external system as every adapter calls it: each attempt bounded by a deadline (the AbortSignal
 * goes to fetch), idempotent calls retried with back-off, a circuit that opens after repeated failures
 * so callers get a 503 with Retry-After at once instead of waiting on a system that is down, and one
 * structured log line per call. The line carries the system, the operation, the outcome, the status and
 * the duration; never a request or answer body, so no secret or personal data reaches the logs.
 */
export class ExternalSystem {
  private readonly breaker: CircuitBreaker<[() => Promise<unknown>], unknown>;
  private readonly openSeconds: number;

  constructor(private readonly options: ExternalSystemOptions) {
    this.openSeconds = options.openSeconds ?? 30;
    const failuresToOpen = options.failuresToOpen ?? 5;
    this.breaker = new CircuitBreaker((attempt: () => Promise<unknown>) => attempt(), {
      // Deadlines are ours (an AbortSignal the adapter passes on), so the breaker sets none of its own.
      timeout: false,
      volumeThreshold: failuresToOpen,
      errorThresholdPercentage: 50,
      rollingCountTimeout: 60_000,
      resetTimeout: this.openSeconds * 1000,
    });
  }

  get name(): string {
    return this.options.name;
  }

  /** Whether the circuit is open: calls are being refused without reaching the system. */
  get refusing(): boolean {
    return this.breaker.opened;
  }

  async call<T>(
    operation: string,
    attempt: (signal: AbortSignal) => Promise<T>,
    callOptions: CallOptions = {},
  ): Promise<T> {
    const started = performance.now();
    const { name, log, timeoutMs, record } = this.options;
    try {
      const answer = await pRetry(
        () => this.breaker.fire(() => attempt(AbortSignal.timeout(timeoutMs))) as Promise<T>,
        {
          retries: callOptions.retries ?? 0,
          minTimeout: 200,
          factor: 3,
          randomize: true,
          shouldRetry: ({ error }) => error instanceof ExternalCallError && error.retryable,
        },
      );
      const durationMs = performance.now() - started;
      record?.(name, 'ok', durationMs / 1000);
      log.info({ system: name, operation, outcome: 'ok', durationMs: Math.round(durationMs) }, 'external call');
      return answer;
    } catch (error) {
      const elapsedMs = performance.now() - started;
      const durationMs = Math.round(elapsedMs);
      if (circuitOpen(error)) {
        record?.(name, 'circuit-open', elapsedMs / 1000);
        log.warn({ system: name, operation, outcome: 'circuit-open', durationMs }, 'external call');
        throw unavailableFor(this.openSeconds);
      }
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      record?.(name, timedOut ? 'timeout' : 'error', elapsedMs / 1000);
      log.warn(
        {
          system: name,
          operation,
          outcome: timedOut ? 'timeout' : 'failed',
          status: error instanceof ExternalCallError ? error.status : undefined,
          durationMs,
          // Adapters write these messages themselves, without bodies or personal data.
          reason: error instanceof Error ? error.message : String(error),
        },
        'external call',
      );
      throw error;
    }
  }

  shutdown(): void {
    this.breaker.shutdown();
  }
}
