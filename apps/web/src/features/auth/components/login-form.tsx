import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@selfcare/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useLogin } from '@/features/auth/api/login';
import { errorMessage } from '@/shared/api/api-error';
import { REGISTRATION_URL } from '@/shared/config/constants';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import styles from './login-form.module.css';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const login = useLogin({ onSuccess });
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
      {login.isError && <Alert>{errorMessage(login.error)}</Alert>}
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
        <a href={REGISTRATION_URL}>{t('auth.login.createAccount')}</a>
        <Link to="/password">{t('auth.login.forgotPassword')}</Link>
      </div>
    </form>
  );
}
