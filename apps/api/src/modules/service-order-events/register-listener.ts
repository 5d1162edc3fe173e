import type { FastifyInstance } from 'fastify';
import type { ProvisioningSettings } from '../../integrations/provisioning-settings';
import { Tmf641Provisioning } from '../../integrations/tmf641-provisioning';
import { OrderEventFollower } from './follow-order-event';
import { subscribeToHub } from './hub-subscription';
import { LISTENER_PATH, serviceOrderListenerRoutes } from './routes';

export const LISTENER_PREFIX = '/api/integrations/v1/tmf641';

/**
 * With PROVISIONING=tmf641: the listener route, its registration with the hub (callback: the public URL
 * of the route, with the secret), and closing waits for events still being followed.
 */
export async function registerServiceOrderListener(
  app: FastifyInstance,
  settings: Extract<ProvisioningSettings, { kind: 'tmf641' }>,
): Promise<void> {
  const platform = app.integrations.provisioning;
  if (!(platform instanceof Tmf641Provisioning)) throw new Error('PROVISIONING=tmf641 needs the TMF641 adapter');
  const follower = new OrderEventFollower(
    { db: app.db, integrations: app.integrations, publicUrl: app.config.publicUrl, metrics: app.metrics },
    platform,
    app.log,
  );
  await app.register(serviceOrderListenerRoutes, {
    prefix: LISTENER_PREFIX,
    follower,
    secret: settings.listenerSecret,
  });
  const callback = `${app.config.publicUrl}${LISTENER_PREFIX}${LISTENER_PATH}?token=${encodeURIComponent(settings.listenerSecret)}`;
  subscribeToHub(app, platform, callback);
  app.addHook('onClose', () => follower.settled());
}
