import type { RegistrationQuote } from '@selfcare/contracts';
import { billingOf, priceText } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TaxTable } from '@/shared/ui/tax-table';
import styles from './registration.module.css';

/**
 * The chosen package and extra screens with the server's price (decision 0030), the way the connection
 * pays: a card payer sees each with taxes, what the checkout will take and the tax table (spec 001
 * "Price with tax", "prepaid shows the tax table"); the operator and the bill add taxes on top
 * ('Rs. x +tax', 'Rs. x plus taxes').
 */
export function OrderSummary({ quote, connectionType }: { quote: RegistrationQuote; connectionType: number | null }) {
  const { t } = useTranslation();
  const card = billingOf(connectionType) === 'card';
  const amountOf = (priced: { price: number; taxedPrice: number }) =>
    priceText(t, card ? priced.taxedPrice : priced.price, connectionType);
  return (
    <>
      <dl className={styles.summary}>
        {quote.lines.map((line) => (
          <div key={line.productId}>
            <dt translate="no">{line.name}</dt>
            <dd>{amountOf(line)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.total}>
        {card
          ? t('registrationPages.viewPackage.toPay', { amount: amountOf(quote) })
          : t('registrationPages.viewPackage.total', { amount: amountOf(quote) })}
      </p>
      {card && <TaxTable tax={quote} />}
    </>
  );
}
