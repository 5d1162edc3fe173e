import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ServiceOrderStateChangeEvent } from '../../integrations/tmf641-schemas';
import { followProvisioning } from '../lifecycle/follow-provisioning';
import type { Reprovisioned } from '../lifecycle/waiting-provisionings';
import type { SettlementDeps } from '../settlement/settle-payment';

/** How the listener learns which purchase an order is, when the event names the order alone. */
export interface OrderLookup {
  purchaseOfOrder(orderId: string): Promise<string | null>;
}

const purchaseIdSchema = z.uuid();

/**
 * Follows one event: the purchase its order carries (the order's externalId) is provisioned again as the
 * sweep does it, which reads the order's state from the platform and settles the purchase only while it
 * is still paid and waiting. An order not ours, a purchase already complete or failed, and an event for
 * a purchase this process is already following do nothing.
 */
export class OrderEventFollower {
  private readonly following = new Set<string>();
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: SettlementDeps,
    private readonly orders: OrderLookup,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts following the event and returns at once; `settled()` waits for what is under way. */
  start(event: ServiceOrderStateChangeEvent): void {
    const work = this.follow(event)
      .then((outcome) => this.log.info({ system: 'tmf641', eventId: event.eventId, outcome }, 'service order event'))
      .catch((error: unknown) =>
        // The sweep asks again later; the event is not lost for good.
        this.log.warn({ err: error, system: 'tmf641', eventId: event.eventId }, 'service order event not followed'),
      )
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  async follow(event: ServiceOrderStateChangeEvent): Promise<Reprovisioned | 'not ours' | 'already following'> {
    const order = event.event.serviceOrder;
    const purchaseId = order.externalId ?? (await this.orders.purchaseOfOrder(order.id));
    if (purchaseId === null || !purchaseIdSchema.safeParse(purchaseId).success) return 'not ours';
    if (this.following.has(purchaseId)) return 'already following';
    this.following.add(purchaseId);
    try {
      return await followProvisioning(this.deps, purchaseId);
    } finally {
      this.following.delete(purchaseId);
    }
  }
}
