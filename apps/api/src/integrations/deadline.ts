import type { FastifyBaseLogger } from 'fastify';
import type { Integrations } from '.';

/** An adapter call that had no answer in time; whether it took effect is unknown. */
export class AdapterTimeoutError extends Error {
  constructor(
    readonly call: string,
    readonly timeoutMs: number,
  ) {
    super(`${call} gave no answer in ${timeoutMs} ms`);
    this.name = 'AdapterTimeoutError';
  }
}

function beforeDeadline<T>(answer: Promise<T>, call: string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AdapterTimeoutError(call, timeoutMs)), timeoutMs);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

interface Bounds {
  timeoutMs: number;
  /** Every failed call is logged here, so the callers may answer for it without losing the reason. */
  log: FastifyBaseLogger;
}

/** `adapter` with the named methods refused (AdapterTimeoutError) when they have not answered in time. */
function withDeadline<T extends object>(adapter: T, name: string, methods: readonly (keyof T)[], bounds: Bounds): T {
  return new Proxy(adapter, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || !methods.includes(key as keyof T)) return value;
      const call = `${name}.${String(key)}`;
      return async (...args: unknown[]) => {
        try {
          return await beforeDeadline(Promise.resolve(value.apply(target, args)), call, bounds.timeoutMs);
        } catch (error) {
          bounds.log.warn({ err: error, call }, 'an external system failed or gave no answer in time');
          throw error;
        }
      };
    },
  });
}

/**
 * The systems called while a subscriber waits, each call bounded: a hung operator or platform must
 * not hold a request (and its payment) open until the browser's 120-second timeout. The card gateway's
 * merchant API is called by the renewal sweep alone, bounded so one hung charge cannot hold every
 * other renewal behind it. The callers treat a timeout as they treat any failed call: an operator
 * charge stays PENDING (callOperator), a provisioning stays PENDING (provisionOrPending), a card
 * renewal charge stays PENDING until the sweep asks the gateway about its order (open-card-renewals).
 */
export function withAdapterDeadlines(integrations: Integrations, bounds: Bounds): Integrations {
  return {
    ...integrations,
    operatorBilling: withDeadline(integrations.operatorBilling, 'operatorBilling', ['charge', 'status'], bounds),
    provisioning: withDeadline(integrations.provisioning, 'provisioning', ['provision', 'remove'], bounds),
    cardGateway: withDeadline(
      integrations.cardGateway,
      'cardGateway',
      ['chargeToken', 'paymentStatus', 'refund'],
      bounds,
    ),
  };
}
