import { formatIsoDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TextField } from '@/shared/ui/text-field';
import type { DateRange } from '../model/date-range';
import styles from './profile.module.css';

export interface DateRangeFormProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/**
 * The period as two native date inputs: keyboard and screen-reader friendly in every browser, with
 * today as the latest day (spec 002 section 5). An empty end says so instead of querying.
 */
export function DateRangeForm({ range, onChange }: DateRangeFormProps) {
  const { t } = useTranslation();
  const today = formatIsoDate(new Date());
  return (
    <fieldset className={styles.dates}>
      <legend className={styles.panelHeading}>{t('profilePage.purchases.range')}</legend>
      <TextField
        type="date"
        label={t('profilePage.purchases.start')}
        value={range.start}
        max={range.end || today}
        required
        onChange={(event) => onChange({ ...range, start: event.target.value })}
      />
      <TextField
        type="date"
        label={t('profilePage.purchases.end')}
        value={range.end}
        min={range.start}
        max={today}
        required
        error={range.end === '' ? t('profile.endDateRequired') : undefined}
        onChange={(event) => onChange({ ...range, end: event.target.value })}
      />
    </fieldset>
  );
}
