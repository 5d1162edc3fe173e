import type { ProductSummary, RegistrationQuote } from '@selfcare/contracts';
import { useId } from 'react';
import { billingOf, periodText, priceText } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './registration.module.css';

interface ExtraScreensProps {
  screens: readonly ProductSummary[];
  /** The package priced with every one of its screens: each screen's line is its price. */
  offer: RegistrationQuote | undefined;
  connectionType: number | null;
  value: string | null;
  onChange: (screenId: string | null) => void;
}

/**
 * The optional extra-screens selector (spec 001 "View package page"): none, or one of the package's
 * extra-screen products, priced the way the connection pays and paid with the package.
 */
export function ExtraScreens({ screens, offer, connectionType, value, onChange }: ExtraScreensProps) {
  const { t } = useTranslation();
  const name = useId();
  const card = billingOf(connectionType) === 'card';
  const priceOf = (screenId: string) => {
    const line = offer?.lines.find((item) => item.productId === screenId);
    return line ? priceText(t, card ? line.taxedPrice : line.price, connectionType) : null;
  };
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('registrationPages.viewPackage.extraScreens')}</legend>
      <label className={styles.choice}>
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        {t('registrationPages.viewPackage.noExtraScreens')}
      </label>
      {screens.map((screen) => {
        const price = priceOf(screen.id);
        const option = screen.purchaseOption;
        return (
          <label key={screen.id} className={styles.choice}>
            <input type="radio" name={name} checked={value === screen.id} onChange={() => onChange(screen.id)} />
            <span translate="no">{screen.name}</span>
            {price && (
              <span className={styles.extraPrice}>
                {price}
                {option &&
                  ` ${periodText(t, {
                    purchaseType: option.purchaseType,
                    utilizationPeriod: option.utilization.utilizationPeriod,
                    utilizationPeriodUnit: option.utilization.utilizationPeriodUnit,
                  })}`}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
