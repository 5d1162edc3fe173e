import type { DbOrTx } from '../db/client';

/** A text message to a mobile number. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends SMS to subscribers (DESIGN.md section 7): OTPs and the registration's validation code and PIN.
 * Like EmailSender, `send` takes the caller's transaction, so a message is recorded with the change it
 * reports and delivered after commit through the configured SmsTransport (message-delivery.ts).
 */
export interface SmsSender {
  send(db: DbOrTx, message: SmsMessage): Promise<void>;
  /** Many messages in one insert and one enqueue (a sweep step's page of reminders). */
  sendAll(db: DbOrTx, messages: readonly SmsMessage[]): Promise<void>;
}
