import type { TFunction } from '@/shared/i18n/translator';
import type { PurchaseKind } from '@/shared/payment/model/purchase-kind';
import type { FlowOutcome } from './outcome';

export interface ResultView {
  tone: 'success' | 'failure' | 'pending';
  /** The spec's result sentence: 'Subscription Successful', 'Purchase Failed', 'Unsubscription Successful'… */
  headline: string;
  /** The server's reason, or the spec's hint for it, under the headline. */
  message: string | null;
  reference: string | null;
  /** Paid, and the product is still being provisioned: the spec's provisioning notice follows. */
  provisioning: boolean;
}

function failedHeadline(t: TFunction, kind: PurchaseKind): string {
  return kind === 'subscribe' ? t('purchase.subscriptionFailed') : t('purchase.purchaseFailed');
}

function failureMessage(t: TFunction, outcome: Extract<FlowOutcome, { kind: 'purchaseFailed' }>): string | null {
  if (outcome.cause === 'networkError') return t('purchase.networkError');
  if (outcome.cause === 'paymentCancelled') return `${t('purchase.paymentCancelled')}${outcome.message ?? ''}`;
  return outcome.message;
}

/** The words of the result modal for an outcome (spec 001 sections 4 and 8). */
export function resultView(t: TFunction, kind: PurchaseKind, outcome: FlowOutcome): ResultView {
  const plain = { message: null, reference: null, provisioning: false };
  switch (outcome.kind) {
    case 'purchased':
      return {
        tone: 'success',
        headline: kind === 'subscribe' ? t('purchase.subscriptionSuccessful') : t('purchase.purchaseSuccessful'),
        message: null,
        reference: outcome.reference,
        provisioning: outcome.provisioning,
      };
    case 'unsubscriptionCancelled':
      return { ...plain, tone: 'success', headline: t('purchase.unsubscriptionCancelled') };
    case 'purchaseFailed':
      return { ...plain, tone: 'failure', headline: failedHeadline(t, kind), message: failureMessage(t, outcome) };
    case 'retry':
      return { ...plain, tone: 'failure', headline: failedHeadline(t, kind), message: outcome.message };
    case 'pending':
      return { ...plain, tone: 'pending', headline: outcome.message ?? t('purchase.paymentInProgress') };
    case 'heldForReview':
      return {
        ...plain,
        tone: 'pending',
        headline: outcome.message ?? t('purchase.paymentInProgress'),
        message: t('payment.heldForReview'),
      };
    case 'checkoutCancelled':
      return {
        ...plain,
        tone: 'failure',
        headline: t('purchaseFlow.cancelled.headline'),
        message: t('purchaseFlow.cancelled.notCharged'),
      };
    case 'unsubscribed':
      return { ...plain, tone: 'success', headline: t('purchase.unsubscriptionSuccessful') };
    case 'unsubscribeFailed':
      return { ...plain, tone: 'failure', headline: t('purchase.unsubscriptionFailed'), message: outcome.message };
  }
}
