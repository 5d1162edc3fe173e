import type { FastifyInstance } from 'fastify';
import { defineProvisioningRemoval } from '../integrations/provisioning-removal';
import { defineProvisioningFollowUp } from '../modules/lifecycle/follow-provisioning';

/**
 * Defines the provisioning jobs on the durable queue, before it starts: the follow-up of every request
 * (decision 0051) and the removal of every ended purchase. Both call the platform the app was built
 * with (`app.integrations`, deadlines included), so a test's own platform is the one they ask.
 */
export function registerProvisioningJobs(app: FastifyInstance): void {
  defineProvisioningFollowUp({
    db: app.db,
    integrations: app.integrations,
    publicUrl: app.config.publicUrl,
    metrics: app.metrics,
  });
  defineProvisioningRemoval(app.integrations.jobQueue, app.integrations.provisioning, app.log);
}
