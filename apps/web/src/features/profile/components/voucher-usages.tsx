import type { PurchasedVoucher } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { voucherUsagesQueryOptions } from '../api/get-voucher-usages';
import { formatDateTime } from '../model/payment-date';
import styles from './profile.module.css';

export interface VoucherUsagesProps {
  voucher: PurchasedVoucher;
  connectionId: string;
  onBack: () => void;
}

/** What one voucher paid for (date, name, price), with Back to the vouchers. */
export function VoucherUsages({ voucher, connectionId, onBack }: VoucherUsagesProps) {
  const { t } = useTranslation();
  const query = useQuery(voucherUsagesQueryOptions(voucher.purchaseId, connectionId));
  return (
    <div className={styles.form}>
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('profilePage.vouchers.back')}
        </Button>
      </div>
      {query.isPending && <Spinner />}
      {query.isError && <Alert>{errorMessage(query.error)}</Alert>}
      {query.isSuccess && query.data.length === 0 && <EmptyState>{t('profilePage.vouchers.noPurchases')}</EmptyState>}
      {query.isSuccess && query.data.length > 0 && (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <caption>{t('profilePage.vouchers.purchasesOf', { name: voucher.voucherName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profilePage.vouchers.date')}</th>
                <th scope="col">{t('profilePage.vouchers.name')}</th>
                <th scope="col">{t('profilePage.vouchers.price')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((usage) => (
                <tr key={`${usage.purchasedDate}-${usage.name}`}>
                  <td>{formatDateTime(usage.purchasedDate)}</td>
                  <td>{usage.name}</td>
                  <td>{formatMoney(usage.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
