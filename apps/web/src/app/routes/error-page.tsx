import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';

/**
 * Shown when a page throws or its code cannot be loaded (typically after a new release replaced the
 * chunk files), which a reload fixes.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('pageTitle.default')}</title>
      <h1>{t('errorPage.title')}</h1>
      <p>{t('errors.generic')}</p>
      <p>
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
      </p>
      <p>
        <Link to="/">{t('errorPage.home')}</Link>
      </p>
    </>
  );
}
