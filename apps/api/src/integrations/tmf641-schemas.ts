import { z } from 'zod';

/**
 * The parts of TM Forum TMF641 Service Ordering v4 the portal sends and reads, written from the
 * published OpenAPI document (tmforum-apis/TMF641_ServiceOrder). Objects are loose: a real server adds
 * fields of its own, which pass untouched; what the portal relies on (an order's id, externalId and
 * state) is checked. The stub's tests check both sides against these.
 */

/** ServiceOrderStateType, with the cancellation states v4.1 and v5 add. */
export const serviceOrderStates = [
  'acknowledged',
  'rejected',
  'pending',
  'held',
  'inProgress',
  'cancelled',
  'completed',
  'failed',
  'partial',
  'assessingCancellation',
  'pendingCancellation',
] as const;
export const serviceOrderStateSchema = z.enum(serviceOrderStates);
export type ServiceOrderState = z.infer<typeof serviceOrderStateSchema>;

const characteristicSchema = z.looseObject({
  name: z.string().min(1),
  valueType: z.string().optional(),
  value: z.unknown(),
});

/** ServiceRestriction: the service an item acts on, described by its characteristics. */
const serviceRestrictionSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  serviceType: z.string().optional(),
  serviceCharacteristic: z.array(characteristicSchema).optional(),
});

export const serviceOrderItemSchema = z.looseObject({
  id: z.string().min(1),
  action: z.enum(['add', 'modify', 'delete', 'noChange']),
  service: serviceRestrictionSchema,
  state: serviceOrderStateSchema.optional(),
});

/** ServiceOrder_Create: what POST /serviceOrder takes (the server sets id, href, state and dates). */
export const serviceOrderCreateSchema = z.looseObject({
  externalId: z.string().min(1),
  description: z.string().optional(),
  category: z.string().optional(),
  orderItem: z.array(serviceOrderItemSchema).min(1),
});
export type ServiceOrderCreate = z.infer<typeof serviceOrderCreateSchema>;

export const serviceOrderSchema = z.looseObject({
  id: z.string().min(1),
  href: z.string().optional(),
  externalId: z.string().optional(),
  state: serviceOrderStateSchema,
  orderDate: z.string().optional(),
  completionDate: z.string().optional(),
  orderItem: z.array(serviceOrderItemSchema).min(1),
});
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;

/** GET /serviceOrder answers a JSON array. */
export const serviceOrderListSchema = z.array(serviceOrderSchema);

/** POST /hub's body (EventSubscriptionInput) and answer (EventSubscription). */
export const eventSubscriptionInputSchema = z.looseObject({
  callback: z.url(),
  query: z.string().optional(),
});
export const eventSubscriptionSchema = z.looseObject({
  id: z.string().min(1),
  callback: z.string().min(1),
  query: z.string().optional(),
});

/**
 * A ServiceOrderStateChangeEvent as the hub POSTs it to the listener. Hubs often send only part of the
 * order in it: its id is all the portal needs (it reads the order's state itself), with the externalId
 * and state when present.
 */
export const serviceOrderStateChangeEventSchema = z.looseObject({
  eventId: z.string().min(1).max(200),
  eventTime: z.string().max(100).optional(),
  eventType: z.string().max(200),
  event: z.looseObject({
    serviceOrder: z.looseObject({
      id: z.string().min(1).max(200),
      href: z.string().max(2000).optional(),
      externalId: z.string().max(200).optional(),
      state: z.string().max(100).optional(),
    }),
  }),
});
export type ServiceOrderStateChangeEvent = z.infer<typeof serviceOrderStateChangeEventSchema>;
