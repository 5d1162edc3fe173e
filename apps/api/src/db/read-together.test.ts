import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { DbOrTx } from './client';
import { inOneRoundTrip, readTogether } from './read-together';

const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];

describe('readTogether', () => {
  let database: TestApp;
  beforeAll(async () => {
    database = await createTestApp();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the reads in order, on the pool and inside a transaction', async () => {
    const reads = [
      () => database.db.execute(sql`select 1 as n`).then(firstRow),
      () => Promise.resolve('kept'),
    ] as const;
    expect(await readTogether(database.db, reads)).toEqual([{ n: 1 }, 'kept']);
    const inTransaction = await database.db.transaction((tx) =>
      readTogether(tx, [() => tx.execute(sql`select 2 as n`).then(firstRow), () => 'kept'] as const),
    );
    expect(inTransaction).toEqual([{ n: 2 }, 'kept']);
  });

  it('on the pool reads on one connection, the reads nested in a step too', async () => {
    const client = (database.db as unknown as { $client: unknown }).$client;
    const lent: unknown[] = [];
    // Lent to these reads, not to the job queue's or the outbox relay's polls meanwhile.
    const reading = new AsyncLocalStorage<true>();
    const onAcquire = (acquired: unknown) => reading.getStore() && lent.push(acquired);
    if (client instanceof pg.Pool) client.on('acquire', onAcquire);
    const backend = (db: DbOrTx) => db.execute(sql`select pg_backend_pid() as pid`).then(firstRow);
    try {
      const [first, [second, third]] = await reading.run(true, () =>
        readTogether(database.db, [backend, (db) => readTogether(db, [backend, backend] as const)] as const),
      );
      expect(second).toEqual(first);
      expect(third).toEqual(first);
    } finally {
      if (client instanceof pg.Pool) client.off('acquire', onAcquire);
    }
    // PostgreSQL's pool lends one connection (decision 0079); PGlite has only the one.
    expect(lent).toHaveLength(inject('dbDriver') === 'postgres' ? 1 : 0);
  });

  it("answers a read's failure, and the reads beside it leave the connection fit for the next", async () => {
    const failure = await readTogether(database.db, [
      (db) => db.execute(sql`select 1 as n`),
      (db) => db.execute(sql`select * from no_such_table`),
    ] as const).catch((error: unknown) => error);
    expect(String((failure as { cause?: unknown }).cause ?? failure)).toMatch(/no_such_table/);
    expect(await readTogether(database.db, [(db) => db.execute(sql`select 2 as n`).then(firstRow)] as const)).toEqual([
      { n: 2 },
    ]);
  });

  it('inside a transaction starts every step at once where the connection pipelines, else each after the one before', async () => {
    const started: string[] = [];
    let finishFirst = () => {};
    const first = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    await database.db.transaction(async (tx) => {
      const reading = inOneRoundTrip(tx, [
        async () => {
          started.push('first');
          await first;
          return 1;
        },
        async () => {
          started.push('second');
          return 2;
        },
      ] as const);
      // PostgreSQL pipelines (decision 0028); PGlite takes a transaction's concurrent queries in no set order.
      const atOnce = inject('dbDriver') === 'postgres';
      await vi.waitFor(() => expect(started).toEqual(atOnce ? ['first', 'second'] : ['first']));
      finishFirst();
      expect(await reading).toEqual([1, 2]);
      expect(started).toEqual(['first', 'second']);
    });
  });

  it('runs the statements in the order given and answers the first failure in that order, not in time', async () => {
    await database.db.execute(sql`create table together_order (n int primary key)`);
    const slowlyExplained = (error: unknown) =>
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`refused: ${String((error as { cause?: unknown }).cause)}`)), 50),
      );
    const failure = await database.db
      .transaction((tx) =>
        inOneRoundTrip(tx, [
          () => tx.execute(sql`insert into together_order values (1)`),
          // Refused (the same key again), and its error is told last; what follows fails only because it did.
          () => tx.execute(sql`insert into together_order values (1)`).catch(slowlyExplained),
          () => tx.execute(sql`insert into together_order values (2)`),
        ] as const),
      )
      .catch((error: unknown) => error);
    expect(String(failure)).toMatch(/^Error: refused: .*duplicate key/s);
    expect(firstRow(await database.db.execute(sql`select count(*)::int as n from together_order`))).toEqual({ n: 0 });
  });
});
