import { productAvailabilities, purchaseTypes, utilizationPeriodUnits } from '@selfcare/contracts';
import { t } from '@/shared/i18n/translate';
import { Field } from '@/shared/ui/field';
import type { ProductForm } from './product-form';

/** A new product's first purchase option: how it is sold and at what price. */
export function PurchaseOptionFields({ form }: { form: ProductForm }) {
  const { register } = form;
  const errors = form.formState.errors.purchaseOption;
  return (
    <fieldset>
      <legend>{t('products.sectionFirstOption')}</legend>
      <div className="form-grid">
        <Field label={t('options.name')} error={errors?.name?.message}>
          {(control) => <input {...control} {...register('purchaseOption.name')} />}
        </Field>
        <Field label={t('options.purchaseType')} error={errors?.purchaseType?.message}>
          {(control) => (
            <select {...control} {...register('purchaseOption.purchaseType')}>
              {purchaseTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`purchaseType.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('options.price')} error={errors?.price?.message}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              step="0.01"
              {...register('purchaseOption.price', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t('options.period')} error={errors?.utilizationPeriod?.message}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              {...register('purchaseOption.utilizationPeriod', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t('options.unit')} error={errors?.utilizationPeriodUnit?.message}>
          {(control) => (
            <select {...control} {...register('purchaseOption.utilizationPeriodUnit')}>
              {utilizationPeriodUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`unit.${unit}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('options.availability')} error={errors?.productAvailableFor?.message}>
          {(control) => (
            <select {...control} {...register('purchaseOption.productAvailableFor')}>
              {productAvailabilities.map((availability) => (
                <option key={availability} value={availability}>
                  {t(`availability.${availability}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
