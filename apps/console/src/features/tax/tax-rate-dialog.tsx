import { type ConsoleTaxRate, type ConsoleTaxRateRequest, consoleTaxRateRequestSchema } from '@selfcare/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';
import { colomboInstant, colomboLocal } from '@/shared/ui/instants';
import { saveTaxRate } from './api/save-tax-rate';

interface TaxFormValues {
  name: string;
  ratePercent: string;
  compound: boolean;
  sortOrder: string;
  effectiveFrom: string;
  effectiveUntil: string;
}

const requestOf = (values: TaxFormValues): ConsoleTaxRateRequest => ({
  name: values.name,
  ratePercent: Number(values.ratePercent),
  compound: values.compound,
  sortOrder: Number(values.sortOrder),
  effectiveFrom: colomboInstant(values.effectiveFrom) ?? '',
  effectiveUntil: colomboInstant(values.effectiveUntil),
});

/** A new rate, or a scheduled one changed before it comes into force. */
export function TaxRateDialog({ rate, onClose }: { rate?: ConsoleTaxRate; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<TaxFormValues>({
    defaultValues: {
      name: rate?.name ?? '',
      ratePercent: rate ? String(rate.ratePercent) : '',
      compound: rate?.compound ?? false,
      sortOrder: rate ? String(rate.sortOrder) : '1',
      effectiveFrom: colomboLocal(rate?.effectiveFrom),
      effectiveUntil: colomboLocal(rate?.effectiveUntil),
    },
    resolver: async (values) => {
      const parsed = consoleTaxRateRequestSchema.safeParse(requestOf(values));
      if (parsed.success) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of parsed.error.issues) {
        errors[String(issue.path[0] ?? 'name')] ??= { type: 'validation', message: issue.message };
      }
      return { values: {}, errors };
    },
  });
  const save = useMutation({
    mutationFn: (values: TaxFormValues) => saveTaxRate(requestOf(values), rate?.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['tax-rates'] });
      onClose();
    },
  });
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <Dialog
      title={rate ? t('tax.edit', { name: rate.name }) : t('tax.add')}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {save.error ? <Alert kind="error">{errorText(save.error)}</Alert> : null}
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Field label={t('tax.name')} error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} />}
        </Field>
        <Field label={t('tax.ratePercent')} error={errors.ratePercent?.message}>
          {(control) => <input {...control} type="number" min={0} step="0.0001" {...register('ratePercent')} />}
        </Field>
        <label className="check">
          <input type="checkbox" {...register('compound')} />
          {t('tax.compound')}
        </label>
        <Field label={t('tax.sortOrder')} error={errors.sortOrder?.message}>
          {(control) => <input {...control} type="number" min={0} {...register('sortOrder')} />}
        </Field>
        <Field label={t('tax.effectiveFrom')} error={errors.effectiveFrom?.message}>
          {(control) => <input {...control} type="datetime-local" {...register('effectiveFrom')} />}
        </Field>
        <Field label={t('tax.effectiveUntil')} error={errors.effectiveUntil?.message}>
          {(control) => <input {...control} type="datetime-local" {...register('effectiveUntil')} />}
        </Field>
        <FormActions saving={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
