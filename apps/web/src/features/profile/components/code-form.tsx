import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import styles from './profile.module.css';

/**
 * A two-step code's field and its submit button, for the set-up, renewal and turn-off dialogs: the code
 * is asked for by name, filled from an SMS by the browser (autocomplete="one-time-code"), and an empty
 * field is said before anything is sent.
 */
export function CodeForm({
  label,
  submitLabel,
  pending,
  numeric,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Six digits only (a set-up): a numeric keyboard on phones. */
  numeric?: boolean;
  onSubmit: (code: string) => void;
  /** Fields before the code (the password) and notices. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(typed === '');
    if (typed) onSubmit(typed);
  };
  return (
    <form noValidate onSubmit={submit}>
      {children}
      <TextField
        label={label}
        autoComplete="one-time-code"
        inputMode={numeric ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={missing ? t('twoStep.codeRequired') : undefined}
      />
      <div className={styles.buttons}>
        {pending && <Spinner inline />}
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
