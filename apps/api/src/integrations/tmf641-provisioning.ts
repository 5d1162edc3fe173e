import type { Provisioning, ProvisioningOutcome, ProvisioningRequest } from './provisioning';
import type { TmfApiClient } from './tmf-api-client';
import { orderOfPurchase, outcomeOf, removalIdOf, removalOrderFor, serviceOrderFor } from './tmf641-order-mapping';
import { eventSubscriptionSchema, serviceOrderListSchema, serviceOrderSchema } from './tmf641-schemas';

/** Reads change nothing, so a 5xx or a dropped connection is asked again. */
const READ_RETRIES = 2;

/**
 * The TV and broadband platform over TM Forum TMF641 Service Ordering v4. A purchase is one service
 * order whose externalId is the purchase's id: asking about a purchase first looks its order up
 * (`GET /serviceOrder?externalId=`) and creates one (`POST /serviceOrder`, never retried: TMF641 does
 * not promise to deduplicate) only when there is none, so a purchase asked again (the sweep, a hub
 * event, a create that timed out) never gets a second order. The order's state is the outcome
 * (tmf641-order-mapping.ts). An ended purchase is taken off by a removal order (`remove`). The hub
 * (`POST /hub`) tells the listener route when an order moves.
 */
export class Tmf641Provisioning implements Provisioning {
  constructor(private readonly api: TmfApiClient) {}

  async provision(request: ProvisioningRequest): Promise<ProvisioningOutcome> {
    const existing = await this.orderOf(request.purchaseId);
    const order =
      existing ??
      (await this.api.post('createServiceOrder', '/serviceOrder', serviceOrderFor(request), serviceOrderSchema, 0));
    return outcomeOf(order.state);
  }

  /**
   * An ended purchase's removal is an order of its own (externalId `{purchaseId}:remove`), looked up
   * before it is created in the same way; a purchase that never had an order has nothing to remove.
   */
  async remove(request: ProvisioningRequest): Promise<ProvisioningOutcome> {
    const existing = await this.orderOf(removalIdOf(request.purchaseId));
    if (existing) return outcomeOf(existing.state);
    const added = await this.orderOf(request.purchaseId);
    if (!added || outcomeOf(added.state) === 'FAILURE') return 'SUCCESS';
    const serviceId = added.orderItem.find((item) => item.action === 'add')?.service.id;
    const order = await this.api.post(
      'createServiceOrder',
      '/serviceOrder',
      removalOrderFor(request, serviceId),
      serviceOrderSchema,
      0,
    );
    return outcomeOf(order.state);
  }

  /** The purchase id an order carries (an event may name the order alone); null for an order not ours. */
  async purchaseOfOrder(orderId: string): Promise<string | null> {
    const order = await this.api.get(
      'retrieveServiceOrder',
      `/serviceOrder/${encodeURIComponent(orderId)}`,
      {},
      serviceOrderSchema,
      READ_RETRIES,
    );
    return order.externalId ?? null;
  }

  /** Registers the listener's URL with the hub; answers the subscription's id, to remove it on close. */
  async subscribe(callback: string): Promise<string> {
    const subscription = await this.api.post('registerListener', '/hub', { callback }, eventSubscriptionSchema, 0);
    return subscription.id;
  }

  unsubscribe(subscriptionId: string): Promise<void> {
    return this.api.delete('unregisterListener', `/hub/${encodeURIComponent(subscriptionId)}`);
  }

  private async orderOf(externalId: string) {
    const orders = await this.api.get(
      'findServiceOrder',
      '/serviceOrder',
      { externalId },
      serviceOrderListSchema,
      READ_RETRIES,
    );
    return orderOfPurchase(orders, externalId);
  }
}
