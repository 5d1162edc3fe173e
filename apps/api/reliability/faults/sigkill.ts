// The api killed with SIGKILL while purchases are in flight: after a restart every purchase must be
// complete or absent, each connection's bill lines (charges) must equal its live purchases
// (entitlements), and sending every request again with its Idempotency-Key must end in exactly one of each.
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ProductDetail } from '@selfcare/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { billLines, livePurchaseStatuses, purchases } from '../../src/db/schema';
import { PROVISIONING_GRACE_MS } from '../../src/modules/lifecycle/waiting-provisionings';
import { demo } from '../../test/catalogue';
import { type ApiProcess, startApi } from '../process/api-process';
import { addSubscribers, childDatabase, FIXTURE_PASSWORD, type FixtureSubscriber } from '../process/fixtures';
import { type Answer, call } from '../process/http';
import { subscribeBody } from '../process/journey';
import type { SuiteOptions, Table } from '../suite';

const PURCHASES_PER_ROUND = 40;

interface Buyer {
  who: FixtureSubscriber;
  token: string;
  body: ReturnType<typeof subscribeBody>;
  key: string;
}

export async function runSigkill(
  options: SuiteOptions,
  rounds = options.quick ? 1 : 3,
): Promise<{ tables: Table[]; failures: number }> {
  const { database } = await childDatabase(options.postgresUrl, 0);
  const handle = openDatabase({ url: database.url, dataDir: 'memory://', poolSize: 2 });
  const rows: (string | number)[][] = [];
  let failures = 0;
  let api: ApiProcess | undefined;
  try {
    api = await startApi(database.env);
    for (let round = 1; round <= rounds; round += 1) {
      const subscribers = await addSubscribers(handle.db, PURCHASES_PER_ROUND);
      const buyers = await Promise.all(subscribers.map((who) => ready(api?.url ?? '', who)));
      // Killed while the purchases are being made: once a third of them have answered, so some are done,
      // some mid-transaction and some not started.
      const url = api.url;
      let answeredBeforeKill = 0;
      const inFlight = Promise.all(
        buyers.map((buyer) =>
          purchase(url, buyer).then((answer) => {
            if (answer.status === 200) answeredBeforeKill += 1;
            return answer;
          }),
        ),
      );
      const started = performance.now();
      while (answeredBeforeKill < PURCHASES_PER_ROUND / 3 && performance.now() - started < 10_000) await sleep(2);
      await sleep(randomInt(0, 20));
      const killAfterMs = Math.round(performance.now() - started);
      await api.kill();
      await inFlight;
      options.log(`faults: SIGKILL round ${round}: killed after ${killAfterMs} ms, ${answeredBeforeKill} answered`);
      const answered = answeredBeforeKill;
      api = await startApi(database.env, Number(new URL(url).port));

      const before = await states(handle.db, buyers);
      const resent = await Promise.all(buyers.map((buyer) => purchase(api?.url ?? '', buyer)));
      const after = await states(handle.db, buyers);
      const resentOk = resent.filter((answer) => answer.status === 200).length;
      const serverErrors = resent.filter((answer) => answer.status >= 500 || answer.status === 0).length;
      const allOnce = after.every((state) => state.live === 1 && state.charges === 1);
      const completed = await sweptLater(handle.db, api.url, buyers);
      const roundFailures =
        before.filter((state) => state.kind === 'inconsistent').length +
        (allOnce ? 0 : 1) +
        (PURCHASES_PER_ROUND - completed) +
        serverErrors +
        (PURCHASES_PER_ROUND - resentOk);
      failures += roundFailures;
      const count = (kind: State['kind']) => before.filter((state) => state.kind === kind).length;
      rows.push([
        round,
        buyers.length,
        killAfterMs,
        answered,
        count('complete'),
        count('paid, platform pending'),
        count('absent'),
        count('inconsistent'),
        `${resentOk} / ${serverErrors}`,
        allOnce ? 'yes' : 'no',
        completed,
      ]);
    }
  } finally {
    await api?.stop();
    await handle.close();
    await database.drop();
  }
  return {
    failures,
    tables: [
      {
        heading: 'Faults: SIGKILL mid-purchase (PostgreSQL; api restarted on the same database)',
        columns: [
          'round',
          'purchases sent',
          'killed after ms',
          'answered 200 before the kill',
          'complete',
          'paid, platform pending',
          'absent',
          'inconsistent',
          'resent with the same key: 200 / 5xx',
          'then one purchase and one bill line each',
          'complete after the sweep',
        ],
        rows,
        notes: [
          'complete, pending, absent and inconsistent are counted after the restart, before anything is resent; inconsistent: bill lines differ from live purchases, or a purchase neither complete nor paid',
          'complete after the sweep: the purchases still paid and waiting for the platform are made five minutes older, then the lifecycle sweep runs (POST /sandbox/lifecycle/sweep), which provisions them again',
        ],
      },
    ],
  };
}

async function ready(url: string, who: FixtureSubscriber): Promise<Buyer> {
  const login = await call(url, '/api/auth/v1/login', {
    method: 'POST',
    body: { username: who.email, password: FIXTURE_PASSWORD },
  });
  const token = (login.body as { token?: string }).token ?? '';
  const page = await call(
    url,
    `/api/billing/v1/billing/user-products/${demo.productId('hbo')}?conid=${who.connectionId}`,
    {
      token,
    },
  );
  if (page.status !== 200) throw new Error(`product page failed: ${page.status}`);
  return { who, token, body: subscribeBody(who.connectionId, page.body as ProductDetail), key: `kill-${randomUUID()}` };
}

function purchase(url: string, buyer: Buyer): Promise<Answer> {
  return call(url, '/api/billing/v1/billing/user-purchase/subscribe', {
    method: 'POST',
    token: buyer.token,
    body: buyer.body,
    headers: { 'idempotency-key': buyer.key },
  });
}

interface State {
  kind: 'complete' | 'paid, platform pending' | 'absent' | 'inconsistent';
  live: number;
  charges: number;
}

async function states(db: ReturnType<typeof openDatabase>['db'], buyers: Buyer[]): Promise<State[]> {
  const ids = buyers.map((buyer) => buyer.who.connectionId);
  const rows = await db
    .select({ connectionId: purchases.connectionId, status: purchases.status })
    .from(purchases)
    .where(and(inArray(purchases.connectionId, ids), inArray(purchases.status, [...livePurchaseStatuses])));
  const lines = await db
    .select({ connectionId: billLines.connectionId })
    .from(billLines)
    .where(inArray(billLines.connectionId, ids));
  return ids.map((id) => {
    const live = rows.filter((row) => row.connectionId === id);
    const charges = lines.filter((line) => line.connectionId === id).length;
    const statuses = live.map((row) => row.status);
    let kind: State['kind'] = 'inconsistent';
    if (live.length === 0 && charges === 0) kind = 'absent';
    else if (live.length === 1 && charges === 1 && statuses[0] === 'PURCHASE_COMPLETE') kind = 'complete';
    else if (live.length === 1 && charges === 1 && statuses[0] === 'PAYMENT_SUCCESS') kind = 'paid, platform pending';
    return { kind, live: live.length, charges };
  });
}

/**
 * Five minutes on: the purchases the kill left paid and waiting for the platform are made older than
 * the sweep's grace period, the sweep runs, and the round's complete purchases are counted.
 */
async function sweptLater(db: ReturnType<typeof openDatabase>['db'], url: string, buyers: Buyer[]): Promise<number> {
  const ids = buyers.map((buyer) => buyer.who.connectionId);
  await db
    .update(purchases)
    .set({ updatedAt: new Date(Date.now() - PROVISIONING_GRACE_MS - 60_000) })
    .where(and(inArray(purchases.connectionId, ids), eq(purchases.status, 'PAYMENT_SUCCESS')));
  const swept = await call(url, '/sandbox/lifecycle/sweep', {
    method: 'POST',
    body: { asOf: new Date().toISOString().slice(0, 10) },
  });
  if (swept.status !== 200) throw new Error(`the sweep answered ${swept.status}`);
  const complete = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(inArray(purchases.connectionId, ids), eq(purchases.status, 'PURCHASE_COMPLETE')));
  return complete.length;
}
