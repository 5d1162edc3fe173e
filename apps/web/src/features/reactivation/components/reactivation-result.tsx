import { messageText } from '@selfcare/contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StatusIcon } from '@/shared/payment/components/status-icon';
import { Spinner } from '@/shared/ui/spinner';
import type { ReactivationOutcome } from '../model/outcome';
import styles from './reactivation.module.css';

export type ReactivationStep = { kind: 'processing' } | ReactivationOutcome;

/** The failure's words: the network-error flag's text, the payment system's reason, or the generic one. */
export function failureText(outcome: Extract<ReactivationOutcome, { kind: 'failed' }>): string {
  if (outcome.networkError) return messageText('purchase.networkError');
  return outcome.message ?? messageText('errors.generic');
}

/** What the reactivation dialog says at each step; announced as it changes (role=status). */
export function ReactivationResult({ step }: { step: ReactivationStep }) {
  const { t } = useTranslation();
  return (
    <div className={styles.result} role="status" aria-live="polite">
      {step.kind === 'processing' && (
        <>
          <Spinner decorative />
          <p className={styles.resultTitle}>{t('payment.processing')}</p>
          <p>{t('payment.doNotClose')}</p>
        </>
      )}
      {step.kind === 'reactivated' && (
        <>
          <StatusIcon tone="success" size={48} />
          <p className={styles.resultTitle}>{t('reactivation.reactivated')}</p>
        </>
      )}
      {step.kind === 'provisioning' && (
        <>
          <StatusIcon tone="pending" size={48} />
          <p>{t('payment.provisioning')}</p>
        </>
      )}
      {step.kind === 'failed' && (
        <>
          <StatusIcon tone="failure" size={48} />
          <p className={styles.resultTitle}>{t('payment.unsuccessful')}</p>
          <p>{failureText(step)}</p>
        </>
      )}
    </div>
  );
}
