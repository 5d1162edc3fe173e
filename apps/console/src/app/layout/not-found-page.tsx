import { t } from '@/shared/i18n/translate';
import { PageTitle } from '@/shared/ui/page-title';

export function NotFoundPage() {
  return <PageTitle>{t('app.notFound')}</PageTitle>;
}
