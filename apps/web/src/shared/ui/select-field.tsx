import { type ComponentProps, useId } from 'react';
import { FILTER_ALL } from '@/shared/catalogue/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from './cx';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Put 'All' (value 'ALL', meaning no filter) first, as the Language / Genre / Category filters do. */
  includeAll?: boolean;
}

/** A labelled native dropdown: the platform's own keyboard and screen-reader behaviour, on every device. */
export function SelectField({ label, options, includeAll = false, id, className, ...select }: SelectFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select {...select} id={selectId} className={styles.select}>
        {includeAll && <option value={FILTER_ALL}>{t('catalogue.filter.all')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
