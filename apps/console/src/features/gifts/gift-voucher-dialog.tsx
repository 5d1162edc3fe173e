import {
  type ConsoleGiftVoucher,
  type ConsoleGiftVoucherRequest,
  consoleGiftVoucherRequestSchema,
} from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { catalogueReferenceQuery } from '@/shared/catalogue/get-catalogue-reference';
import { ImageField } from '@/shared/catalogue/image-field';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { CheckboxGroup } from '@/shared/ui/checkbox-group';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';
import { colomboInstant, colomboLocal } from '@/shared/ui/instants';
import { saveGiftVoucher } from './api/save-gift-voucher';

interface GiftFormValues {
  name: string;
  description: string;
  price: string;
  imageUrl: string;
  totalCount: string;
  totalValue: string;
  utilizePeriod: string;
  own: boolean;
  productTypeIds: string[];
  purchaseEnd: string;
  active: boolean;
  sortOrder: string;
}

const valuesOf = (offer: ConsoleGiftVoucher | undefined): GiftFormValues => ({
  name: offer?.name ?? '',
  description: offer?.description ?? '',
  price: offer ? String(offer.price) : '',
  imageUrl: offer?.imageUrl ?? '',
  totalCount: offer?.totalCount ? String(offer.totalCount) : '',
  totalValue: offer?.totalValue ? String(offer.totalValue) : '',
  utilizePeriod: offer ? String(offer.utilizePeriod) : '30',
  own: offer?.own ?? false,
  productTypeIds: offer?.productTypeIds ?? [],
  purchaseEnd: colomboLocal(offer?.purchaseEnd),
  active: offer?.active ?? true,
  sortOrder: offer ? String(offer.sortOrder) : '0',
});

const requestOf = (values: GiftFormValues, offer: ConsoleGiftVoucher | undefined): ConsoleGiftVoucherRequest => ({
  name: values.name,
  description: values.description,
  price: Number(values.price),
  imageUrl: values.imageUrl.trim(),
  totalCount: values.totalCount ? Number(values.totalCount) : null,
  totalValue: values.totalValue ? Number(values.totalValue) : null,
  utilizePeriod: Number(values.utilizePeriod),
  own: values.own,
  restricted:
    values.productTypeIds.length + (offer?.productIds.length ?? 0) + (offer?.productSubTypeIds.length ?? 0) > 0,
  productIds: offer?.productIds ?? [],
  productTypeIds: values.productTypeIds,
  productSubTypeIds: offer?.productSubTypeIds ?? [],
  purchaseEnd: colomboInstant(values.purchaseEnd) ?? '',
  active: values.active,
  sortOrder: Number(values.sortOrder),
});

/** Adding or editing a gift voucher offer of the portal's /gifts. */
export function GiftVoucherDialog({
  offer,
  onClose,
  onSaved,
}: {
  offer?: ConsoleGiftVoucher;
  onClose: () => void;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const reference = useQuery(catalogueReferenceQuery());
  const form = useForm<GiftFormValues>({
    defaultValues: valuesOf(offer),
    resolver: async (values) => {
      const parsed = consoleGiftVoucherRequestSchema.safeParse(requestOf(values, offer));
      if (parsed.success) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'name');
        errors[field === 'restricted' ? 'productTypeIds' : field] ??= { type: 'validation', message: issue.message };
      }
      return { values: {}, errors };
    },
  });
  const save = useMutation({
    mutationFn: (values: GiftFormValues) => saveGiftVoucher(requestOf(values, offer), offer?.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['gift-vouchers'] });
      onSaved();
      onClose();
    },
  });
  const { register, watch, setValue } = form;
  const errors = form.formState.errors;
  return (
    <Dialog
      title={offer ? t('gifts.edit', { name: offer.name }) : t('gifts.add')}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {save.error ? <Alert kind="error">{errorText(save.error)}</Alert> : null}
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Field label={t('gifts.name')} error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} />}
        </Field>
        <Field label={t('gifts.description')} error={errors.description?.message}>
          {(control) => <input {...control} {...register('description')} />}
        </Field>
        <Field label={t('gifts.price')} error={errors.price?.message}>
          {(control) => <input {...control} type="number" min={0} step="0.01" {...register('price')} />}
        </Field>
        <ImageField
          current={watch('imageUrl')}
          onUploaded={(image) => setValue('imageUrl', image.url, { shouldDirty: true, shouldValidate: true })}
        />
        <Field label={t('products.imageUrl')} error={errors.imageUrl?.message}>
          {(control) => <input {...control} {...register('imageUrl')} />}
        </Field>
        <Field label={t('gifts.totalCount')} error={errors.totalCount?.message}>
          {(control) => <input {...control} type="number" min={1} {...register('totalCount')} />}
        </Field>
        <Field label={t('gifts.totalValue')} error={errors.totalValue?.message}>
          {(control) => <input {...control} type="number" min={0} step="0.01" {...register('totalValue')} />}
        </Field>
        <Field label={t('gifts.utilizePeriod')} error={errors.utilizePeriod?.message}>
          {(control) => <input {...control} type="number" min={1} {...register('utilizePeriod')} />}
        </Field>
        <label className="check">
          <input type="checkbox" {...register('own')} />
          {t('gifts.own')}
        </label>
        <CheckboxGroup
          legend={t('gifts.productTypes')}
          options={(reference.data?.productTypes ?? []).map((type) => ({ value: type.id, label: type.name }))}
          chosen={watch('productTypeIds')}
          onChange={(ids) => setValue('productTypeIds', ids, { shouldDirty: true })}
        />
        {errors.productTypeIds?.message ? <p className="field-error">{errors.productTypeIds.message}</p> : null}
        <Field label={t('gifts.purchaseEnd')} error={errors.purchaseEnd?.message}>
          {(control) => <input {...control} type="datetime-local" {...register('purchaseEnd')} />}
        </Field>
        <Field label={t('gifts.sortOrder')} error={errors.sortOrder?.message}>
          {(control) => <input {...control} type="number" min={0} {...register('sortOrder')} />}
        </Field>
        <label className="check">
          <input type="checkbox" {...register('active')} />
          {t('gifts.active')}
        </label>
        <FormActions saving={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
