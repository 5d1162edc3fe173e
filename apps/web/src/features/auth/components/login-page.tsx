import { useTranslation } from '@/shared/i18n/use-translation';
import { LoginForm } from './login-form';

export function LoginPage({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('pageTitle.login')}</title>
      <h1>{t('auth.login.heading')}</h1>
      <LoginForm onSuccess={onSuccess} />
    </>
  );
}
