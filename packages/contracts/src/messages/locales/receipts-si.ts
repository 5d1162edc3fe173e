import type { ReceiptMessages } from '../receipts';
import type { Translation } from '../translation';

/** A receipt's words in Sinhala, in the register of the contracts' Sinhala messages (si.ts). */
export const receiptMessagesSi: Translation<ReceiptMessages> = {
  title: 'රිසිට්පත',
  seller: 'විකුණුම්කරු',
  taxRegistration: 'බදු ලියාපදිංචි අංකය',
  subscriber: 'ග්‍රාහකයා',
  connection: 'සම්බන්ධතාවය',
  referenceNo: 'යොමු අංකය',
  paidOn: 'ගෙවූ දිනය',
  paymentType: 'ගෙවීම සඳහා',
  paymentTypes: {
    PURCHASE: 'මිලදී ගැනීම',
    RENEWAL: 'අලුත් කිරීම',
    REACTIVATION: 'නැවත සක්‍රිය කිරීම',
    VOUCHER: 'තෑගි වවුචරය',
  },
  product: 'නිෂ්පාදනය',
  period: 'කාල සීමාව',
  periodRange: '{{start}} සිට {{end}} දක්වා',
  method: 'ගෙවීම් ක්‍රමය',
  methodCard: '{{brand}} කාඩ්පත {{card}}',
  methodCardNoBrand: 'කාඩ්පත {{card}}',
  methodOperator: 'ජංගම ක්‍රියාකරුගේ බිල්පත ({{operator}})',
  methodBill: 'මාසික බිල්පත',
  price: 'මිල',
  discount: 'වට්ටම',
  taxes: 'බදු',
  total: 'ගෙවූ මුළු මුදල',
  totalOnBill: 'මාසික බිල්පතට එක් කළ මුළු මුදල',
  currencyNote: 'සියලු මුදල් ශ්‍රී ලංකා රුපියල්වලින් (LKR).',
  thanks: 'ඔබගේ ගෙවීමට ස්තූතියි.',
};
