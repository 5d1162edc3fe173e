import { useTranslation } from '@/shared/i18n/use-translation';
import paymentStyles from '@/shared/payment/components/payment.module.css';
import { StatusIcon } from '@/shared/payment/components/status-icon';
import type { PurchaseKind } from '@/shared/payment/model/purchase-kind';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import type { FlowOutcome } from '../model/outcome';
import { resultView } from '../model/result-view';
import styles from './purchase.module.css';
import type { RetryState } from './use-purchase-flow';

export interface ResultModalProps {
  title: string;
  kind: PurchaseKind;
  outcome: FlowOutcome;
  /** An operator payment that can be retried (or asked about again): RETRY PAYMENT is offered. */
  retry: RetryState | null;
  onRetry: () => void;
  /** Starts the purchase again after a cancelled card checkout. */
  onTryAgain: () => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The result modal (spec 001 section 2): a check or failure icon, the result sentence, the server's
 * reason, 'Reference No : {ref}' and the provisioning notice; the words are announced as it opens.
 */
export function ResultModal({
  title,
  kind,
  outcome,
  retry,
  onRetry,
  onTryAgain,
  onClose,
  onCloseAutoFocus,
}: ResultModalProps) {
  const { t } = useTranslation();
  const view = resultView(t, kind, outcome);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      onCloseAutoFocus={onCloseAutoFocus}
      actions={
        <>
          {outcome.kind === 'checkoutCancelled' && (
            <Button variant="secondary" onClick={onTryAgain}>
              {t('purchaseFlow.cancelled.tryAgain')}
            </Button>
          )}
          {retry && (
            <Button variant="secondary" onClick={onRetry} disabled={retry.sending}>
              {t('purchaseFlow.retryPayment')}
            </Button>
          )}
          <Button onClick={onClose} disabled={retry?.sending}>
            {t('common.ok')}
          </Button>
        </>
      }
    >
      <div className={styles.result} role="status">
        <StatusIcon tone={view.tone} size={48} />
        <p className={paymentStyles.headline}>{view.headline}</p>
        {view.message && <p>{view.message}</p>}
        {view.reference && <p>{t('payment.referenceNo', { ref: view.reference })}</p>}
        {view.provisioning && <p>{t('payment.provisioning')}</p>}
      </div>
      {retry?.error && <Alert>{retry.error}</Alert>}
    </Modal>
  );
}
