import type { TaxCalculateResponse } from '@selfcare/contracts';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './tax-table.module.css';

/**
 * The tax table of a price (spec 001 section 3): the price, each tax in the order it applies, and the
 * total. It only shows an answer of the tax call, so the packages page and the purchase modal each load
 * it their own way.
 */
export function TaxTable({ tax }: { tax: TaxCalculateResponse }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('catalogue.tax.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('catalogue.tax.item')}</th>
          <th scope="col">{t('catalogue.tax.amount')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('catalogue.tax.price')}</th>
          <td>{formatMoney(tax.price)}</td>
        </tr>
        {tax.taxes.map((line) => (
          <tr key={line.taxDisplayName}>
            {/* The tax's name (VAT, SSCL) as the operator's data gives it, in every language. */}
            <th scope="row" translate="no">
              {line.taxDisplayName}
            </th>
            <td>{formatMoney(line.taxedAmount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('catalogue.tax.total')}</th>
          <td>{formatMoney(tax.taxedPrice)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
