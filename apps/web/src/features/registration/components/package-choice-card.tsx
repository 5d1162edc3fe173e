import type { BasePackage } from '@selfcare/contracts';
import { optionPrice } from '@/shared/catalogue/option-price';
import { periodText } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { FeatureList } from '@/shared/ui/feature-list';
import { PriceTag } from '@/shared/ui/price-tag';
import styles from './registration.module.css';

interface PackageChoiceCardProps {
  item: BasePackage;
  connectionType: number | null;
  selected: boolean;
  onChoose: () => void;
}

/** A package of the /viewpackage carousel with its price and a Choose button (pressed once chosen). */
export function PackageChoiceCard({ item, connectionType, selected, onChoose }: PackageChoiceCardProps) {
  const { t } = useTranslation();
  const option = item.purchaseOption;
  return (
    <article className={styles.card} data-selected={selected}>
      <h2 translate="no">{item.name}</h2>
      <p translate="no">{item.description}</p>
      {option && (
        <p>
          {/* The price the server charges (a discount in force taken off), taxes as the connection pays them. */}
          <PriceTag
            amount={optionPrice(option, item.discountOptionGroup?.discountOptions)}
            originalAmount={option.defaultPrice}
            connectionType={connectionType}
            period={periodText(t, {
              purchaseType: option.purchaseType,
              utilizationPeriod: option.utilization.utilizationPeriod,
              utilizationPeriodUnit: option.utilization.utilizationPeriodUnit,
            })}
          />
        </p>
      )}
      {item.numberOfScreens !== null && (
        <p>{t('registrationPages.viewPackage.devices', { count: item.numberOfScreens })}</p>
      )}
      <FeatureList features={item.feature} />
      <Button
        variant={selected ? 'primary' : 'secondary'}
        aria-pressed={selected}
        onClick={onChoose}
        aria-label={
          selected
            ? t('registrationPages.viewPackage.chosen', { name: item.name })
            : t('registrationPages.viewPackage.choose', { name: item.name })
        }
      >
        {selected ? t('registrationPages.viewPackage.chosenShort') : t('registrationPages.viewPackage.chooseShort')}
      </Button>
    </article>
  );
}
