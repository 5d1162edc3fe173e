import { randomInt } from 'node:crypto';
import type { UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, connectionRegistrations, connections, purchases } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { hashPin } from '../../lib/pin-hash';
import { sendEmailConfirmation } from '../account-access/email-confirmation';
import { insertBundledDataBundles, provisionPurchases, type ToProvision } from '../package-change/switch-base-package';
import { isBasePackage } from '../products/is-base-package';
import type { PurchasePayment, SettlementDeps } from './settlement';

/** What the connection's status let the payment do: complete its registration, make it active again, or nothing. */
type Step = 'completed' | 'reactivated' | null;

/**
 * A purchase paid on a connection pending registration or suspended (decision 0009), after its
 * provisioning. A paid base package on a connection pending registration makes it active, completes the
 * registration, sets a random 4-digit parental PIN (only its hash is kept), sends one SMS with the
 * validation code and the PIN, and e-mails the confirmation link when the sign-up created the account.
 * A paid base package on a suspended connection (a new package chosen after a one-off one ended) makes it
 * active. The connection row is locked and the status checked, so a repeated notification does nothing
 * the second time.
 */
export async function completeRegistration(
  deps: SettlementDeps,
  purchase: PurchasePayment['purchase'],
  language: UiLanguage,
): Promise<void> {
  const { db, integrations } = deps;
  const [connection] = await db
    .select({ status: connections.status })
    .from(connections)
    .where(eq(connections.id, purchase.connectionId));
  if (!connection || (connection.status !== 'pending_registration' && connection.status !== 'suspended')) return;
  if (!(await isBasePackage(db, purchase.productId))) return;
  const pin = String(randomInt(0, 10_000)).padStart(4, '0');
  const pinHash = hashPin(purchase.connectionId, pin);
  const done = await db.transaction(async (tx): Promise<{ step: Step; bundled: ToProvision[] }> => {
    const [locked] = await tx
      .select({ connection: connections, account: accounts, registration: connectionRegistrations })
      .from(connections)
      .innerJoin(accounts, eq(accounts.id, connections.accountId))
      .leftJoin(connectionRegistrations, eq(connectionRegistrations.connectionId, connections.id))
      .where(eq(connections.id, purchase.connectionId))
      .for('update', { of: connections });
    if (!locked) return { step: null, bundled: [] };
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
      return { step: 'reactivated', bundled: [] };
    }
    if (row.status !== 'pending_registration') return { step: null, bundled: [] };
    const now = new Date();
    await tx
      .update(connections)
      .set({ status: 'active', parentalPinHash: pinHash, updatedAt: now })
      .where(eq(connections.id, row.id));
    await tx
      .update(connectionRegistrations)
      .set({ step: 'completed', completedAt: now })
      .where(eq(connectionRegistrations.connectionId, row.id));
    if (row.mobile) {
      await integrations.sms.send(tx, {
        to: row.mobile,
        text: messageTextIn(language, 'registration.smsCompleted', { code: row.validationCode, pin }),
      });
    }
    if (registration?.newAccount && account.emailConfirmedAt === null) {
      await sendEmailConfirmation(
        tx,
        { id: account.id, email: account.email, firstName: account.firstName },
        { email: integrations.email, publicUrl: deps.publicUrl },
        language,
      );
    }
    await recordAudit(tx, {
      action: 'registration.completed',
      outcome: 'success',
      accountId: account.id,
      subjectType: 'connection',
      subjectId: row.id,
      details: { purchaseId: purchase.id, productId: purchase.productId },
    });
    return { step: 'completed', bundled: row.broadband ? await withDataBundles(tx, purchase.id) : [] };
  });
  // Counted once committed; a repeated notification found nothing to do and counts nothing.
  if (done.step === 'completed') deps.metrics.registrations.inc({ step: 'completed' });
  if (done.step === 'reactivated') deps.metrics.reactivations.inc();
  if (done.bundled.length > 0) await provisionPurchases(db, integrations, purchase.connectionId, done.bundled);
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
