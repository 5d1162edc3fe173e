import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { bannersQueryOptions } from '@/shared/catalogue/api/get-banners';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { BannerImage } from '@/shared/ui/banner-image';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { currentPackageIdQueryOptions } from '../api/get-current-package';
import styles from './promotions.module.css';

/** Banners shown above the fold load at once; the rest as they scroll into view. */
const EAGER_BANNERS = 2;

/**
 * '/promotions': every banner the viewer may see. A subscriber also sees the banners of the selected
 * connection's base package, so those wait for the package to be known.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { loggedIn, connection } = useSession();
  const conid = loggedIn ? (connection?.id ?? null) : null;
  const basePackage = useQuery({ ...currentPackageIdQueryOptions(conid ?? ''), enabled: conid !== null });
  const packageKnown = conid === null || !basePackage.isPending;
  const banners = useQuery({ ...bannersQueryOptions(basePackage.data ?? null), enabled: packageKnown });

  return (
    <>
      <title>{t('promotions.all.title')}</title>
      <h1>{t('promotions.all.heading')}</h1>
      {banners.isError && <Alert>{errorMessage(banners.error)}</Alert>}
      {banners.isPending && <Spinner />}
      {banners.isSuccess &&
        (banners.data.length === 0 ? (
          <EmptyState>{t('promotions.all.empty')}</EmptyState>
        ) : (
          <ul className={styles.banners}>
            {banners.data.map((banner, index) => (
              <li key={banner.id}>
                <BannerImage banner={banner} eager={index < EAGER_BANNERS} />
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
