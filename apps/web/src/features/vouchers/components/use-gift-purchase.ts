import { ErrorCode } from '@selfcare/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '@/shared/api/api-error';
import { newIdempotencyKey } from '@/shared/purchase/api/idempotency';
import type { ConfirmationError } from '@/shared/purchase/components/use-purchase-flow';
import { purchaseGiftVoucher } from '../api/purchase-gift-voucher';
import { type GiftOutcome, settleGiftPurchase } from './gift-outcome';

export type GiftPurchaseStep =
  | { name: 'idle' }
  | { name: 'pin'; sending: boolean; error: ConfirmationError | null }
  | { name: 'paying' }
  | { name: 'result'; outcome: Exclude<GiftOutcome, { kind: 'dismissed' }> };

/** A wrong PIN, the lockout and an unanswered request keep the PIN modal open for another try with the same key. */
function keepsPinOpen(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    (error.code === ErrorCode.wrongPin || error.status === 429 || error.status === 0)
  );
}

/** PURCHASE -> PIN -> purchase call -> (card popup and polling) -> result; closing any modal ends it. */
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
      if (result.checkout) setStep({ name: 'paying' });
      const outcome = await settleGiftPurchase(result, { voucherId: voucher.id, connectionId: connection.id, signal });
      if (signal.aborted) return;
      setStep(outcome.kind === 'dismissed' ? { name: 'idle' } : { name: 'result', outcome });
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
      setStep({ name: 'result', outcome: { kind: 'failed', message: errorMessage(error) } });
    }
  };

  return { step, start, confirm, close };
}
