import { purchaseRule } from '../purchasing/errors';
import type { Buyer } from '../purchasing/load-buyer';

/** The number the operator bills; a type 6 connection without one cannot pay. */
export function requireMobile(buyer: Buyer): string {
  if (!buyer.mobile) throw purchaseRule('purchase.noMobileNumber');
  return buyer.mobile;
}
