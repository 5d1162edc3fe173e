import {
  type ConsoleDiscount,
  type ConsoleProduct,
  consoleDiscountInputSchema,
  discountDurationTypes,
  discountLevels,
  discountTypes,
} from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';
import { formatTime } from '@/shared/ui/format';
import { SelectField } from '@/shared/ui/select-field';
import { addDiscount } from '../api/add-discount';
import { deleteDiscount } from '../api/delete-discount';
import { discountsQuery } from '../api/list-discounts';

/** A datetime-local value (Sri Lanka time) as an ISO instant, or null when empty. */
const colomboInstant = (local: string) => (local ? new Date(`${local}:00+05:30`).toISOString() : null);

/** Product-level and connection-level discounts of a product. */
export function DiscountsSection({ product, writer }: { product: ConsoleProduct; writer: boolean }) {
  const queryClient = useQueryClient();
  const discounts = useQuery(discountsQuery(product.id));
  const remove = useMutation({
    mutationFn: deleteDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products', 'discounts', product.id] }),
  });
  const columns: ColumnDef<ConsoleDiscount, unknown>[] = [
    {
      accessorKey: 'discountLevel',
      header: t('discounts.level'),
      cell: ({ row }) => `${t(`discountLevel.${row.original.discountLevel}`)} ${row.original.connectionId ?? ''}`,
    },
    {
      id: 'value',
      header: t('discounts.value'),
      accessorFn: (discount) =>
        discount.discountType === 'PERCENTAGE' ? `${discount.value} %` : `Rs. ${discount.value.toFixed(2)}`,
    },
    {
      id: 'duration',
      header: t('discounts.duration'),
      accessorFn: (discount) =>
        discount.durationType === 'FOREVER'
          ? t('durationType.FOREVER')
          : `${discount.duration} ${t(`durationType.${discount.durationType}`)}`,
    },
    { accessorKey: 'startsAt', header: t('discounts.startsAt'), cell: ({ row }) => formatTime(row.original.startsAt) },
    {
      accessorKey: 'endsAt',
      header: t('discounts.endsAt'),
      cell: ({ row }) => (row.original.endsAt ? formatTime(row.original.endsAt) : t('common.none')),
    },
    ...(writer
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            enableSorting: false,
            cell: ({ row }: { row: { original: ConsoleDiscount } }) => (
              <button
                type="button"
                className="danger"
                onClick={() => {
                  if (window.confirm(t('discounts.confirmDelete'))) remove.mutate(row.original.id);
                }}
              >
                {t('common.delete')}
              </button>
            ),
          } satisfies ColumnDef<ConsoleDiscount, unknown>,
        ]
      : []),
  ];
  return (
    <section aria-labelledby="discounts-title">
      <h2 id="discounts-title">{t('discounts.title')}</h2>
      {(discounts.error ?? remove.error) ? (
        <Alert kind="error">{errorText(discounts.error ?? remove.error)}</Alert>
      ) : null}
      {writer ? <AddDiscountDialog productId={product.id} /> : null}
      <DataTable
        caption={t('discounts.title')}
        columns={columns}
        rows={discounts.data ?? []}
        rowKey={(discount) => discount.id}
      />
    </section>
  );
}

interface DiscountFormValues {
  discountLevel: (typeof discountLevels)[number];
  connectionId: string;
  discountType: (typeof discountTypes)[number];
  value: number;
  duration: string;
  durationType: (typeof discountDurationTypes)[number];
  startsAt: string;
  endsAt: string;
}

function AddDiscountDialog({ productId }: { productId: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<DiscountFormValues>({
    defaultValues: {
      discountLevel: 'PRODUCT',
      connectionId: '',
      discountType: 'PERCENTAGE',
      value: 10,
      duration: '1',
      durationType: 'MONTHS',
      startsAt: '',
      endsAt: '',
    },
    resolver: async (values) => {
      const parsed = consoleDiscountInputSchema.safeParse({
        discountLevel: values.discountLevel,
        connectionId: values.connectionId.trim() || null,
        discountType: values.discountType,
        value: Number(values.value),
        duration: values.durationType === 'FOREVER' || values.duration === '' ? null : Number(values.duration),
        durationType: values.durationType,
        startsAt: colomboInstant(values.startsAt) ?? '',
        endsAt: colomboInstant(values.endsAt),
      });
      if (parsed.success) return { values: parsed.data as unknown as DiscountFormValues, errors: {} };
      return {
        values: {},
        errors: Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), { type: 'validation', message: issue.message }]),
        ),
      };
    },
  });
  const add = useMutation({
    mutationFn: (body: Parameters<typeof addDiscount>[1]) => addDiscount(productId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['products', 'discounts', productId] });
      setOpen(false);
      form.reset();
    },
  });
  const { errors } = form.formState;
  const { register } = form;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('discounts.add')}
      </button>
      <Dialog title={t('discounts.add')} open={open} onOpenChange={setOpen}>
        {add.error ? <Alert kind="error">{errorText(add.error)}</Alert> : null}
        <form
          onSubmit={form.handleSubmit((values) => add.mutate(values as unknown as Parameters<typeof addDiscount>[1]))}
          noValidate
        >
          <SelectField
            label={t('discounts.level')}
            registration={register('discountLevel')}
            options={discountLevels.map((level) => ({ value: level, label: t(`discountLevel.${level}`) }))}
          />
          <Field label={t('discounts.connectionId')} error={errors.connectionId?.message}>
            {(control) => <input {...control} {...register('connectionId')} />}
          </Field>
          <SelectField
            label={t('discounts.type')}
            registration={register('discountType')}
            options={discountTypes.map((type) => ({ value: type, label: t(`discountType.${type}`) }))}
          />
          <Field label={t('discounts.value')} error={errors.value?.message}>
            {(control) => <input {...control} type="number" step="0.01" min={0} {...register('value')} />}
          </Field>
          <Field label={t('discounts.duration')} error={errors.duration?.message}>
            {(control) => <input {...control} type="number" min={1} {...register('duration')} />}
          </Field>
          <SelectField
            label={t('discounts.durationType')}
            registration={register('durationType')}
            options={discountDurationTypes.map((type) => ({ value: type, label: t(`durationType.${type}`) }))}
          />
          <Field label={t('discounts.startsAt')} error={errors.startsAt?.message}>
            {(control) => <input {...control} type="datetime-local" {...register('startsAt')} />}
          </Field>
          <Field label={t('discounts.endsAt')} error={errors.endsAt?.message}>
            {(control) => <input {...control} type="datetime-local" {...register('endsAt')} />}
          </Field>
          <FormActions saving={add.isPending} onCancel={() => setOpen(false)} />
        </form>
      </Dialog>
    </>
  );
}
