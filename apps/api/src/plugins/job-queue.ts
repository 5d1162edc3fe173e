import type { FastifyInstance } from 'fastify';

/**
 * Runs the durable job queue's workers in the api process (src/jobs): they start when the app is
 * ready; closing the app stops them taking jobs and waits, for JOB_QUEUE_SHUTDOWN_SECONDS at most, for
 * the jobs in hand, before the caller closes the database. A job still running then is tried again later.
 */
export function registerJobQueue(app: FastifyInstance): void {
  const queue = app.integrations.jobQueue;
  app.addHook('onReady', async () => {
    await queue.start(app.db, app.log);
  });
  app.addHook('onClose', async () => {
    await queue.stop();
  });
}
