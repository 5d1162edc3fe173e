import type { ReceiptMessages } from '../receipts';
import type { Translation } from '../translation';

/** A receipt's words in Tamil, in the register of the contracts' Tamil messages (ta.ts). */
export const receiptMessagesTa: Translation<ReceiptMessages> = {
  title: 'பற்றுச்சீட்டு',
  seller: 'விற்பனையாளர்',
  taxRegistration: 'வரிப் பதிவு இலக்கம்',
  subscriber: 'சந்தாதாரர்',
  connection: 'இணைப்பு',
  referenceNo: 'குறிப்பு இலக்கம்',
  paidOn: 'கொடுப்பனவுத் திகதி',
  paymentType: 'கொடுப்பனவு வகை',
  paymentTypes: {
    PURCHASE: 'கொள்வனவு',
    RENEWAL: 'புதுப்பித்தல்',
    REACTIVATION: 'மீள்செயற்படுத்தல்',
    VOUCHER: 'பரிசு வவுச்சர்',
  },
  product: 'தயாரிப்பு',
  period: 'காலப்பகுதி',
  periodRange: '{{start}} முதல் {{end}} வரை',
  method: 'கொடுப்பனவு முறை',
  methodCard: '{{brand}} அட்டை {{card}}',
  methodCardNoBrand: 'அட்டை {{card}}',
  methodOperator: 'கையடக்கத் தொலைபேசி சேவை வழங்குநர் கட்டணம் ({{operator}})',
  methodBill: 'மாதாந்தக் கட்டணப் பட்டியல்',
  price: 'விலை',
  discount: 'தள்ளுபடி',
  taxes: 'வரிகள்',
  total: 'செலுத்திய மொத்தத் தொகை',
  totalOnBill: 'கட்டணப் பட்டியலில் சேர்க்கப்பட்ட மொத்தத் தொகை',
  currencyNote: 'அனைத்துத் தொகைகளும் இலங்கை ரூபாவில் (LKR).',
  thanks: 'உங்கள் கொடுப்பனவுக்கு நன்றி.',
};
