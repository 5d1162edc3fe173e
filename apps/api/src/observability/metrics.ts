import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** How a purchase was paid: its payment route, a voucher that covered the price, or nothing to pay. */
export type PurchaseRoute = 'bill' | 'operator' | 'card' | 'voucher' | 'free';
/** An adapter call as ExternalSystem saw it end. */
export type AdapterOutcome = 'ok' | 'error' | 'timeout' | 'circuit-open';
export type CacheName = 'catalogue' | 'connection-answers' | 'sessions';

/**
 * One app's metrics (docs/observability.md), in a registry of its own: two apps in one process (the
 * tests) never see each other's counts. The names are the ones the operations docs and alerts use.
 * Gauges sampled on scrape (pool, queue depth) are added by plugins/metrics.ts, which knows the app.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by route pattern and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    cacheRequests: new Counter({
      name: 'selfcare_cache_requests_total',
      help: 'Lookups in the in-process caches, hits and misses.',
      labelNames: ['cache', 'outcome'] as const,
      registers,
    }),
    jobsFailed: new Counter({
      name: 'selfcare_jobs_failed_total',
      help: 'Job tries that failed (each retry counts), by queue.',
      labelNames: ['queue'] as const,
      registers,
    }),
    adapterCalls: new Counter({
      name: 'selfcare_adapter_calls_total',
      help: 'Calls to external systems, by system and outcome.',
      labelNames: ['system', 'outcome'] as const,
      registers,
    }),
    adapterDuration: new Histogram({
      name: 'selfcare_adapter_call_duration_seconds',
      help: 'Time an external system took to answer (retries included).',
      labelNames: ['system'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60],
      registers,
    }),
    purchases: new Counter({
      name: 'selfcare_purchases_total',
      help: 'Purchases answered, by payment route and outcome (success, pending, failure, retry).',
      labelNames: ['route', 'outcome'] as const,
      registers,
    }),
    payments: new Counter({
      name: 'selfcare_payments_total',
      help: 'Payments settled, by route and outcome: card paid, failed, chargedBack; operator paid, failed, or settled (by the lifecycle sweep, which does not tell which).',
      labelNames: ['route', 'outcome'] as const,
      registers,
    }),
    renewals: new Counter({
      name: 'selfcare_renewals_total',
      help: 'Subscription renewals by the lifecycle sweep, by outcome (success, failure, pending).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    suspensions: new Counter({
      name: 'selfcare_suspensions_total',
      help: 'Connections suspended: by the lifecycle sweep after a refused renewal, or by care.',
      registers,
    }),
    reactivations: new Counter({
      name: 'selfcare_reactivations_total',
      help: 'Suspended connections made active again: a paid reactivation, a new package paid, or care.',
      registers,
    }),
    registrations: new Counter({
      name: 'selfcare_registrations_total',
      help: 'Registration steps done, by step (otp-sent, otp-verified, ordered, completed).',
      labelNames: ['step'] as const,
      registers,
    }),
    reminders: new Counter({
      name: 'selfcare_reminders_sent_total',
      help: 'Renewal and expiry reminder messages queued by the lifecycle sweep (decision 0066), by channel (sms, email).',
      labelNames: ['channel'] as const,
      registers,
    }),
    sweepStepDuration: new Histogram({
      name: 'selfcare_lifecycle_sweep_step_seconds',
      help: 'Time each step of a lifecycle sweep took (renewal, renewal reminder, ending, ...), by step.',
      labelNames: ['step'] as const,
      buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 180, 600, 1800],
      registers,
    }),
    refunds: new Counter({
      name: 'selfcare_refunds_total',
      help: 'Refunds asked of the card gateway, by outcome (success, failure, or pending when its answer was lost).',
      labelNames: ['outcome'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** What a cache calls on each lookup: the label sets are bound once, so a lookup costs an increment. */
export function cacheRecorder(metrics: Metrics, cache: CacheName): (hit: boolean) => void {
  const hits = metrics.cacheRequests.labels(cache, 'hit');
  const misses = metrics.cacheRequests.labels(cache, 'miss');
  return (hit) => (hit ? hits : misses).inc();
}

/**
 * Counts a purchase's answer (after its commit): by the route it was paid through, or 'voucher' /
 * 'free' when nothing was charged; the outcome is the answer's status in lower case. A subscribe that
 * only cancelled a pending removal bought nothing and is not counted.
 */
export function countPurchase(
  metrics: Metrics,
  paidThrough: 'bill' | 'operator' | 'card',
  answer: { status: string; amount: number; unsubscriptionCancelled: boolean },
  voucherUsed: boolean,
): void {
  if (answer.unsubscriptionCancelled) return;
  const route: PurchaseRoute = answer.amount > 0 ? paidThrough : voucherUsed ? 'voucher' : 'free';
  metrics.purchases.inc({ route, outcome: answer.status.toLowerCase() });
}

/**
 * Counts an operator payment a purchase or retry answer settled (after its commit), with card's outcome
 * words: paid, or failed. A RETRY, one still pending, and an answer with no payment (free, a voucher, a
 * cancelled removal) settled nothing.
 */
export function countOperatorPayment(
  metrics: Metrics,
  answer: { status: string; paymentStatus: string | null; transactionId: string | null },
): void {
  if (answer.transactionId === null) return;
  if (answer.paymentStatus === 'SUCCESS') metrics.payments.inc({ route: 'operator', outcome: 'paid' });
  else if (answer.status === 'FAILURE') metrics.payments.inc({ route: 'operator', outcome: 'failed' });
}
