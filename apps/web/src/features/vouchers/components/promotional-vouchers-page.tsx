import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { promotionalVouchersQueryOptions } from '../api/get-promotional-vouchers';
import styles from './vouchers.module.css';

/** '/vouchers': the promotional (discount) vouchers in force, with their images (spec 002 section 2.7). */
export function PromotionalVouchersPage() {
  const { t } = useTranslation();
  const vouchers = useQuery(promotionalVouchersQueryOptions());
  return (
    <>
      <title>{t('vouchers.promotionalHeading')}</title>
      <h1>{t('vouchers.promotionalHeading')}</h1>
      {vouchers.error && <Alert>{errorMessage(vouchers.error)}</Alert>}
      {vouchers.isPending && <Spinner />}
      {vouchers.data?.length === 0 && <EmptyState>{t('vouchers.promotionalEmpty')}</EmptyState>}
      {vouchers.data && vouchers.data.length > 0 && (
        <CardGrid label={t('vouchers.promotionalHeading')}>
          {vouchers.data.map((voucher) => (
            <figure key={voucher.id} className={styles.card}>
              <img src={voucher.imageURL} alt="" />
              <figcaption>
                <strong>{voucher.name}</strong> {voucher.code}
                <br />
                {voucher.description}
              </figcaption>
            </figure>
          ))}
        </CardGrid>
      )}
    </>
  );
}
