import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { DeliveryError, type EmailTransport } from './delivery';
import type { EmailMessage } from './email';
import type { SmtpSettings } from './email-settings';
import { ExternalCallError, ExternalSystem, type RecordAdapterCall } from './external-system';

/** What nodemailer puts on an error: its own code, the server's reply code and the command it answered. */
interface SmtpFailure {
  code?: unknown;
  responseCode?: number;
  command?: string;
}

const failureOf = (error: unknown): SmtpFailure => (typeof error === 'object' && error !== null ? error : {});

/**
 * E-mail over SMTP through nodemailer: implicit TLS or STARTTLS (required unless the settings say
 * otherwise), AUTH with the configured login, one connection per message so a hung relay holds no
 * other message. A reply refusing the message or its recipient is an answer about that message: 5xx
 * is permanent, 4xx worth another try, and neither counts against the circuit. A connection, TLS or
 * login failure, or silence past the deadline, is the relay's trouble: retried by the queue, and the
 * circuit opens when it keeps happening. Sending is not idempotent (a timeout after DATA may have
 * delivered), so this adapter never repeats a send itself.
 */
export class SmtpEmailTransport implements EmailTransport {
  private readonly system: ExternalSystem;
  private readonly transporter: Transporter;

  constructor(
    private readonly settings: SmtpSettings,
    bounds: { log: FastifyBaseLogger; timeoutMs: number; record?: RecordAdapterCall | undefined },
  ) {
    this.system = new ExternalSystem({ name: 'smtp', ...bounds });
    this.transporter = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      requireTLS: settings.requireTls,
      auth: settings.auth ? { user: settings.auth.user, pass: settings.auth.password } : undefined,
      tls: {
        minVersion: 'TLSv1.2',
        // Node replaces its trusted roots with `ca`, so the private CA is added to them.
        ca: settings.caFile ? [...rootCertificates, readFileSync(settings.caFile, 'utf8')] : undefined,
      },
      // Nodemailer's own timers backstop the deadline below, so no socket outlives it for long.
      connectionTimeout: bounds.timeoutMs,
      greetingTimeout: bounds.timeoutMs,
      socketTimeout: bounds.timeoutMs,
      disableFileAccess: true,
      disableUrlAccess: true,
      logger: false,
    });
  }

  async deliver(message: EmailMessage): Promise<void> {
    let refusal: DeliveryError | null;
    try {
      refusal = await this.system.call('send', (signal) => this.send(message, signal));
    } catch (error) {
      throw new DeliveryError(relayTrouble(error), false);
    }
    if (refusal) throw refusal;
  }

  close(): void {
    this.transporter.close();
    this.system.shutdown();
  }

  /** Null when the relay accepted the message; the refusal when it answered no to it. */
  private async send(message: EmailMessage, signal: AbortSignal): Promise<DeliveryError | null> {
    try {
      await untilAborted(
        this.transporter.sendMail({
          from: { name: this.settings.from.name, address: this.settings.from.address },
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: simpleHtml(message.text),
        }),
        signal,
      );
      return null;
    } catch (error) {
      if (signal.aborted) throw error;
      const { code, responseCode, command } = failureOf(error);
      // The reply text is left out: a relay often quotes the recipient's address in it.
      if ((code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode) {
        return new DeliveryError(
          `the SMTP relay refused the message with ${responseCode} at ${command}`,
          responseCode >= 500,
        );
      }
      if (typeof code === 'string' && code !== 'ETIMEDOUT') {
        throw new ExternalCallError(
          `SMTP ${code}${responseCode ? ` ${responseCode}` : ''} at ${command ?? 'CONN'}`,
          true,
          code,
        );
      }
      throw error;
    }
  }
}

function relayTrouble(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || failureOf(error).code === 'ETIMEDOUT')) {
    return 'the SMTP relay gave no answer in time';
  }
  return `the SMTP relay could not take the message: ${error instanceof Error ? error.message : String(error)}`;
}

/** `work`, or the signal's reason as soon as it aborts: nodemailer takes no AbortSignal itself. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The plain text as HTML, line for line, each line that is a link made one, for clients that show HTML only. */
function simpleHtml(text: string): string {
  const lines = text.split('\n').map((line) => {
    const escaped = escapeHtml(line);
    return /^https?:\/\/\S+$/.test(line) ? `<a href="${escaped}">${escaped}</a>` : escaped;
  });
  return `<!doctype html>\n<html><body><p>${lines.join('<br>\n')}</p></body></html>\n`;
}
