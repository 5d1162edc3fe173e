import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './registration.module.css';

const SECTIONS = [
  'service',
  'licence',
  'conduct',
  'subscription',
  'billing',
  'refunds',
  'termination',
  'thirdParty',
  'support',
  'liability',
  'indemnity',
  'law',
] as const;

/** '/termsandconditions': the terms of use, effective April 2019 (the top bar hides its login button here). */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <article className={`${styles.page} ${styles.terms}`}>
      <title>{t('registrationPages.terms.title')}</title>
      <h1>{t('registrationPages.terms.heading')}</h1>
      <p className={styles.muted}>{t('registrationPages.terms.effective')}</p>
      <p>{t('registrationPages.terms.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`registrationPages.terms.sections.${section}.heading`)}</h2>
          <p>{t(`registrationPages.terms.sections.${section}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
