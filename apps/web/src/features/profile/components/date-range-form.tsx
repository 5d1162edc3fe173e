import { useTranslation } from '@/shared/i18n/use-translation';
import { TextField } from '@/shared/ui/text-field';
import type { DateRange, DateRangeProblem } from '../model/date-range';
import styles from './profile.module.css';

export interface DateRangeFormProps {
  range: DateRange;
  /** Today in Sri Lanka, YYYY-MM-DD: the latest day either field takes. */
  today: string;
  /** What is wrong with the period, said on its field; null when it can be asked for. */
  problem: DateRangeProblem | null;
  onChange: (range: DateRange) => void;
}

/**
 * The period as two native date inputs: keyboard and screen-reader friendly in every browser, with
 * today as the latest day (spec 002 section 5). A period that cannot be asked for says why on its field.
 */
export function DateRangeForm({ range, today, problem, onChange }: DateRangeFormProps) {
  const { t } = useTranslation();
  const errorOn = (field: DateRangeProblem['field']) => (problem?.field === field ? t(problem.message) : undefined);
  return (
    <fieldset className={styles.dates}>
      <legend className={styles.panelHeading}>{t('profilePage.purchases.range')}</legend>
      <TextField
        type="date"
        label={t('profilePage.purchases.start')}
        value={range.start}
        max={range.end || today}
        required
        error={errorOn('start')}
        onChange={(event) => onChange({ ...range, start: event.target.value })}
      />
      <TextField
        type="date"
        label={t('profilePage.purchases.end')}
        value={range.end}
        min={range.start}
        max={today}
        required
        error={errorOn('end')}
        onChange={(event) => onChange({ ...range, end: event.target.value })}
      />
    </fieldset>
  );
}
