import type {
  RegistrationSubscribeResponse,
  registrationSubscribeRequestSchema,
  TransactionResult,
  UiLanguage,
} from '@selfcare/contracts';
import { ErrorCode } from '@selfcare/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { products, purchaseOptions, purchases, transactions } from '../../db/schema';
import { type IdempotencyScope, idempotent } from '../../lib/idempotency';
import { abandonUnpaidCheckout } from '../prepaid/abandoned-checkout';
import { openCheckout } from '../prepaid/card-purchase';
import type { Buyer } from '../purchasing/buyer';
import { completePaidPurchase, failPurchase, insertPurchase } from '../purchasing/entitlements';
import { auditPurchase, settledResult } from '../purchasing/open-purchase';
import { chargeToBill } from '../purchasing/postpaid';
import { type PurchaseQuote, quotePurchase } from '../purchasing/quote';
import { heldState, pendingDowngrade, requirePurchasable } from '../purchasing/rules';
import type { RegistrationTarget } from './access';
import { registrationBuyer } from './buyer';
import { isOfferedPackage } from './catalogue';
import type { RegistrationContext } from './context';
import { registrationError, registrationRule } from './errors';

type SubscribeInput = z.output<typeof registrationSubscribeRequestSchema>;

/** Purchases to complete after the commit (bill-paid and free ones). */
interface Subscribed {
  response: RegistrationSubscribeResponse;
  completeNow: { id: string; productId: string }[];
}

/**
 * Types 1-5 and 7 verify their mobile first; type 6 is checked by the operator's consent instead.
 * A reactivating connection was verified when it registered.
 */
export function requireVerified(target: RegistrationTarget): void {
  if (target.mode !== 'register' || target.connectionType === 6) return;
  if (!target.registration?.otpVerifiedAt) throw registrationRule('registration.otpVerifyFirst');
}

/**
 * An earlier choice of this registration that was not paid is given up, so the subscriber can choose
 * again: an unpaid card checkout (abandoned-checkout.ts), an operator purchase still waiting for consent
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
    .where(and(eq(purchases.connectionId, buyer.connectionId), eq(purchases.status, 'PURCHASE_PENDING')))
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

async function quoteBase(tx: Transaction, target: RegistrationTarget, buyer: Buyer, input: SubscribeInput) {
  if (!(await isOfferedPackage(tx, target, input.productId, input.purchaseOptionId))) {
    throw registrationRule('registration.packageNotOffered');
  }
  const held = await heldState(tx, buyer, input.productId);
  if (held.purchaseStatus !== 'NOT_PURCHASED' || held.paymentPending) {
    throw registrationRule('registration.paymentPending');
  }
  return quotePurchase(tx, buyer, {
    productId: input.productId,
    purchaseOptionId: input.purchaseOptionId,
    lockVoucher: false,
  });
}

/** Bill-paid (types 1-5): the package and the extras go on this month's bill at once. */
async function billPaid(
  tx: Transaction,
  context: SubscribeContext,
  buyer: Buyer,
  base: PurchaseQuote,
  input: SubscribeInput,
): Promise<Subscribed> {
  const now = new Date();
  const quotes = [base];
  for (const extraId of [...new Set(input.extraPackageIds)]) {
    if (extraId === input.productId) continue;
    const [option] = await defaultOptionOf(tx, extraId);
    if (!option) throw registrationRule('registration.packageNotOffered');
    const quote = await quotePurchase(tx, buyer, { productId: extraId, purchaseOptionId: option, lockVoucher: false });
    const [held, downgrade] = await readTogether(tx, [
      () => heldState(tx, buyer, extraId),
      () => pendingDowngrade(tx, buyer.connectionId),
    ] as const);
    requirePurchasable({ quote, held, downgrade, country: context.country });
    quotes.push(quote);
  }
  const completeNow: Subscribed['completeNow'] = [];
  let charged = 0;
  let purchasedPrice = 0;
  let basePurchase: { id: string; referenceNo: string | null } | null = null;
  for (const quote of quotes) {
    const purchase = await chargeToBill(tx, buyer, quote, now);
    completeNow.push({ id: purchase.id, productId: quote.product.id });
    basePurchase ??= purchase;
    charged += quote.charged;
    purchasedPrice += quote.purchasedPrice;
  }
  const result = settledResult({
    purchaseId: basePurchase?.id ?? null,
    referenceNo: basePurchase?.referenceNo ?? null,
    amount: Math.round(charged * 100) / 100,
    purchasedPrice: Math.round(purchasedPrice * 100) / 100,
  });
  // Extras first, so the package's completion (which activates the connection) comes last.
  return { response: { kind: 'completed', result }, completeNow: completeNow.reverse() };
}

async function defaultOptionOf(tx: Transaction, productId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: purchaseOptions.id })
    .from(purchaseOptions)
    .innerJoin(products, eq(products.purchaseOptionGroupId, purchaseOptions.purchaseOptionGroupId))
    .where(and(eq(products.id, productId), eq(purchaseOptions.isDefault, true)));
  return rows.map((row) => row.id);
}

/** Card (type 7): a pending purchase and card transaction, and the signed checkout for the popup. */
async function cardCheckout(
  tx: Transaction,
  context: RegistrationContext,
  buyer: Buyer,
  quote: PurchaseQuote,
): Promise<Subscribed> {
  const opened = await openCheckout(
    tx,
    { buyer, integrations: context.integrations, publicUrl: context.publicUrl },
    quote,
    buyer.mobile,
  );
  return { response: { kind: 'card', ...opened }, completeNow: [] };
}

function pendingResult(quote: PurchaseQuote, purchaseId: string, transactionId: string | null): TransactionResult {
  return {
    status: 'PENDING',
    paymentStatus: 'PENDING',
    authCode: null,
    description: null,
    transactionId,
    referenceNo: null,
    purchaseId,
    amount: quote.charged,
    purchasedPrice: quote.purchasedPrice,
    unsubscriptionCancelled: false,
    networkError: false,
  };
}

/** Operator (type 6): a pending purchase that waits for the subscriber's consent to be charged. */
async function awaitConsent(tx: Transaction, buyer: Buyer, quote: PurchaseQuote): Promise<Subscribed> {
  const purchase = await insertPurchase(tx, {
    buyer,
    quote,
    status: 'PURCHASE_PENDING',
    paymentStatus: 'PENDING',
    method: 'OPERATOR',
    now: new Date(),
  });
  await auditPurchase(tx, buyer, quote, purchase.id, 'OPERATOR');
  return { response: { kind: 'consent', result: pendingResult(quote, purchase.id, null) }, completeNow: [] };
}

/**
 * The app's registration context with the caller's country and language (for what the purchase writes)
 * and address (for the audit log).
 */
export type SubscribeContext = RegistrationContext & { country: string; language: UiLanguage; ipAddress: string };

/**
 * POST /registration/subscribe: the chosen package is bought on the connection's own payment route, in
 * one transaction with the Idempotency-Key (decision 0009). Bill-paid and free packages complete after
 * the commit, and with them the registration (completion.ts). A retry with the same key after the
 * registration completed gets the first answer again; any other call then is a 409.
 */
export async function subscribe(
  context: SubscribeContext,
  target: RegistrationTarget,
  input: SubscribeInput,
  idempotencyKey: string | undefined,
): Promise<RegistrationSubscribeResponse> {
  requireVerified(target);
  const scope: IdempotencyScope = { accountId: target.accountId, key: idempotencyKey, request: { subscribe: input } };
  let completeNow: Subscribed['completeNow'] = [];
  const response = await idempotent(context.db, scope, async (tx) => {
    const buyer = await registrationBuyer(tx, target, context.ipAddress);
    // A completed registration is reached here only to replay a stored answer; a new choice is refused.
    if (target.mode === 'register' && buyer.status !== 'pending_registration') {
      throw registrationError(409, ErrorCode.conflict, 'registration.notWaitingForPackage');
    }
    await giveUpEarlierChoice(tx, buyer, context.language);
    const quote = await quoteBase(tx, target, buyer, input);
    if (buyer.route !== 'bill' && input.extraPackageIds.length > 0) {
      throw registrationRule('registration.packageNotOffered');
    }
    let subscribed: Subscribed;
    if (buyer.route === 'bill' || quote.charged === 0) subscribed = await billPaid(tx, context, buyer, quote, input);
    else if (buyer.route === 'card') subscribed = await cardCheckout(tx, context, buyer, quote);
    else subscribed = await awaitConsent(tx, buyer, quote);
    completeNow = subscribed.completeNow;
    return subscribed.response;
  });
  for (const purchase of completeNow) {
    await completePaidPurchase(
      context.db,
      context.integrations.provisioning,
      { ...purchase, connectionId: target.connectionId },
      context.language,
    );
  }
  return response;
}
