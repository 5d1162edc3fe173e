import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@selfcare/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '@/features/account-access/api/request-password-reset';
import { errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import styles from './account-access.module.css';
import { StatusNotice } from './status-notice';

/** '/password': forgot password. The same answer for every address, so it reveals no accounts. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { username: '' },
  });

  const submit = handleSubmit((body) => request.mutate(body, { onSuccess: () => reset() }));

  return (
    <>
      <title>{t('accessPages.forgotPassword.title')}</title>
      <h1>{t('accessPages.forgotPassword.heading')}</h1>
      <p className={styles.intro}>{t('accessPages.forgotPassword.intro')}</p>
      <StatusNotice message={request.isSuccess ? t('accountAccess.resetLinkSent') : null} />
      <form className={styles.form} noValidate onSubmit={submit}>
        {request.isError && <Alert>{errorMessage(request.error)}</Alert>}
        <TextField
          label={t('accessPages.forgotPassword.email')}
          type="email"
          autoComplete="username"
          error={translateMessage(t, errors.username?.message)}
          {...register('username')}
        />
        <Button type="submit" disabled={request.isPending}>
          {t('accessPages.forgotPassword.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/recover-username">{t('accessPages.forgotPassword.forgotUsername')}</Link>
        <Link to="/login">{t('accessPages.forgotPassword.backToLogin')}</Link>
      </div>
    </>
  );
}
