import type { ReactivationDetails } from '@selfcare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { newIdempotencyKey } from '@/shared/purchase/api/idempotency';
import { refreshConnectionQueries } from '@/shared/purchase/api/refresh-connection-queries';
import { writeStored } from '@/shared/session/storage';
import { runReactivation } from '../model/run-reactivation';
import type { ReactivationStep } from './reactivation-result';

type Reactivable = ReactivationDetails & { basePackage: NonNullable<ReactivationDetails['basePackage']> };

/**
 * The RE-ACTIVATE flow's state: idle (dialog closed), processing, then the outcome. Each start is a new
 * confirmation with its own Idempotency-Key; leaving abandons a run in progress (polling stops).
 * CONTINUE after success marks the connection active and reads the connection's data again.
 */
export function useReactivation(details: Reactivable | undefined, userId: string | null) {
  const queryClient = useQueryClient();
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
    setStep(null);
    if (!connectionId) return;
    if (reactivated) writeStored({ connectionStatus: 'active' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['account'] }),
      refreshConnectionQueries(queryClient, connectionId),
    ]);
  }, [details, step, queryClient]);

  const close = useCallback(() => {
    controller.current?.abort(new Error('closed'));
    void finish();
  }, [finish]);

  return { step, start, finish, close };
}
