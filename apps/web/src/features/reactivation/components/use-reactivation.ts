import type { ReactivationDetails } from '@selfcare/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { newIdempotencyKey } from '@/shared/payment/api/idempotency';
import { refreshConnectionQueries } from '@/shared/payment/api/refresh-connection-queries';
import { writeStored } from '@/shared/session/storage';
import { baseProvisionStatusQueryOptions } from '../api/get-base-provision-status';
import { provisionDecision } from '../model/outcome';
import { storePackagePurchaseStatus } from '../model/package-purchase-status';
import { runReactivation } from '../model/run-reactivation';
import type { ReactivationStep } from './reactivation-result';

type Reactivable = ReactivationDetails & { basePackage: NonNullable<ReactivationDetails['basePackage']> };

/**
 * The RE-ACTIVATE flow's state: idle (dialog closed), processing, then the outcome. Each start is a new
 * confirmation with its own Idempotency-Key; leaving abandons a run in progress (polling stops).
 * CONTINUE after a payment runs the provisioning check (spec 000 section 4): a connection still
 * suspended whose package is not on the platform goes to /provisioning-failed; otherwise success marks
 * the connection active and the connection's data is read again.
 */
export function useReactivation(details: Reactivable | undefined, userId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<ReactivationStep | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(new Error('left')), []);

  const start = useCallback(async () => {
    if (!details || !userId) return;
    controller.current?.abort(new Error('restarted'));
    const run = new AbortController();
    controller.current = run;
    setStep({ kind: 'processing' });
    try {
      const outcome = await runReactivation({
        details,
        userId,
        idempotencyKey: newIdempotencyKey(),
        signal: run.signal,
      });
      if (!run.signal.aborted) setStep(outcome);
    } catch (error) {
      if (!run.signal.aborted) setStep({ kind: 'failed', message: errorMessage(error), networkError: false });
    }
  }, [details, userId]);

  const finish = useCallback(async () => {
    const connectionId = details?.connectionId;
    const reactivated = step?.kind === 'reactivated';
    const paid = reactivated || step?.kind === 'provisioning';
    setStep(null);
    if (!connectionId || !details) return;
    if (paid && (await provisioningFailed(queryClient, details, !reactivated))) {
      storePackagePurchaseStatus(connectionId);
      void navigate('/provisioning-failed');
      return;
    }
    if (reactivated) writeStored({ connectionStatus: 'active' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['account'] }),
      refreshConnectionQueries(queryClient, connectionId),
    ]);
  }, [details, step, queryClient, navigate]);

  const close = useCallback(() => {
    controller.current?.abort(new Error('closed'));
    void finish();
  }, [finish]);

  return { step, start, finish, close };
}

/** The provisioning check: whether the connection's package is still not on the TV platform. */
async function provisioningFailed(
  queryClient: QueryClient,
  details: Pick<ReactivationDetails, 'connectionId' | 'connectionType'>,
  suspended: boolean,
): Promise<boolean> {
  try {
    const status = await queryClient.fetchQuery({
      ...baseProvisionStatusQueryOptions(details.connectionId, details.connectionType),
      staleTime: 0,
    });
    return provisionDecision(status, suspended) === 'provisioningFailed';
  } catch {
    // Unknown: the landing shows the connection as the server has it, as before.
    return false;
  }
}
