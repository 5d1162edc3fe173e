import type { VoucherCampaign } from '@selfcare/contracts';
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
import { deactivateVoucherCampaign } from './api/deactivate-voucher-campaign';
import { downloadCampaignCodes } from './api/download-campaign-codes';
import { voucherCampaignsQuery } from './api/list-voucher-campaigns';
import { CampaignDialog } from './campaign-dialog';

/** Promotional voucher campaigns: their codes, redemptions, CSV export and deactivation. */
export default function VouchersPage() {
  const me = useQuery(meQuery());
  const writer = me.data ? mayChange(me.data.role, 'vouchers') : false;
  const campaigns = useQuery(voucherCampaignsQuery());
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const deactivate = useMutation({
    mutationFn: deactivateVoucherCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['voucher-campaigns'] }),
  });
  const download = useMutation({
    mutationFn: (campaign: VoucherCampaign) => downloadCampaignCodes(campaign.id, campaign.name),
  });
  const columns: ColumnDef<VoucherCampaign, unknown>[] = [
    { accessorKey: 'name', header: t('vouchers.name') },
    { accessorKey: 'codeCount', header: t('vouchers.codes') },
    { accessorKey: 'redemptions', header: t('vouchers.redemptions') },
    {
      id: 'value',
      header: t('vouchers.value'),
      accessorFn: (campaign) =>
        campaign.discountType === 'PERCENTAGE' ? `${campaign.value} %` : `Rs. ${campaign.value.toFixed(2)}`,
    },
    {
      id: 'validity',
      header: t('vouchers.validity'),
      accessorFn: (campaign) => `${formatTime(campaign.validFrom)} – ${formatTime(campaign.validTo)}`,
    },
    {
      accessorKey: 'active',
      header: t('vouchers.active'),
      cell: ({ row }) => (row.original.active ? t('common.yes') : t('common.no')),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="row">
          <button type="button" onClick={() => download.mutate(row.original)}>
            {t('vouchers.download', { name: row.original.name })}
          </button>
          {writer && row.original.active ? (
            <button
              type="button"
              className="danger"
              onClick={() => {
                if (window.confirm(t('vouchers.confirmDeactivate', { name: row.original.name }))) {
                  deactivate.mutate(row.original.id);
                }
              }}
            >
              {t('vouchers.deactivate', { name: row.original.name })}
            </button>
          ) : null}
        </div>
      ),
    },
  ];
  const failure = campaigns.error ?? deactivate.error ?? download.error;
  return (
    <>
      <PageTitle>{t('vouchers.title')}</PageTitle>
      {writer ? <CampaignDialog onCreated={setNotice} /> : null}
      {failure ? <Alert kind="error">{errorText(failure)}</Alert> : null}
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      <DataTable
        caption={t('vouchers.title')}
        columns={columns}
        rows={campaigns.data ?? []}
        rowKey={(campaign) => campaign.id}
      />
    </>
  );
}
