import Fastify from 'fastify';
import type { RunningStub, StubOptions } from '../running-stub';
import { registerCheckout } from './checkout-routes';
import { registerControls } from './control-routes';
import { Ledger, type NextAnswers, type StubNotification, type StubPayment, type StubRefund } from './ledger';
import { registerMerchantApi, type StubApp } from './merchant-api';
import type { StubMerchant } from './signatures';
import type { PendingDeliveries } from './take-payment';

/**
 * The merchant and business app `npm run stubs` knows; deploy/production.env.example gives the api the
 * same (PAYHERE_MERCHANT_ID / _SECRET, PAYHERE_APP_ID / _SECRET).
 */
export const STUB_MERCHANT: StubMerchant = {
  merchantId: '1221149',
  merchantSecret: 'payhere-stub-merchant-secret-for-tests-only',
};
export const STUB_APP: StubApp = { appId: '4OVxPayHereStubApp', appSecret: 'payhere-stub-app-secret-for-tests-only' };

export interface PayHereStubOptions extends StubOptions {
  merchants?: readonly StubMerchant[];
  apps?: readonly StubApp[];
}

export interface PayHereStub extends RunningStub {
  /** Payments taken on the card form, oldest first. */
  payments(): readonly StubPayment[];
  /** Refunds the Refund API gave, oldest first. */
  refunds(): readonly StubRefund[];
  /** Notifications posted (or lost on purpose), oldest first. */
  notifications(): readonly StubNotification[];
  /** What the next payment, notification or search does (each used once). */
  setNext(answers: NextAnswers): void;
  reset(): void;
}

/** Form posts as PayHere takes them; a checkout is a few hundred bytes. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * A protocol-faithful PayHere on loopback: the JS SDK, the checkout with its hash check, a card form
 * with PayHere's sandbox test cards, signed notifications to the merchant's notify_url, the OAuth
 * token and the Retrieval API, and `/_stub/...` controls.
 */
export async function startPayHereStub(options: PayHereStubOptions = {}): Promise<PayHereStub> {
  const merchants = options.merchants ?? [STUB_MERCHANT];
  const apps = options.apps ?? [STUB_APP];
  const ledger = new Ledger();
  const pending: PendingDeliveries = new Set();
  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  registerCheckout(app, merchants, ledger, pending);
  registerMerchantApi(app, apps, ledger);
  registerControls(app, merchants, ledger);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    name: 'PayHere (checkout, notify, merchant API)',
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    payments: () => ledger.payments,
    refunds: () => ledger.refunds,
    notifications: () => ledger.notifications,
    setNext: (answers) => ledger.setNext(answers),
    reset: () => ledger.reset(),
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      await app.close();
    },
  };
}
