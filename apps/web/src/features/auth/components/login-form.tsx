import { zodResolver } from '@hookform/resolvers/zod';
import { AccountAccessErrorCode, loginRequestSchema } from '@selfcare/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useLogin } from '@/features/auth/api/login';
import { ApiRequestError, errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { EmailNotConfirmed } from './email-not-confirmed';
import styles from './login-form.module.css';
import { SecondStepForm } from './second-step-form';

function LoginFailure({ error, username }: { error: Error; username: string }) {
  if (error instanceof ApiRequestError && error.code === AccountAccessErrorCode.emailNotConfirmed) {
    // Keyed on the address: a new link is offered afresh for each address refused.
    return <EmailNotConfirmed key={username} message={error.message} username={username} />;
  }
  return <Alert>{errorMessage(error)}</Alert>;
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin({ onSuccess });
  if (login.data) return <SecondStepForm secondStep={login.data} onSuccess={onSuccess} onStartOver={login.reset} />;
  return <PasswordForm login={login} />;
}

/** E-mail and password: the login's first step. */
function PasswordForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((credentials) => login.mutate(credentials))}>
      {login.isError && <LoginFailure error={login.error} username={login.variables.username} />}
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        error={translateMessage(t, errors.username?.message)}
        {...register('username')}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        error={translateMessage(t, errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" disabled={login.isPending}>
        {t('auth.login.submit')}
      </Button>
      <div className={styles.links}>
        {/* The registration's first page goes on to the operator's site when one is configured. */}
        <Link to="/customer/selection">{t('auth.login.createAccount')}</Link>
        <Link to="/password">{t('auth.login.forgotPassword')}</Link>
      </div>
    </form>
  );
}
