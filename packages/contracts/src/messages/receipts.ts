import type { UiLanguage } from '../languages';
import { fillPlaceholders, templateAt } from '../messages';
import { receiptMessagesSi } from './locales/receipts-si';
import { receiptMessagesTa } from './locales/receipts-ta';
import type { Translation } from './translation';

/**
 * The words of a payment's PDF receipt (apps/api/src/modules/receipts), one label or sentence a key.
 * Kept out of `messages`, whose every text the web app's first paint carries: only the api writes
 * receipts. Names from the catalogue and the tax table (products, taxes) are shown as they are.
 */
export const receiptMessages = {
  title: 'Receipt',
  seller: 'Seller',
  taxRegistration: 'Tax registration number',
  subscriber: 'Subscriber',
  connection: 'Connection',
  referenceNo: 'Reference number',
  paidOn: 'Date of payment',
  paymentType: 'Payment for',
  paymentTypes: {
    PURCHASE: 'Purchase',
    RENEWAL: 'Renewal',
    REACTIVATION: 'Reactivation',
    VOUCHER: 'Gift voucher',
  },
  product: 'Product',
  period: 'Period',
  periodRange: '{{start}} to {{end}}',
  method: 'Payment method',
  methodCard: '{{brand}} card {{card}}',
  methodCardNoBrand: 'Card {{card}}',
  methodOperator: 'Mobile operator billing ({{operator}})',
  methodBill: 'Monthly bill',
  price: 'Price',
  discount: 'Discount',
  taxes: 'Taxes',
  total: 'Total paid',
  totalOnBill: 'Total added to the monthly bill',
  currencyNote: 'All amounts are in Sri Lankan rupees (LKR).',
  thanks: 'Thank you for your payment.',
} as const;

export type ReceiptMessages = typeof receiptMessages;

const catalogues: Record<UiLanguage, Translation<ReceiptMessages>> = {
  en: receiptMessages,
  si: receiptMessagesSi,
  ta: receiptMessagesTa,
};

/** A receipt's text in `language`, placeholders filled; a key the translation lacks is said in English. */
export function receiptTextIn(language: UiLanguage, key: string, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(templateAt(catalogues[language], key) ?? templateAt(receiptMessages, key) ?? key, values);
}
