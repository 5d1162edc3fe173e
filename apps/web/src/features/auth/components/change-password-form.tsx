import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, ErrorCode } from '@selfcare/contracts';
import { useForm } from 'react-hook-form';
import { useUpdatePassword } from '@/features/auth/api/update-password';
import { ApiRequestError, ClientErrorCode, errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import styles from './change-password-form.module.css';
import type { ChangePasswordOutcome } from './change-password-outcome';

interface ChangePasswordFormProps {
  onDone: (outcome: ChangePasswordOutcome) => void;
  onCancel: () => void;
}

export function ChangePasswordForm({ onDone, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });

  const failureText = (error: Error) => {
    if (error instanceof ApiRequestError && error.code === ClientErrorCode.timeout) return t('errors.timeout');
    if (error instanceof ApiRequestError && error.code === ErrorCode.wrongPassword) return t('password.currentWrong');
    if (error instanceof ApiRequestError && error.code === ErrorCode.commonPassword) {
      return t('validation.passwordCommon');
    }
    return errorMessage(error);
  };

  const submit = handleSubmit(({ oldPassword, password }) =>
    update.mutate(
      { oldPassword, password },
      {
        onSuccess: () => onDone({ kind: 'success' }),
        onError: (error) => onDone({ kind: 'error', message: failureText(error) }),
        // Passwords never stay in the form once they have been sent.
        onSettled: () => reset(),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label={t('auth.changePassword.current')}
        type="password"
        autoComplete="current-password"
        error={translateMessage(t, errors.oldPassword?.message)}
        {...register('oldPassword')}
      />
      <TextField
        label={t('auth.changePassword.new')}
        type="password"
        autoComplete="new-password"
        error={translateMessage(t, errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('auth.changePassword.confirm')}
        type="password"
        autoComplete="new-password"
        error={translateMessage(t, errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('auth.changePassword.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {t('auth.changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
