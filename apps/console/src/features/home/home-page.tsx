import { useQuery } from '@tanstack/react-query';
import { t } from '@/shared/i18n/translate';
import { meQuery } from '@/shared/session/me-query';
import { PageTitle } from '@/shared/ui/page-title';

export function HomePage() {
  const me = useQuery(meQuery());
  if (!me.data) return null;
  return (
    <>
      <PageTitle>{t('home.title', { name: me.data.name })}</PageTitle>
      <p>{t('home.intro', { role: t(`role.${me.data.role}`) })}</p>
    </>
  );
}
