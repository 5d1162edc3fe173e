import { z } from 'zod';
import { LOOPBACK_HOSTS } from '../lib/loopback-hosts';

/** Only for the in-process sandbox gateway; production refuses PayHere with it. */
export const SANDBOX_MERCHANT = { id: '1299999', secret: 'selfcare-sandbox-merchant-secret' } as const;

/** PayHere's live site, which also serves its one JavaScript SDK for live and sandbox payments. */
export const PAYHERE_LIVE_URL = 'https://www.payhere.lk';
/** PayHere's own sandbox: its checkout and merchant API for test merchants. */
export const PAYHERE_SANDBOX_URL = 'https://sandbox.payhere.lk';

/** The in-process sandbox's copy of the SDK (src/sandbox/payhere). */
const SANDBOX_SDK_URL = '/sandbox/payhere/payhere.js';

export const cardGatewayEnv = {
  CARD_GATEWAY: z.enum(['sandbox', 'payhere']).default('sandbox'),
  PAYHERE_MERCHANT_ID: z.string().min(1).optional(),
  PAYHERE_MERCHANT_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  PAYHERE_SANDBOX: z.stringbool().default(true),
  PAYHERE_APP_ID: z.string().min(1).optional(),
  PAYHERE_APP_SECRET: z.string().min(1).optional(),
  PAYHERE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
};

type CardGatewayEnv = z.infer<z.ZodObject<typeof cardGatewayEnv>>;

/** The card gateway: the in-process sandbox (default) or PayHere itself (or a stand-in speaking its protocol). */
export interface CardGatewaySettings {
  kind: 'sandbox' | 'payhere';
  merchantId: string;
  merchantSecret: string;
  /** PayHere's own sandbox (sandbox.payhere.lk) rather than its live site; ignored for the in-process sandbox. */
  payhereSandbox: boolean;
  /** The business app that asks PayHere's Retrieval API about an order (open renewal charges); null without one. */
  app: { appId: string; appSecret: string } | null;
  /** Where PayHere's checkout and merchant API answer (no trailing slash). */
  baseUrl: string;
  /** The JavaScript SDK the browser loads. */
  sdkUrl: string;
  /** What the portal's Content-Security-Policy must allow for the SDK, its frame and its form; none for the sandbox. */
  origins: string[];
}

/** Where the browser and the merchant API reach PayHere: PAYHERE_BASE_URL, else its sandbox or live site. */
function payhereAddresses(values: CardGatewayEnv): Pick<CardGatewaySettings, 'baseUrl' | 'sdkUrl' | 'origins'> {
  if (values.PAYHERE_BASE_URL !== undefined) {
    const baseUrl = values.PAYHERE_BASE_URL.replace(/\/+$/, '');
    return { baseUrl, sdkUrl: `${baseUrl}/lib/payhere.js`, origins: [new URL(baseUrl).origin] };
  }
  // PayHere publishes one SDK on its live site; the payment's `sandbox` flag sends it to the sandbox's checkout.
  const sdkUrl = `${PAYHERE_LIVE_URL}/lib/payhere.js`;
  return values.PAYHERE_SANDBOX
    ? { baseUrl: PAYHERE_SANDBOX_URL, sdkUrl, origins: [PAYHERE_LIVE_URL, PAYHERE_SANDBOX_URL] }
    : { baseUrl: PAYHERE_LIVE_URL, sdkUrl, origins: [PAYHERE_LIVE_URL] };
}

/**
 * The card gateway's settings, every problem pushed as 'NAME: what is wrong'. The sandbox gateway
 * verifies notifications with a secret published in the source and charges nobody, so production never
 * takes it. PayHere needs its merchant; in production a
 * merchant secret long enough not to be a placeholder, and an https PayHere address but on this machine
 * (a stub on loopback).
 */
export function readCardGatewaySettings(
  values: CardGatewayEnv,
  production: boolean,
  problems: string[],
): CardGatewaySettings {
  const payhere = values.CARD_GATEWAY === 'payhere';
  if ((values.PAYHERE_APP_ID === undefined) !== (values.PAYHERE_APP_SECRET === undefined)) {
    problems.push('PAYHERE_APP_ID and PAYHERE_APP_SECRET: set both or neither');
  }
  if (payhere && (!values.PAYHERE_MERCHANT_ID || !values.PAYHERE_MERCHANT_SECRET)) {
    problems.push('PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET: must be set when CARD_GATEWAY is payhere');
  }
  if (production) problems.push(...productionProblems(values));
  const addresses = payhere ? payhereAddresses(values) : { baseUrl: '', sdkUrl: SANDBOX_SDK_URL, origins: [] };
  return {
    kind: values.CARD_GATEWAY,
    merchantId: values.PAYHERE_MERCHANT_ID ?? SANDBOX_MERCHANT.id,
    merchantSecret: values.PAYHERE_MERCHANT_SECRET ?? SANDBOX_MERCHANT.secret,
    payhereSandbox: values.PAYHERE_SANDBOX,
    app:
      values.PAYHERE_APP_ID && values.PAYHERE_APP_SECRET
        ? { appId: values.PAYHERE_APP_ID, appSecret: values.PAYHERE_APP_SECRET }
        : null,
    ...addresses,
  };
}

function productionProblems(values: CardGatewayEnv): string[] {
  const problems: string[] = [];
  if (values.CARD_GATEWAY === 'sandbox') {
    problems.push(
      'CARD_GATEWAY: the sandbox card gateway takes no real money and its merchant secret is published; production needs CARD_GATEWAY=payhere',
    );
    return problems;
  }
  if (
    values.PAYHERE_MERCHANT_ID === SANDBOX_MERCHANT.id ||
    values.PAYHERE_MERCHANT_SECRET === SANDBOX_MERCHANT.secret
  ) {
    problems.push(
      'PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET: must be your PayHere merchant, not the sandbox one',
    );
  } else if (values.PAYHERE_MERCHANT_SECRET !== undefined && values.PAYHERE_MERCHANT_SECRET.length < 32) {
    problems.push('PAYHERE_MERCHANT_SECRET: must be at least 32 characters in production');
  }
  if (values.PAYHERE_BASE_URL !== undefined) {
    const url = new URL(values.PAYHERE_BASE_URL);
    // The checkout hash and the app's credentials travel to this address.
    if (url.protocol === 'http:' && !LOOPBACK_HOSTS.test(url.hostname)) {
      problems.push(`PAYHERE_BASE_URL: must be https in production (but on this machine); got ${url.origin}`);
    }
  }
  return problems;
}
