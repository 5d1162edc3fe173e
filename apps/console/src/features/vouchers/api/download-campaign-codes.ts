import { downloadFile } from '@/shared/api/download-file';

/** The campaign's codes as CSV, named after the campaign. */
export const downloadCampaignCodes = (id: string, name: string) =>
  downloadFile(`/voucher-campaigns/${id}/codes.csv`, `${name.replace(/[^\w-]+/g, '-')}-codes.csv`);
