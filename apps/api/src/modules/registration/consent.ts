import {
  ConnectionType,
  type ConsentResponse,
  nationalNumber,
  RegistrationErrorCode,
  type TransactionResult,
  type UiLanguage,
} from '@selfcare/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { operatorConsents, purchases, transactions, unremovedLivePurchaseStatuses } from '../../db/schema';
import type { OperatorConsentState } from '../../integrations/operator-consent';
import { notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { unavailableFor } from '../../lib/database-unavailable';
import { claimIdempotencyKey, type IdempotencyScope, storeIdempotentResult } from '../../lib/idempotency';
import { callOperator } from '../operator-payments/call-operator';
import { operatorResult } from '../operator-payments/operator-result';
import { openOperatorTransaction, readOperatorTransaction } from '../operator-payments/operator-transactions';
import { retryOperatorPayment } from '../operator-payments/retry-operator-payment';
import { settleOperatorPurchase } from '../operator-payments/settle-operator-payment';
import { type RegistrationTarget, resolveTarget } from './access';
import { registrationError, registrationRule } from './errors';
import { orderPayment } from './order-payment';
import { recordConsentDecision } from './record-consent-decision';
import type { RegistrationCaller, RegistrationContext } from './registration-context';

/** Where the consent page returns: the portal's payment status page validates the bridge id. */
export const CONSENT_RETURN_PATH = '/paymentStatus';

function requireOperatorConnection(target: RegistrationTarget, msisdn: string): void {
  if (target.connectionType !== ConnectionType.mobileOperator)
    throw registrationRule('registration.notWaitingForPackage');
  if (!target.mobile || nationalNumber(target.mobile) !== nationalNumber(msisdn)) {
    throw registrationRule('registration.consentMsisdnMismatch');
  }
}

/** How long to wait before asking again when the operator's consent service could not be asked. */
const CONSENT_RETRY_AFTER_SECONDS = 30;

/**
 * The operator's consent service failed or gave no answer: the request was fine, so it is answered 503
 * with Retry-After (a circuit already open answers its own).
 */
async function askOperator<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 503) throw error;
    throw unavailableFor(CONSENT_RETRY_AFTER_SECONDS);
  }
}

/**
 * POST /registration/consent: a consent request (integrations/operator-consent.ts) the subscriber
 * approves on the operator's page, which returns to `portalUrl` (lib/portal-url.ts: the portal as the
 * browser reached it). The row links the operator's bridge id to the connection.
 */
export async function createConsent(
  context: RegistrationContext,
  target: RegistrationTarget,
  msisdn: string,
  caller: { ipAddress: string; portalUrl: string },
): Promise<ConsentResponse> {
  requireOperatorConnection(target, msisdn);
  const returnUrl = `${caller.portalUrl}${CONSENT_RETURN_PATH}`;
  const { bridgeId: bridgeID, redirectUrl } = await askOperator(() =>
    context.integrations.operatorConsent.create({
      msisdn: target.mobile ?? msisdn,
      returnUrl,
      portalUrl: caller.portalUrl,
    }),
  );
  await context.db.transaction(async (tx) => {
    await tx.insert(operatorConsents).values({
      connectionId: target.connectionId,
      msisdn: target.mobile ?? msisdn,
      bridgeId: bridgeID,
      status: 'PENDING',
    });
    await recordAudit(tx, {
      action: 'registration.consent_request',
      outcome: 'success',
      accountId: target.accountId,
      subjectType: 'connection',
      subjectId: target.connectionId,
      ipAddress: caller.ipAddress,
    });
  });
  return { bridgeID, consentUrl: redirectUrl };
}

/**
 * The consent's state: the row's once decided, else the operator's. A decision the operator reports is
 * written to the row; a grant replaces the connection's earlier one. An expired request stays PENDING
 * in the row (the operator answers EXPIRED whenever asked).
 */
async function consentState(
  context: RegistrationContext,
  consent: typeof operatorConsents.$inferSelect,
): Promise<OperatorConsentState | 'REVOKED'> {
  if (consent.status !== 'PENDING') return consent.status;
  const state = await askOperator(() => context.integrations.operatorConsent.state(consent.bridgeId));
  if (state === 'GRANTED' || state === 'DENIED') {
    await context.db.transaction((tx) => recordConsentDecision(tx, consent, state));
  }
  return state;
}

type Step =
  | { kind: 'answered'; result: TransactionResult }
  | { kind: 'charge'; transactionId: string; amount: number; itemName: string };

/**
 * POST /registration/consent/validate: with consent GRANTED, the registration's pending purchase is
 * charged on the operator (decision 0009). Under the purchase's row lock only the first validation opens
 * the payment and charges; the others answer the payment as it stands, so a doubled return or a reload
 * never charges twice. The operator's answer is written as for any purchase (settleOperatorPurchase).
 */
export async function validateConsent(
  context: RegistrationContext,
  caller: RegistrationCaller,
  query: { bridgeId: string; msisdn: string },
  idempotencyKey: string | undefined,
): Promise<TransactionResult> {
  const [consent] = await context.db
    .select()
    .from(operatorConsents)
    .where(eq(operatorConsents.bridgeId, query.bridgeId));
  if (!consent) throw notFound();
  const target = await resolveTarget(context.db, caller, consent.connectionId, { allowReactivation: true });
  requireOperatorConnection(target, query.msisdn);
  const state = await consentState(context, consent);
  if (state !== 'GRANTED') {
    await recordAudit(context.db, {
      action: 'registration.consent_validate',
      outcome: 'failure',
      accountId: target.accountId,
      subjectType: 'connection',
      subjectId: target.connectionId,
      ipAddress: caller.ipAddress,
      details: { consentStatus: state },
    });
    throw registrationError(400, RegistrationErrorCode.consentNotGranted, 'registration.consentNotGranted');
  }
  // Refused before any payment is written while the operator is known to be down.
  context.integrations.operatorBilling.requireReachable();
  const scope: IdempotencyScope = { accountId: target.accountId, key: idempotencyKey, request: { validate: query } };
  const step = await context.db.transaction(async (tx): Promise<Step> => {
    const earlier = await claimIdempotencyKey<TransactionResult>(tx, scope);
    if (earlier) return { kind: 'answered', result: earlier.stored };
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.connectionId, target.connectionId),
          eq(purchases.paymentMethod, 'OPERATOR'),
          inArray(purchases.status, [...unremovedLivePurchaseStatuses]),
          // The package's purchase: the extra screens chosen with it are charged with it.
          isNull(purchases.paidWithPurchaseId),
        ),
      )
      .orderBy(desc(purchases.purchasedAt))
      .limit(1)
      .for('update');
    if (!purchase) throw registrationRule('registration.notWaitingForPackage');
    const [existing] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.purchaseId, purchase.id))
      .orderBy(desc(transactions.createdAt))
      .limit(1);
    if (existing) {
      const result = operatorResult(await readOperatorTransaction(tx, existing.id), caller.language);
      await storeIdempotentResult(tx, scope, result);
      return { kind: 'answered', result };
    }
    if (purchase.status !== 'PURCHASE_PENDING') throw registrationRule('registration.notWaitingForPackage');
    const { amount, taxAmount, itemName } = await orderPayment(tx, purchase.id);
    const transactionId = await openOperatorTransaction(tx, {
      connectionId: target.connectionId,
      purchaseId: purchase.id,
      purpose: 'PURCHASE',
      amount,
      taxAmount,
      itemName,
    });
    await recordAudit(tx, {
      action: 'registration.consent_validate',
      outcome: 'success',
      accountId: target.accountId,
      subjectType: 'transaction',
      subjectId: transactionId,
      ipAddress: caller.ipAddress,
      details: { bridgeId: query.bridgeId, purchaseId: purchase.id },
    });
    return { kind: 'charge', transactionId, amount, itemName };
  });
  if (step.kind === 'answered') return step.result;
  const call = await callOperator(
    () =>
      context.integrations.operatorBilling.charge({
        msisdn: target.mobile ?? query.msisdn,
        amount: step.amount,
        reference: step.transactionId,
        description: step.itemName,
      }),
    caller.language,
  );
  return settleOperatorPurchase({
    db: context.db,
    integrations: context.integrations,
    publicUrl: context.publicUrl,
    metrics: context.metrics,
    accountId: target.accountId,
    transactionId: step.transactionId,
    expected: ['PENDING'],
    call,
    idempotency: scope,
    language: caller.language,
    ipAddress: caller.ipAddress,
  });
}

/** POST /registration/retry: the registration's operator payment the operator asked to retry. */
export async function retryRegistrationPayment(
  context: RegistrationContext,
  target: RegistrationTarget,
  idempotencyKey: string | undefined,
  language: UiLanguage,
  ipAddress: string,
): Promise<TransactionResult> {
  const [open] = await context.db
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(purchases, eq(purchases.id, transactions.purchaseId))
    .where(
      and(
        eq(transactions.connectionId, target.connectionId),
        eq(transactions.channel, 'OPERATOR'),
        eq(purchases.status, 'PURCHASE_PENDING'),
        inArray(transactions.status, ['RETRY', 'PENDING']),
      ),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  if (!open) throw registrationRule('registration.nothingToRetry');
  return retryOperatorPayment(
    {
      db: context.db,
      integrations: context.integrations,
      publicUrl: context.publicUrl,
      metrics: context.metrics,
      accountId: target.accountId,
      idempotency: { accountId: target.accountId, key: idempotencyKey, request: { retry: target.connectionId } },
      language,
      ipAddress,
    },
    open.id,
  );
}
