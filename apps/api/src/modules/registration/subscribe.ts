import type {
  RegistrationSubscribeResponse,
  registrationSubscribeRequestSchema,
  TransactionResult,
  UiLanguage,
} from '@selfcare/contracts';
import { ConnectionType, ErrorCode } from '@selfcare/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import { purchases, transactions } from '../../db/schema';
import { type IdempotencyScope, idempotent } from '../../lib/idempotency';
import { chargeToBill } from '../bill-payments/charge-to-bill';
import { abandonUnpaidCheckout } from '../card-payments/abandon-unpaid-checkout';
import { startCardPayment } from '../card-payments/start-card-payment';
import { auditPurchase } from '../purchasing/audit-purchase';
import { failPurchase } from '../purchasing/fail-purchase';
import { heldState } from '../purchasing/held-state';
import type { Buyer } from '../purchasing/load-buyer';
import { pendingDowngrade } from '../purchasing/pending-downgrade';
import { requirePurchasable } from '../purchasing/require-purchasable';
import { settledResult } from '../purchasing/settled-result';
import { insertPurchase } from '../purchasing/write-purchase';
import { type PurchasePayment, type RecordSettlement, settlePayment } from '../settlement/settle-payment';
import type { RegistrationTarget } from './access';
import { registrationError, registrationRule } from './errors';
import { orderName, type PricedOrder, priceOrder } from './order';
import { registrationBuyer } from './registration-buyer';
import type { RegistrationContext } from './registration-context';

type SubscribeInput = z.output<typeof registrationSubscribeRequestSchema>;

/**
 * Types 1-5 and 7 verify their mobile first; type 6 is checked by the operator's consent instead.
 * A reactivating connection was verified when it registered.
 */
export function requireVerified(target: RegistrationTarget): void {
  if (target.mode !== 'register' || target.connectionType === ConnectionType.mobileOperator) return;
  if (!target.registration?.otpVerifiedAt) throw registrationRule('registration.otpVerifyFirst');
}

/**
 * An earlier choice of this registration that was not paid is given up, so the subscriber can choose
 * again: an unpaid card checkout (abandon-unpaid-checkout.ts), an operator purchase still waiting for consent
 * or refused. One the operator is still deciding (PENDING) or that is paid blocks a new choice.
 */
async function giveUpEarlierChoice(tx: Transaction, buyer: Buyer, language: UiLanguage): Promise<void> {
  const live = await tx
    .select({
      id: purchases.id,
      productId: purchases.productId,
      status: purchases.status,
      method: purchases.paymentMethod,
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.connectionId, buyer.connectionId),
        eq(purchases.status, 'PURCHASE_PENDING'),
        // The ones paid with another are given up with it.
        isNull(purchases.paidWithPurchaseId),
      ),
    )
    .for('update');
  for (const purchase of live) {
    if (purchase.method === 'CARD') {
      await abandonUnpaidCheckout(tx, buyer, purchase.productId, language);
      continue;
    }
    if (purchase.method !== 'OPERATOR') continue;
    const [open] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.purchaseId, purchase.id), inArray(transactions.status, ['PENDING', 'SUCCESS'])));
    if (open) throw registrationRule('registration.paymentPending');
    await tx
      .update(transactions)
      .set({ status: 'FAILURE', paymentStatus: 'FAILURE' })
      .where(and(eq(transactions.purchaseId, purchase.id), eq(transactions.status, 'RETRY')));
    await failPurchase(tx, purchase.id);
  }
}

/**
 * May the connection buy the order now? The package not already held or being paid for; each extra
 * screen purchasable as from the Devices page (not held, not blocked by a pending downgrade).
 */
async function requireBuyable(tx: Transaction, context: SubscribeContext, buyer: Buyer, order: PricedOrder) {
  const held = await heldState(tx, buyer, order.base.product.id);
  if (held.purchaseStatus !== 'NOT_PURCHASED' || held.paymentPending) {
    throw registrationRule('registration.paymentPending');
  }
  if (order.extras.length === 0) return;
  const downgrade = await pendingDowngrade(tx, buyer.connectionId);
  for (const quote of order.extras) {
    const extraHeld = await heldState(tx, buyer, quote.product.id);
    requirePurchasable({ quote, held: extraHeld, downgrade, country: context.country });
  }
}

/**
 * Bill-paid (types 1-5) and free orders: the package and the extras go on this month's bill at once, and
 * each is settled as written paid: the extras first, so the package's (which activates the connection
 * and completes the registration) comes last.
 */
async function billPaid(
  tx: Transaction,
  buyer: Buyer,
  order: PricedOrder,
  record: RecordSettlement,
): Promise<RegistrationSubscribeResponse> {
  const now = new Date();
  const written: PurchasePayment['purchase'][] = [];
  let basePurchase: { id: string; referenceNo: string | null } | null = null;
  for (const quote of [order.base, ...order.extras]) {
    const purchase = await chargeToBill(tx, buyer, quote, now);
    written.push({ id: purchase.id, connectionId: buyer.connectionId, productId: quote.product.id });
    basePurchase ??= purchase;
  }
  for (const purchase of written.reverse()) {
    await record(tx, { outcome: 'paid', for: { purpose: 'PURCHASE', purchase, row: 'paidWithReference' } });
  }
  const result = settledResult({
    purchaseId: basePurchase?.id ?? null,
    referenceNo: basePurchase?.referenceNo ?? null,
    amount: order.charged,
    purchasedPrice: order.purchasedPrice,
  });
  return { kind: 'completed', result };
}

/**
 * The order's purchases waiting for their one payment: the package's, and each extra's paid with it
 * (decision 0030), so the payment's outcome pays or fails them all.
 */
async function pendingOrder(
  tx: Transaction,
  buyer: Buyer,
  order: PricedOrder,
  method: 'CARD' | 'OPERATOR',
): Promise<string> {
  const now = new Date();
  const pending = { buyer, status: 'PURCHASE_PENDING', paymentStatus: 'PENDING', method, now } as const;
  const base = await insertPurchase(tx, { ...pending, quote: order.base });
  await auditPurchase(tx, buyer, order.base, base.id, method);
  for (const quote of order.extras) {
    const extra = await insertPurchase(tx, { ...pending, quote, paidWithPurchaseId: base.id });
    await auditPurchase(tx, buyer, quote, extra.id, method);
  }
  return base.id;
}

/** Card (type 7): the pending purchases, one card transaction for the order, and the signed checkout. */
async function cardCheckout(
  tx: Transaction,
  context: RegistrationContext,
  buyer: Buyer,
  order: PricedOrder,
): Promise<RegistrationSubscribeResponse> {
  const purchaseId = await pendingOrder(tx, buyer, order, 'CARD');
  const opened = await startCardPayment(tx, {
    gateway: context.integrations.cardGateway,
    publicUrl: context.publicUrl,
    buyer,
    quote: {
      product: { id: order.base.product.id, name: orderName(order) },
      charged: order.charged,
      purchasedPrice: order.purchasedPrice,
      taxAmount: order.taxAmount,
    },
    purpose: 'PURCHASE',
    purchaseId,
    // The connection's package renews each period on the card kept on file.
    keepsCard: true,
    telephoneNumber: buyer.mobile,
  });
  return { kind: 'card', ...opened };
}

/** Operator (type 6): the pending purchases, charged together once the subscriber consents. */
async function awaitConsent(tx: Transaction, buyer: Buyer, order: PricedOrder): Promise<RegistrationSubscribeResponse> {
  const purchaseId = await pendingOrder(tx, buyer, order, 'OPERATOR');
  const result: TransactionResult = {
    status: 'PENDING',
    paymentStatus: 'PENDING',
    authCode: null,
    description: null,
    transactionId: null,
    referenceNo: null,
    purchaseId,
    amount: order.charged,
    purchasedPrice: order.purchasedPrice,
    unsubscriptionCancelled: false,
    networkError: false,
  };
  return { kind: 'consent', result };
}

/**
 * The app's registration context with the caller's country and language (for what the purchase writes)
 * and address (for the audit log).
 */
export type SubscribeContext = RegistrationContext & { country: string; language: UiLanguage; ipAddress: string };

/**
 * POST /registration/subscribe: the chosen package is bought on the connection's own payment route, in
 * one transaction with the Idempotency-Key (decision 0009). Bill-paid and free packages are settled at
 * once, and with them the registration completes (settlement/complete-registration.ts). A retry with the
 * same key after the registration completed gets the first answer again; any other call then is a 409.
 */
export async function subscribe(
  context: SubscribeContext,
  target: RegistrationTarget,
  input: SubscribeInput,
  idempotencyKey: string | undefined,
): Promise<RegistrationSubscribeResponse> {
  requireVerified(target);
  const scope: IdempotencyScope = { accountId: target.accountId, key: idempotencyKey, request: { subscribe: input } };
  return settlePayment(context, context.language, (record) =>
    idempotent(context.db, scope, async (tx) => {
      const buyer = await registrationBuyer(tx, target, context.ipAddress);
      // A completed registration is reached here only to replay a stored answer; a new choice is refused.
      if (target.mode === 'register' && buyer.status !== 'pending_registration') {
        throw registrationError(409, ErrorCode.conflict, 'registration.notWaitingForPackage');
      }
      await giveUpEarlierChoice(tx, buyer, context.language);
      const order = await priceOrder(tx, target, buyer, input);
      await requireBuyable(tx, context, buyer, order);
      // The page showed its quote: a different price now would charge what the subscriber did not see.
      if (input.amount !== undefined && Math.abs(input.amount - order.charged) >= 0.005) {
        throw registrationError(409, ErrorCode.conflict, 'registration.priceChanged');
      }
      if (buyer.route === 'bill' || order.charged === 0) return billPaid(tx, buyer, order, record);
      if (buyer.route === 'card') return cardCheckout(tx, context, buyer, order);
      return awaitConsent(tx, buyer, order);
    }),
  );
}
