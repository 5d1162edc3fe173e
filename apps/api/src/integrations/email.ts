import type { DbOrTx } from '../db/client';
import { outboxMessages } from '../db/schema';

/** A plain-text e-mail: links go on lines of their own so mail clients (and the outbox) can open them. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends e-mail to subscribers (DESIGN.md section 7). `send` takes the caller's transaction: the message
 * is recorded together with the change it reports (a reset token, a changed password), so a rolled-back
 * change never leaves a mail behind and a committed one never misses its mail. A real SMTP adapter keeps
 * that promise by queueing in the same transaction and delivering after commit (a transactional outbox).
 */
export interface EmailSender {
  send(db: DbOrTx, message: EmailMessage): Promise<void>;
}

/** The sandbox: the message goes to the outbox a tester reads at /sandbox/outbox. */
export class SandboxEmail implements EmailSender {
  async send(db: DbOrTx, message: EmailMessage): Promise<void> {
    await db.insert(outboxMessages).values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
    });
  }
}
