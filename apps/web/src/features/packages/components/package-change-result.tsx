import type { PackageChangeResult as ChangeResult } from '@selfcare/contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { CheckIcon } from './check-icon';
import styles from './package-change-result.module.css';

/** How a sent package change ended: the server's answer, or the text to show for its failure. */
export type PackageChangeOutcome = { kind: 'changed'; result: ChangeResult } | { kind: 'failed'; message: string };

/** The package-change modal after the answer: a tick with the spec's message and note, or the failure. */
export function PackageChangeResult({ outcome }: { outcome: PackageChangeOutcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'failed') return <Alert>{outcome.message}</Alert>;
  const { changeType, packageName, changeDate } = outcome.result;
  return (
    <div role="status" className={styles.result}>
      <CheckIcon className={styles.icon} />
      {changeType === 'UPGRADE' ? (
        <>
          <p className={styles.message}>{t('packageChange.upgraded', { package: packageName })}</p>
          <p>{t('packages.change.upgradedNote', { date: changeDate })}</p>
        </>
      ) : (
        <>
          <p className={styles.message}>{t('packageChange.downgraded', { package: packageName, date: changeDate })}</p>
          <p>{t('packages.change.downgradedNote', { date: changeDate })}</p>
        </>
      )}
    </div>
  );
}
