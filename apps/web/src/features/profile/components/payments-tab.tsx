import type { PaymentRecord } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { mobilePaymentsQueryOptions } from '../api/get-mobile-payments';
import { prepaidPaymentsQueryOptions } from '../api/get-prepaid-payments';
import { formatDateTime } from '../model/payment-date';
import styles from './profile.module.css';

type Column = { key: string; cell: (payment: PaymentRecord) => string };

const prepaidColumns: Column[] = [
  { key: 'dateTime', cell: (p) => formatDateTime(p.createdDate) },
  { key: 'type', cell: (p) => p.paymentType },
  { key: 'productName', cell: (p) => p.productName },
  { key: 'priceIncludingTax', cell: (p) => formatMoney(p.amount) },
  { key: 'method', cell: (p) => p.paymentMethod ?? '' },
  { key: 'cardDetails', cell: (p) => p.cardNumber ?? '' },
  { key: 'status', cell: (p) => p.paymentStatus },
  { key: 'refNo', cell: (p) => p.referenceNumber ?? '' },
  { key: 'reason', cell: (p) => p.details ?? '' },
];

const mobileColumns: Column[] = [
  { key: 'dateTime', cell: (p) => formatDateTime(p.createdDate) },
  { key: 'productName', cell: (p) => p.productName },
  { key: 'priceExcludingTax', cell: (p) => formatMoney(p.amountExcludingTax) },
  { key: 'status', cell: (p) => p.paymentStatus },
  { key: 'refNo', cell: (p) => p.referenceNumber ?? '' },
];

/** MY PAYMENTS: card payments (prepaid) or operator payments (mobile), each with the spec's columns. */
export function PaymentsTab({ connectionId, kind }: { connectionId: string; kind: 'prepaid' | 'mobile' }) {
  const { t } = useTranslation();
  const query = useQuery(
    kind === 'prepaid' ? prepaidPaymentsQueryOptions(connectionId) : mobilePaymentsQueryOptions(connectionId),
  );
  const columns = kind === 'prepaid' ? prepaidColumns : mobileColumns;
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  // The server leaves out pending payments; the page holds to the spec's rule in any case.
  const payments = query.data.filter((payment) => payment.paymentStatus !== 'PENDING');
  if (payments.length === 0) return <EmptyState>{t('profilePage.payments.empty')}</EmptyState>;
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption>{t('profilePage.payments.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {t(`profilePage.payments.${column.key}` as 'profilePage.payments.dateTime')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.transactionId}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(payment)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
