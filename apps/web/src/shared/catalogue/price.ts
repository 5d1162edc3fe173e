import { ConnectionType } from '@selfcare/contracts';
import { formatMoney } from '@/shared/format/money';
import type { TFunction } from '@/shared/i18n/translator';
import type { ProductTypeName, PurchaseType, UtilizationPeriodUnit } from './domain';

/** How a connection pays: by card (type 7), through the mobile operator (type 6) or on the monthly bill. */
export type Billing = 'card' | 'operator' | 'bill';

/**
 * Takes the connection type code as the contracts' schemas give it (a number, 1-7). Visitors (null) and
 * fixed-line types 1-5 see prices the way the bill shows them: taxes on top.
 */
export function billingOf(connectionType: number | null): Billing {
  if (connectionType === ConnectionType.prepaidCard) return 'card';
  if (connectionType === ConnectionType.mobileOperator) return 'operator';
  return 'bill';
}

/**
 * A price as the connection type shows it (spec 001 sections 1 and 9): card 'Rs. 1,250.00', mobile
 * operator 'Rs. 1,250.00 +tax', bill 'Rs. 1,250.00 plus taxes' (the spec's own wording for the set-top
 * box and additional screens, used for every base price that carries taxes on top).
 */
export function priceText(t: TFunction, amount: number, connectionType: number | null): string {
  const formatted = formatMoney(amount);
  switch (billingOf(connectionType)) {
    case 'card':
      return t('catalogue.price.card', { amount: formatted });
    case 'operator':
      return t('catalogue.price.operator', { amount: formatted });
    case 'bill':
      return t('catalogue.price.bill', { amount: formatted });
  }
}

/**
 * What a card payer is charged each period for the package it holds, taxes included (the server's
 * chargedPrice); null for other payers and other packages, whose price shows before taxes.
 */
export function heldCardCharge(item: { chargedPrice?: number | null }, connectionType: number | null): number | null {
  return billingOf(connectionType) === 'card' ? (item.chargedPrice ?? null) : null;
}

/**
 * Whether a price is shown. Visitors see no add-on prices (spec 001 section 1) but do see base package
 * prices, which the packages page shows to everyone.
 */
export function showsPrice({
  loggedIn,
  productTypeTypeName,
}: {
  loggedIn: boolean;
  productTypeTypeName: ProductTypeName;
}): boolean {
  return loggedIn || productTypeTypeName === 'package';
}

export interface PeriodInput {
  purchaseType: PurchaseType;
  utilizationPeriod: number;
  utilizationPeriodUnit: UtilizationPeriodUnit;
}

/**
 * 'Monthly subscription' / 'Daily subscription' for a subscription renewing every month or day; any other
 * period (a one-off purchase, or a subscription renewing every 3 months) reads 'For 10 Months'.
 */
export function periodText(
  t: TFunction,
  { purchaseType, utilizationPeriod: n, utilizationPeriodUnit: unit }: PeriodInput,
): string {
  if (purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION' && n === 1) {
    return unit === 'MONTHS' ? t('catalogue.price.monthly') : t('catalogue.price.daily');
  }
  if (unit === 'MONTHS') return n === 1 ? t('catalogue.price.forMonth', { n }) : t('catalogue.price.forMonths', { n });
  return n === 1 ? t('catalogue.price.forDay', { n }) : t('catalogue.price.forDays', { n });
}
