import { randomUUID } from 'node:crypto';
import type { UiLanguage } from '@selfcare/contracts';
import { and, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { placeholders, reusableStatement } from '../../db/reusable-statement';
import {
  connections,
  livePurchaseStatuses,
  type PurchasePaymentMethod,
  type PurchaseStatus,
  purchases,
} from '../../db/schema';
import { type Provisioning, provisionOrPending } from '../../integrations/provisioning';
import { isUniqueViolation } from '../../lib/database-errors';
import { newReferenceNo } from '../../lib/reference-number';
import { addPeriod, utcDate } from '../products/dates';
import { coverPaidPurchaseByUnsubscribe } from '../profile/unsubscribe-late-payment';
import { onPurchasePaid } from '../registration/completion';
import type { Buyer } from './buyer';
import { purchaseConflict } from './errors';
import { restoreGiftVoucherUse, useGiftVoucher } from './gift-redemption';
import type { PurchaseQuote } from './quote';

export interface NewPurchase {
  buyer: Buyer;
  quote: PurchaseQuote;
  status: Extract<PurchaseStatus, 'PURCHASE_PENDING' | 'PAYMENT_SUCCESS'>;
  paymentStatus: 'SUCCESS' | 'PENDING';
  method: PurchasePaymentMethod;
  now: Date;
  /** The purchase whose payment pays for this one too (decision 0030); it is paid and failed with it. */
  paidWithPurchaseId?: string | null;
}

/** insertPurchase's statement, built once (decision 0027): a value for every column it writes. */
const insertPurchaseRow = reusableStatement('purchase_insert', (db) =>
  db.insert(purchases).values({
    ...placeholders(
      'id',
      'connectionId',
      'productId',
      'purchaseOptionId',
      'purchaseType',
      'status',
      'paymentStatus',
      'paymentMethod',
      'price',
      'discountAmount',
      'taxAmount',
      'promotionalVoucherId',
      'purchasedAt',
      'billingStartDate',
      'billingEndDate',
      'referenceNo',
      'paidWithPurchaseId',
    ),
    provisioningStatus: 'PENDING',
  }),
);

/** A purchase row to write: its id and reference number are known before it is written. */
export interface PurchaseRow {
  id: string;
  referenceNo: string | null;
  /** Writes the row (and a gift voucher's use); a second live purchase rejects it. */
  write(): Promise<void>;
}

/**
 * Writes the purchase row: its first period starts today and ends one utilization period later. A
 * second live purchase of the same product on the connection (a double click, a race) breaks the
 * partial unique index and becomes a 409, and the caller's transaction rolls back with it. The row's
 * id and reference number are made here, so the caller can send what refers to the purchase (its bill
 * line, its audit row) in the same round trip (decision 0028).
 */
export function purchaseRow(db: DbOrTx, input: NewPurchase): PurchaseRow {
  const { buyer, quote, now } = input;
  const today = utcDate(now);
  const id = randomUUID();
  const paidWithPurchaseId = input.paidWithPurchaseId ?? null;
  // markPaid gives the one purchase it is called for a reference in its statement; the ones paid with it
  // have theirs from the start (like every reference, shown only once paid).
  const referenceNo = input.paymentStatus === 'SUCCESS' || paidWithPurchaseId ? newReferenceNo('PR') : null;
  const write = async () => {
    await insertPurchaseRow(db, {
      id,
      connectionId: buyer.connectionId,
      productId: quote.product.id,
      purchaseOptionId: quote.option.id,
      purchaseType: quote.option.purchaseType,
      status: input.status,
      paymentStatus: input.paymentStatus,
      paymentMethod: input.method,
      price: quote.purchasedPrice,
      discountAmount: quote.discountAmount,
      taxAmount: quote.taxAmount,
      promotionalVoucherId: quote.voucher && !quote.voucher.purchasedVoucherId ? quote.voucher.voucherId : null,
      purchasedAt: now,
      billingStartDate: today,
      billingEndDate: addPeriod(today, quote.option.utilization),
      referenceNo,
      paidWithPurchaseId,
    });
    if (quote.voucher?.purchasedVoucherId) {
      await useGiftVoucher(db, {
        purchasedVoucherId: quote.voucher.purchasedVoucherId,
        purchaseId: id,
        connectionId: buyer.connectionId,
        valueUsed: quote.voucher.discountValue,
        now,
      });
    }
  };
  return {
    id,
    referenceNo,
    write: () =>
      write().catch((error: unknown) => {
        throw isUniqueViolation(error) ? purchaseConflict('purchase.alreadyPurchased') : error;
      }),
  };
}

/** Writes a purchase row (purchaseRow), answering its id and reference number. */
export async function insertPurchase(
  db: DbOrTx,
  input: NewPurchase,
): Promise<{ id: string; referenceNo: string | null }> {
  const { write, ...purchase } = purchaseRow(db, input);
  await write();
  return purchase;
}

/**
 * Marks a purchase paid (giving it its reference number if it has none), with the purchases its payment
 * also paid for (decision 0030), and provisions them (provisionPaidPurchase), the purchase first: a
 * registration's package activates its connection. Call it after the payment's transaction has
 * committed; it only moves a purchase forward. `language` is the one of the request that paid it
 * (English in the lifecycle sweep), for a registration's SMS.
 */
export async function completePaidPurchase(
  db: DbOrTx,
  provisioning: Provisioning,
  purchase: { id: string; connectionId: string; productId: string },
  language: UiLanguage,
): Promise<void> {
  const paidWith = await markPaid(db, purchase.id);
  await provisionPaidPurchase(db, provisioning, purchase, language);
  for (const companion of paidWith) await provisionPaidPurchase(db, provisioning, companion, language);
}

/**
 * Provisioning's update and the connection's status under a shared lock, in one statement (decision
 * 0024), built once (decision 0027).
 */
const provisionUnderConnectionLock = reusableStatement('purchase_provision', (db) => {
  const locked = db.$with('connection').as(
    db
      .select({ status: connections.status })
      .from(connections)
      .where(eq(connections.id, sql.placeholder('connectionId')))
      .for('share'),
  );
  const provisioned = db.$with('provisioned').as(
    db
      .update(purchases)
      .set({
        provisioningStatus: sql`${sql.placeholder('provisioningStatus')}`,
        status: sql`${sql.placeholder('status')}`,
        updatedAt: sql`${sql.placeholder('updatedAt')}`,
      })
      .where(
        and(
          eq(purchases.id, sql.placeholder('purchaseId')),
          eq(purchases.status, 'PAYMENT_SUCCESS'),
          exists(db.select().from(locked)),
        ),
      ),
  );
  return db.with(locked, provisioned).select().from(locked);
});

/**
 * Provisions a purchase already marked paid with its reference number: complete when the platform says
 * SUCCESS, else paid and waiting (PAYMENT_SUCCESS) with the platform's status. A subscription completed
 * on a connection pending termination does not renew (decision 0010). A bill-paid purchase is committed
 * paid and with its reference, so it comes here directly; every other payment goes through
 * completePaidPurchase.
 */
export async function provisionPaidPurchase(
  db: DbOrTx,
  provisioning: Provisioning,
  purchase: { id: string; connectionId: string; productId: string },
  language: UiLanguage,
): Promise<void> {
  const outcome = await provisionOrPending(provisioning, {
    purchaseId: purchase.id,
    connectionId: purchase.connectionId,
    productId: purchase.productId,
  });
  // The purchase's outcome and the connection's status under a shared lock, in one statement (decision
  // 0024). The lock is taken first, as the update depends on it: connection, then purchase, the order
  // package changes and renewals take them in. So an unsubscribe of the connection either committed first
  // and is seen here, or runs after and stops the purchase itself (decision 0010); the rarer states are
  // handled, and checked again, under their own locks. Most connections are active, and then nothing more
  // is due.
  const [connection] = await provisionUnderConnectionLock(db, {
    connectionId: purchase.connectionId,
    purchaseId: purchase.id,
    provisioningStatus: outcome,
    status: outcome === 'SUCCESS' ? 'PURCHASE_COMPLETE' : 'PAYMENT_SUCCESS',
    updatedAt: new Date().toISOString(),
  });
  switch (connection?.status) {
    case 'pending_terminated':
      // Paid after its connection was unsubscribed: that unsubscribe covers it too.
      await coverPaidPurchaseByUnsubscribe(db, purchase);
      return;
    case 'pending_registration':
    case 'suspended':
      await onPurchasePaid(db, purchase, language);
      return;
    default:
      return;
  }
}

/**
 * One statement: a pending purchase becomes paid, and a purchase without a reference number gets one;
 * so do the pending purchases paid with it, which it answers. A purchase already paid with its reference
 * (a bill-paid one, a repeated notification) is not written.
 */
async function markPaid(
  db: DbOrTx,
  purchaseId: string,
): Promise<{ id: string; connectionId: string; productId: string }[]> {
  const pending = sql`${purchases.status} = 'PURCHASE_PENDING'`;
  const written = await db
    .update(purchases)
    .set({
      status: sql`case when ${pending} then 'PAYMENT_SUCCESS' else ${purchases.status} end`,
      paymentStatus: sql`case when ${pending} then 'SUCCESS' else ${purchases.paymentStatus} end`,
      referenceNo: sql`coalesce(${purchases.referenceNo}, ${newReferenceNo('PR')})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        or(eq(purchases.id, purchaseId), eq(purchases.paidWithPurchaseId, purchaseId)),
        or(eq(purchases.status, 'PURCHASE_PENDING'), isNull(purchases.referenceNo)),
      ),
    )
    .returning({ id: purchases.id, connectionId: purchases.connectionId, productId: purchases.productId });
  return written.filter((row) => row.id !== purchaseId);
}

/**
 * A payment that did not go through: the purchase fails, with the purchases it was to pay for too, and
 * frees the products for another try.
 */
export async function failPurchase(db: DbOrTx, purchaseId: string): Promise<void> {
  const failed = await db
    .update(purchases)
    .set({ status: 'PURCHASE_FAILED', paymentStatus: 'FAILURE', endedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        or(eq(purchases.id, purchaseId), eq(purchases.paidWithPurchaseId, purchaseId)),
        eq(purchases.status, 'PURCHASE_PENDING'),
      ),
    )
    .returning({ id: purchases.id });
  if (failed.some((row) => row.id === purchaseId)) await restoreGiftVoucherUse(db, purchaseId);
}

/** Subscribing again to a product pending removal cancels the unsubscription; nothing is charged. */
export async function cancelUnsubscription(db: DbOrTx, purchaseId: string): Promise<boolean> {
  const rows = await db
    .update(purchases)
    .set({ status: 'PURCHASE_COMPLETE', unsubscribedAt: null, updatedAt: new Date() })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'PURCHASE_PENDING_REMOVE')))
    .returning({ id: purchases.id });
  return rows.length > 0;
}

/** The connection's live purchase of a product, locked for the caller's transaction. */
export async function lockLivePurchase(
  db: DbOrTx,
  connectionId: string,
  where: { productId?: string; purchaseId?: string },
) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.connectionId, connectionId),
        inArray(purchases.status, [...livePurchaseStatuses]),
        where.productId ? eq(purchases.productId, where.productId) : undefined,
        where.purchaseId ? eq(purchases.id, where.purchaseId) : undefined,
      ),
    )
    .for('update');
  return row ?? null;
}
