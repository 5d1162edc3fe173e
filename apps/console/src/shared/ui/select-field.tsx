import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

interface SelectFieldProps {
  label: string;
  error?: string | undefined;
  /** What react-hook-form's register() answered for the field. */
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}

/** A labelled select of a form field, one option per value. */
export function SelectField({ label, error, registration, options }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
