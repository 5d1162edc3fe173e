import { type CreateVoucherCampaignRequest, createVoucherCampaignRequestSchema } from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { catalogueReferenceQuery } from '@/shared/catalogue/get-catalogue-reference';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { CheckboxGroup } from '@/shared/ui/checkbox-group';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';
import { colomboInstant } from '@/shared/ui/instants';
import { createVoucherCampaign } from './api/create-voucher-campaign';

interface CampaignFormValues {
  name: string;
  description: string;
  shared: boolean;
  codeCount: string;
  prefix: string;
  discountType: 'PERCENTAGE' | 'AMOUNT';
  value: string;
  validFrom: string;
  validTo: string;
  maxUses: string;
  perConnectionLimit: string;
  productTypeIds: string[];
}

const requestOf = (values: CampaignFormValues): CreateVoucherCampaignRequest => ({
  name: values.name,
  description: values.description,
  shared: values.shared,
  codeCount: values.shared ? 1 : Number(values.codeCount),
  ...(values.prefix.trim() ? { prefix: values.prefix.trim().toUpperCase() } : {}),
  discountType: values.discountType,
  value: Number(values.value),
  validFrom: colomboInstant(values.validFrom) ?? '',
  validTo: colomboInstant(values.validTo) ?? '',
  maxUses: values.shared && values.maxUses ? Number(values.maxUses) : null,
  perConnectionLimit: Number(values.perConnectionLimit),
  productTypeIds: values.productTypeIds,
});

/** A new campaign: one shared code or N single-use codes, made by the api at once. */
export function CampaignDialog({ onCreated }: { onCreated: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const reference = useQuery({ ...catalogueReferenceQuery(), enabled: open });
  const form = useForm<CampaignFormValues>({
    defaultValues: {
      name: '',
      description: '',
      shared: false,
      codeCount: '100',
      prefix: '',
      discountType: 'PERCENTAGE',
      value: '10',
      validFrom: '',
      validTo: '',
      maxUses: '',
      perConnectionLimit: '1',
      productTypeIds: [],
    },
    resolver: async (values) => {
      const parsed = createVoucherCampaignRequestSchema.safeParse(requestOf(values));
      if (parsed.success) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of parsed.error.issues) {
        errors[String(issue.path[0] ?? 'name')] ??= { type: 'validation', message: issue.message };
      }
      return { values: {}, errors };
    },
  });
  const create = useMutation({
    mutationFn: (values: CampaignFormValues) => createVoucherCampaign(requestOf(values)),
    onSuccess: async (campaign) => {
      await queryClient.invalidateQueries({ queryKey: ['voucher-campaigns'] });
      setOpen(false);
      form.reset();
      onCreated(
        campaign.sharedCode
          ? `${t('vouchers.created', { name: campaign.name, count: 1 })} ${t('vouchers.sharedCode', { code: campaign.sharedCode })}`
          : t('vouchers.created', { name: campaign.name, count: campaign.codeCount }),
      );
    },
  });
  const { register, watch, setValue } = form;
  const errors = form.formState.errors;
  const shared = watch('shared');
  return (
    <>
      <button type="button" className="primary" onClick={() => setOpen(true)}>
        {t('vouchers.add')}
      </button>
      <Dialog title={t('vouchers.add')} open={open} onOpenChange={setOpen}>
        {create.error ? <Alert kind="error">{errorText(create.error)}</Alert> : null}
        <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate>
          <Field label={t('vouchers.name')} error={errors.name?.message}>
            {(control) => <input {...control} {...register('name')} />}
          </Field>
          <Field label={t('vouchers.description')} error={errors.description?.message}>
            {(control) => <input {...control} {...register('description')} />}
          </Field>
          <label className="check">
            <input type="checkbox" {...register('shared')} />
            {t('vouchers.shared')}
          </label>
          {shared ? (
            <Field label={t('vouchers.maxUses')} error={errors.maxUses?.message}>
              {(control) => <input {...control} type="number" min={1} {...register('maxUses')} />}
            </Field>
          ) : (
            <Field label={t('vouchers.codeCount')} error={errors.codeCount?.message}>
              {(control) => <input {...control} type="number" min={1} max={10000} {...register('codeCount')} />}
            </Field>
          )}
          <Field label={t('vouchers.prefix')} error={errors.prefix?.message}>
            {(control) => <input {...control} {...register('prefix')} />}
          </Field>
          <Field label={t('vouchers.discountType')}>
            {(control) => (
              <select {...control} {...register('discountType')}>
                <option value="PERCENTAGE">{t('discountType.PERCENTAGE')}</option>
                <option value="AMOUNT">{t('discountType.AMOUNT')}</option>
              </select>
            )}
          </Field>
          <Field label={t('vouchers.value')} error={errors.value?.message}>
            {(control) => <input {...control} type="number" min={0} step="0.01" {...register('value')} />}
          </Field>
          <Field label={t('vouchers.validFrom')} error={errors.validFrom?.message}>
            {(control) => <input {...control} type="datetime-local" {...register('validFrom')} />}
          </Field>
          <Field label={t('vouchers.validTo')} error={errors.validTo?.message}>
            {(control) => <input {...control} type="datetime-local" {...register('validTo')} />}
          </Field>
          <Field label={t('vouchers.perConnectionLimit')} error={errors.perConnectionLimit?.message}>
            {(control) => <input {...control} type="number" min={1} {...register('perConnectionLimit')} />}
          </Field>
          <CheckboxGroup
            legend={t('vouchers.productTypes')}
            options={(reference.data?.productTypes ?? []).map((type) => ({ value: type.id, label: type.name }))}
            chosen={watch('productTypeIds')}
            onChange={(ids) => setValue('productTypeIds', ids, { shouldDirty: true })}
          />
          <FormActions saving={create.isPending} onCancel={() => setOpen(false)} />
        </form>
      </Dialog>
    </>
  );
}
