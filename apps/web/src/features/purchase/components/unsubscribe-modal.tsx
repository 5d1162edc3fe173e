import type { CancellationReason } from '@selfcare/contracts';
import { useState } from 'react';
import { PayingConnection } from '@/shared/account/paying-connection';
import { NO_REASON, reasonOf } from '@/shared/cancellation/reason-draft';
import { ReasonFields } from '@/shared/cancellation/reason-fields';
import { useTranslation } from '@/shared/i18n/use-translation';
import paymentStyles from '@/shared/payment/components/payment.module.css';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';

export interface UnsubscribeModalProps {
  connectionId: string;
  sending: boolean;
  onConfirm: (reason: CancellationReason | undefined) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * 'Unsubscribing': 'Are you sure you want to unsubscribe?' with the connection it is for, Yes and No, and
 * under them the optional 'Why are you leaving?' (decision 0071): skipped, the dialog is the spec's.
 */
export function UnsubscribeModal({
  connectionId,
  sending,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: UnsubscribeModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState(NO_REASON);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('purchase.unsubscribing')}
      onCloseAutoFocus={onCloseAutoFocus}
      actions={
        <div className={paymentStyles.buttons}>
          {sending && <Spinner inline />}
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('purchaseFlow.no')}
          </Button>
          <Button onClick={() => onConfirm(reasonOf(reason))} disabled={sending}>
            {t('purchaseFlow.yes')}
          </Button>
        </div>
      }
    >
      <p>{t('purchaseFlow.confirm.unsubscribe')}</p>
      <PayingConnection connectionId={connectionId} />
      <ReasonFields value={reason} onChange={setReason} disabled={sending} />
    </Modal>
  );
}
