import type { ProductSummary } from '@selfcare/contracts';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';
import { shownPrice } from '../model/package-price';
import { rupeeFigure } from '../model/rupees';

const NONE = '';

/**
 * The additional-devices picker: the package's extra-screen products, with the chosen one's monthly price
 * ('Rs.{price} plus taxes added monthly'). It prices them only; they are bought on /screens.
 */
export function AdditionalDevices({ screens }: { screens: readonly ProductSummary[] }) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState(NONE);
  const chosen = screens.find((item) => item.id === chosenId);
  const price = chosen ? shownPrice(chosen) : null;
  const options = [
    { value: NONE, label: t('packages.details.noAdditionalDevice') },
    ...screens.map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <div>
      <SelectField
        label={t('packages.details.additionalDevices')}
        options={options}
        value={chosenId}
        onChange={(event) => setChosenId(event.target.value)}
      />
      {/* Always present so screen readers announce the price when a device is chosen. */}
      <p aria-live="polite">
        {price ? t('packages.details.additionalDevicePrice', { price: rupeeFigure(price.amount) }) : null}
      </p>
    </div>
  );
}
