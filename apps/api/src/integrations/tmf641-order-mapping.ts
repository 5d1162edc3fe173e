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
    orderItem: [{ id: '1', action: 'add', service: serviceOf(request) }],
  };
}

/** The removal order's externalId: one removal per purchase, found again as the purchase's order is. */
export const removalIdOf = (purchaseId: string) => `${purchaseId}${REMOVAL_SUFFIX}`;
const REMOVAL_SUFFIX = ':remove';

/**
 * One removal order per ended purchase: one item deleting the service its order added. The service is
 * named by the id the platform gave it in the purchase's order, where it gave one, and always by the
 * same characteristics the purchase's order carried.
 */
export function removalOrderFor(request: ProvisioningRequest, serviceId: string | undefined): ServiceOrderCreate {
  return {
    externalId: removalIdOf(request.purchaseId),
    description: 'Selfcare purchase ended',
    orderItem: [
      { id: '1', action: 'delete', service: { ...(serviceId ? { id: serviceId } : {}), ...serviceOf(request) } },
    ],
  };
}

function serviceOf(request: ProvisioningRequest) {
  return {
    serviceType: TMF641_FIELDS.serviceType,
    serviceCharacteristic: [
      { name: TMF641_FIELDS.productId, valueType: 'string', value: request.productId },
      { name: TMF641_FIELDS.connectionId, valueType: 'string', value: request.connectionId },
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
 * Of the orders carrying an externalId (a purchase's id, or its removal's; normally one order, but a
 * server that ignores the externalId filter answers others too), the one that says most: completed,
 * else one still under way, else a failed one.
 */
export function orderOfPurchase(orders: readonly ServiceOrder[], externalId: string): ServiceOrder | null {
  const ours = orders.filter((order) => order.externalId === externalId);
  const rank = (order: ServiceOrder) => ['SUCCESS', 'PENDING', 'FAILURE'].indexOf(outcomeOf(order.state));
  return ours.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
