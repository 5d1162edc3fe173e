import type { PackageFilter } from '@/shared/catalogue/package-filter';
import { useTranslation } from '@/shared/i18n/use-translation';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import styles from './package-filter-pills.module.css';

interface PackageFilterPillsProps {
  options: readonly PackageFilter[];
  value: PackageFilter;
  onChange: (filter: PackageFilter) => void;
}

/** All / Subscriptional / Transactional: toggle buttons, the pressed one is the filter in force. */
export function PackageFilterPills({ options, value, onChange }: PackageFilterPillsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.pills}>
      <legend className={styles.legend}>
        <VisuallyHidden>{t('catalogue.packageFilter.label')}</VisuallyHidden>
      </legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.pill}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {t(`catalogue.packageFilter.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
