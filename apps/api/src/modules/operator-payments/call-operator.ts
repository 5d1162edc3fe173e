import type { UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import type { OperatorChargeOutcome } from '../../integrations/operator-billing';

/** What the operator answered, and why we could not ask it when the call itself failed. */
export interface OperatorCall {
  outcome: OperatorChargeOutcome;
  /** The adapter's error when the call threw; the outcome is then unknown and reported PENDING. */
  adapterError: string | null;
}

/**
 * Calls the operator. A call that throws (a timeout, a dropped connection) may or may not have charged,
 * so it counts as PENDING: the payment stays open and a later verify asks the operator what happened,
 * instead of the subscriber being charged twice or told a paid purchase failed. That PENDING's description
 * is written in `language`, the caller's (English in the lifecycle sweep).
 */
export async function callOperator(
  call: () => Promise<OperatorChargeOutcome>,
  language: UiLanguage,
): Promise<OperatorCall> {
  try {
    return { outcome: await call(), adapterError: null };
  } catch (error) {
    return {
      outcome: {
        status: 'PENDING',
        description: messageTextIn(language, 'purchase.operatorPending'),
        authCode: null,
        networkError: false,
      },
      adapterError: error instanceof Error ? error.message : String(error),
    };
  }
}
