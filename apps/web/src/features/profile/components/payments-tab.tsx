import type { PaymentRecord } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { formatMoney } from '@/shared/format/money';
import type { TFunction } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { mobilePaymentsQueryOptions } from '../api/get-mobile-payments';
import { prepaidPaymentsQueryOptions } from '../api/get-prepaid-payments';
import { formatDateTime } from '../model/payment-date';
import { paymentMethodText } from '../model/payment-method';
import { PaymentMethodSection } from './payment-method-section';
import styles from './profile.module.css';
import { ReceiptLink } from './receipt-link';

type Column = { key: string; cell: (payment: PaymentRecord, t: TFunction) => ReactNode };

const dateTime: Column = { key: 'dateTime', cell: (p) => formatDateTime(p.createdDate) };
const productName: Column = { key: 'productName', cell: (p) => p.productName };
const status: Column = { key: 'status', cell: (p, t) => t(`profilePage.payments.paymentStatus.${p.paymentStatus}`) };
const refNo: Column = { key: 'refNo', cell: (p) => p.referenceNumber ?? '' };
/** A payment that went through has a receipt; its link names the product and the time it was paid. */
const receipt: Column = {
  key: 'receipt',
  cell: (p) =>
    p.paymentStatus === 'SUCCESS' ? (
      <ReceiptLink paymentId={p.transactionId} payment={`${p.productName}, ${formatDateTime(p.createdDate)}`} />
    ) : (
      ''
    ),
};

const prepaidColumns: Column[] = [
  dateTime,
  { key: 'type', cell: (p, t) => t(`profilePage.payments.paymentType.${p.paymentType}`) },
  productName,
  { key: 'priceIncludingTax', cell: (p) => formatMoney(p.amount) },
  { key: 'method', cell: (p, t) => paymentMethodText(t, p.paymentMethod) },
  { key: 'cardDetails', cell: (p) => p.cardNumber ?? '' },
  status,
  refNo,
  { key: 'reason', cell: (p) => p.details ?? '' },
  receipt,
];

const mobileColumns: Column[] = [
  dateTime,
  productName,
  { key: 'priceExcludingTax', cell: (p) => formatMoney(p.amountExcludingTax) },
  status,
  refNo,
  receipt,
];

/** MY PAYMENTS: card payments (prepaid) or operator payments (mobile), each with the spec's columns and a receipt's. */
export function PaymentsTab({ connectionId, kind }: { connectionId: string; kind: 'prepaid' | 'mobile' }) {
  return (
    <>
      {kind === 'prepaid' ? <PaymentMethodSection connectionId={connectionId} /> : null}
      <PaymentsTable connectionId={connectionId} kind={kind} />
    </>
  );
}

function PaymentsTable({ connectionId, kind }: { connectionId: string; kind: 'prepaid' | 'mobile' }) {
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
                {column.key === 'receipt'
                  ? t('profilePage.receipt.column')
                  : t(`profilePage.payments.${column.key}` as 'profilePage.payments.dateTime')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.transactionId}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(payment, t)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
