import type { FastifyInstance } from 'fastify';
import { defineProvisioningFollowUp } from '../modules/lifecycle/follow-provisioning';

/** Defines the job that follows provisioning requests; before the job queue starts. */
export function registerProvisioningFollowUp(app: FastifyInstance): void {
  defineProvisioningFollowUp({ db: app.db, integrations: app.integrations, publicUrl: app.config.publicUrl });
}
