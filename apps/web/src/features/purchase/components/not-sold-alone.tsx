import type { ProductSummary } from '@selfcare/contracts';
import { Link } from 'react-router';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './purchase.module.css';

/**
 * Why a product the connection neither holds nor can buy shows no button and no price: the packages and
 * bundles that include it, each a link to where it can be bought, or that it is not offered here.
 */
export function NotSoldAlone({ includedIn }: { includedIn: readonly ProductSummary[] }) {
  const { t } = useTranslation();
  if (includedIn.length === 0) return <p className={styles.notSold}>{t('purchaseFlow.notSold.notOffered')}</p>;
  return (
    <div className={styles.notSold}>
      <p>{t('purchaseFlow.notSold.includedIn')}</p>
      <ul>
        {includedIn.map((container) => (
          <li key={container.id}>
            <Link to={cardHref(container.productTypeTypeName, container.id)} translate="no">
              {container.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
