import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { type TaxInput, taxQueryOptions } from '../api/calculate-tax';
import { QueryStatus } from './query-status';
import styles from './tax-table.module.css';

/** The tax table of a package price: the price, each tax in the order it applies, and the total. */
export function TaxTable(input: TaxInput) {
  const { t } = useTranslation();
  const { data, error } = useQuery(taxQueryOptions(input));
  if (!data) return <QueryStatus error={error} />;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('packages.tax.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('packages.tax.item')}</th>
          <th scope="col">{t('packages.tax.amount')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('packages.tax.price')}</th>
          <td>{formatMoney(data.price)}</td>
        </tr>
        {data.taxes.map((tax) => (
          <tr key={tax.taxDisplayName}>
            <th scope="row">{tax.taxDisplayName}</th>
            <td>{formatMoney(tax.taxedAmount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('packages.tax.total')}</th>
          <td>{formatMoney(data.taxedPrice)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
