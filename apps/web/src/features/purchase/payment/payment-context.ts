import type { ProductSummary, PurchaseOption } from '@selfcare/contracts';
import type { PurchaseKind } from '@/shared/payment/model/purchase-kind';

/** Who buys what, and how the flow hears about a payment under way outside its modals. */
export interface PaymentContext {
  product: ProductSummary;
  connectionId: string;
  connectionType: number;
  userId: string;
  telephoneNumber: string;
  /** Sent with bill payments and unsubscriptions; broadband data bundles are judged by their own status. */
  dataBundle: boolean;
  broadband: boolean;
  /** Aborted when the subscriber leaves the flow: polling stops and late answers are dropped. */
  signal: AbortSignal;
  /** A card popup is open or an operator payment is being settled; `description` is the server's word on it. */
  onPaying: (description: string | null) => void;
}

/** What the purchase modal settled on. */
export interface PurchaseOrder {
  option: PurchaseOption;
  kind: PurchaseKind;
  /** The product's own purchase option group, checked against the option's before anything is sent. */
  productGroupId: string;
  /** The amount shown: before taxes for bill and operator payers, taxed for card payers (decision 0006). */
  amount: number;
  voucher: { voucherId: string; code: string } | null;
}
