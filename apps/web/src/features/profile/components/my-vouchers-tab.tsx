import type { PurchasedVoucher } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { myVouchersQueryOptions } from '../api/get-my-vouchers';
import { formatDateTime, formatVoucherDate } from '../model/payment-date';
import styles from './profile.module.css';
import { VoucherUsages } from './voucher-usages';

const optional = (value: number | null, format: (n: number) => string = String) =>
  value === null ? '-' : format(value);

/** MY VOUCHERS: the gift vouchers bought on this connection; a name opens what it paid for. */
export function MyVouchersTab({ connectionId }: { connectionId: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PurchasedVoucher | null>(null);
  const query = useQuery(myVouchersQueryOptions(connectionId));

  if (chosen) return <VoucherUsages voucher={chosen} connectionId={connectionId} onBack={() => setChosen(null)} />;
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  if (query.data.length === 0) return <EmptyState>{t('profilePage.vouchers.empty')}</EmptyState>;
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption>{t('profilePage.vouchers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profilePage.vouchers.purchasedAt')}</th>
            <th scope="col">{t('profilePage.vouchers.name')}</th>
            <th scope="col">{t('profilePage.vouchers.code')}</th>
            <th scope="col">{t('profilePage.vouchers.ownership')}</th>
            <th scope="col">{t('profilePage.vouchers.expiry')}</th>
            <th scope="col">{t('profilePage.vouchers.totalValue')}</th>
            <th scope="col">{t('profilePage.vouchers.totalCount')}</th>
            <th scope="col">{t('profilePage.vouchers.remainingValue')}</th>
            <th scope="col">{t('profilePage.vouchers.remainingCount')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((voucher) => (
            <tr key={voucher.purchaseId}>
              <td>{formatDateTime(voucher.purchasedAt)}</td>
              <td>
                <button type="button" className={styles.linkButton} onClick={() => setChosen(voucher)}>
                  {voucher.voucherName}
                </button>
              </td>
              <td>{voucher.code}</td>
              <td>{voucher.own ? t('profilePage.vouchers.own') : t('profilePage.vouchers.gift')}</td>
              <td>{formatVoucherDate(voucher.expiryDate)}</td>
              <td>{optional(voucher.totalValue, formatMoney)}</td>
              <td>{optional(voucher.totalCount)}</td>
              <td>{optional(voucher.remainingValue, formatMoney)}</td>
              <td>{optional(voucher.remainingCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
