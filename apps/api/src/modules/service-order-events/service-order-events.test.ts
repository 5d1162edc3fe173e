import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTmf641Stub, TMF641_ROOT, type Tmf641Stub } from '../../../stubs/tmf641';
import { createSeededTestApp, createTestApp, type TestApp, testConfig } from '../../../test/app';
import { buyHboOnBill, purchaseState } from '../../../test/purchases';
import { sweepContext } from '../../../test/sweep-context';
import { purchases } from '../../db/schema';
import {
  eventSubscriptionInputSchema,
  eventSubscriptionSchema,
  serviceOrderCreateSchema,
  serviceOrderListSchema,
  serviceOrderSchema,
  serviceOrderStateChangeEventSchema,
} from '../../integrations/tmf641-schemas';
import { runLifecycleSweep } from '../lifecycle/sweep';
import { PROVISIONING_GRACE_MS } from '../lifecycle/waiting-provisionings';

const SECRET = 'listener-secret-for-tests-0123456789abcdef';
const LISTENER = '/api/integrations/v1/tmf641/listener/serviceOrderStateChangeEvent';

let stub: Tmf641Stub;
let t: TestApp;
beforeAll(async () => {
  // The hub hands its events to the app as the platform would POST them.
  stub = await startTmf641Stub({
    progression: 'manual',
    deliver: async (callback, event) => {
      const url = new URL(callback);
      const answer = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        payload: event as object,
      });
      return answer.statusCode;
    },
  });
  t = await createSeededTestApp({
    provisioning: {
      kind: 'tmf641',
      baseUrl: `${stub.url}${TMF641_ROOT}`,
      credentials: {
        tokenUrl: `${stub.url}/oauth/token`,
        clientId: stub.server.clientId,
        clientSecret: stub.server.clientSecret,
      },
      listenerSecret: SECRET,
    },
  });
  await vi.waitFor(() => expect(stub.listeners()).toHaveLength(1));
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

/** Every request the adapter sent the platform and every answer it gave, against TMF641's schemas. */
function expectTmf641Exchanges() {
  for (const exchange of stub.server.exchanges) {
    expect(exchange.status, `${exchange.method} ${exchange.path}`).toBeLessThan(400);
    if (exchange.path.endsWith('/hub')) {
      expect(eventSubscriptionInputSchema.safeParse(exchange.body).success).toBe(true);
      expect(eventSubscriptionSchema.safeParse(exchange.answer).success).toBe(true);
    } else if (exchange.method === 'POST') {
      expect(serviceOrderCreateSchema.safeParse(exchange.body).success).toBe(true);
      expect(serviceOrderSchema.safeParse(exchange.answer).success).toBe(true);
    } else if (exchange.path.endsWith('/serviceOrder')) {
      expect(Object.keys(exchange.query)).toEqual(['externalId']);
      expect(serviceOrderListSchema.safeParse(exchange.answer).success).toBe(true);
    } else expect(serviceOrderSchema.safeParse(exchange.answer).success).toBe(true);
  }
  for (const delivery of stub.deliveries) {
    expect(serviceOrderStateChangeEventSchema.safeParse(delivery.event).success).toBe(true);
  }
}

/** HBO bought on the bill: paid, with its service order acknowledged and so waiting for the platform. */
async function paidAndWaiting() {
  const { connectionId } = await buyHboOnBill(t);
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.connectionId, connectionId));
  const id = purchase?.id ?? '';
  const ordersOf = () => stub.orders().filter((order) => order.externalId === id);
  return { id, productId: purchase?.productId ?? '', ordersOf };
}

const stateOf = (id: string) => purchaseState(t.db, id);

async function finish(orderId: string) {
  await stub.advance(orderId);
  await stub.advance(orderId);
}

describe('provisioning over TMF641 with hub events', () => {
  it('registers its listener with the hub at start-up, the secret in the callback', () => {
    expect(stub.listeners()[0]?.callback).toBe(`${t.app.config.publicUrl}${LISTENER}?token=${SECRET}`);
  });

  it('creates one service order per purchase, even when the purchase is asked about again', async () => {
    const purchase = await paidAndWaiting();
    expect(await stateOf(purchase.id)).toEqual({ status: 'PAYMENT_SUCCESS', provisioningStatus: 'PENDING' });
    expect(purchase.ordersOf()).toMatchObject([
      { state: 'acknowledged', orderItem: [{ action: 'add', service: { serviceCharacteristic: expect.any(Array) } }] },
    ]);
    await t.db
      .update(purchases)
      .set({ updatedAt: new Date(Date.now() - PROVISIONING_GRACE_MS - 60_000) })
      .where(eq(purchases.id, purchase.id));
    const counts = await runLifecycleSweep(sweepContext(t), new Date().toISOString().slice(0, 10));
    expect(counts.provisioningsPending).toBeGreaterThanOrEqual(1);
    expect(purchase.ordersOf()).toHaveLength(1);
    const lookups = stub.server.exchangesOf('GET', '/serviceOrder').filter((e) => e.query.externalId === purchase.id);
    const creates = stub.server
      .exchangesOf('POST', '/serviceOrder')
      .filter((e) => (e.body as { externalId?: string }).externalId === purchase.id);
    expect(lookups).toHaveLength(2);
    expect(creates).toHaveLength(1);
    expectTmf641Exchanges();
  });

  it('completes a waiting purchase when the hub says its order completed', async () => {
    const purchase = await paidAndWaiting();
    const [order] = purchase.ordersOf();
    await finish(order?.id ?? '');
    expect(stub.deliveries.slice(-2).map((delivery) => delivery.status)).toEqual([204, 204]);
    await vi.waitFor(async () =>
      expect(await stateOf(purchase.id)).toEqual({ status: 'PURCHASE_COMPLETE', provisioningStatus: 'SUCCESS' }),
    );
    expectTmf641Exchanges();
  });

  it('takes duplicate and late events for a finished order without a change or a second order', async () => {
    const purchase = await paidAndWaiting();
    const orderId = purchase.ordersOf()[0]?.id ?? '';
    await finish(orderId);
    await vi.waitFor(async () => expect((await stateOf(purchase.id))?.status).toBe('PURCHASE_COMPLETE'));
    const creates = stub.server.exchangesOf('POST', '/serviceOrder').length;
    await stub.resend(orderId);
    await stub.resend(orderId, 'inProgress');
    await stub.resend(orderId, 'failed');
    expect(stub.deliveries.slice(-3).map((delivery) => delivery.status)).toEqual([204, 204, 204]);
    // What the listener started has finished once closing would wait for it; give it the same chance.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stateOf(purchase.id)).toEqual({ status: 'PURCHASE_COMPLETE', provisioningStatus: 'SUCCESS' });
    expect(stub.server.exchangesOf('POST', '/serviceOrder')).toHaveLength(creates);
    expect(purchase.ordersOf()).toHaveLength(1);
  });

  it('leaves a purchase whose order failed paid with the platform failure, as the sandbox does', async () => {
    const { productId } = await paidAndWaiting();
    stub.failProduct(productId, true);
    try {
      const purchase = await paidAndWaiting();
      await finish(purchase.ordersOf()[0]?.id ?? '');
      await vi.waitFor(async () =>
        expect(await stateOf(purchase.id)).toEqual({ status: 'PAYMENT_SUCCESS', provisioningStatus: 'FAILURE' }),
      );
    } finally {
      stub.failProduct(productId, false);
    }
  });

  it('takes an ended purchase off with one delete order for the service its order added, asked again or not', async () => {
    const purchase = await paidAndWaiting();
    const [added] = purchase.ordersOf();
    await finish(added?.id ?? '');
    await vi.waitFor(async () => expect((await stateOf(purchase.id))?.status).toBe('PURCHASE_COMPLETE'));
    const [request] = await t.db
      .select({ purchaseId: purchases.id, connectionId: purchases.connectionId, productId: purchases.productId })
      .from(purchases)
      .where(eq(purchases.id, purchase.id));
    if (!request) throw new Error('the purchase is gone');
    const onPlatform = () => stub.services().filter((service) => service.connectionId === request.connectionId);
    expect(onPlatform()).toHaveLength(1);

    const platform = t.app.integrations.provisioning;
    expect(await platform.remove(request)).toBe('PENDING');
    expect(await platform.remove(request)).toBe('PENDING');
    const removals = () => stub.orders().filter((order) => order.externalId === `${purchase.id}:remove`);
    expect(removals()).toMatchObject([
      { orderItem: [{ action: 'delete', service: { id: added?.orderItem[0]?.service.id } }] },
    ]);
    await finish(removals()[0]?.id ?? '');
    expect(await platform.remove(request)).toBe('SUCCESS');
    expect(removals()).toHaveLength(1);
    expect(onPlatform()).toEqual([]);
    // The removal's events name an order that is not a purchase's: they change nothing.
    expect(await stateOf(purchase.id)).toEqual({ status: 'PURCHASE_COMPLETE', provisioningStatus: 'SUCCESS' });
    expectTmf641Exchanges();
  });

  it('orders no removal for a purchase the platform never took', async () => {
    const { productId } = await paidAndWaiting();
    stub.failProduct(productId, true);
    try {
      const purchase = await paidAndWaiting();
      await finish(purchase.ordersOf()[0]?.id ?? '');
      const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
      const request = { purchaseId: purchase.id, connectionId: row?.connectionId ?? '', productId };
      expect(await t.app.integrations.provisioning.remove(request)).toBe('SUCCESS');
      expect(stub.orders().filter((order) => order.externalId === `${purchase.id}:remove`)).toEqual([]);
    } finally {
      stub.failProduct(productId, false);
    }
  });

  it('refuses an event without the listener secret (401) and changes nothing', async () => {
    const purchase = await paidAndWaiting();
    const orderId = purchase.ordersOf()[0]?.id ?? '';
    const event = {
      eventId: 'forged',
      eventType: 'ServiceOrderStateChangeEvent',
      event: { serviceOrder: { id: orderId, externalId: purchase.id, state: 'completed' } },
    };
    for (const url of [LISTENER, `${LISTENER}?token=wrong`]) {
      const answer = await t.app.inject({ method: 'POST', url, payload: event });
      expect(answer.statusCode).toBe(401);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${LISTENER}?token=${SECRET}`,
      payload: { event: {} },
    });
    expect(malformed.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stateOf(purchase.id)).toEqual({ status: 'PAYMENT_SUCCESS', provisioningStatus: 'PENDING' });
  });

  it('documents the listener with every status it answers', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(document.paths[LISTENER]?.post?.responses ?? {}).sort()).toEqual([
      '204',
      '400',
      '401',
      '413',
      '415',
      '500',
      // The database may be away: every /api route documents it (plugins/describe-operation.ts).
      '503',
    ]);
  });
});

describe('the listener with the sandbox platform', () => {
  let sandbox: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp();
  });
  afterAll(() => sandbox.close());

  it('does not exist', async () => {
    expect(testConfig().provisioning.kind).toBe('sandbox');
    const answer = await sandbox.app.inject({ method: 'POST', url: `${LISTENER}?token=${SECRET}`, payload: {} });
    expect(answer.statusCode).toBe(404);
  });
});
