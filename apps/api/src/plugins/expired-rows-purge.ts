import type { FastifyInstance } from 'fastify';
import { purgeExpiredSignInSteps } from '../modules/auth/purge-expired-sign-in-steps';
import { purgeFinishedWindows } from './rate-limit';

const PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * Every ten minutes, deletes rows whose time is over and that nothing reads again: finished rate-limit
 * windows, and two-step sign-in steps and SMS codes past their five minutes. Each purge fails alone, in
 * the logs.
 */
export function registerExpiredRowsPurge(app: FastifyInstance): void {
  const purge = async () => {
    await purgeFinishedWindows(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'rate-limit purge failed'),
    );
    await purgeExpiredSignInSteps(app.db)
      .then((purged) => app.log.debug(purged, 'expired sign-in steps purged'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sign-in step purge failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
