import { zodResolver } from '@hookform/resolvers/zod';
import {
  consolePurchaseOptionInputSchema,
  productAvailabilities,
  purchaseTypes,
  utilizationPeriodUnits,
} from '@selfcare/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';
import { SelectField } from '@/shared/ui/select-field';
import { addPurchaseOption } from '../api/add-purchase-option';

export function AddPurchaseOptionDialog({ productId, onAdded }: { productId: string; onAdded: () => void }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(consolePurchaseOptionInputSchema),
    defaultValues: {
      name: '',
      purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION' as const,
      price: 0,
      utilizationPeriod: 1,
      utilizationPeriodUnit: 'MONTHS' as const,
      productAvailableFor: 'ALL' as const,
      isDefault: false,
    },
  });
  const add = useMutation({
    mutationFn: (body: Parameters<typeof addPurchaseOption>[1]) => addPurchaseOption(productId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['products', 'one', productId] });
      setOpen(false);
      form.reset();
      onAdded();
    },
  });
  const { errors } = form.formState;
  const { register } = form;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('options.add')}
      </button>
      <Dialog title={t('options.add')} open={open} onOpenChange={setOpen}>
        {add.error ? <Alert kind="error">{errorText(add.error)}</Alert> : null}
        <form onSubmit={form.handleSubmit((values) => add.mutate(values))} noValidate>
          <Field label={t('options.name')} error={errors.name?.message}>
            {(control) => <input {...control} {...register('name')} />}
          </Field>
          <SelectField
            label={t('options.purchaseType')}
            registration={register('purchaseType')}
            options={purchaseTypes.map((type) => ({ value: type, label: t(`purchaseType.${type}`) }))}
          />
          <Field label={t('options.price')} error={errors.price?.message}>
            {(control) => (
              <input {...control} type="number" min={0} step="0.01" {...register('price', { valueAsNumber: true })} />
            )}
          </Field>
          <Field label={t('options.period')} error={errors.utilizationPeriod?.message}>
            {(control) => (
              <input {...control} type="number" min={1} {...register('utilizationPeriod', { valueAsNumber: true })} />
            )}
          </Field>
          <SelectField
            label={t('options.unit')}
            registration={register('utilizationPeriodUnit')}
            options={utilizationPeriodUnits.map((unit) => ({ value: unit, label: t(`unit.${unit}`) }))}
          />
          <SelectField
            label={t('options.availability')}
            registration={register('productAvailableFor')}
            options={productAvailabilities.map((availability) => ({
              value: availability,
              label: t(`availability.${availability}`),
            }))}
          />
          <label className="check">
            <input type="checkbox" {...register('isDefault')} />
            {t('options.isDefault')}
          </label>
          <FormActions saving={add.isPending} onCancel={() => setOpen(false)} />
        </form>
      </Dialog>
    </>
  );
}
