import { zodResolver } from '@hookform/resolvers/zod';
import { recoverUsernameQuerySchema } from '@selfcare/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useRecoverUsername } from '@/features/account-access/api/recover-username';
import { errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import styles from './account-access.module.css';
import { StatusNotice } from './status-notice';

/** '/recover-username': e-mails the username of the account with a connection on the given number. */
export function RecoverUsernamePage() {
  const { t } = useTranslation();
  const recover = useRecoverUsername();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(recoverUsernameQuerySchema),
    defaultValues: { username: '' },
  });

  const submit = handleSubmit((query) => recover.mutate(query, { onSuccess: () => reset() }));

  return (
    <>
      <title>{t('accessPages.recoverUsername.title')}</title>
      <h1>{t('accessPages.recoverUsername.heading')}</h1>
      <p className={styles.intro}>{t('accessPages.recoverUsername.intro')}</p>
      <StatusNotice message={recover.isSuccess ? t('accountAccess.usernameSent') : null} />
      <form className={styles.form} noValidate onSubmit={submit}>
        {recover.isError && <Alert>{errorMessage(recover.error)}</Alert>}
        <TextField
          label={t('accessPages.recoverUsername.number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={translateMessage(t, errors.username?.message)}
          {...register('username')}
        />
        <Button type="submit" disabled={recover.isPending}>
          {t('accessPages.recoverUsername.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/login">{t('accessPages.recoverUsername.backToLogin')}</Link>
      </div>
    </>
  );
}
