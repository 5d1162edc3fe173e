import type { PaymentType } from '@selfcare/contracts';

/** How a receipt's payment was made: a card (brand and masked number), the mobile operator, or the bill. */
export type ReceiptMethod =
  | { kind: 'card'; brand: string | null; cardMask: string | null }
  | { kind: 'operator'; operator: string }
  | { kind: 'bill' };

/** One tax line, named as the tax table names it; null when the table has no rate in force to name it by. */
export interface ReceiptTax {
  name: string | null;
  amount: number;
}

/** Everything a receipt shows of one paid payment, in no language yet (render-receipt-pdf.ts words it). */
export interface Receipt {
  paymentId: string;
  /** The number the payment pages show and customer care finds the payment by. */
  referenceNo: string;
  paidAt: Date;
  paymentType: PaymentType;
  subscriber: string;
  connection: { name: string; number: string | null };
  product: string;
  /** The paid period, YYYY-MM-DD both ends; null for a gift voucher. */
  period: { start: string; end: string } | null;
  /** Before the discount and taxes: price - discount + taxes = total. */
  price: number;
  discount: number;
  taxes: ReceiptTax[];
  total: number;
  method: ReceiptMethod;
}
