import type { ConsoleProduct, ConsolePurchaseOption } from '@selfcare/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { formatRupees } from '@/shared/ui/format';
import { cancelPriceChange } from '../api/cancel-price-change';
import { AddPurchaseOptionDialog } from './add-purchase-option-dialog';
import { PriceChangeDialog } from './price-change-dialog';

/** A product's purchase options: the price in force, the prices scheduled, and changing them. */
export function PurchaseOptionsSection({ product, writer }: { product: ConsoleProduct; writer: boolean }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: cancelPriceChange,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['products', 'one', product.id] });
      setNotice(t('common.saved'));
    },
  });

  const columns: ColumnDef<ConsolePurchaseOption, unknown>[] = [
    { accessorKey: 'name', header: t('options.name') },
    {
      accessorKey: 'purchaseType',
      header: t('options.purchaseType'),
      cell: ({ row }) => t(`purchaseType.${row.original.purchaseType}`),
    },
    { accessorKey: 'price', header: t('options.priceNow'), cell: ({ row }) => formatRupees(row.original.price) },
    {
      id: 'period',
      header: t('options.period'),
      accessorFn: (option) => `${option.utilizationPeriod} ${t(`unit.${option.utilizationPeriodUnit}`)}`,
    },
    {
      accessorKey: 'productAvailableFor',
      header: t('options.availability'),
      cell: ({ row }) => t(`availability.${row.original.productAvailableFor}`),
    },
    {
      id: 'scheduled',
      header: t('options.scheduled'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.scheduledPriceChanges.length === 0 ? (
          t('options.noScheduled')
        ) : (
          <ul>
            {row.original.scheduledPriceChanges.map((change) => (
              <li key={change.id}>
                {formatRupees(change.price)} · {change.effectiveOn}{' '}
                {writer ? (
                  <button type="button" onClick={() => cancel.mutate(change.id)}>
                    {t('options.cancelChange', { day: change.effectiveOn })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ),
    },
    ...(writer
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            enableSorting: false,
            cell: ({ row }: { row: { original: ConsolePurchaseOption } }) => (
              <PriceChangeDialog option={row.original} productId={product.id} onScheduled={setNotice} />
            ),
          } satisfies ColumnDef<ConsolePurchaseOption, unknown>,
        ]
      : []),
  ];

  return (
    <section aria-labelledby="options-title">
      <h2 id="options-title">{t('options.title')}</h2>
      {cancel.error ? <Alert kind="error">{errorText(cancel.error)}</Alert> : null}
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      {writer ? <AddPurchaseOptionDialog productId={product.id} onAdded={() => setNotice(t('common.saved'))} /> : null}
      <DataTable
        caption={t('options.title')}
        columns={columns}
        rows={product.purchaseOptions}
        rowKey={(option) => option.id}
      />
    </section>
  );
}
