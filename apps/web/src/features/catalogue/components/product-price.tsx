import type { ProductSummary } from '@selfcare/contracts';
import type { Viewer } from '@/shared/account/viewer';
import { periodText, showsPrice } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DiscountOffer } from '@/shared/ui/discount-offer';
import { PriceTag } from '@/shared/ui/price-tag';
import { displayPrice } from '../rules/display-price';
import { kitTypeName } from '../rules/product-type';
import styles from './product-overview.module.css';

/**
 * The price box: the default option's price as the connection type shows it, with the discount in force
 * and how long it lasts. Nothing for visitors (no add-on prices), for bundled products (free) and for
 * products that cannot be bought on their own.
 */
export function ProductPrice({ product, viewer }: { product: ProductSummary; viewer: Viewer }) {
  const { t } = useTranslation();
  const visible = showsPrice({
    loggedIn: viewer.loggedIn,
    productTypeTypeName: kitTypeName(product.productTypeTypeName),
  });
  const price = displayPrice(product);
  const option = product.purchaseOption;
  if (!price || !option || !visible || !viewer.priceReady || product.isBundled) return null;

  return (
    <div className={styles.price}>
      <PriceTag
        amount={price.amount}
        originalAmount={price.originalAmount}
        connectionType={viewer.connectionType}
        period={periodText(t, {
          purchaseType: option.purchaseType,
          utilizationPeriod: option.utilization.utilizationPeriod,
          utilizationPeriodUnit: option.utilization.utilizationPeriodUnit,
        })}
      />
      {price.discount && (
        <p className={styles.discount}>
          <DiscountOffer discount={price.discount} />
        </p>
      )}
    </div>
  );
}
