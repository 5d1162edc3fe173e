import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';

/** A malformed id (400) and an unknown one (404) both mean there is no such product to show. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** The server's message, or the spec's default text when there is none. */
export function LoadError({ error }: { error: unknown }) {
  return <Alert>{errorMessage(error)}</Alert>;
}

export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('content.pageTitle.notFound')}</title>
      <h1>{t('content.product.notFoundTitle')}</h1>
      <p>{t('errors.productNotFound')}</p>
      <p>
        <Link to="/">{t('content.product.home')}</Link>
      </p>
    </>
  );
}
