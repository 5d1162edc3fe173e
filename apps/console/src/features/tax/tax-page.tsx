import type { ConsoleTaxRate } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { meQuery } from '@/shared/session/me-query';
import { mayChange } from '@/shared/session/permissions';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { formatTime } from '@/shared/ui/format';
import { PageTitle } from '@/shared/ui/page-title';
import { taxRatesQuery } from './api/list-tax-rates';
import { EndTaxRateDialog } from './end-tax-rate-dialog';
import { TaxRateDialog } from './tax-rate-dialog';

type Editing = { kind: 'new' } | { kind: 'edit'; rate: ConsoleTaxRate } | { kind: 'end'; rate: ConsoleTaxRate } | null;

/** The taxes added to prices, with the windows they are in force. */
export default function TaxPage() {
  const me = useQuery(meQuery());
  const writer = me.data ? mayChange(me.data.role, 'tax') : false;
  const rates = useQuery(taxRatesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const columns: ColumnDef<ConsoleTaxRate, unknown>[] = [
    { accessorKey: 'name', header: t('tax.name') },
    { accessorKey: 'ratePercent', header: t('tax.ratePercent') },
    {
      accessorKey: 'compound',
      header: t('tax.compound'),
      cell: ({ row }) => (row.original.compound ? t('common.yes') : t('common.no')),
    },
    { accessorKey: 'sortOrder', header: t('tax.sortOrder') },
    {
      accessorKey: 'effectiveFrom',
      header: t('tax.effectiveFrom'),
      cell: ({ row }) => formatTime(row.original.effectiveFrom),
    },
    {
      accessorKey: 'effectiveUntil',
      header: t('tax.effectiveUntil'),
      cell: ({ row }) => (row.original.effectiveUntil ? formatTime(row.original.effectiveUntil) : t('common.none')),
    },
    { accessorKey: 'state', header: t('tax.state'), cell: ({ row }) => t(`tax.state.${row.original.state}`) },
    ...(writer
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            enableSorting: false,
            cell: ({ row }: { row: { original: ConsoleTaxRate } }) => (
              <div className="row">
                {row.original.state === 'scheduled' ? (
                  <button
                    type="button"
                    aria-label={t('tax.edit', { name: row.original.name })}
                    onClick={() => setEditing({ kind: 'edit', rate: row.original })}
                  >
                    {t('common.edit')}
                  </button>
                ) : null}
                {row.original.state !== 'ended' ? (
                  <button type="button" onClick={() => setEditing({ kind: 'end', rate: row.original })}>
                    {t('tax.end', { name: row.original.name })}
                  </button>
                ) : null}
              </div>
            ),
          } satisfies ColumnDef<ConsoleTaxRate, unknown>,
        ]
      : []),
  ];
  return (
    <>
      <PageTitle>{t('tax.title')}</PageTitle>
      <p>{t('tax.intro')}</p>
      {writer ? (
        <button type="button" className="primary" onClick={() => setEditing({ kind: 'new' })}>
          {t('tax.add')}
        </button>
      ) : null}
      {rates.error ? <Alert kind="error">{errorText(rates.error)}</Alert> : null}
      {editing?.kind === 'new' ? <TaxRateDialog onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'edit' ? <TaxRateDialog rate={editing.rate} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'end' ? <EndTaxRateDialog rate={editing.rate} onClose={() => setEditing(null)} /> : null}
      <DataTable caption={t('tax.title')} columns={columns} rows={rates.data ?? []} rowKey={(rate) => rate.id} />
    </>
  );
}
