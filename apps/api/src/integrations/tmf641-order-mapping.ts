import type { ProvisioningOutcome, ProvisioningRequest } from './provisioning';
import type { ServiceOrder, ServiceOrderCreate, ServiceOrderState } from './tmf641-schemas';

/**
 * How a purchase becomes a TMF641 service order, and an order's state the portal's provisioning outcome
 * (docs/integrations.md, "Provisioning (TMF641)"). The one place the names are written.
 */
export const TMF641_FIELDS = {
  /** The order's externalId is our purchase id: asking again finds the order instead of making another. */
  externalId: 'externalId',
  /** The service's characteristics naming what to provision and where. */
  productId: 'productId',
  connectionId: 'connectionId',
  serviceType: 'selfcareProduct',
} as const;

/** One order per purchase, one item adding the product on the connection. */
export function serviceOrderFor(request: ProvisioningRequest): ServiceOrderCreate {
  return {
    externalId: request.purchaseId,
    description: 'Selfcare purchase',
    orderItem: [
      {
        id: '1',
        action: 'add',
        service: {
          serviceType: TMF641_FIELDS.serviceType,
          serviceCharacteristic: [
            { name: TMF641_FIELDS.productId, valueType: 'string', value: request.productId },
            { name: TMF641_FIELDS.connectionId, valueType: 'string', value: request.connectionId },
          ],
        },
      },
    ],
  };
}

const OUTCOMES: Record<ServiceOrderState, ProvisioningOutcome> = {
  acknowledged: 'PENDING',
  pending: 'PENDING',
  held: 'PENDING',
  inProgress: 'PENDING',
  assessingCancellation: 'PENDING',
  pendingCancellation: 'PENDING',
  completed: 'SUCCESS',
  failed: 'FAILURE',
  cancelled: 'FAILURE',
  rejected: 'FAILURE',
  // Some items done and some not: the product is not fully on the platform.
  partial: 'FAILURE',
};

export function outcomeOf(state: ServiceOrderState): ProvisioningOutcome {
  return OUTCOMES[state];
}

/**
 * Of the orders carrying a purchase's id (normally one; a server that ignores the externalId filter
 * answers others too), the one that says most: completed, else one still under way, else a failed one.
 */
export function orderOfPurchase(orders: readonly ServiceOrder[], purchaseId: string): ServiceOrder | null {
  const ours = orders.filter((order) => order.externalId === purchaseId);
  const rank = (order: ServiceOrder) => ['SUCCESS', 'PENDING', 'FAILURE'].indexOf(outcomeOf(order.state));
  return ours.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
