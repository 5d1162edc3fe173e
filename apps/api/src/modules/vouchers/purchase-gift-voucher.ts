import type { GiftVoucherPurchaseResult, UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { billLines, transactions } from '../../db/schema';
import type { Integrations } from '../../integrations';
import { recordAudit } from '../../lib/audit';
import { claimIdempotencyKey, type IdempotencyScope, idempotent, storeIdempotentResult } from '../../lib/idempotency';
import { newReferenceNo } from '../../lib/reference-number';
import type { Metrics } from '../../observability/metrics';
import { buildCheckout } from '../card-payments/start-card-payment';
import { callOperator } from '../operator-payments/call-operator';
import { openOperatorTransaction } from '../operator-payments/operator-transactions';
import { requireMobile } from '../operator-payments/require-mobile';
import { type SettledPayment, settleOperatorPayment } from '../operator-payments/settle-operator-payment';
import { utcDate } from '../products/dates';
import { roundToCents } from '../products/pricing';
import { activeTaxRates, applyTaxes } from '../promotions/tax';
import { type Buyer, requireActive } from '../purchasing/load-buyer';
import { type RecordSettlement, settlePayment } from '../settlement/settle-payment';
import { giftVoucherOnSale } from './gift-vouchers';

export interface GiftPurchaseContext {
  db: Database;
  integrations: Integrations;
  buyer: Buyer;
  idempotency: IdempotencyScope;
  publicUrl: string;
  /** The caller's language, for the descriptions the purchase writes. */
  language: UiLanguage;
  /** The app's metrics, for what the payment's settlement counts. */
  metrics: Metrics;
}

type OnSale = Awaited<ReturnType<typeof giftVoucherOnSale>>;

/**
 * Buys a gift voucher for a connection, paid the connection's way (decision 0011). Bill payers (types
 * 1-5) get a bill line and the voucher at once; card payers (type 7) get a PENDING VOUCHER transaction
 * and the checkout, and the gateway's verified notification issues the voucher
 * (card-payments/receive-card-notification.ts). Both run in one transaction with the idempotency key, so
 * a retried or doubled request issues one voucher. Operator payers (type 6) are charged through the
 * operator (buyByOperator).
 */
export async function purchaseGiftVoucher(
  context: GiftPurchaseContext,
  voucherId: string,
): Promise<GiftVoucherPurchaseResult> {
  const { buyer } = context;
  requireActive(buyer);
  if (buyer.route === 'operator') return buyByOperator(context, voucherId);
  return settlePayment(context, context.language, (record) =>
    idempotent(context.db, context.idempotency, async (tx) => {
      const voucher = await giftVoucherOnSale(tx, voucherId);
      const price = await taxedPriceOf(tx, voucher);
      return buyer.route === 'card'
        ? openVoucherCheckout(tx, context, voucher, price)
        : chargeVoucherToBill(tx, buyer, voucher, price, record);
    }),
  );
}

type TaxedPrice = { taxedPrice: number; taxAmount: number };

/** The voucher's price is before taxes; taxes are added like a product's. */
async function taxedPriceOf(tx: DbOrTx, voucher: OnSale): Promise<TaxedPrice> {
  const taxed = applyTaxes(voucher.price, await activeTaxRates(tx, new Date()));
  return { taxedPrice: taxed.taxedPrice, taxAmount: roundToCents(taxed.taxedPrice - voucher.price) };
}

/** What the first transaction of an operator purchase leaves: an earlier answer, or a payment to charge. */
type OpenedOperatorPayment =
  | { kind: 'answered'; result: GiftVoucherPurchaseResult }
  | { kind: 'charge'; transactionId: string; amount: number; itemName: string };

/**
 * The first transaction: claims the idempotency key, prices the voucher and writes its PENDING operator
 * payment (purpose VOUCHER, no purchase row). A request with a key already answered gets that answer; one
 * whose first request is still at the operator waits on the key and is refused as in progress (409).
 */
function openOperatorVoucherPayment(
  context: GiftPurchaseContext,
  voucherId: string,
  record: RecordSettlement,
): Promise<OpenedOperatorPayment> {
  const { buyer } = context;
  return context.db.transaction(async (tx): Promise<OpenedOperatorPayment> => {
    const earlier = await claimIdempotencyKey<GiftVoucherPurchaseResult>(tx, context.idempotency);
    if (earlier) return { kind: 'answered', result: earlier.stored };
    const voucher = await giftVoucherOnSale(tx, voucherId);
    const price = await taxedPriceOf(tx, voucher);
    if (price.taxedPrice === 0) {
      const result = await issueFreeVoucher(tx, buyer, voucher, record);
      await storeIdempotentResult(tx, context.idempotency, result);
      return { kind: 'answered', result };
    }
    const transactionId = await openOperatorTransaction(tx, {
      connectionId: buyer.connectionId,
      purpose: 'VOUCHER',
      giftVoucherId: voucher.id,
      amount: price.taxedPrice,
      taxAmount: price.taxAmount,
      itemName: voucher.voucherName,
    });
    await recordAudit(tx, {
      action: 'voucher.purchase',
      outcome: 'success',
      accountId: buyer.accountId,
      ipAddress: buyer.ipAddress,
      subjectType: 'transaction',
      subjectId: transactionId,
      details: { connectionId: buyer.connectionId, giftVoucherId: voucher.id, method: 'OPERATOR' },
    });
    return { kind: 'charge', transactionId, amount: price.taxedPrice, itemName: voucher.voucherName };
  });
}

/**
 * Issues the voucher in the purchase's transaction and answers SUCCESS with its code. Nothing here has a
 * reference of its own (a bill line, or nothing to pay), so the audit record keeps the one the
 * subscriber is shown.
 */
async function issueAtOnce(
  tx: Transaction,
  buyer: Buyer,
  voucher: OnSale,
  method: 'MONTHLY_BILL' | 'FREE',
  now: Date,
  record: RecordSettlement,
): Promise<GiftVoucherPurchaseResult> {
  const { voucher: issued } = await record(tx, {
    outcome: 'paid',
    for: { purpose: 'VOUCHER', giftVoucherId: voucher.id, connectionId: buyer.connectionId, transactionId: null, now },
  });
  if (!issued) throw new Error(`gift voucher ${voucher.id} was paid but not issued`);
  const referenceNo = newReferenceNo('GV');
  await recordAudit(tx, {
    action: 'voucher.purchase',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'purchased_voucher',
    subjectId: issued.id,
    details: { connectionId: buyer.connectionId, giftVoucherId: voucher.id, referenceNo, method },
  });
  return { status: 'SUCCESS', transactionId: null, referenceNo, description: issued.code, checkout: null };
}

/** A voucher that costs nothing is not charged to the operator: it is issued at once, like a bill payer's. */
function issueFreeVoucher(
  tx: Transaction,
  buyer: Buyer,
  voucher: OnSale,
  record: RecordSettlement,
): Promise<GiftVoucherPurchaseResult> {
  return issueAtOnce(tx, buyer, voucher, 'FREE', new Date(), record);
}

/**
 * The purchase's answer from its settled operator payment: paid, SUCCESS with the payment's reference and
 * the redeem code; refused, FAILURE with the operator's reason; RETRY (charge it again) or PENDING (ask
 * the operator again) with its description and the transaction id for the retry call. A description of
 * our own is in the caller's `language`.
 */
function operatorVoucherAnswer(
  { transaction, voucher }: SettledPayment,
  language: UiLanguage,
): GiftVoucherPurchaseResult {
  const common = { transactionId: transaction.id, referenceNo: null, checkout: null };
  switch (transaction.status) {
    case 'SUCCESS':
      return {
        ...common,
        status: 'SUCCESS',
        referenceNo: transaction.referenceNo,
        description: voucher?.code ?? null,
      };
    case 'FAILURE':
      return { ...common, status: 'FAILURE', description: transaction.description };
    case 'RETRY':
      return { ...common, status: 'RETRY', description: transaction.description };
    case 'PENDING':
      return {
        ...common,
        status: 'PENDING',
        description: transaction.description ?? messageTextIn(language, 'purchase.operatorPending'),
      };
  }
}

/**
 * Operator payers (type 6), like an operator purchase (operator-payments/operator-purchase.ts): the
 * PENDING VOUCHER payment is committed first, then the operator is charged with its id as the reference,
 * then its answer is written in a second transaction (operator-payments/settle-operator-payment.ts) that
 * issues the voucher when paid. A RETRY or PENDING payment is settled later by the operator retry call
 * (POST /api/mobitel/v1/payments/{id}/retry), which issues the voucher the same way; the payment's state
 * decides, so it is issued once.
 */
async function buyByOperator(context: GiftPurchaseContext, voucherId: string): Promise<GiftVoucherPurchaseResult> {
  const { buyer, integrations } = context;
  const msisdn = requireMobile(buyer);
  const opened = await settlePayment(context, context.language, (record) =>
    openOperatorVoucherPayment(context, voucherId, record),
  );
  if (opened.kind === 'answered') return opened.result;
  const { transactionId } = opened;
  const call = await callOperator(
    () =>
      integrations.operatorBilling.charge({
        msisdn,
        amount: opened.amount,
        reference: transactionId,
        description: opened.itemName,
      }),
    context.language,
  );
  return settleOperatorPayment(
    {
      db: context.db,
      integrations,
      publicUrl: context.publicUrl,
      metrics: context.metrics,
      accountId: buyer.accountId,
      transactionId,
      expected: ['PENDING'],
      call,
      idempotency: context.idempotency,
      language: context.language,
      ipAddress: buyer.ipAddress,
    },
    (settled) => operatorVoucherAnswer(settled, context.language),
  );
}

async function chargeVoucherToBill(
  tx: Transaction,
  buyer: Buyer,
  voucher: OnSale,
  price: TaxedPrice,
  record: RecordSettlement,
): Promise<GiftVoucherPurchaseResult> {
  const now = new Date();
  await tx.insert(billLines).values({
    connectionId: buyer.connectionId,
    description: voucher.voucherName,
    amount: voucher.price,
    taxAmount: price.taxAmount,
    billingMonth: `${utcDate(now).slice(0, 7)}-01`,
    chargedAt: now,
  });
  return issueAtOnce(tx, buyer, voucher, 'MONTHLY_BILL', now, record);
}

async function openVoucherCheckout(
  tx: Transaction,
  context: GiftPurchaseContext,
  voucher: OnSale,
  price: TaxedPrice,
): Promise<GiftVoucherPurchaseResult> {
  const { buyer } = context;
  const orderId = newReferenceNo('ORD');
  const [transaction] = await tx
    .insert(transactions)
    .values({
      connectionId: buyer.connectionId,
      purpose: 'VOUCHER',
      giftVoucherId: voucher.id,
      itemName: voucher.voucherName,
      channel: 'CARD',
      amount: price.taxedPrice,
      taxAmount: price.taxAmount,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      gatewayOrderId: orderId,
    })
    .returning({ id: transactions.id });
  if (!transaction) throw new Error('transaction insert returned no row');
  await recordAudit(tx, {
    action: 'voucher.purchase',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'transaction',
    subjectId: transaction.id,
    details: { connectionId: buyer.connectionId, giftVoucherId: voucher.id, method: 'CARD' },
  });
  const checkout = buildCheckout({
    gateway: context.integrations.cardGateway,
    publicUrl: context.publicUrl,
    buyer,
    quote: {
      product: { id: voucher.id, name: voucher.voucherName },
      charged: price.taxedPrice,
      purchasedPrice: voucher.price,
    },
    orderId,
    transactionId: transaction.id,
    telephoneNumber: null,
  });
  return { status: 'PENDING', transactionId: transaction.id, referenceNo: null, description: null, checkout };
}
