import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { t } from '@/shared/i18n/translate';
import { meQuery } from '@/shared/session/me-query';
import { maySee, type Section } from '@/shared/session/permissions';
import { PageTitle } from '@/shared/ui/page-title';

/** A section's pages, or a plain refusal for a role that may not see them (the api refuses anyway). */
export function RequireSection({ section }: { section: Section }) {
  const me = useQuery(meQuery());
  if (!me.data) return null;
  if (!maySee(me.data.role, section)) return <PageTitle>{t('app.forbidden')}</PageTitle>;
  return <Outlet />;
}
