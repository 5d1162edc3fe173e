import { receiptPath, type UiLanguage } from '@selfcare/contracts';
import { checkedResponse } from '@/shared/api/api-client';
import { saveFile } from '@/shared/api/save-file';
import { API_BASE_PATH } from '@/shared/config/constants';

/** Where a payment's receipt is, in a language: the link's address. */
export const receiptUrl = (paymentId: string, language: UiLanguage) =>
  `${API_BASE_PATH}${receiptPath(paymentId, language)}`;

/**
 * Fetches a payment's PDF receipt with the session (the api takes its token in a header, which a plain
 * link cannot send) and saves it under the name the api gives it, receipt-{reference}.pdf.
 */
export async function downloadReceipt(paymentId: string, language: UiLanguage): Promise<void> {
  const { response, unreadable } = await checkedResponse(receiptPath(paymentId, language), {
    headers: { Accept: 'application/pdf' },
  });
  const fileName = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1];
  let pdf: Blob;
  try {
    pdf = await response.blob();
  } catch {
    throw unreadable();
  }
  saveFile(pdf, fileName ?? 'receipt.pdf');
}
