import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('pageTitle.notFound')}</title>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </>
  );
}
