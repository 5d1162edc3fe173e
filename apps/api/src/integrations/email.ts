import type { DbOrTx } from '../db/client';

/** A plain-text e-mail: links go on lines of their own so mail clients (and the outbox) can open them. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends e-mail to subscribers (DESIGN.md section 7). `send` takes the caller's transaction: the message
 * is recorded together with the change it reports (a reset token, a changed password), so a rolled-back
 * change never leaves a mail behind and a committed one never misses its mail: the message and its
 * delivery job are written in that transaction, and the job queue delivers it after commit through the
 * configured EmailTransport (message-delivery.ts).
 */
export interface EmailSender {
  send(db: DbOrTx, message: EmailMessage): Promise<void>;
  /** Many messages in one insert and one enqueue (a sweep step's page of reminders). */
  sendAll(db: DbOrTx, messages: readonly EmailMessage[]): Promise<void>;
}
