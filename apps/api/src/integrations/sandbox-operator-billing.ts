import type { OperatorBilling, OperatorChargeOutcome, OperatorChargeRequest } from './operator-billing';

/**
 * The sandbox operator decides by the mobile number's last digit, so testers can reach every outcome:
 * 1 insufficient balance (FAILURE), 2 a temporary error (RETRY; the retried charge succeeds), 3 accepted but not yet confirmed
 * (PENDING, confirmed SUCCESS when asked again), 4 not on the operator's network; anything else SUCCESS.
 */
export const operatorSandboxRules = [
  { lastDigit: '1', outcome: 'FAILURE: insufficient balance' },
  { lastDigit: '2', outcome: 'RETRY: temporary error; the retry succeeds' },
  { lastDigit: '3', outcome: 'PENDING, then SUCCESS when asked again' },
  { lastDigit: '4', outcome: 'refused: not on the mobitel network' },
] as const;

const outcome = (status: OperatorChargeOutcome['status'], description: string | null = null, networkError = false) => ({
  status,
  description,
  authCode: status === 'SUCCESS' ? `AUTH${Date.now().toString(36).toUpperCase()}` : null,
  networkError,
});

export class SandboxOperatorBilling implements OperatorBilling {
  /** References already refused once with RETRY (a stand-in for the operator's own records). */
  private readonly retried = new Set<string>();

  /** The sandbox is in the process: always reachable. */
  requireReachable(): void {}

  async charge(request: OperatorChargeRequest): Promise<OperatorChargeOutcome> {
    switch (request.msisdn.slice(-1)) {
      case '1':
        return outcome('FAILURE', 'Insufficient balance in your mobile account.');
      case '2':
        if (this.retried.has(request.reference)) return outcome('SUCCESS');
        this.retried.add(request.reference);
        return outcome('RETRY', 'The operator could not be reached. Please retry the payment.');
      case '3':
        return outcome('PENDING', 'Your payment is being processed by your mobile operator.');
      case '4':
        return outcome('FAILURE', 'Please try again with a mobitel network connection.', true);
      default:
        return outcome('SUCCESS');
    }
  }

  async status(_reference: string): Promise<OperatorChargeOutcome> {
    return outcome('SUCCESS');
  }
}
