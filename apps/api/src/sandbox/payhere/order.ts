import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** A checkout the sandbox gateway accepted: what its payment page needs until the card is charged. */
export const sandboxOrderSchema = z.object({
  merchantId: z.string(),
  orderId: z.string(),
  items: z.string(),
  /** '1250.00', as the merchant signed it; '' for a preapproval, which takes no amount. */
  amount: z.string(),
  /** A preapproval: the card is kept on file (a customer token), nothing is charged now. */
  preapprove: z.boolean(),
  currency: z.string(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  recurrence: z.string().nullable(),
  duration: z.string().nullable(),
  customerName: z.string(),
});
export type SandboxOrder = z.infer<typeof sandboxOrderSchema>;

/**
 * Carries an order from the checkout page to the pay step in a hidden field, signed so that the
 * browser cannot change the amount or the return address between the two. The gateway keeps no state,
 * so any api instance can take the pay step.
 */
export class OrderSeal {
  private readonly key: Buffer;

  constructor(merchantSecret: string) {
    this.key = createHmac('sha256', 'payhere-sandbox-order').update(merchantSecret).digest();
  }

  private signature(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }

  seal(order: SandboxOrder): string {
    const body = Buffer.from(JSON.stringify(order)).toString('base64url');
    return `${body}.${this.signature(body).toString('base64url')}`;
  }

  /** The order, or null when the token was not sealed here or was changed. */
  open(token: string): SandboxOrder | null {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return null;
    const expected = this.signature(body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    // Signed here, so it is JSON; the schema still guards against an order sealed by an older version.
    const parsed = sandboxOrderSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  }
}
