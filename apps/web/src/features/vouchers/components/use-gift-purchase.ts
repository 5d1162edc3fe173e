import { ErrorCode } from '@selfcare/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '@/shared/api/api-error';
import { newIdempotencyKey } from '@/shared/payment/api/idempotency';
import type { ConfirmationError } from '@/shared/payment/components/pin-modal';
import { purchaseGiftVoucher } from '../api/purchase-gift-voucher';
import { type GiftContext, type GiftOutcome, retryGiftPayment, settleGiftPurchase } from './gift-outcome';

/** RETRY PAYMENT of an operator payment: the key every resend of this one retry carries, and its progress. */
export interface GiftRetry {
  idempotencyKey: string;
  sending: boolean;
  error: string | null;
}

export type GiftPurchaseStep =
  | { name: 'idle' }
  | { name: 'pin'; sending: boolean; error: ConfirmationError | null }
  /** Paying by card, or an operator payment not settled yet (its description, if it gave one). */
  | { name: 'paying'; message: string | null }
  /** `retry` is set for an operator payment that can be retried or asked about again. */
  | { name: 'result'; outcome: GiftOutcome; retry: GiftRetry | null };

function resultStep(outcome: GiftOutcome): GiftPurchaseStep {
  const retryable = outcome.kind === 'retry' || outcome.kind === 'pending';
  return {
    name: 'result',
    outcome,
    retry: retryable ? { idempotencyKey: newIdempotencyKey(), sending: false, error: null } : null,
  };
}

/** A wrong PIN, the lockout and an unanswered request keep the PIN modal open for another try with the same key. */
function keepsPinOpen(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    (error.code === ErrorCode.wrongPin || error.status === 429 || error.status === 0)
  );
}

/**
 * PURCHASE -> PIN -> purchase call -> (card popup, or an unsettled operator payment, and polling) ->
 * result, with RETRY PAYMENT for an operator payment to retry; closing any modal ends it.
 */
export function useGiftPurchase(voucher: { id: string }, connection: { id: string; type: number } | null) {
  const [step, setStep] = useState<GiftPurchaseStep>({ name: 'idle' });
  const run = useRef<{ key: string; abort: AbortController } | null>(null);
  useEffect(() => () => run.current?.abort.abort(), []);

  const close = () => {
    run.current?.abort.abort();
    run.current = null;
    setStep({ name: 'idle' });
  };

  const start = () => {
    run.current?.abort.abort();
    run.current = { key: newIdempotencyKey(), abort: new AbortController() };
    setStep({ name: 'pin', sending: false, error: null });
  };

  const giftContext = (connectionId: string, signal: AbortSignal): GiftContext => ({
    voucherId: voucher.id,
    connectionId,
    signal,
    onPaying: (message) => {
      if (!signal.aborted) setStep({ name: 'paying', message });
    },
  });

  const confirm = async (pin: string) => {
    const current = run.current;
    if (!current || !connection) return;
    const { signal } = current.abort;
    setStep({ name: 'pin', sending: true, error: null });
    try {
      const result = await purchaseGiftVoucher(
        { userConnectionId: connection.id, userConnectionType: connection.type, voucherId: voucher.id, pin },
        current.key,
        signal,
      );
      const outcome = await settleGiftPurchase(result, giftContext(connection.id, signal));
      if (signal.aborted) return;
      setStep(resultStep(outcome));
    } catch (error) {
      if (signal.aborted) return;
      if (keepsPinOpen(error)) {
        setStep({
          name: 'pin',
          sending: false,
          error: { message: error.message, wrongPin: error.code === ErrorCode.wrongPin },
        });
        return;
      }
      setStep(resultStep({ kind: 'failed', message: errorMessage(error) }));
    }
  };

  /** RETRY PAYMENT: the operator payment charged again (RETRY) or asked about (PENDING), then settled. */
  const retryPayment = async () => {
    const current = run.current;
    if (!current || !connection || step.name !== 'result' || !step.retry || step.retry.sending) return;
    const { outcome, retry } = step;
    if (outcome.kind !== 'retry' && outcome.kind !== 'pending') return;
    const { signal } = current.abort;
    setStep({ ...step, retry: { ...retry, sending: true, error: null } });
    try {
      const settled = await retryGiftPayment(
        outcome.transactionId,
        retry.idempotencyKey,
        giftContext(connection.id, signal),
      );
      if (signal.aborted) return;
      setStep(resultStep(settled));
    } catch (error) {
      if (signal.aborted) return;
      setStep({ ...step, retry: { ...retry, sending: false, error: errorMessage(error) } });
    }
  };

  return { step, start, confirm, retryPayment, close };
}
