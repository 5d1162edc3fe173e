import type { OperatorChargeOutcome } from './operator-billing';

/**
 * What an hSenid CaaS status code (Ideamart / mSpace "Response Codes", docs/integrations.md) means
 * for one of our charges. `configuration` codes say our application record or credentials are wrong:
 * nothing was charged, and the whole integration is down rather than this subscriber's payment.
 */
export type CaasMeaning =
  | { kind: 'outcome'; outcome: OperatorChargeOutcome }
  | { kind: 'configuration'; code: string }
  | { kind: 'unknown-reference' };

const answer = (
  status: OperatorChargeOutcome['status'],
  description: string | null,
  networkError = false,
): CaasMeaning => ({ kind: 'outcome', outcome: { status, description, authCode: null, networkError } });

const INSUFFICIENT = 'Insufficient balance in your mobile account.';
const NOT_CHARGEABLE = 'This mobile number cannot be charged for this service.';
const REFUSED = 'Your mobile operator could not complete the payment.';
const DECLINED = 'The payment was not confirmed on your phone.';
const OFF_NETWORK = 'Please try again with a mobitel network connection.';
const TEMPORARY = 'Your mobile operator could not be reached. Please retry the payment.';
export const PENDING_DESCRIPTION = 'Your payment is being processed by your mobile operator.';

/** The operator refused the charge for a reason about the subscriber or the charge itself. */
const refusals: Record<string, string> = {
  E1308: REFUSED,
  E1376: REFUSED,
  E1404: REFUSED,
  E1326: INSUFFICIENT,
  E1344: INSUFFICIENT,
  E1378: INSUFFICIENT,
  E1317: NOT_CHARGEABLE,
  E1342: NOT_CHARGEABLE,
  E1343: NOT_CHARGEABLE,
  E1357: NOT_CHARGEABLE,
  E1365: NOT_CHARGEABLE,
  E1373: NOT_CHARGEABLE,
  E1382: NOT_CHARGEABLE,
  E1337: DECLINED,
  E1405: DECLINED,
  E1406: DECLINED,
};

/** The number is not one of this operator's mobile accounts ("not available for {0} users"). */
const offNetwork = new Set(['E1372', 'E1830']);

/** Platform-side and throttling errors: nothing was charged, the same charge may be tried again. */
const transient = new Set([
  'E1300',
  'E1316',
  'E1318',
  'E1319',
  'E1332',
  'E1341',
  'E1360',
  'E1363',
  'E1364',
  'E1600',
  'E1601',
  'E1602',
  'E1603',
]);

/** Our application record, credentials or request are wrong: no subscriber can be charged until it is fixed. */
const configuration = new Set([
  'E1301',
  'E1302',
  'E1303',
  'E1304',
  'E1305',
  'E1306',
  'E1307',
  'E1309',
  'E1310',
  'E1311',
  'E1312',
  'E1313',
  'E1315',
  'E1325',
  'E1327',
  'E1328',
  'E1329',
  'E1330',
  'E1336',
  'E1340',
  'E1371',
  'E1377',
  'E1380',
  'E1381',
  'E1387',
  'E1604',
  'E1605',
  'E1606',
  'E1608',
]);

/**
 * The meaning of `statusCode` on a direct debit or a transaction status answer. S1000 is charged;
 * E1379 ("Transaction has already completed") is the answer to our externalTrxId sent again after it
 * was charged, so it is charged too. P-codes are accepted but not final. E1857 ("Invalid reference
 * number") says the operator has no charge with our reference. A code we do not know is treated as
 * not final (PENDING) and asked about again, never as paid or refused.
 */
export function caasMeaning(statusCode: string): CaasMeaning {
  if (statusCode === 'S1000' || statusCode === 'E1379') return answer('SUCCESS', null);
  if (statusCode.startsWith('P')) return answer('PENDING', PENDING_DESCRIPTION);
  if (statusCode === 'E1857') return { kind: 'unknown-reference' };
  const refusal = refusals[statusCode];
  if (refusal) return answer('FAILURE', refusal);
  if (offNetwork.has(statusCode)) return answer('FAILURE', OFF_NETWORK, true);
  if (transient.has(statusCode)) return answer('RETRY', TEMPORARY);
  if (configuration.has(statusCode)) return { kind: 'configuration', code: statusCode };
  return answer('PENDING', PENDING_DESCRIPTION);
}

/** What a subscriber sees when the charge could not be sent because our side of the integration is broken. */
export const UNAVAILABLE_OUTCOME: OperatorChargeOutcome = {
  status: 'RETRY',
  description: 'Payments on the mobile bill are unavailable just now. Please retry the payment later.',
  authCode: null,
  networkError: false,
};

/** The status query found no charge with our reference: it never reached the operator, so it may be sent again. */
export const NOT_RECEIVED_OUTCOME: OperatorChargeOutcome = {
  status: 'RETRY',
  description: 'The payment did not reach your mobile operator. Please retry the payment.',
  authCode: null,
  networkError: false,
};
