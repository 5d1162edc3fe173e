import { type MouseEvent, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { downloadReceipt, receiptUrl } from '../api/download-receipt';
import styles from './profile.module.css';

/**
 * 'Download receipt' for one payment that went through, in the language the interface shows. A link to
 * the receipt, whose click fetches it with the session and saves it; its accessible name says which
 * payment (`payment`: the product and when). A refusal is said beside it.
 */
export function ReceiptLink({ paymentId, payment }: { paymentId: string; payment: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    downloadReceipt(paymentId, language)
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <a
        href={receiptUrl(paymentId, language)}
        download
        onClick={download}
        aria-label={t('profilePage.receipt.downloadOf', { payment })}
        aria-busy={busy || undefined}
        className={styles.receiptLink}
      >
        {t('profilePage.receipt.download')}
      </a>
      {problem && (
        <span role="alert" className={styles.receiptProblem}>
          {problem}
        </span>
      )}
    </>
  );
}
