import type { ConsoleGiftVoucher } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { meQuery } from '@/shared/session/me-query';
import { mayChange } from '@/shared/session/permissions';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { formatRupees, formatTime } from '@/shared/ui/format';
import { PageTitle } from '@/shared/ui/page-title';
import { giftVouchersQuery } from './api/list-gift-vouchers';
import { GiftVoucherDialog } from './gift-voucher-dialog';

/** The gift voucher offers the portal sells at /gifts. */
export default function GiftsPage() {
  const me = useQuery(meQuery());
  const writer = me.data ? mayChange(me.data.role, 'gifts') : false;
  const offers = useQuery(giftVouchersQuery());
  const [editing, setEditing] = useState<ConsoleGiftVoucher | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns: ColumnDef<ConsoleGiftVoucher, unknown>[] = [
    {
      id: 'image',
      header: t('products.image'),
      enableSorting: false,
      cell: ({ row }) => <img className="thumb" src={row.original.imageUrl} alt="" />,
    },
    { accessorKey: 'name', header: t('gifts.name') },
    { accessorKey: 'price', header: t('gifts.price'), cell: ({ row }) => formatRupees(row.original.price) },
    {
      id: 'worth',
      header: t('gifts.worth'),
      accessorFn: (offer) =>
        offer.totalCount ? t('gifts.worthCount', { count: offer.totalCount }) : formatRupees(offer.totalValue ?? 0),
    },
    {
      accessorKey: 'purchaseEnd',
      header: t('gifts.purchaseEnd'),
      cell: ({ row }) => formatTime(row.original.purchaseEnd),
    },
    {
      accessorKey: 'onSale',
      header: t('gifts.onSale'),
      cell: ({ row }) => (row.original.onSale ? t('common.yes') : t('common.no')),
    },
    ...(writer
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            enableSorting: false,
            cell: ({ row }: { row: { original: ConsoleGiftVoucher } }) => (
              <button
                type="button"
                aria-label={t('gifts.edit', { name: row.original.name })}
                onClick={() => setEditing(row.original)}
              >
                {t('common.edit')}
              </button>
            ),
          } satisfies ColumnDef<ConsoleGiftVoucher, unknown>,
        ]
      : []),
  ];
  return (
    <>
      <PageTitle>{t('gifts.title')}</PageTitle>
      {writer ? (
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          {t('gifts.add')}
        </button>
      ) : null}
      {offers.error ? <Alert kind="error">{errorText(offers.error)}</Alert> : null}
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      {editing ? (
        <GiftVoucherDialog
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setNotice(t('common.saved'))}
        />
      ) : null}
      <DataTable caption={t('gifts.title')} columns={columns} rows={offers.data ?? []} rowKey={(offer) => offer.id} />
    </>
  );
}
