import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import styles from './profile.module.css';

/** Ten recovery codes, shown once: to copy or download before the dialog closes. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = () => void navigator.clipboard.writeText(`${text}\n`).then(() => setCopied(true));
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = t('twoStep.recoveryCodes.fileName');
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <>
      <p>{t('twoStep.recoveryCodes.intro')}</p>
      <ul aria-label={t('twoStep.recoveryCodes.listLabel')} className={styles.recoveryCodes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {copied && <p role="status">{t('twoStep.recoveryCodes.copied')}</p>}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={copy}>
          {t('twoStep.recoveryCodes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('twoStep.recoveryCodes.download')}
        </Button>
        <Button onClick={onDone}>{t('twoStep.recoveryCodes.done')}</Button>
      </div>
    </>
  );
}
