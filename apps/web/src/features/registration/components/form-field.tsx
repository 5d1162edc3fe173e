import { type ComponentProps, useId } from 'react';
import { cx } from '@/shared/ui/cx';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import styles from './registration.module.css';

export interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  /** Shown before the input ('+94', '0'); read out as part of the field's description. */
  prefix?: string;
  /** The words a screen reader hears for the prefix ('Country code +94'). */
  prefixLabel?: string;
  hint?: string;
}

/**
 * A labelled input with an optional dialling prefix and hint. The error and hint are tied to the input
 * with aria-describedby, and the error marks it invalid (the registration forms' variant of TextField).
 */
export function FormField({ label, error, prefix, prefixLabel, hint, id, className, ...input }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const prefixId = `${inputId}-prefix`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [prefix ? prefixId : null, hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        {prefix && (
          <span className={styles.prefix} id={prefixId}>
            <span aria-hidden="true">{prefix}</span>
            <VisuallyHidden>{prefixLabel ?? prefix}</VisuallyHidden>
          </span>
        )}
        <input
          {...input}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
