import { type APIRequestContext, expect } from '@playwright/test';

/**
 * What the stubs of `npm run stubs` received, read over their control APIs (apps/api/stubs,
 * docs/integrations.md): the ports deploy/production.env.example points the portal at.
 */
const SMTP_CONTROL = 'http://127.0.0.1:7100';
const SMS_STUB = 'http://127.0.0.1:7101';
const TMF641_STUB = 'http://127.0.0.1:7104';
const PAYHERE_STUB = 'http://127.0.0.1:7105';

interface ReceivedSms {
  destinationAddresses: string[];
  message: string;
}

interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
  secure: boolean;
}

/** The newest SMS text to a Sri Lankan mobile number ('0771234567' or '771234567') matching `pattern`. */
export async function readSms(request: APIRequestContext, mobile: string, pattern: RegExp): Promise<RegExpMatchArray> {
  const address = `tel:94${mobile.replace(/^0/, '')}`;
  let found: RegExpMatchArray | null = null;
  await expect(async () => {
    const messages = (await (await request.get(`${SMS_STUB}/_stub/messages`)).json()) as ReceivedSms[];
    found =
      messages
        .filter((sms) => sms.destinationAddresses.includes(address))
        .map((sms) => sms.message.match(pattern))
        .findLast((match) => match !== null) ?? null;
    expect(found).not.toBeNull();
  }).toPass({ timeout: 30_000 });
  return found as unknown as RegExpMatchArray;
}

/** The newest e-mail to `to` whose text holds a link to `path`, with the link; it came over TLS. */
export async function readEmailLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const messages = (await (await request.get(`${SMTP_CONTROL}/_stub/messages`)).json()) as ReceivedEmail[];
    const mail = messages.findLast((message) => message.to.includes(to) && message.text.includes(path));
    expect(mail?.secure).toBe(true);
    link = mail?.text.match(new RegExp(`https?://\\S*${path}\\S*`))?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return link;
}

interface ServiceOrder {
  externalId?: string;
  state: string;
}

/** The TV platform's service orders (TMF641), as its stub holds them. */
export async function serviceOrders(request: APIRequestContext): Promise<ServiceOrder[]> {
  return (await (await request.get(`${TMF641_STUB}/_stub/orders`)).json()) as ServiceOrder[];
}

interface PayHerePayment {
  orderId: string;
  amount: string;
  statusCode: number;
}

/** The payments PayHere's stub took: checkouts, and charges of a card on file through its Charging API. */
export async function payherePayments(request: APIRequestContext): Promise<PayHerePayment[]> {
  return (await (await request.get(`${PAYHERE_STUB}/_stub/payments`)).json()) as PayHerePayment[];
}
