import { type ReactNode, useId } from 'react';
import { validationText } from '@/shared/i18n/translate';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The control, given the id, the description ids and the invalid flag to wire up. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}

/** A labelled form control with its hint and its error, both announced with the control. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const text = validationText(error);
  const describedBy = [hint ? hintId : '', text ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': describedBy, ...(text ? { 'aria-invalid': true } : {}) })}
      {text ? (
        <p id={errorId} className="field-error">
          {text}
        </p>
      ) : null}
    </div>
  );
}
