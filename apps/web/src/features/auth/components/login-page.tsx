import { useTranslation } from '@/shared/i18n/use-translation';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { LoginForm } from './login-form';

export function LoginPage({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('pageTitle.login')}</title>
      {/* The top bar shows 'Selfcare Login' here (spec 000 "App shell"): drawn again, the page would say it twice. */}
      <VisuallyHidden as="h1">{t('auth.login.heading')}</VisuallyHidden>
      <LoginForm onSuccess={onSuccess} />
    </>
  );
}
