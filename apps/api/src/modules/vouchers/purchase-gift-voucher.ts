import type { GiftVoucherPurchaseResult } from '@selfcare/contracts';
import type { Database, Transaction } from '../../db/client';
import { billLines, transactions } from '../../db/schema';
import type { Integrations } from '../../integrations';
import { recordAudit } from '../../lib/audit';
import { type IdempotencyScope, idempotent } from '../../lib/idempotency';
import { buildCheckout } from '../prepaid/checkout';
import { utcDate } from '../products/dates';
import { roundToCents } from '../products/pricing';
import { activeTaxRates, applyTaxes } from '../promotions/tax';
import { type Buyer, requireActive } from '../purchasing/buyer';
import { newReferenceNo } from '../purchasing/entitlements';
import { purchaseRule } from '../purchasing/errors';
import { giftVoucherOnSale } from './gift-vouchers';
import { issuePurchasedVoucher } from './issue-voucher';

export interface GiftPurchaseContext {
  db: Database;
  integrations: Integrations;
  buyer: Buyer;
  idempotency: IdempotencyScope;
  publicUrl: string;
}

type OnSale = Awaited<ReturnType<typeof giftVoucherOnSale>>;

/**
 * Buys a gift voucher for a connection, paid the connection's way (decision 0011). Bill payers (types
 * 1-5) get a bill line and the voucher at once; card payers (type 7) get a PENDING VOUCHER transaction
 * and the checkout, and the gateway's verified notification issues the voucher (prepaid/notification.ts);
 * mobile-operator payers (type 6) are refused. Everything runs in one transaction with the idempotency
 * key, so a retried or doubled request issues one voucher.
 */
export async function purchaseGiftVoucher(
  context: GiftPurchaseContext,
  voucherId: string,
): Promise<GiftVoucherPurchaseResult> {
  const { buyer } = context;
  requireActive(buyer);
  if (buyer.route === 'operator') throw purchaseRule('vouchers.operatorNotSupported');
  return idempotent(context.db, context.idempotency, async (tx) => {
    const voucher = await giftVoucherOnSale(tx, voucherId);
    const taxed = applyTaxes(voucher.price, await activeTaxRates(tx));
    const price = { taxedPrice: taxed.taxedPrice, taxAmount: roundToCents(taxed.taxedPrice - voucher.price) };
    return buyer.route === 'card'
      ? openVoucherCheckout(tx, context, voucher, price)
      : chargeVoucherToBill(tx, buyer, voucher, price);
  });
}

type TaxedPrice = { taxedPrice: number; taxAmount: number };

async function chargeVoucherToBill(
  tx: Transaction,
  buyer: Buyer,
  voucher: OnSale,
  price: TaxedPrice,
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
  const issued = await issuePurchasedVoucher(tx, {
    giftVoucherId: voucher.id,
    connectionId: buyer.connectionId,
    transactionId: null,
    now,
  });
  // A bill line has no reference of its own; the audit record keeps the one the subscriber is shown.
  const referenceNo = newReferenceNo('GV');
  await recordAudit(tx, {
    action: 'voucher.purchase',
    outcome: 'success',
    accountId: buyer.accountId,
    subjectType: 'purchased_voucher',
    subjectId: issued.id,
    details: { connectionId: buyer.connectionId, giftVoucherId: voucher.id, referenceNo, method: 'MONTHLY_BILL' },
  });
  return { status: 'SUCCESS', transactionId: null, referenceNo, description: issued.code, checkout: null };
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
