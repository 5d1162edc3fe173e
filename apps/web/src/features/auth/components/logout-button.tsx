import { useLogout } from '@/features/auth/api/logout';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';

export function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button variant="secondary" className={className} disabled={logout.isPending} onClick={() => logout.mutate()}>
      {t('shell.logout')}
    </Button>
  );
}
