import type { PackageChangeResult as ChangeResult } from '@selfcare/contracts';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { CheckIcon } from './check-icon';
import styles from './package-change-result.module.css';

/** How a sent package change ended: the server's answer, or the text to show for its failure. */
export type PackageChangeOutcome = { kind: 'changed'; result: ChangeResult } | { kind: 'failed'; message: string };

/**
 * The package-change modal after the answer: a tick with the spec's message and note (an upgrade's with
 * what it charged now), an upgrade whose payment is still being processed, or the failure.
 */
export function PackageChangeResult({ outcome }: { outcome: PackageChangeOutcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'failed') return <Alert>{outcome.message}</Alert>;
  const { changeType, status, packageName, changeDate, charged } = outcome.result;
  const amount = formatMoney(charged);
  if (changeType === 'UPGRADE' && status === 'PENDING') {
    // The operator or the card has not answered the charge yet: the package changes once it is paid.
    return (
      <div role="status" className={styles.result}>
        <p className={styles.message}>{t('packages.change.upgradePending', { amount, package: packageName })}</p>
      </div>
    );
  }
  return (
    <div role="status" className={styles.result}>
      <CheckIcon className={styles.icon} />
      {changeType === 'UPGRADE' ? (
        <>
          <p className={styles.message}>{t('packageChange.upgraded', { package: packageName })}</p>
          {charged > 0 && <p>{t('packages.change.upgradeCharged', { amount })}</p>}
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
