import { ConnectionType } from '@selfcare/contracts';
import { formatDate } from '@/shared/format/date';
import type { TFunction } from '@/shared/i18n/translator';
import type { PurchaseStatus, PurchaseType } from './domain';

export interface PurchaseStateInput {
  loggedIn: boolean;
  isBundled: boolean;
  /** Null when the api says nothing (visitors). */
  purchaseStatus: PurchaseStatus | null;
  /** The purchase type of the product's option; null when it cannot be bought on its own. */
  purchaseType: PurchaseType | null;
  connectionType: number | null;
  /** The product's paymentStatus: PENDING on a product not bought yet is a payment under way. */
  paymentStatus?: string | null;
}

export interface PurchaseState {
  /** Show the purchased mark. */
  purchased: boolean;
  /** Show the 'Free' tag; a bundled product has no purchase buttons. */
  free: boolean;
  /** The SUBSCRIBE / PURCHASE button, or null when none is shown. */
  action: { kind: 'subscribe' | 'purchase'; disabled: boolean } | null;
  /** Show the UNSUBSCRIBE button. */
  unsubscribe: boolean;
  /** A payment for it is under way (held by the bank, with the operator): no button, a note instead. */
  paymentPending: boolean;
}

/** Bought and watchable: a completed purchase, or one unsubscribed that runs to its billing end. */
export function isHeld(purchaseStatus: PurchaseStatus | null): boolean {
  return purchaseStatus === 'PURCHASE_COMPLETE' || purchaseStatus === 'PURCHASE_PENDING_REMOVE';
}

/** Still being paid for or provisioned: another purchase button would risk a second charge. */
const IN_PROGRESS: readonly PurchaseStatus[] = ['PURCHASE_PENDING', 'PAYMENT_SUCCESS'];

/**
 * What a product page or card shows about buying (spec 001 sections 4 and 6). Visitors see no marks and
 * no buttons. SUBSCRIBE / PURCHASE shows when the product is not purchased or is pending removal (and
 * is disabled for card-paying prepaid while pending removal); UNSUBSCRIBE only for a completed
 * subscription; bundled products are Free with no buttons.
 */
export function purchaseState({
  loggedIn,
  isBundled,
  purchaseStatus,
  purchaseType,
  connectionType,
  paymentStatus = null,
}: PurchaseStateInput): PurchaseState {
  const none = { purchased: false, free: false, action: null, unsubscribe: false, paymentPending: false };
  if (!loggedIn) return none;
  if (isBundled) return { ...none, free: true };
  const complete = purchaseStatus === 'PURCHASE_COMPLETE';
  const pendingRemove = purchaseStatus === 'PURCHASE_PENDING_REMOVE';
  const paymentPending = purchaseStatus === 'NOT_PURCHASED' && paymentStatus === 'PENDING';
  const offered = !complete && !paymentPending && !(purchaseStatus !== null && IN_PROGRESS.includes(purchaseStatus));
  return {
    paymentPending,
    purchased: isHeld(purchaseStatus),
    free: false,
    action:
      offered && purchaseType !== null
        ? {
            kind: purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION' ? 'subscribe' : 'purchase',
            disabled: pendingRemove && connectionType === ConnectionType.prepaidCard,
          }
        : null,
    unsubscribe: complete && purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION',
  };
}

/** 'SUBSCRIBE' / 'PURCHASE' / 'UNSUBSCRIBE'. */
export function purchaseButtonText(t: TFunction, kind: 'subscribe' | 'purchase' | 'unsubscribe'): string {
  return t(`catalogue.purchase.${kind}`);
}

/**
 * The note under a product pending removal: 'Unsubscribed content. You will have access to this only till
 * {date}.', plus the re-subscribe hint for every service but card-paying prepaid. The date is the billing
 * end date as the api gives it (DD/MM/YYYY). Empty when the product is not pending removal.
 */
export function pendingRemovalNotes(
  t: TFunction,
  {
    purchaseStatus,
    billingEndDate,
    connectionType,
  }: {
    purchaseStatus: PurchaseStatus | null;
    billingEndDate: string | null;
    connectionType: number | null;
  },
): string[] {
  if (purchaseStatus !== 'PURCHASE_PENDING_REMOVE' || !billingEndDate) return [];
  const note = t('catalogue.purchase.pendingRemoval', { date: formatDate(billingEndDate) });
  return connectionType === ConnectionType.prepaidCard ? [note] : [note, t('catalogue.purchase.resubscribeHint')];
}

/** What the purchased mark says of a bought product. */
export interface MarkedPurchase {
  purchaseType: PurchaseType;
  purchaseStatus: PurchaseStatus | null;
  /** 'YYYY-MM-DD', the end of the paid period. */
  billingEndDate: string | null;
  /** 'YYYY-MM-DD': a paused subscription's resume day (decision 0070). */
  pausedUntil?: string;
}

/** The mark's facts of a product as the api lists it; null for one with no option of its own to buy. */
export function markedPurchaseOf(product: {
  purchaseOption: { purchaseType: PurchaseType } | null;
  purchaseStatus: PurchaseStatus | null;
  billingEndDate: string | null;
  pausedUntil?: string;
}): MarkedPurchase | null {
  if (!product.purchaseOption) return null;
  const { purchaseStatus, billingEndDate, pausedUntil } = product;
  return {
    purchaseType: product.purchaseOption.purchaseType,
    purchaseStatus,
    billingEndDate,
    ...(pausedUntil ? { pausedUntil } : {}),
  };
}

/**
 * 'Subscribed' / 'Purchased' for a bought product; 'Unsubscribed: access until DD/MM/YYYY' once it is
 * unsubscribed and runs only to its billing end date (the date the pending-removal note gives);
 * 'Paused until DD/MM/YYYY' while a subscription is paused (decision 0070).
 */
export function purchasedMarkText(
  t: TFunction,
  { purchaseType, purchaseStatus, billingEndDate, pausedUntil }: MarkedPurchase,
): string {
  if (pausedUntil) return t('catalogue.purchase.pausedUntil', { date: formatDate(pausedUntil) });
  if (purchaseStatus === 'PURCHASE_PENDING_REMOVE') {
    return billingEndDate
      ? t('catalogue.purchase.accessUntil', { date: formatDate(billingEndDate) })
      : t('catalogue.purchase.unsubscribed');
  }
  return purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION'
    ? t('catalogue.purchase.subscribed')
    : t('catalogue.purchase.purchased');
}
