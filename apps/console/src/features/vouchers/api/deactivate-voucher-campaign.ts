import { send } from '@/shared/api/api-client';

export const deactivateVoucherCampaign = (id: string) =>
  send(`/voucher-campaigns/${id}/deactivate`, { method: 'POST' });
