import type { VoucherCampaignList } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const voucherCampaignsQuery = () =>
  queryOptions({
    queryKey: ['voucher-campaigns'],
    queryFn: async ({ signal }) => (await apiJson<VoucherCampaignList>('/voucher-campaigns', { signal })).campaigns,
  });
