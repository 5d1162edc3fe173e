import { zodResolver } from '@hookform/resolvers/zod';
import { type ConsolePurchaseOption, consolePriceChangeRequestSchema } from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';
import { useDebounced } from '@/shared/ui/use-debounced';
import { priceChangePreviewQuery } from '../api/preview-price-change';
import { schedulePriceChange } from '../api/schedule-price-change';

/** Today in Sri Lanka, as the api counts days. */
const colomboToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());

/**
 * A new price from a day: before it is saved the dialog says how many live subscriptions will renew at
 * it (the api counts them), so nobody changes thousands of bills by surprise.
 */
export function PriceChangeDialog({
  option,
  productId,
  onScheduled,
}: {
  option: ConsolePurchaseOption;
  productId: string;
  onScheduled: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(consolePriceChangeRequestSchema),
    defaultValues: { price: option.price, effectiveOn: colomboToday() },
  });
  const price = form.watch('price');
  const effectiveOn = form.watch('effectiveOn');
  const asked = useDebounced({ price, effectiveOn }, 300);
  const previewable =
    consolePriceChangeRequestSchema.safeParse(asked).success && asked.effectiveOn >= colomboToday() && open;
  const preview = useQuery({
    ...priceChangePreviewQuery(option.id, Number(asked.price), asked.effectiveOn),
    enabled: previewable,
  });
  const schedule = useMutation({
    mutationFn: (body: { price: number; effectiveOn: string }) => schedulePriceChange(option.id, body),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: ['products', 'one', productId] });
      setOpen(false);
      onScheduled(
        t('options.priceScheduled', {
          price: created.price.toFixed(2),
          day: created.effectiveOn,
          count: created.affectedSubscriptions,
        }),
      );
    },
  });
  const errors = form.formState.errors;
  const title = t('options.changePrice', { name: option.name });

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={title}>
        {t('options.changePriceButton')}
      </button>
      <Dialog title={title} open={open} onOpenChange={setOpen}>
        {schedule.error ? <Alert kind="error">{errorText(schedule.error)}</Alert> : null}
        <form onSubmit={form.handleSubmit((values) => schedule.mutate(values))} noValidate>
          <Field label={t('options.newPrice')} error={errors.price?.message}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                step="0.01"
                {...form.register('price', { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field label={t('options.effectiveOn')} hint={t('options.effectiveHint')} error={errors.effectiveOn?.message}>
            {(control) => <input {...control} type="date" min={colomboToday()} {...form.register('effectiveOn')} />}
          </Field>
          <p role="status">
            {preview.data
              ? t('options.reach', { count: preview.data.affectedSubscriptions })
              : previewable
                ? t('options.reachLoading')
                : ''}
          </p>
          {preview.error ? <Alert kind="error">{errorText(preview.error)}</Alert> : null}
          <FormActions saving={schedule.isPending} onCancel={() => setOpen(false)} />
        </form>
      </Dialog>
    </>
  );
}
