import type { PurchaseKind } from '@/shared/payment/model/purchase-kind';

/** Codes shorter than this are not checked for subscriptions (spec 001 section 5). */
const SUBSCRIPTION_VOUCHER_MIN_LENGTH = 2;

/** A voucher cannot take anything off a free product with no discount, so the box is left out. */
export function showsVoucherBox({ price, discounted }: { price: number; discounted: boolean }): boolean {
  return price > 0 || discounted;
}

/** The code as it is checked; the server upper-cases it. */
export function voucherCode(typed: string): string {
  return typed.trim();
}

/** Whether a typed code is checked: any non-empty code, and at least 2 characters for subscriptions. */
export function isCheckable(code: string, kind: PurchaseKind): boolean {
  if (code === '') return false;
  return kind === 'purchase' || code.length >= SUBSCRIPTION_VOUCHER_MIN_LENGTH;
}
