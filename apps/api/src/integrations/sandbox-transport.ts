import { setTimeout as sleep } from 'node:timers/promises';
import type { EmailTransport, SmsTransport } from './delivery';

/**
 * The sandbox's e-mail and SMS "delivery": the message's record is the test inbox a tester reads at
 * /sandbox/outbox, so delivering it is marking it sent, and its body is kept. `delayMs` (the
 * SANDBOX_DELIVERY_DELAY_MS test setting) holds each delivery, so a test can kill the api mid-delivery.
 */
export class SandboxTransport implements EmailTransport, SmsTransport {
  constructor(private readonly delayMs = 0) {}

  async deliver(): Promise<void> {
    if (this.delayMs > 0) await sleep(this.delayMs);
  }
}
