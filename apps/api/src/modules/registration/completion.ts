import { randomInt } from 'node:crypto';
import type { RegistrationCompletion, UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, connectionRegistrations, connections, products, productTypes, purchases } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { hashPin } from '../../lib/pin-hash';
import { sendEmailConfirmation } from '../account-access/email-confirmation';
import { dataBundlePurchaseStatus } from '../billing/data-bundles';
import { insertBundledDataBundles, provisionPurchases, type ToProvision } from '../package-change/package-switch';
import { isBasePackage } from '../products/is-base-package';
import { latestConnectionPayment } from '../purchasing/reference';
import type { RegistrationTarget } from './access';
import { completionContextOf } from './context';

/** A paid purchase as completePaidPurchase knows it. */
export interface PaidPurchase {
  id: string;
  connectionId: string;
  productId: string;
}

/**
 * The completion hook (decision 0009), called by completePaidPurchase for every paid purchase. A paid
 * base package on a connection pending registration makes it active, completes the registration, sets a
 * random 4-digit parental PIN (only its hash is kept), sends one SMS with the validation code and the PIN,
 * and e-mails the confirmation link when the sign-up created the account. A paid base package on a
 * suspended connection (a new package chosen after a one-off one ended) makes it active. The connection
 * row is locked and the status checked, so a repeated notification does nothing the second time.
 */
export async function onPurchasePaid(db: DbOrTx, purchase: PaidPurchase, language: UiLanguage): Promise<void> {
  const [connection] = await db
    .select({ status: connections.status })
    .from(connections)
    .where(eq(connections.id, purchase.connectionId));
  if (!connection || (connection.status !== 'pending_registration' && connection.status !== 'suspended')) return;
  if (!(await isBasePackage(db, purchase.productId))) return;
  const pin = String(randomInt(0, 10_000)).padStart(4, '0');
  const pinHash = hashPin(purchase.connectionId, pin);
  const context = completionContextOf(db);
  const bundled = await db.transaction(async (tx): Promise<ToProvision[]> => {
    const [locked] = await tx
      .select({ connection: connections, account: accounts, registration: connectionRegistrations })
      .from(connections)
      .innerJoin(accounts, eq(accounts.id, connections.accountId))
      .leftJoin(connectionRegistrations, eq(connectionRegistrations.connectionId, connections.id))
      .where(eq(connections.id, purchase.connectionId))
      .for('update', { of: connections });
    if (!locked) return [];
    const { connection: row, account, registration } = locked;
    if (row.status === 'suspended') {
      await tx.update(connections).set({ status: 'active', updatedAt: new Date() }).where(eq(connections.id, row.id));
      await recordAudit(tx, {
        action: 'registration.reactivated',
        outcome: 'success',
        accountId: account.id,
        subjectType: 'connection',
        subjectId: row.id,
        details: { purchaseId: purchase.id },
      });
      return [];
    }
    if (row.status !== 'pending_registration') return [];
    const now = new Date();
    await tx
      .update(connections)
      .set({ status: 'active', parentalPinHash: pinHash, updatedAt: now })
      .where(eq(connections.id, row.id));
    await tx
      .update(connectionRegistrations)
      .set({ step: 'completed', completedAt: now })
      .where(eq(connectionRegistrations.connectionId, row.id));
    if (context && row.mobile) {
      await context.integrations.sms.send(tx, {
        to: row.mobile,
        text: messageTextIn(language, 'registration.smsCompleted', { code: row.validationCode, pin }),
      });
    }
    if (context && registration?.newAccount && account.emailConfirmedAt === null) {
      await sendEmailConfirmation(
        tx,
        { id: account.id, email: account.email, firstName: account.firstName },
        { email: context.integrations.email, publicUrl: context.publicUrl },
      );
    }
    await recordAudit(tx, {
      action: 'registration.completed',
      outcome: 'success',
      accountId: account.id,
      subjectType: 'connection',
      subjectId: row.id,
      details: { purchaseId: purchase.id, productId: purchase.productId, notified: context !== undefined },
    });
    return row.broadband ? withDataBundles(tx, purchase.id) : [];
  });
  if (bundled.length > 0 && context) {
    await provisionPurchases(db, context.integrations.provisioning, purchase.connectionId, bundled);
  }
}

/** A broadband connection's new package comes with its own data bundle, as a package change gives it. */
async function withDataBundles(tx: DbOrTx, purchaseId: string): Promise<ToProvision[]> {
  const [base] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!base) return [];
  return insertBundledDataBundles(tx, {
    id: base.id,
    connectionId: base.connectionId,
    productId: base.productId,
    purchaseType: base.purchaseType,
    status: 'PURCHASE_COMPLETE',
    paymentStatus: 'SUCCESS',
    purchasedAt: base.purchasedAt,
    billingStartDate: base.billingStartDate,
    billingEndDate: base.billingEndDate,
  });
}

/** GET /registration/{connectionId}/completion: what /auth and /authcode show. */
export async function completionOf(
  db: DbOrTx,
  target: RegistrationTarget,
  language: UiLanguage,
): Promise<RegistrationCompletion> {
  const [row] = await db
    .select({ connection: connections, email: accounts.email })
    .from(connections)
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .where(eq(connections.id, target.connectionId));
  // A newer sign-up on the same line or address may have replaced this unfinished one.
  if (!row) throw notFound();
  const live = await db
    .select({
      productId: products.id,
      typeName: productTypes.typeName,
      name: products.name,
      price: purchases.price,
      tax: purchases.taxAmount,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(
      and(
        eq(purchases.connectionId, target.connectionId),
        inArray(purchases.status, ['PURCHASE_PENDING', 'PAYMENT_SUCCESS', 'PURCHASE_COMPLETE']),
      ),
    )
    .orderBy(desc(purchases.purchasedAt));
  const base = live.find((purchase) => purchase.typeName === 'package');
  const dataBundle = live.find((purchase) => purchase.typeName === 'databundle');
  // A suspended connection choosing a new package (decision 0009) is not done until that package is paid:
  // its registration was completed long ago, but /paymentStatus waits on this flag for the card payment.
  const completed = row.connection.status !== 'pending_registration' && row.connection.status !== 'suspended';
  return {
    completed,
    authCode: completed ? row.connection.validationCode : null,
    email: row.email,
    telephoneNumber: row.connection.telephoneNumber,
    mobile: row.connection.mobile,
    connectionType: row.connection.connectionType,
    serviceType: row.connection.serviceType as RegistrationCompletion['serviceType'],
    broadband: row.connection.broadband,
    dataBundleIncluded: dataBundle !== undefined,
    dataBundleStatus: dataBundle
      ? await dataBundlePurchaseStatus(db, row.connection.id, dataBundle.productId, language)
      : null,
    productName: base?.name ?? null,
    amount: base ? Math.round((base.price + base.tax) * 100) / 100 : null,
    payment: await latestConnectionPayment(db, target.connectionId),
  };
}
