// What the national bench asks of the api: a public catalogue page, a login, and every read a
// subscriber's pages make (reads.ts), each request as the next of the sampled subscribers, so the
// database answers for many subscribers' rows rather than one's.
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-subscribers';
import { typeIds } from '../api/catalogue.mjs';
import { subscriberReads } from './reads';
import type { SampledSubscriber } from './sample-subscribers';

/** A request as autocannon hands it to `setupRequest`. */
export interface RawRequest {
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** Measured with the caches on too: the login is not cached, so it is measured once. */
  cacheable: boolean;
  /** autocannon's hook, given each raw request before it is sent. */
  setupRequest?: (request: object) => object;
}

const dayFrom = (date: string, offset: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** Round robin over `items`, shared by every connection of a run. */
function rotation<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length] as T;
}

async function loginToken(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** MY PURCHASES asks for the year up to `asOfDate`, the data set's last day. */
export async function scenariosFor(
  url: string,
  sampled: SampledSubscriber[],
  asOfDate: string,
): Promise<HttpScenario[]> {
  const types = await typeIds(url);
  const sessions = [];
  for (const subscriber of sampled) {
    const token = await loginToken(url, subscriber.email);
    const reads = subscriberReads({ ...subscriber, types, from: dayFrom(asOfDate, -365), to: dayFrom(asOfDate, 1) });
    sessions.push({ subscriber, token, reads });
  }
  const nextLogin = rotation(sampled);
  const scenarios: HttpScenario[] = [
    {
      name: 'public on-demand page of 20',
      method: 'GET',
      path: `/api/products/v1/products/all/active/by-type?typeid=${types.vod}&page=1&pageSize=20`,
      cacheable: true,
    },
    {
      name: 'login',
      method: 'POST',
      path: '/api/auth/v1/login',
      body: { username: sampled[0]?.email, password: DEMO_PASSWORD },
      cacheable: false,
      setupRequest: (request) => ({
        ...(request as RawRequest),
        body: JSON.stringify({ username: nextLogin().email, password: DEMO_PASSWORD }),
      }),
    },
  ];
  // Every read a subscriber's pages make; MY PAYMENTS only for the connections that have one (6, 7).
  const names = [...new Set(sessions.flatMap((session) => session.reads.map((read) => read.name)))];
  for (const name of names) {
    const having = sessions.flatMap((session) => {
      const read = session.reads.find((candidate) => candidate.name === name);
      return read ? [{ read, token: session.token }] : [];
    });
    const first = having[0];
    if (!first) continue;
    const next = rotation(having);
    scenarios.push({
      name,
      method: first.read.method,
      path: first.read.url,
      body: first.read.payload,
      cacheable: true,
      setupRequest: (request) => {
        const { read, token } = next();
        const raw = request as RawRequest;
        return { ...raw, path: read.url, headers: { ...raw.headers, authorization: `Bearer ${token}` } };
      },
    });
  }
  return scenarios;
}
