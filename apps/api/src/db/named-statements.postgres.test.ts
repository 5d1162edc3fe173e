import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * Decision 0026 on PostgreSQL: the api's pool sends a parameterised statement named, so the server
 * parses and plans it once per connection and keeps it prepared.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const poolOf = (t: TestApp) => (t.db as unknown as { $client: pg.Pool }).$client;

describe('named statements', () => {
  it('prepares a Drizzle query once on a connection and executes it there again without parsing it', async () => {
    const client = await poolOf(t).connect();
    try {
      const sameStatementTwice = async () => {
        for (const email of ['nobody@selfcare.lk', 'no-one@selfcare.lk']) {
          await client.query({ text: 'select id from accounts where email = $1' }, [email]);
        }
      };
      await sameStatementTwice();
      const prepared = await client.query<{ name: string; statement: string; executions: number }>(
        'select name, statement, (generic_plans + custom_plans)::int as executions from pg_prepared_statements',
      );
      expect(prepared.rows).toEqual([
        {
          name: expect.stringMatching(/^selfcare_\d+$/),
          statement: 'select id from accounts where email = $1',
          executions: 2,
        },
      ]);
    } finally {
      client.release();
    }
  });

  it('keeps working on a connection after a statement fails, and after one is refused in a failed transaction', async () => {
    const client = await poolOf(t).connect();
    try {
      const divide = { text: 'select 10 / $1::int as quotient' };
      const increment = { text: 'select $1::int + 1 as next' };
      await client.query('begin');
      // Parsed, then failed while executing: the statement stays prepared.
      await expect(client.query(divide, [0])).rejects.toMatchObject({ code: '22012' });
      // Refused before it could be parsed: the transaction has failed; it is prepared later instead.
      await expect(client.query(increment, [1])).rejects.toMatchObject({ code: '25P02' });
      await client.query('rollback');
      expect((await client.query(divide, [5])).rows).toEqual([{ quotient: 2 }]);
      expect((await client.query(increment, [1])).rows).toEqual([{ next: 2 }]);
    } finally {
      client.release();
    }
  });
});
