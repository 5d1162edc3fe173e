import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { giftVouchersQueryOptions } from '../api/get-gift-vouchers';
import styles from './vouchers.module.css';

/** '/gifts': the gift vouchers on sale, each card leading to its page (spec 002 section 2.5). */
export function GiftVouchersPage() {
  const { t } = useTranslation();
  const vouchers = useQuery(giftVouchersQueryOptions());
  return (
    <>
      <title>{t('vouchers.giftsHeading')}</title>
      <h1>{t('vouchers.giftsHeading')}</h1>
      {vouchers.error && <Alert>{errorMessage(vouchers.error)}</Alert>}
      {vouchers.isPending && <Spinner />}
      {vouchers.data?.length === 0 && <EmptyState>{t('vouchers.giftsEmpty')}</EmptyState>}
      {vouchers.data && vouchers.data.length > 0 && (
        <CardGrid label={t('vouchers.giftsHeading')}>
          {vouchers.data.map((voucher) => (
            <Link key={voucher.id} to={`/gifts/${voucher.id}`} className={styles.card}>
              <img src={voucher.imageURL} alt="" />
              <span>{voucher.voucherName}</span>
              <span>{formatMoney(voucher.price)}</span>
            </Link>
          ))}
        </CardGrid>
      )}
    </>
  );
}
