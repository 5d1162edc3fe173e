import { productAvailabilities, purchaseTypes, utilizationPeriodUnits } from '@selfcare/contracts';
import { t } from '@/shared/i18n/translate';
import { Field } from '@/shared/ui/field';
import { SelectField } from '@/shared/ui/select-field';
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
        <SelectField
          label={t('options.purchaseType')}
          error={errors?.purchaseType?.message}
          registration={register('purchaseOption.purchaseType')}
          options={purchaseTypes.map((type) => ({ value: type, label: t(`purchaseType.${type}`) }))}
        />
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
        <SelectField
          label={t('options.unit')}
          error={errors?.utilizationPeriodUnit?.message}
          registration={register('purchaseOption.utilizationPeriodUnit')}
          options={utilizationPeriodUnits.map((unit) => ({ value: unit, label: t(`unit.${unit}`) }))}
        />
        <SelectField
          label={t('options.availability')}
          error={errors?.productAvailableFor?.message}
          registration={register('purchaseOption.productAvailableFor')}
          options={productAvailabilities.map((availability) => ({
            value: availability,
            label: t(`availability.${availability}`),
          }))}
        />
      </div>
    </fieldset>
  );
}
