import type { CarePayment } from '@selfcare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/shared/i18n/translate';
import { Field } from '@/shared/ui/field';
import { refundPayment } from '../api/take-care-action';
import { ReasonDialog } from './reason-dialog';

/** Finance refunds a card payment, all that is left or part of it; one key per dialog makes it once. */
export function RefundDialog({
  accountId,
  payment,
  onDone,
}: {
  accountId: string;
  payment: CarePayment;
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const refund = async (reason: string) => {
    const result = await refundPayment(
      accountId,
      payment.id,
      { reason, ...(amount ? { amount: Number(amount) } : {}) },
      key,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['care', 'subscriber', accountId] }),
      queryClient.invalidateQueries({ queryKey: ['care', 'timeline', accountId] }),
    ]);
    return t('care.refundDone', { amount: result.amount.toFixed(2), status: result.status });
  };
  return (
    <ReasonDialog
      title={t('care.action.refund', { reference: payment.orderId ?? payment.id })}
      onConfirm={refund}
      onDone={onDone}
      danger
    >
      <Field label={t('care.refundAmount')}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={0.01}
            step="0.01"
            max={payment.amount - payment.refunded}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
    </ReasonDialog>
  );
}
