import { CANCELLATION_REASONS, CANCELLATION_TEXT_MAX } from '@selfcare/contracts';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ReasonDraft } from './reason-draft';
import styles from './reason-fields.module.css';

export interface ReasonFieldsProps {
  value: ReasonDraft;
  onChange: (draft: ReasonDraft) => void;
  disabled?: boolean;
}

/**
 * "Why are you leaving? (optional)": the short list as radio buttons (arrow keys move between them) and,
 * once one is chosen, a box for the subscriber's own words. Left alone, nothing is sent (decision 0071).
 */
export function ReasonFields({ value, onChange, disabled = false }: ReasonFieldsProps) {
  const { t } = useTranslation();
  const name = useId();
  const textId = `${name}-text`;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t('cancellation.legend')}</legend>
      {CANCELLATION_REASONS.map((code) => (
        <label key={code} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={code}
            checked={value.code === code}
            onChange={() => onChange({ ...value, code })}
          />
          {t(`cancellation.reasons.${code}`)}
        </label>
      ))}
      {value.code !== null && (
        <div className={styles.text}>
          <label htmlFor={textId}>{t('cancellation.textLabel', { max: CANCELLATION_TEXT_MAX })}</label>
          <textarea
            id={textId}
            maxLength={CANCELLATION_TEXT_MAX}
            value={value.text}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
