import { randomUUID } from 'node:crypto';
import type { ProductDetail } from '@selfcare/contracts';
import { demo } from '../../test/catalogue';
import { hboMonthlySubscribeBody } from '../../test/purchases';
import { FIXTURE_PASSWORD, FIXTURE_PIN, type FixtureSubscriber } from './fixtures';
import { type Answer, call } from './http';

/** The steps of a subscriber's visit, by name, each with its answer. */
export type JourneyStep = 'login' | 'catalogue' | 'product page' | 'subscribe' | 'profile';

export interface JourneyAnswer {
  step: JourneyStep;
  answer: Answer;
}

const hbo = demo.productId('hbo');

/** A bill-paid subscribe of HBO monthly as the web app sends it, from the product page it was shown. */
export function subscribeBody(connectionId: string, page: ProductDetail) {
  return hboMonthlySubscribeBody(connectionId, page, { pin: FIXTURE_PIN });
}

/**
 * One visit: log in, browse a catalogue page and HBO's page, buy HBO on the bill with an Idempotency-Key
 * of its own, read the account. Stops at the first step that is not a 200 (the rest would only fail).
 */
export async function journey(baseUrl: string, who: FixtureSubscriber): Promise<JourneyAnswer[]> {
  const answers: JourneyAnswer[] = [];
  const step = async (name: JourneyStep, run: () => Promise<Answer>) => {
    const answer = await run();
    answers.push({ step: name, answer });
    return answer.status === 200 ? answer : undefined;
  };
  const login = await step('login', () =>
    call(baseUrl, '/api/auth/v1/login', { method: 'POST', body: { username: who.email, password: FIXTURE_PASSWORD } }),
  );
  const token = (login?.body as { token?: string } | undefined)?.token;
  if (!token) return answers;
  const catalogue = await step('catalogue', () =>
    call(baseUrl, `/api/products/v1/products/all/active/by-type?typeid=${demo.typeId('vod')}&page=1&pageSize=20`),
  );
  if (!catalogue) return answers;
  const page = await step('product page', () =>
    call(baseUrl, `/api/billing/v1/billing/user-products/${hbo}?conid=${who.connectionId}`, { token }),
  );
  if (!page) return answers;
  const bought = await step('subscribe', () =>
    call(baseUrl, '/api/billing/v1/billing/user-purchase/subscribe', {
      method: 'POST',
      token,
      body: subscribeBody(who.connectionId, page.body as ProductDetail),
      headers: { 'idempotency-key': `journey-${randomUUID()}` },
    }),
  );
  if (!bought) return answers;
  await step('profile', () => call(baseUrl, '/api/users/v1/account/details', { token }));
  return answers;
}
