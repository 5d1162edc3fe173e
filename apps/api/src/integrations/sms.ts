import type { DbOrTx } from '../db/client';
import { outboxMessages } from '../db/schema';

/** A text message to a mobile number. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends SMS to subscribers (DESIGN.md section 7): OTPs and the registration's validation code and PIN.
 * Like EmailSender, `send` takes the caller's transaction, so a message is recorded with the change it
 * reports; a real gateway adapter queues in the same transaction and delivers after commit.
 */
export interface SmsSender {
  send(db: DbOrTx, message: SmsMessage): Promise<void>;
}

/** The sandbox: the message goes to the outbox a tester reads at /sandbox/outbox. */
export class SandboxSms implements SmsSender {
  async send(db: DbOrTx, message: SmsMessage): Promise<void> {
    await db
      .insert(outboxMessages)
      .values({ channel: 'sms', recipient: message.to, subject: null, body: message.text });
  }
}
