import type { CreateVoucherCampaignRequest, VoucherCampaignDetail } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const createVoucherCampaign = (body: CreateVoucherCampaignRequest) =>
  apiJson<VoucherCampaignDetail>('/voucher-campaigns', { method: 'POST', body });
