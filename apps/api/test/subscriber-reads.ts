// What the subscriber growth tests (subscriber-history*.test.ts) share: a generated subscriber's login
// and reads (bench/national/reads.ts), and what one read costs in SQL statements.
import { expect } from 'vitest';
import { emailOf } from '../../../bench/national/plan';
import type { ReadTarget, SubscriberRead } from '../../../bench/national/reads';
import { scalar } from '../src/modules/products/growth-test-kit';
import type { TestApp } from './app';
import { countStatements, dateFromToday, recordStatements } from './catalogue';

/** The request's own statements, not the job queue's handlers running meanwhile. */
const OWN_ONLY = { ownOnly: true };

/** Product type ids by type name, as the portal reads them. */
export async function productTypeIds(t: TestApp): Promise<Record<string, string>> {
  const answer = await t.app.inject({ url: '/api/products/v1/products/product-types' });
  return Object.fromEntries(answer.json<{ id: string; typeName: string }[]>().map((type) => [type.typeName, type.id]));
}

/** Generated subscriber `n`'s login and what their reads need. */
export async function generatedSubscriber(t: TestApp, n: number, types: Record<string, string>) {
  const email = await scalar<string>(t.db, `select ${emailOf(`${n}`)} as value`);
  const connection = `(select c.id from connections c join accounts a on a.id = c.account_id where a.email = '${email}')`;
  const target: ReadTarget = {
    connectionId: await scalar<string>(t.db, `select ${connection} as value`),
    connectionType: await scalar<number>(
      t.db,
      `select connection_type as value from connections where id = ${connection}`,
    ),
    types,
    productId: await scalar<string>(
      t.db,
      `select product_id as value from purchases where connection_id = ${connection} order by purchased_at desc limit 1`,
    ),
    from: dateFromToday(-365),
    to: dateFromToday(1),
  };
  return { email, target };
}

/** How many things an answer lists: its array, or its longest array field. */
function itemCount(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') return Math.max(0, ...Object.values(body).map(itemCount));
  return 0;
}

/** What `measureRead` found of a read. */
export interface MeasuredRead {
  statements: number;
  items: number;
  body: string;
  /** Each try's statements, one a line, for a failure message that shows what changed. */
  sent: string;
}

/**
 * The statements and the items a request costs and answers, and its answer: the fewer statements of two
 * tries, so a read is judged warm; a read that grows with the data costs more on every try.
 */
export async function measureRead(
  t: TestApp,
  headers: Record<string, string>,
  read: SubscriberRead,
): Promise<MeasuredRead> {
  const tries = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let status = 0;
    let body = '';
    const sent = await recordStatements(
      t.db,
      async () => {
        const response = await t.app.inject({ method: read.method, url: read.url, payload: read.payload, headers });
        status = response.statusCode;
        body = response.body;
      },
      OWN_ONLY,
    );
    expect(status, `${read.name}: ${body.slice(0, 200)}`).toBe(200);
    tries.push({ sent, items: itemCount(JSON.parse(body)), body });
  }
  return {
    statements: Math.min(...tries.map((tried) => tried.sent.length)),
    items: tries[0]?.items ?? 0,
    body: tries[0]?.body ?? '',
    sent: tries
      .map(
        (tried, index) =>
          `try ${index + 1}:\n${tried.sent.map((statement) => `  ${statement.text.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n')}`,
      )
      .join('\n'),
  };
}

/** A failure message naming the read and both measurements' statements. */
export function statementsOf(name: string, first: MeasuredRead, second: MeasuredRead): string {
  return `${name}: statements\n-- first measured --\n${first.sent}\n-- then --\n${second.sent}`;
}

/** A login's statements, and its token. */
export async function countedLogin(t: TestApp, login: () => Promise<string>) {
  let token = '';
  const statements = await countStatements(
    t.db,
    async () => {
      token = await login();
    },
    OWN_ONLY,
  );
  return { statements, token };
}
