import type { ConnectionDetails, UserPurchase } from '@selfcare/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { billingOf, periodText, priceText } from '@/shared/catalogue/price';
import { formatIsoDate } from '@/shared/format/date';
import type { TFunction } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { Spinner } from '@/shared/ui/spinner';
import { userPurchasePagesQueryOptions } from '../api/get-user-purchases';
import { type DateRange, dateRangeProblem, defaultDateRange, purchaseQueryDates } from '../model/date-range';
import { formatDateTime } from '../model/payment-date';
import { DateRangeForm } from './date-range-form';
import styles from './profile.module.css';
import { ReceiptLink } from './receipt-link';

/**
 * A purchase's price the way its connection pays (spec 001 section 9): what the card was charged, taxes
 * included; before taxes with '+tax' (operator) or 'plus taxes' (bill), as their bills show it.
 */
function purchasePrice(t: TFunction, purchase: UserPurchase, connectionType: number): string {
  const card = billingOf(connectionType) === 'card';
  return priceText(t, card ? purchase.productPrice : purchase.priceBeforeTax, connectionType);
}

/**
 * MY PURCHASES: the purchases made in the chosen period, the current month to today at first, each paid
 * one with its receipt; 20 at a time, newest first, the next ones on scrolling or "Load more".
 */
export function MyPurchasesTab({ details }: { details: ConnectionDetails }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => defaultDateRange());
  const today = formatIsoDate(new Date());
  const problem = dateRangeProblem(range, today);
  const valid = problem === null;
  const query = useInfiniteQuery({
    ...userPurchasePagesQueryOptions({
      connectionId: details.connectionId,
      connectionType: details.connectionType,
      ...purchaseQueryDates(valid ? range : defaultDateRange()),
    }),
    enabled: valid,
  });
  const purchases = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className={styles.form}>
      <DateRangeForm range={range} today={today} problem={problem} onChange={setRange} />
      {valid && query.isPending && <Spinner />}
      {valid && query.isError && <Alert>{errorMessage(query.error)}</Alert>}
      {valid && query.isSuccess && purchases.length === 0 && (
        <EmptyState>{t('profilePage.purchases.empty')}</EmptyState>
      )}
      {valid && query.isSuccess && purchases.length > 0 && (
        <InfiniteList query={query}>
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <caption>{t('profilePage.purchases.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('profilePage.purchases.dateTime')}</th>
                  <th scope="col">{t('profilePage.purchases.type')}</th>
                  <th scope="col">{t('profilePage.purchases.period')}</th>
                  <th scope="col">{t('profilePage.purchases.productName')}</th>
                  <th scope="col">{t('profilePage.purchases.price')}</th>
                  <th scope="col">{t('profilePage.purchases.method')}</th>
                  <th scope="col">{t('profilePage.receipt.column')}</th>
                </tr>
              </thead>
              <tbody>
                {purchases.map((purchase) => (
                  <tr key={purchase.purchaseId}>
                    <td>{formatDateTime(purchase.purchasedAt)}</td>
                    <td>
                      {purchase.upgrade
                        ? t('profilePage.purchases.upgrade')
                        : t(`profilePage.purchases.purchaseType.${purchase.purchaseType}`)}
                    </td>
                    <td>{periodText(t, purchase)}</td>
                    <td>{purchase.productName}</td>
                    <td>{purchasePrice(t, purchase, details.connectionType)}</td>
                    <td>{t(`profilePage.purchases.paymentMethod.${purchase.paymentMethod}`)}</td>
                    <td>
                      {purchase.receiptPaymentId && (
                        <ReceiptLink
                          paymentId={purchase.receiptPaymentId}
                          payment={`${purchase.productName}, ${formatDateTime(purchase.purchasedAt)}`}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </InfiniteList>
      )}
    </div>
  );
}
