import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, passwordResetFormSchema } from '@selfcare/contracts';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useResetPassword } from '@/features/account-access/api/reset-password';
import { recoveryToken } from '@/features/account-access/model/recovery-token';
import { ApiRequestError } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { clearSession } from '@/shared/session/storage';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import styles from './account-access.module.css';
import { LoginAlertPage } from './login-alert-page';
import { SuccessModal } from './success-modal';

/** The name a login alert's link gives its token (issue 31): '/pwd_recovery/not-me={token}'. */
const LOGIN_ALERT_LINK = 'not-me=';

/**
 * '/pwd_recovery/{name=token}': a password reset link, or a login alert's "Not you?" link, which signs
 * that login out first and then comes back here with a reset token. Sharing the path keeps the first
 * paint's route table as it was.
 */
export function ResetPasswordPage() {
  const { id = '' } = useParams();
  if (id.startsWith(LOGIN_ALERT_LINK)) return <LoginAlertPage token={recoveryToken(id)} />;
  return <ResetPasswordForm id={id} />;
}

/**
 * Sets a new password with the e-mailed link. A failure shows the generic message (spec 000 section
 * 8), but for a password on the common-password list, which the subscriber can fix with the same link;
 * success goes on to '/login'.
 */
function ResetPasswordForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    reset: clearForm,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { password, token: recoveryToken(id) },
      {
        // Every session of the account has just ended, this browser's too.
        onSuccess: () => clearSession(),
        // Passwords never stay in the form once they have been sent.
        onSettled: () => clearForm(),
      },
    ),
  );

  const commonPassword = reset.error instanceof ApiRequestError && reset.error.code === ErrorCode.commonPassword;
  return (
    <>
      <title>{t('accessPages.resetPassword.title')}</title>
      <h1>{t('accessPages.resetPassword.heading')}</h1>
      <form className={styles.form} noValidate onSubmit={submit}>
        {commonPassword && (
          <Alert>
            <p>{t('validation.passwordCommon')}</p>
          </Alert>
        )}
        {reset.isError && !commonPassword && (
          <Alert>
            <p>{t('errors.generic')}</p>
            <Link to="/password">{t('accessPages.resetPassword.newLink')}</Link>
          </Alert>
        )}
        <TextField
          label={t('accessPages.resetPassword.password')}
          type="password"
          autoComplete="new-password"
          error={translateMessage(t, errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('accessPages.resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={translateMessage(t, errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={reset.isPending || reset.isSuccess}>
          {t('accessPages.resetPassword.submit')}
        </Button>
      </form>
      <SuccessModal message={reset.isSuccess ? t('accountAccess.passwordReset') : null} />
    </>
  );
}
