import { type ComponentProps, useId } from 'react';
import { cx } from './cx';
import styles from './text-field.module.css';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
}

/**
 * A labelled input that an error marks invalid; the error text is its description (aria-describedby) and
 * an alert, so it is read out as it appears as well as when the field is focused (WCAG 3.3.1, 4.1.3).
 */
export function TextField({ label, error, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
