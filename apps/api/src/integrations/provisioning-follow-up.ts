import type { DbOrTx } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import {
  type Provisioning,
  type ProvisioningOutcome,
  type ProvisioningRequest,
  provisionOrPending,
} from './provisioning';

/**
 * The job that follows one purchase's provisioning until the platform has finished it: defined by
 * modules/lifecycle/follow-provisioning.ts, which settles what the platform answers.
 */
export const FOLLOW_PROVISIONING = 'follow-provisioning';

export interface FollowProvisioning {
  purchaseId: string;
}

/** The platform and the queue that follows its requests. */
export interface ProvisioningRequests {
  provisioning: Provisioning;
  jobQueue: JobQueue;
}

/**
 * Asks the platform to provision a purchase, and first queues the job that asks again: so a request
 * the platform has not finished (PENDING), a call that failed or timed out, or an api killed while it
 * waited for the platform is followed up with back-off, and given up as FAILURE after its last try,
 * never forgotten. The job's first ask comes after the retry delay and finds nothing to do when this
 * one settled it. What already follows the purchase (`followed`) asks without queueing another.
 */
export async function requestProvisioning(
  integrations: ProvisioningRequests,
  db: DbOrTx,
  request: ProvisioningRequest,
  options: { followed?: true } = {},
): Promise<ProvisioningOutcome> {
  if (!options.followed) await followUp(integrations.jobQueue, db, request.purchaseId);
  return provisionOrPending(integrations.provisioning, request);
}

/** Queues the job that asks the platform again about a purchase, after the retry delay. */
export async function followUp(jobQueue: JobQueue, db: DbOrTx, purchaseId: string): Promise<void> {
  await jobQueue.enqueue<FollowProvisioning>(
    db,
    FOLLOW_PROVISIONING,
    { purchaseId },
    { startAfterSeconds: jobQueue.settings.provisioning.retryDelaySeconds },
  );
}
