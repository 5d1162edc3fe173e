import { randomUUID } from 'node:crypto';
import type { RunningStub, StubOptions } from './running-stub';
import { type TmfStubOptions, TmfStubServer, tmfError } from './tmf-stub-server';

/** TMF641's root on the stub, as TMF641_BASE_URL names it. */
export const TMF641_ROOT = '/tmf-api/serviceOrdering/v4';

type OrderState = 'acknowledged' | 'inProgress' | 'completed' | 'failed';

interface OrderItem {
  id: string;
  action: string;
  service: { id?: string; serviceCharacteristic?: { name: string; value: unknown }[] } & Record<string, unknown>;
  state?: OrderState;
}

interface StubOrder {
  id: string;
  href: string;
  externalId?: string;
  state: OrderState;
  orderDate: string;
  completionDate?: string;
  orderItem: OrderItem[];
  '@type': 'ServiceOrder';
}

/** An event the hub sent a listener, and the listener's answer (0 when it could not be reached). */
export interface HubDelivery {
  callback: string;
  event: { eventId: string; eventType: string; event: { serviceOrder: StubOrder } };
  status: number;
}

export interface Tmf641StubOptions extends StubOptions, TmfStubOptions {
  /** 'timer' (the default): every order moves one state each `stepMs`; 'manual': only on command. */
  progression?: 'timer' | 'manual';
  stepMs?: number;
  /** How an event reaches a listener: a POST by default; a test may hand it to its app instead. */
  deliver?: (callback: string, event: unknown) => Promise<number>;
}

export interface Tmf641Stub extends RunningStub {
  server: TmfStubServer;
  orders(): StubOrder[];
  listeners(): { id: string; callback: string }[];
  deliveries: HubDelivery[];
  /** Orders of products told to fail end failed instead of completed. */
  failProduct(productId: string, fail: boolean): void;
  /** The services completed add orders put on the platform and delete orders have not taken off. */
  services(): { id: string; connectionId: string; productId: string }[];
  /** Moves the order one state on (acknowledged -> inProgress -> completed or failed) and tells the listeners. */
  advance(orderId: string): Promise<void>;
  /** Tells the listeners again: the order as it is (a duplicate), or with an earlier state (a late event). */
  resend(orderId: string, state?: OrderState): Promise<void>;
}

const NEXT: Partial<Record<OrderState, 'inProgress' | 'done'>> = { acknowledged: 'inProgress', inProgress: 'done' };

const characteristic = (order: StubOrder, name: string) =>
  String(order.orderItem[0]?.service.serviceCharacteristic?.find((item) => item.name === name)?.value);
const productOf = (order: StubOrder) => characteristic(order, 'productId');
/** The platform knows a service by where it runs and what it is. */
const serviceKey = (order: StubOrder) => `${characteristic(order, 'connectionId')}/${productOf(order)}`;

async function postEvent(callback: string, event: unknown): Promise<number> {
  try {
    const response = await fetch(callback, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(5000),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * TM Forum TMF641 Service Ordering v4 on loopback: `POST /serviceOrder` (201, acknowledged), `GET
 * /serviceOrder?externalId=` and `GET /serviceOrder/{id}`; orders move acknowledged -> inProgress ->
 * completed (failed for products told to fail) on a timer or on command. An add item's service gets an
 * id; a completed add puts the service on the platform, and a delete item takes it off (its order fails
 * for a service the platform does not have); `POST /hub` / `DELETE
 * /hub/{id}` register listeners, which get a ServiceOrderStateChangeEvent at every move, and duplicate or
 * late ones on command. Behind the OAuth token endpoint, with the shared failure controls.
 */
export async function startTmf641Stub(options: Tmf641StubOptions = {}): Promise<Tmf641Stub> {
  const server = new TmfStubServer(TMF641_ROOT, options);
  const orders = new Map<string, StubOrder>();
  const listeners = new Map<string, { id: string; callback: string; query?: string }>();
  const failing = new Set<string>();
  const services = new Map<string, { id: string; connectionId: string; productId: string }>();
  const deliveries: HubDelivery[] = [];
  const deliver = options.deliver ?? postEvent;
  let baseUrl = '';
  let sequence = 0;

  const tell = async (order: StubOrder) => {
    const event = {
      eventId: randomUUID(),
      eventTime: new Date().toISOString(),
      eventType: 'ServiceOrderStateChangeEvent',
      event: { serviceOrder: structuredClone(order) },
    };
    for (const listener of listeners.values()) {
      deliveries.push({ callback: listener.callback, event, status: await deliver(listener.callback, event) });
    }
  };

  const advance = async (orderId: string) => {
    const order = orders.get(orderId);
    const next = order ? NEXT[order.state] : undefined;
    if (!order || !next) return;
    const state: OrderState = next === 'done' ? finish(order) : next;
    order.state = state;
    for (const item of order.orderItem) item.state = state;
    if (next === 'done') order.completionDate = new Date().toISOString();
    await tell(order);
  };

  /** What the platform does when an order is carried out: its state then. */
  const finish = (order: StubOrder): OrderState => {
    const key = serviceKey(order);
    const item = order.orderItem[0];
    if (item?.action === 'delete') return services.delete(key) ? 'completed' : 'failed';
    if (failing.has(productOf(order))) return 'failed';
    const id = item?.service.id ?? randomUUID();
    services.set(key, { id, connectionId: characteristic(order, 'connectionId'), productId: productOf(order) });
    return 'completed';
  };

  const resend = async (orderId: string, state?: OrderState) => {
    const order = orders.get(orderId);
    if (order) await tell(state ? { ...order, state } : order);
  };

  server.app.post<{ Body: { externalId?: unknown; orderItem?: unknown } }>(
    `${TMF641_ROOT}/serviceOrder`,
    async (request, reply) => {
      const items = request.body?.orderItem;
      const valid =
        Array.isArray(items) &&
        items.length > 0 &&
        items.every(
          (item) =>
            typeof item?.id === 'string' && typeof item?.action === 'string' && typeof item?.service === 'object',
        );
      if (!valid)
        return reply
          .code(400)
          .send(tmfError(400, 'Bad Request', 'orderItem: at least one item with id, action and service'));
      sequence += 1;
      const id = `SO-${String(sequence).padStart(6, '0')}`;
      const order: StubOrder = {
        id,
        href: `${baseUrl}${TMF641_ROOT}/serviceOrder/${id}`,
        ...(typeof request.body.externalId === 'string' ? { externalId: request.body.externalId } : {}),
        state: 'acknowledged',
        orderDate: new Date().toISOString(),
        orderItem: (items as OrderItem[]).map((item) => ({
          ...item,
          service: item.action === 'add' ? { ...item.service, id: `SV-${id}-${item.id}` } : item.service,
          state: 'acknowledged' as const,
        })),
        '@type': 'ServiceOrder',
      };
      orders.set(id, order);
      return reply.code(201).send(order);
    },
  );
  server.app.get<{ Querystring: Record<string, string> }>(`${TMF641_ROOT}/serviceOrder`, async (request) => {
    const { externalId, state } = request.query;
    return [...orders.values()].filter(
      (order) =>
        (externalId === undefined || order.externalId === externalId) && (state === undefined || order.state === state),
    );
  });
  server.app.get<{ Params: { id: string } }>(`${TMF641_ROOT}/serviceOrder/:id`, async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send(tmfError(404, 'Not Found', 'no such service order'));
    return order;
  });
  server.app.post<{ Body: { callback?: unknown; query?: unknown } }>(`${TMF641_ROOT}/hub`, async (request, reply) => {
    const callback = request.body?.callback;
    if (typeof callback !== 'string' || !URL.canParse(callback)) {
      return reply.code(400).send(tmfError(400, 'Bad Request', 'callback: an absolute URL'));
    }
    const id = randomUUID();
    const query = typeof request.body.query === 'string' ? request.body.query : undefined;
    listeners.set(id, { id, callback, ...(query ? { query } : {}) });
    return reply.code(201).send(listeners.get(id));
  });
  server.app.delete<{ Params: { id: string } }>(`${TMF641_ROOT}/hub/:id`, async (request, reply) => {
    if (!listeners.delete(request.params.id))
      return reply.code(404).send(tmfError(404, 'Not Found', 'no such listener'));
    return reply.code(204).send();
  });

  server.app.get('/_stub/orders', async () => [...orders.values()]);
  server.app.get('/_stub/services', async () => [...services.values()]);
  server.app.get('/_stub/deliveries', async () => deliveries);
  server.app.post<{ Body: { orderId: string } }>('/_stub/advance', async (request, reply) => {
    await advance(request.body.orderId);
    return reply.code(204).send();
  });
  server.app.post<{ Body: { orderId: string; state?: OrderState } }>('/_stub/resend', async (request, reply) => {
    await resend(request.body.orderId, request.body.state);
    return reply.code(204).send();
  });
  server.app.post<{ Body: { productId: string; fail: boolean } }>('/_stub/fail-product', async (request, reply) => {
    if (request.body.fail) failing.add(request.body.productId);
    else failing.delete(request.body.productId);
    return reply.code(204).send();
  });

  let timer: NodeJS.Timeout | undefined;
  if ((options.progression ?? 'timer') === 'timer') {
    timer = setInterval(() => {
      for (const id of orders.keys()) void advance(id);
    }, options.stepMs ?? 2000);
    timer.unref();
  }

  baseUrl = await server.listen(options.port, options.host);
  return {
    name: 'TMF641 service ordering (with hub)',
    url: baseUrl,
    server,
    orders: () => [...orders.values()],
    services: () => [...services.values()],
    listeners: () => [...listeners.values()],
    deliveries,
    failProduct: (productId, fail) => {
      if (fail) failing.add(productId);
      else failing.delete(productId);
    },
    advance,
    resend,
    close: async () => {
      clearInterval(timer);
      await server.close();
    },
  };
}
