import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { DeliveryError, type SmsTransport } from './delivery';
import { ExternalCallError, ExternalSystem, type RecordAdapterCall } from './external-system';
import type { SmsMessage } from './sms';
import type { HsenidSmsSettings } from './sms-settings';

/** The send service's success code. */
const SUCCESS = 'S1000';

/**
 * Held for the provider's approval (suspected abuse, or a large audience): the platform has the
 * message and sends it once approved, so sending it again would only make a second copy.
 */
const HELD_FOR_APPROVAL = 'E1333';

/**
 * The platform's own trouble (hSenid's response codes: "temporary system error", "an unexpected error
 * has occurred", "application temporarily unavailable", no answer from the SMS gateway behind it):
 * worth another try, and counted against the circuit like a 5xx.
 */
const PLATFORM_TROUBLE = new Set(['E1316', 'E1318', 'E1319', 'E1363', 'E1364', 'E1600', 'E1601', 'E1603']);

/**
 * Codes that will answer the same however often the message is sent: the application, its password,
 * its sender or its allowed hosts are refused (fixed in the provider's portal, not by waiting), or the
 * request, the number or the text is not acceptable. Every other code, documented or not (a failed
 * delivery, the application's balance, the charging system), is tried again until the queue's last try.
 */
const PERMANENT = new Set([
  'E1301', // application not allowed
  'E1302', // service provider not allowed
  'E1303', // our address is not on the application's allowed hosts
  'E1304', // application not found
  'E1305', // application id invalid
  'E1307', // service provider not found
  'E1309', // service not allowed for the application
  'E1311', // MT (sending) not allowed for the application
  'E1312', // invalid request
  'E1313', // authentication failure: no such active application, or a wrong password
  'E1317', // the number is blocked or of a wrong length
  'E1322', // sender not allowed
  'E1323', // recipient not allowed
  'E1325', // address format invalid
  'E1331', // source address not one of the application's aliases
  'E1334', // message too long
  'E1335', // advertisement too long
  'E1340', // invalid request
  'E1342', // number blacklisted for the application
  'E1343', // number not on the application's white list
  'E1357', // unauthorised to use the application
  'E1362', // invalid request
  'E1384', // international SMS disabled
  'E1825', // unsupported operation
]);

/** The answer of the send service; a real server may add fields, which are kept out of the way. */
const sendAnswerSchema = z.looseObject({
  statusCode: z.string(),
  statusDetail: z.string().optional(),
  destinationResponses: z.array(z.looseObject({ statusCode: z.string().optional() })).optional(),
});

/**
 * A Sri Lankan mobile number as the API addresses it, 'tel:94' and nine digits, from the ways the
 * portal stores one ('0771234567', '771234567', '+94771234567'); null for anything else.
 */
export function telAddress(number: string): string | null {
  const digits = number.replace(/[\s()+-]/g, '');
  const national = /^(?:94|0)?(7\d{8})$/.exec(digits)?.[1];
  return national ? `tel:94${national}` : null;
}

/**
 * SMS through the hSenid SMS API that Mobitel mSpace and Dialog Ideamart publish: a JSON POST to the
 * application's send URL with its id and password, answered 200 with a status code (S1000 is
 * success, E13xx and E16xx errors) for the request and for each destination. One destination a
 * message, and never sent twice by this adapter: the API has no idempotency key, so a send that
 * timed out may have gone, and the queue decides whether to try again.
 */
export class HsenidSmsTransport implements SmsTransport {
  private readonly system: ExternalSystem;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly settings: HsenidSmsSettings,
    bounds: { log: FastifyBaseLogger; timeoutMs: number; record?: RecordAdapterCall | undefined; fetch?: typeof fetch },
  ) {
    this.system = new ExternalSystem({
      name: 'sms',
      log: bounds.log,
      timeoutMs: bounds.timeoutMs,
      record: bounds.record,
    });
    this.fetch = bounds.fetch ?? fetch;
  }

  async deliver(message: SmsMessage): Promise<void> {
    const address = telAddress(message.to);
    if (!address) throw new DeliveryError('not a Sri Lankan mobile number', true);
    let code: string;
    try {
      code = await this.system.call('send', (signal) => this.send(address, message.text, signal));
    } catch (error) {
      throw asDeliveryError(error);
    }
    if (code === SUCCESS || code === HELD_FOR_APPROVAL) return;
    throw new DeliveryError(`the SMS API answered ${code}`, PERMANENT.has(code));
  }

  close(): void {
    this.system.shutdown();
  }

  /** The status code for the one destination; throws for what is the platform's trouble. */
  private async send(address: string, text: string, signal: AbortSignal): Promise<string> {
    const { url, applicationId, password, sourceAddress } = this.settings;
    const response = await this.fetch(url, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        version: '1.0',
        applicationId,
        password,
        destinationAddresses: [address],
        message: text,
        ...(sourceAddress ? { sourceAddress } : {}),
        deliveryStatusRequest: '0',
      }),
    });
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      throw new ExternalCallError(`the SMS API answered HTTP ${response.status}`, retryable, response.status);
    }
    const answer = sendAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!answer.success) throw new ExternalCallError('the SMS API gave an answer that is not its protocol', true);
    const { statusCode, destinationResponses } = answer.data;
    // The request's code says whether it was taken at all; the destination's whether this number was.
    const code = statusCode === SUCCESS ? (destinationResponses?.[0]?.statusCode ?? SUCCESS) : statusCode;
    if (PLATFORM_TROUBLE.has(code)) throw new ExternalCallError(`the SMS API answered ${code}`, true, code);
    return code;
  }
}

function asDeliveryError(error: unknown): DeliveryError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new DeliveryError('the SMS API gave no answer in time', false);
  }
  if (error instanceof ExternalCallError) return new DeliveryError(error.message, !error.retryable);
  return new DeliveryError(
    `the SMS API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    false,
  );
}
