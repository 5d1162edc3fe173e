import type { ProductSummary } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { PayingConnection } from '@/shared/account/paying-connection';
import { billingOf } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TaxTable } from '@/shared/ui/tax-table';
import { taxQueryOptions } from '../api/calculate-tax';
import type { PackageChangeSubscriber } from '../hooks/use-package-change-options';
import { shownPrice } from '../model/package-price';
import styles from './package-change-form.module.css';

/**
 * What the package will cost the connection that pays for it: its price as the card shows it (a card
 * payer sees the price with tax and the tax table, spec 001), and when it is charged.
 */
export function PackageChangeCost({ item, subscriber }: { item: ProductSummary; subscriber: PackageChangeSubscriber }) {
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
      <p className={styles.question}>{t('packages.change.chargedFrom')}</p>
    </>
  );
}
