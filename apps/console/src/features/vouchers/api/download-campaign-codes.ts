import { send } from '@/shared/api/api-client';

/** Fetches the campaign's codes as CSV (with the session's token) and hands the file to the browser. */
export async function downloadCampaignCodes(id: string, name: string): Promise<void> {
  const response = await send(`/voucher-campaigns/${id}/codes.csv`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[^\w-]+/g, '-')}-codes.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
