import type { DbOrTx } from '../db/client';
import { purchases } from '../db/schema';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import type { Provisioning, ProvisioningRequest } from './provisioning';

/** What an ending's update returns for `removalsOf`. */
export const endedPurchaseColumns = {
  purchaseId: purchases.id,
  connectionId: purchases.connectionId,
  productId: purchases.productId,
  provisioningStatus: purchases.provisioningStatus,
};

type Ended = { [K in keyof typeof endedPurchaseColumns]: (typeof endedPurchaseColumns)[K]['_']['data'] };

/**
 * Of the purchases an ending wrote (`returning(endedPurchaseColumns)`), the ones to take off the platform:
 * all but those it never took (provisioning FAILURE). One still PENDING is removed too, as its order may
 * yet complete.
 */
export function removalsOf(ended: readonly Ended[]): ProvisioningRequest[] {
  return ended
    .filter((row) => row.provisioningStatus !== 'FAILURE')
    .map(({ purchaseId, connectionId, productId }) => ({ purchaseId, connectionId, productId }));
}

/** The job that takes one ended purchase's product off the platform. */
export const REMOVE_PROVISIONING = 'remove-provisioning';

/**
 * Queues the removal of ended purchases in the transaction that ends them: a rolled-back ending leaves
 * no job, a committed one always has its job. A purchase the platform never took (provisioning FAILURE)
 * has nothing to remove and is left out by the caller.
 */
export async function queueRemovals(jobQueue: JobQueue, tx: DbOrTx, ended: readonly ProvisioningRequest[]) {
  for (const request of ended) {
    await jobQueue.enqueue<ProvisioningRequest>(tx, REMOVE_PROVISIONING, request);
  }
}

/**
 * The removal job: asks the platform to remove (its answer for a removal already asked for is that
 * removal's state), asks again with back-off while the removal is under way or the call failed, and
 * gives up at once when the platform refuses it. A removal given up is logged and stays in
 * `remove-provisioning-dead-letter` for the operator; the purchase has ended either way.
 */
export function defineProvisioningRemoval(queue: JobQueue, provisioning: Provisioning, log: JobLog): void {
  const { retryLimit, retryDelaySeconds } = queue.settings.provisioning;
  queue.define<ProvisioningRequest>(
    REMOVE_PROVISIONING,
    async (request) => {
      const outcome = await provisioning.remove(request);
      if (outcome === 'PENDING') throw new Error('the platform has not finished the removal yet');
      if (outcome === 'FAILURE') {
        throw Object.assign(new Error('the platform refused the removal'), { permanent: true });
      }
    },
    {
      retryLimit,
      retryDelaySeconds,
      onDeadLetter: async (request, reason) => {
        log.error({ purchaseId: request.purchaseId, reason }, 'an ended purchase was not removed from the platform');
      },
    },
  );
}
