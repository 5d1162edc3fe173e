import type { ConsoleBanner } from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { deleteBanner } from './api/delete-banner';
import { bannersQuery } from './api/list-banners';
import { orderBanners } from './api/order-banners';
import { BannerDialog } from './components/banner-dialog';
import { BannerPreview } from './components/banner-preview';

const linkText = (banner: ConsoleBanner) =>
  banner.link.kind === 'product'
    ? `${banner.link.type} ${banner.link.productId}`
    : banner.link.kind === 'redirect'
      ? banner.link.redirectUrl
      : t('banners.linkNone');

/** Marketing's banners: in the portal's order, with their audience and dates, and a preview. */
export default function BannersPage() {
  const me = useQuery(meQuery());
  const writer = me.data ? mayChange(me.data.role, 'banners') : false;
  const banners = useQuery(bannersQuery());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['banners'] });
  const remove = useMutation({ mutationFn: deleteBanner, onSuccess: refresh });
  const reorder = useMutation({ mutationFn: orderBanners, onSuccess: refresh });
  const rows = banners.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((banner) => banner.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };

  const columns: ColumnDef<ConsoleBanner, unknown>[] = [
    {
      id: 'image',
      header: t('banners.image'),
      enableSorting: false,
      cell: ({ row }) => <img className="thumb" src={row.original.imageUrl} alt={row.original.title} />,
    },
    { accessorKey: 'title', header: t('banners.titleField') },
    { id: 'link', header: t('banners.link'), accessorFn: linkText },
    {
      id: 'page',
      header: t('banners.voucherType'),
      accessorFn: (banner) =>
        banner.voucherType ? t(`banners.voucherType.${banner.voucherType}`) : t('banners.voucherTypeNone'),
    },
    {
      id: 'audience',
      header: t('banners.audience'),
      accessorFn: (banner) =>
        banner.audience.length ? banner.audience.map((pkg) => pkg.name).join(', ') : t('banners.audienceEveryone'),
    },
    {
      id: 'dates',
      header: t('banners.startsAt'),
      accessorFn: (banner) =>
        `${banner.startsAt ? formatTime(banner.startsAt) : '…'} – ${banner.endsAt ? formatTime(banner.endsAt) : '…'}`,
    },
    {
      accessorKey: 'showingNow',
      header: t('banners.showingNow'),
      cell: ({ row }) => (row.original.showingNow ? t('common.yes') : t('common.no')),
    },
    ...(writer
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            enableSorting: false,
            cell: ({ row }: { row: { index: number; original: ConsoleBanner } }) => (
              <div className="row">
                <button type="button" onClick={() => setEditing(row.original)}>
                  {t('common.edit')}
                </button>
                <button
                  type="button"
                  disabled={row.index === 0}
                  aria-label={t('banners.moveUp', { title: row.original.title })}
                  onClick={() => move(row.index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={row.index === rows.length - 1}
                  aria-label={t('banners.moveDown', { title: row.original.title })}
                  onClick={() => move(row.index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="danger"
                  onClick={() => {
                    if (window.confirm(t('banners.confirmDelete', { title: row.original.title }))) {
                      remove.mutate(row.original.id);
                    }
                  }}
                >
                  {t('common.delete')}
                </button>
              </div>
            ),
          } satisfies ColumnDef<ConsoleBanner, unknown>,
        ]
      : []),
  ];
  const failure = banners.error ?? remove.error ?? reorder.error;

  return (
    <>
      <PageTitle>{t('banners.title')}</PageTitle>
      {writer ? (
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          {t('banners.add')}
        </button>
      ) : null}
      {failure ? <Alert kind="error">{errorText(failure)}</Alert> : null}
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      {editing ? (
        <BannerDialog
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? undefined : editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSaved={() => setNotice(t('common.saved'))}
        />
      ) : null}
      <DataTable caption={t('banners.title')} columns={columns} rows={rows} rowKey={(banner) => banner.id} />
      <BannerPreview />
    </>
  );
}
