import type { FastifyInstance } from 'fastify';

export interface Hub {
  subscribe(callback: string): Promise<string>;
  unsubscribe(subscriptionId: string): Promise<void>;
}

/** Between tries to reach a hub that was down at start-up. */
const RETRY_MS = 60_000;

/**
 * Registers the listener with the platform's hub once the app is ready, and removes the registration on
 * close, so restarts do not pile up listeners. A hub that cannot be reached is tried again every minute
 * meanwhile; until then the lifecycle sweep still asks about waiting purchases.
 */
export function subscribeToHub(app: FastifyInstance, hub: Hub, callback: string): void {
  let subscriptionId: string | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closing = false;
  let subscribing: Promise<void> | undefined;
  const subscribe = async () => {
    try {
      subscriptionId = await hub.subscribe(callback);
      app.log.info({ system: 'tmf641', subscriptionId }, 'listener registered with the hub');
    } catch (error) {
      app.log.warn({ err: error, system: 'tmf641' }, 'listener not registered with the hub; trying again');
      if (!closing) {
        retry = setTimeout(() => {
          subscribing = subscribe();
        }, RETRY_MS);
        retry.unref();
      }
    }
  };
  app.addHook('onReady', async () => {
    subscribing = subscribe();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await subscribing;
    if (subscriptionId === null) return;
    await hub
      .unsubscribe(subscriptionId)
      .catch((error: unknown) => app.log.warn({ err: error, system: 'tmf641' }, 'listener not removed from the hub'));
  });
}
