import { zodResolver } from '@hookform/resolvers/zod';
import { parentalPinSchema } from '@selfcare/contracts';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import styles from './package-change-form.module.css';

const pinFormSchema = z.object({ pin: parentalPinSchema });

interface PackageChangeFormProps {
  /** The spec's 'Are you sure you want to upgrade to {package} Package?'. */
  question: string;
  sending: boolean;
  /** Sends the change; answers the message for the PIN field when the PIN was refused, else null. */
  onConfirm: (pin: string) => Promise<string | null>;
  onCancel: () => void;
}

/** The package-change question with the parental PIN and No / Yes; Yes waits for a PIN. */
export function PackageChangeForm({ question, sending, onConfirm, onCancel }: PackageChangeFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(pinFormSchema),
    defaultValues: { pin: '' },
    // A refused PIN's message stays while the next one is typed, until it is sent.
    reValidateMode: 'onSubmit',
  });
  const pin = useWatch({ control, name: 'pin' });
  const pinError = translateMessage(t, errors.pin?.message);

  // The PIN is what the modal asks for, so typing starts there; the form loads after the modal has
  // opened and given the focus to its close button.
  useEffect(() => setFocus('pin'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    const refusal = await onConfirm(values.pin);
    if (refusal === null) return;
    resetField('pin');
    setError('pin', { message: refusal }, { shouldFocus: true });
  });

  return (
    <form noValidate onSubmit={submit}>
      <p className={styles.question}>{question}</p>
      <TextField
        label={t('packages.change.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        error={pinError}
        {...register('pin')}
      />
      {/* Spoken even when focus is already in the PIN field, whose description is not read again then. */}
      <span role="status">
        <VisuallyHidden>{sending ? t('common.loading') : pinError}</VisuallyHidden>
      </span>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {t('packages.change.no')}
        </Button>
        <Button type="submit" disabled={pin === '' || sending}>
          {sending && <span className={styles.sending} aria-hidden="true" />}
          {t('packages.change.yes')}
        </Button>
      </div>
    </form>
  );
}
