import type { Database, DbOrTx } from '../../db/client';
import type { PaymentChannel } from '../../db/schema';
import type { Integrations } from '../../integrations';
import type { Metrics } from '../../observability/metrics';

/** What a settlement needs from the app; every caller passes it (nothing is looked up behind its back). */
export interface SettlementDeps {
  db: Database;
  /** The TV platform with the queue that follows its requests, and the SMS and e-mail a completed registration sends. */
  integrations: Pick<Integrations, 'provisioning' | 'jobQueue' | 'sms' | 'email'>;
  /** Where the web app is reached: a completed registration's e-mailed confirmation link starts with it. */
  publicUrl: string;
  /** The app's metrics: a completed registration and a reactivated connection are counted after their commit. */
  metrics: Metrics;
  /**
   * Set by what already follows a purchase's provisioning (its follow-up job, the sweep, the platform's
   * events), which asks again through settlement: the ask then queues no follow-up of its own.
   */
  provisioningFollowed?: true;
}

/** A product purchase (a registration's package, with the extras paid with it, is one too). */
export interface PurchasePayment {
  purpose: 'PURCHASE';
  purchase: { id: string; connectionId: string; productId: string };
  /**
   * The purchase row as the payer left it. 'pending': this payment pays it, so the payment's commit marks
   * it paid (a crash before provisioning never leaves a paid purchase looking unpaid) and its reference
   * number and the purchases paid with it follow the commit. 'paid': marked paid by an earlier commit
   * whose completion was cut short (the sweep provisions it again). 'paidWithReference': written paid
   * with its reference number (a bill charge, nothing to pay), so only provisioning is left.
   */
  row: 'pending' | 'paid' | 'paidWithReference';
}

/** Another period of a suspended connection's base package (decision 0009). */
export interface ReactivationPayment {
  purpose: 'REACTIVATION';
  accountId: string;
  connectionId: string;
  /** The base package purchase the payment renews. */
  purchaseId: string;
  productId: string;
  transactionId: string;
  channel: Extract<PaymentChannel, 'CARD' | 'OPERATOR'>;
  /** Who paid: the subscriber's address for an operator payment, the gateway's for a card notification. */
  ipAddress: string | null;
}

/** A gift voucher bought for a connection (decision 0011). */
export interface GiftVoucherPayment {
  purpose: 'VOUCHER';
  giftVoucherId: string;
  connectionId: string;
  /** The payment that bought it; null when nothing was paid through a gateway (a bill line, or free). */
  transactionId: string | null;
  now: Date;
}

/** The prorated difference of a base package upgrade (decision 0056): paid, the upgrade is applied. */
export interface UpgradePayment {
  purpose: 'UPGRADE';
  /** The new package's purchase (PURCHASE_PENDING until paid) that the payment pays for. */
  purchaseId: string;
  connectionId: string;
  accountId: string;
  /** Settled after the change's own answer (the sweep, a verify): the subscriber is told by SMS how it ended. */
  tell: boolean;
}

export type PaymentFor = PurchasePayment | ReactivationPayment | GiftVoucherPayment | UpgradePayment;

/** A payment's outcome, once known for good, and what it was for. */
export interface Settlement {
  outcome: 'paid' | 'failed';
  for: PaymentFor;
  /**
   * Set when the subscriber was told on the page that their bank held the payment for review: they
   * are then told by SMS how it ended, in the same commit (an approval is a payment receipt, which the
   * account may have turned off; a decline always goes out, decision 0066).
   */
  heldPayment?: { accountId: string; mobile: string; amount: number; itemName: string } | null;
}

/** What recording a settlement did that the payer's answer shows. */
export interface SettlementRecord {
  /** The gift voucher a paid VOUCHER payment issued; else null. */
  voucher: { id: string; code: string } | null;
  /** Whether a paid REACTIVATION payment made its connection active (false: it was not suspended any more). */
  reactivated: boolean;
}

/** Records a settlement inside the payment's commit (`db`: the payment's transaction). */
export type RecordSettlement = (db: DbOrTx, settlement: Settlement) => Promise<SettlementRecord>;
