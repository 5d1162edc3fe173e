import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
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
