import type { EmailMessage } from './email';
import type { SmsMessage } from './sms';

/**
 * Why a delivery failed. A permanent failure (an address the server refuses, a rejected sender
 * application) is not tried again; any other is retried with back-off until the queue's last try.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Hands one e-mail to the mail system (SMTP, or the sandbox's test inbox); throws DeliveryError. */
export interface EmailTransport {
  deliver(message: EmailMessage): Promise<void>;
}

/** Hands one SMS to the SMS gateway (hSenid's SMS API, or the sandbox's test inbox); throws DeliveryError. */
export interface SmsTransport {
  deliver(message: SmsMessage): Promise<void>;
}
