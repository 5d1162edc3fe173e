import {
  type CancellationReason,
  ErrorCode,
  type ProductSummary,
  type PurchaseOption,
  type TransactionResult,
} from '@selfcare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { downgradeStatusQueryOptions } from '@/shared/account/api/get-downgrade-status';
import { ApiRequestError, ClientErrorCode, errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { newIdempotencyKey } from '@/shared/payment/api/idempotency';
import { refreshConnectionQueries } from '@/shared/payment/api/refresh-connection-queries';
import { retryOperatorPayment } from '@/shared/payment/api/retry-operator-payment';
import type { ConfirmationError } from '@/shared/payment/components/pin-modal';
import { type PurchaseKind, purchaseKindOf } from '@/shared/payment/model/purchase-kind';
import { purchaseOptionsQueryOptions } from '../api/get-purchase-options';
import { acceptRetentionOffer, getRetentionOffer, termsOfOffer } from '../api/retention-offer';
import { blockedUntil } from '../model/downgrade-block';
import type { FlowOutcome } from '../model/outcome';
import type { PaymentContext, PurchaseOrder } from '../payment/payment-context';
import { settleOperatorAnswer } from '../payment/settle-operator-answer';
import { settlePurchase } from '../payment/settle-purchase';
import { type Submitted, submitPurchase } from '../payment/submit-purchase';
import { unsubscribe } from '../payment/unsubscribe';
import type { RetentionOfferView } from './retention-offer-modal';

/** A subscriber who can buy: logged in, with a selected connection whose type is known. */
export interface Buyer {
  userId: string;
  connectionId: string;
  connectionType: number;
  telephoneNumber: string;
  broadband: boolean;
}

/** Why the purchase modal did not open: a pending downgrade, or the purchase table could not be read. */
export type Notice = { kind: 'blocked'; until: string } | { kind: 'prerequisites'; timeout: boolean };

export interface RetryState {
  idempotencyKey: string;
  sending: boolean;
  error: string | null;
}

export type FlowStep =
  | { name: 'idle' }
  | { name: 'opening' }
  | { name: 'notice'; notice: Notice }
  | { name: 'choosing'; options: PurchaseOption[]; selected: PurchaseOption }
  | {
      name: 'confirming';
      order: PurchaseOrder;
      idempotencyKey: string;
      sending: boolean;
      error: ConfirmationError | null;
    }
  | { name: 'paying'; description: string | null }
  | { name: 'result'; kind: PurchaseKind; outcome: FlowOutcome; retry: RetryState | null }
  | { name: 'unsubscribing'; idempotencyKey: string; sending: boolean }
  | {
      name: 'offering';
      offer: RetentionOfferView;
      reason: CancellationReason | undefined;
      idempotencyKey: string;
      sending: boolean;
      accepted: boolean;
      error: string | null;
    };

/** The modals' title: 'Subscribing', 'Purchasing' or 'Unsubscribing'. */
export type FlowTitle = PurchaseKind | 'unsubscribe';

const IDLE: FlowStep = { name: 'idle' };

/**
 * A wrong PIN, the PIN lockout, a request that never got an answer and one the api is still working on
 * leave the PIN modal open, so the subscriber can try again; the retry carries the same
 * Idempotency-Key, so it never charges twice and gets the first request's answer.
 */
function keepsConfirmationOpen(error: unknown): error is ApiRequestError {
  if (!(error instanceof ApiRequestError)) return false;
  return (
    error.code === ErrorCode.wrongPin ||
    error.code === ErrorCode.idempotencyInProgress ||
    error.status === 429 ||
    error.status === 0
  );
}

function isTimeout(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === ClientErrorCode.timeout;
}

/** The option first shown: the one asked for, else the product's own, else the group's default. */
function initialOption(options: readonly PurchaseOption[], preferred: string): PurchaseOption | undefined {
  return options.find((option) => option.id === preferred) ?? options.find((option) => option.default) ?? options[0];
}

/** The transaction an operator payment result can be retried (or asked about again) by. */
function retryableTransaction(outcome: FlowOutcome): string | null {
  if (outcome.kind === 'retry') return outcome.transactionId;
  if (outcome.kind === 'pending') return outcome.transactionId;
  return null;
}

function isSending(step: FlowStep): boolean {
  if (step.name === 'confirming' || step.name === 'unsubscribing' || step.name === 'offering') return step.sending;
  if (step.name === 'result') return step.retry?.sending ?? false;
  return false;
}

export interface PurchaseFlowInput {
  product: ProductSummary;
  buyer: Buyer;
  /** A data bundle: never blocked by a pending downgrade, and flagged in bill payments. */
  dataBundle: boolean;
}

/**
 * The purchase and unsubscribe flows of one product (spec 001 section 4): the prerequisites, the
 * purchase modal, the PIN, the payment by connection type and the result. Each start abandons the
 * previous run, whose late answers then change nothing.
 */
export function usePurchaseFlow({ product, buyer, dataBundle }: PurchaseFlowInput) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<{ title: FlowTitle; step: FlowStep }>({ title: 'subscribe', step: IDLE });
  const run = useRef(new AbortController());

  useEffect(() => () => run.current.abort(), []);

  const begin = (title: FlowTitle, step: FlowStep): AbortSignal => {
    run.current.abort();
    run.current = new AbortController();
    setFlow({ title, step });
    return run.current.signal;
  };

  const moveTo = (signal: AbortSignal, step: FlowStep) => {
    if (!signal.aborted) setFlow((current) => ({ ...current, step }));
  };

  const paymentContext = (signal: AbortSignal): PaymentContext => ({
    product,
    ...buyer,
    dataBundle,
    signal,
    onPaying: (description) => {
      // The card gateway opens its own modal popup; the PIN modal's focus trap must be gone by then.
      if (!signal.aborted)
        flushSync(() => setFlow((current) => ({ ...current, step: { name: 'paying', description } })));
    },
  });

  const finish = (signal: AbortSignal, kind: PurchaseKind, outcome: FlowOutcome) => {
    if (signal.aborted) return;
    void refreshConnectionQueries(queryClient, buyer.connectionId);
    const retry = retryableTransaction(outcome)
      ? { idempotencyKey: newIdempotencyKey(), sending: false, error: null }
      : null;
    moveTo(signal, { name: 'result', kind, outcome, retry });
  };

  const settle = async (signal: AbortSignal, kind: PurchaseKind, payment: () => Promise<FlowOutcome>) => {
    try {
      finish(signal, kind, await payment());
    } catch (error) {
      finish(signal, kind, { kind: 'purchaseFailed', message: errorMessage(error), cause: null });
    }
  };

  /** SUBSCRIBE / PURCHASE, or a page opened with ?purchaseOptionId= (requestedOptionId). */
  const open = async (requestedOptionId: string | null) => {
    const ownOption = product.purchaseOption;
    if (!ownOption) return;
    const signal = begin(purchaseKindOf(ownOption.purchaseType), { name: 'opening' });
    try {
      const [downgrade, options] = await Promise.all([
        dataBundle ? null : queryClient.fetchQuery(downgradeStatusQueryOptions(buyer.connectionId)),
        queryClient.fetchQuery(
          purchaseOptionsQueryOptions({
            productId: product.id,
            connectionId: buyer.connectionId,
            purchaseOptionId: requestedOptionId,
          }),
        ),
      ]);
      const until = downgrade && blockedUntil(downgrade, { dataBundle });
      const selected = initialOption(options, requestedOptionId ?? ownOption.id);
      if (until) {
        moveTo(signal, { name: 'notice', notice: { kind: 'blocked', until } });
      } else if (selected) {
        moveTo(signal, { name: 'choosing', options, selected });
      } else {
        // No option is offered to this connection: there is nothing to buy it with.
        moveTo(signal, { name: 'notice', notice: { kind: 'prerequisites', timeout: false } });
      }
    } catch (error) {
      moveTo(signal, { name: 'notice', notice: { kind: 'prerequisites', timeout: isTimeout(error) } });
    }
  };

  /** The purchase modal's confirm button: on to the PIN, with the key every retry of it will carry. */
  const choose = (order: PurchaseOrder) => {
    moveTo(run.current.signal, {
      name: 'confirming',
      order,
      idempotencyKey: newIdempotencyKey(),
      sending: false,
      error: null,
    });
  };

  /** The PIN modal's Yes. */
  const confirm = async (pin: string) => {
    const step = flow.step;
    if (step.name !== 'confirming' || step.sending) return;
    const signal = run.current.signal;
    moveTo(signal, { ...step, sending: true, error: null });
    const context = paymentContext(signal);
    let submitted: Submitted;
    try {
      submitted = await submitPurchase(context, step.order, pin, step.idempotencyKey);
    } catch (error) {
      if (keepsConfirmationOpen(error)) {
        const message = isTimeout(error) ? t('errors.timeout') : error.message;
        moveTo(signal, { ...step, sending: false, error: { message, wrongPin: error.code === ErrorCode.wrongPin } });
      } else {
        finish(signal, step.order.kind, { kind: 'purchaseFailed', message: errorMessage(error), cause: null });
      }
      return;
    }
    await settle(signal, step.order.kind, () => settlePurchase(context, submitted));
  };

  /** RETRY PAYMENT of an operator payment. */
  const retryPayment = async () => {
    const step = flow.step;
    if (step.name !== 'result' || !step.retry || step.retry.sending) return;
    const transactionId = retryableTransaction(step.outcome);
    if (!transactionId) return;
    const signal = run.current.signal;
    const retry = step.retry;
    moveTo(signal, { ...step, retry: { ...retry, sending: true, error: null } });
    let answer: TransactionResult;
    try {
      answer = await retryOperatorPayment(transactionId, retry.idempotencyKey, signal);
    } catch (error) {
      moveTo(signal, { ...step, retry: { ...retry, sending: false, error: errorMessage(error) } });
      return;
    }
    const context = paymentContext(signal);
    await settle(signal, step.kind, () => settleOperatorAnswer(context, answer));
  };

  /** UNSUBSCRIBE. */
  const startUnsubscribe = () => {
    begin('unsubscribe', { name: 'unsubscribing', idempotencyKey: newIdempotencyKey(), sending: false });
  };

  /** Unsubscribes, by the connection's type, with the reason if one was chosen. */
  const sendUnsubscribe = async (signal: AbortSignal, idempotencyKey: string, reason?: CancellationReason) => {
    const kind = purchaseKindOf(product.purchaseOption?.purchaseType ?? 'PURCHASE_TYPE_SUBSCRIPTION');
    try {
      finish(signal, kind, await unsubscribe(paymentContext(signal), idempotencyKey, reason));
    } catch (error) {
      finish(signal, kind, { kind: 'unsubscribeFailed', message: errorMessage(error) });
    }
  };

  /**
   * The offer to stay of a running subscription's product, if it has one (decision 0072). An offer that
   * cannot be read is no offer: it never stands between the subscriber and the unsubscribe.
   */
  const offerFor = async (signal: AbortSignal): Promise<RetentionOfferView | null> => {
    const purchaseId = product.purchaseId;
    if (purchaseId === null || product.purchaseOption?.purchaseType !== 'PURCHASE_TYPE_SUBSCRIPTION') return null;
    try {
      return (await getRetentionOffer(buyer.connectionId, purchaseId, signal)).offer;
    } catch {
      return null;
    }
  };

  /** The unsubscribe modal's Yes, with the reason if one was chosen: the offer first, when there is one. */
  const confirmUnsubscribe = async (reason?: CancellationReason) => {
    const step = flow.step;
    if (step.name !== 'unsubscribing' || step.sending) return;
    const signal = run.current.signal;
    moveTo(signal, { ...step, sending: true });
    const offer = await offerFor(signal);
    if (offer === null) {
      await sendUnsubscribe(signal, step.idempotencyKey, reason);
      return;
    }
    const { idempotencyKey } = step;
    moveTo(signal, { name: 'offering', offer, reason, idempotencyKey, sending: false, accepted: false, error: null });
  };

  /** 'No thanks, unsubscribe': the unsubscribe as the subscriber asked it. */
  const declineOffer = async () => {
    const step = flow.step;
    if (step.name !== 'offering' || step.sending || step.accepted) return;
    const signal = run.current.signal;
    moveTo(signal, { ...step, sending: true });
    await sendUnsubscribe(signal, step.idempotencyKey, step.reason);
  };

  /** 'Accept offer': the subscription stays, its next renewals discounted, paused a while or downgraded. */
  const acceptOffer = async () => {
    const step = flow.step;
    const purchaseId = product.purchaseId;
    if (step.name !== 'offering' || step.sending || step.accepted || purchaseId === null) return;
    const signal = run.current.signal;
    moveTo(signal, { ...step, sending: true, error: null });
    try {
      await acceptRetentionOffer(buyer.connectionId, purchaseId, termsOfOffer(step.offer), signal);
      moveTo(signal, { ...step, sending: false, accepted: true });
      if (step.offer.kind !== 'discount') void refreshConnectionQueries(queryClient, buyer.connectionId);
    } catch (error) {
      moveTo(signal, { ...step, sending: false, error: errorMessage(error) });
    }
  };

  /** Any modal's close; a money call already on its way is seen through rather than abandoned. */
  const close = () => {
    if (isSending(flow.step)) return;
    run.current.abort();
    setFlow((current) => ({ ...current, step: IDLE }));
  };

  return {
    title: flow.title,
    step: flow.step,
    open,
    choose,
    confirm,
    retryPayment,
    startUnsubscribe,
    confirmUnsubscribe,
    acceptOffer,
    declineOffer,
    close,
  };
}

export type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;
