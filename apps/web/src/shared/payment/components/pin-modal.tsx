import { zodResolver } from '@hookform/resolvers/zod';
import { parentalPinSchema } from '@selfcare/contracts';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PayingConnection } from '@/shared/account/paying-connection';
import { billingOf } from '@/shared/catalogue/price';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import type { PurchaseKind } from '../model/purchase-kind';
import styles from './payment.module.css';
import { PaymentProgress } from './payment-progress';

const pinFormSchema = z.object({ pin: parentalPinSchema });

/** Why the PIN modal is still open: the server's words, and whether it was the PIN itself it refused. */
export interface ConfirmationError {
  message: string;
  wrongPin: boolean;
}

export interface PinModalProps {
  title: string;
  kind: PurchaseKind;
  /** The connection that pays. */
  buyer: { connectionId: string; connectionType: number };
  /** What the order costs, as the buyer's connection type shows it; left out where the page shows it. */
  amount?: number;
  sending: boolean;
  /** The server's refusal (wrong PIN, too many attempts, no answer); the subscriber may try again. */
  error: ConfirmationError | null;
  onConfirm: (pin: string) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * 'Are you sure you want to subscribe?' / '… purchase?' with the connection that pays, how and how much,
 * and the masked parental PIN. Yes waits for a PIN (spec 001 section 5); No closes the flow. After a
 * refusal the PIN field has the focus again.
 */
export function PinModal({
  title,
  kind,
  buyer,
  amount,
  sending,
  error,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: PinModalProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors },
  } = useForm({ resolver: zodResolver(pinFormSchema), defaultValues: { pin: '' } });
  const pin = useWatch({ control, name: 'pin' });
  const submit = handleSubmit((values) => onConfirm(values.pin));

  // Back to the PIN for the next try (Yes, if it was clicked, was disabled while sending and lost focus);
  // a refused PIN is typed again from scratch, any other refusal keeps it to send again.
  useEffect(() => {
    if (!error) return;
    if (error.wrongPin) resetField('pin');
    setFocus('pin');
  }, [error, resetField, setFocus]);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      onCloseAutoFocus={onCloseAutoFocus}
      onOpenAutoFocus={(event) => {
        // The PIN is what the modal asks for, so typing can start at once.
        event.preventDefault();
        setFocus('pin');
      }}
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <p>{t(`purchaseFlow.confirm.${kind}`)}</p>
        <PayingConnection connectionId={buyer.connectionId} connectionType={buyer.connectionType} amount={amount} />
        <TextField
          label={t('purchaseFlow.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          error={translateMessage(t, errors.pin?.message)}
          {...register('pin')}
        />
        {error && <Alert>{error.message}</Alert>}
        {/* A mobile-billed payment can take the operator a while (spec 000 "Payment-progress modal"). */}
        {sending && billingOf(buyer.connectionType) === 'operator' && <PaymentProgress description={null} />}
        <div className={styles.buttons}>
          {sending && <Spinner inline />}
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('purchaseFlow.no')}
          </Button>
          <Button type="submit" disabled={pin === '' || sending}>
            {t('purchaseFlow.yes')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
