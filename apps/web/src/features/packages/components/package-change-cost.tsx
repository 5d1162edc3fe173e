import type { PackageChangeTypeValue, ProductSummary } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { PayingConnection } from '@/shared/account/paying-connection';
import { errorMessage } from '@/shared/api/api-error';
import { billingOf } from '@/shared/catalogue/price';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { TaxTable } from '@/shared/ui/tax-table';
import { taxQueryOptions } from '../api/calculate-tax';
import { upgradeQuoteQueryOptions } from '../api/get-upgrade-quote';
import type { PackageChangeSubscriber } from '../hooks/use-package-change-options';
import { shownPrice } from '../model/package-price';
import styles from './package-change-form.module.css';

interface PackageChangeCostProps {
  item: ProductSummary;
  changeType: PackageChangeTypeValue;
  subscriber: PackageChangeSubscriber;
}

/**
 * What the package will cost the connection that pays for it: its price as the card shows it (a card
 * payer sees the price with tax and the tax table, spec 001), and what is charged when. An upgrade
 * charges now the difference for the rest of the paid period (decision 0056), as the api works it out.
 */
export function PackageChangeCost({ item, changeType, subscriber }: PackageChangeCostProps) {
  const { t } = useTranslation();
  const price = shownPrice(item);
  const card = billingOf(subscriber.connectionType) === 'card';
  const tax = useQuery({
    ...taxQueryOptions({ productId: item.id, price: price?.amount ?? 0, connectionId: subscriber.connectionId }),
    enabled: card && price !== null,
  });
  const amount = card ? tax.data?.taxedPrice : price?.amount;
  return (
    <>
      <PayingConnection
        connectionId={subscriber.connectionId}
        connectionType={subscriber.connectionType}
        amount={amount}
      />
      {card && tax.data && <TaxTable tax={tax.data} />}
      {changeType === 'UPGRADE' ? (
        <ChargedNow item={item} subscriber={subscriber} />
      ) : (
        <p className={styles.question}>{t('packages.change.chargedFrom')}</p>
      )}
    </>
  );
}

/** The upgrade's prorated charge, or that nothing is charged now. */
function ChargedNow({ item, subscriber }: Pick<PackageChangeCostProps, 'item' | 'subscriber'>) {
  const { t } = useTranslation();
  const quote = useQuery({
    ...upgradeQuoteQueryOptions({
      userConnectionId: subscriber.connectionId,
      productId: item.id,
      purchaseOptionId: item.purchaseOption?.id ?? '',
    }),
    enabled: item.purchaseOption !== null,
  });
  if (quote.isError) return <Alert>{errorMessage(quote.error)}</Alert>;
  if (!quote.data) return null;
  const { charged, remainingDays } = quote.data;
  return (
    <p className={styles.question}>
      {charged > 0
        ? t('packages.change.chargedNow', { amount: formatMoney(charged), count: remainingDays })
        : t('packages.change.chargedFrom')}
    </p>
  );
}
