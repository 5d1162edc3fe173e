import { zodResolver } from '@hookform/resolvers/zod';
import { parentalPinChangeRequestSchema } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import { changeParentalPin } from '../api/change-parental-pin';
import styles from './profile.module.css';

/**
 * Change the connection's parental PIN, which every purchase asks for. The account password proves it
 * is the subscriber; the form clears whenever the dialog closes.
 */
export function ChangePinButton({ connectionId }: { connectionId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(parentalPinChangeRequestSchema),
    defaultValues: { password: '', pin: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: { password: string; pin: string }) => changeParentalPin(connectionId, values),
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  const setOpenAndReset = (next: boolean) => {
    if (!next) {
      form.reset();
      mutation.reset();
    }
    setOpen(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={setOpenAndReset}
      title={t('profilePage.pin.title')}
      trigger={<Button variant="secondary">{t('profilePage.pin.button')}</Button>}
    >
      {mutation.isSuccess ? (
        <div className={styles.form}>
          <p role="status">{t('profile.pinChanged')}</p>
          <div className={styles.buttons}>
            <Button onClick={() => setOpenAndReset(false)}>{t('common.ok')}</Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <TextField
            label={t('profilePage.pin.password')}
            type="password"
            autoComplete="current-password"
            error={translateMessage(t, errors.password?.message)}
            {...form.register('password')}
          />
          <TextField
            label={t('profilePage.pin.newPin')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            error={translateMessage(t, errors.pin?.message)}
            {...form.register('pin')}
          />
          {mutation.isError && <Alert>{errorMessage(mutation.error)}</Alert>}
          <div className={styles.buttons}>
            {mutation.isPending && <Spinner inline />}
            <Button variant="secondary" onClick={() => setOpenAndReset(false)} disabled={mutation.isPending}>
              {t('profilePage.pin.cancel')}
            </Button>
            {/* Like every PIN form, nothing is sent until a password is entered (spec 002 section 5). */}
            <Button type="submit" disabled={password === '' || mutation.isPending}>
              {t('profilePage.pin.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
