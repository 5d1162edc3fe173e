import type { EmailTransport, SmsTransport } from './delivery';

/**
 * The sandbox's delivery: nothing to hand on. SandboxEmail and SandboxSms already wrote the message to
 * the test inbox (/sandbox/outbox) when it was sent, so it counts as delivered there.
 */
export class SandboxEmailTransport implements EmailTransport {
  async deliver(): Promise<void> {}
}

/** As SandboxEmailTransport, for SMS. */
export class SandboxSmsTransport implements SmsTransport {
  async deliver(): Promise<void> {}
}
