import { t } from '@/shared/i18n/translate';
import { PageTitle } from '@/shared/ui/page-title';

/** The enrolment's recovery codes, shown once. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <PageTitle>{t('login.recoveryTitle')}</PageTitle>
      <p>{t('login.recoveryIntro')}</p>
      <ul className="recovery-codes" aria-label={t('login.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="primary" onClick={onDone}>
        {t('login.recoveryDone')}
      </button>
    </>
  );
}
