import type { FlowOutcome } from '../model/outcome';
import type { PaymentContext } from './payment-context';
import { settleBillPayment } from './settle-bill-payment';
import { settleCardPayment } from './settle-card-payment';
import { settleOperatorAnswer } from './settle-operator-answer';
import type { Submitted } from './submit-purchase';

/** Follows a submitted purchase to its end, the way its connection type pays. */
export function settlePurchase(context: PaymentContext, submitted: Submitted): Promise<FlowOutcome> {
  switch (submitted.billing) {
    case 'bill':
      return settleBillPayment(context, submitted.result);
    case 'operator':
      return settleOperatorAnswer(context, submitted.result);
    case 'card':
      return settleCardPayment(context, submitted.response);
  }
}
