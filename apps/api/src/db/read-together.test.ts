import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { readTogether } from './read-together';

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

  it('starts a transaction read only once the one before it has answered', async () => {
    const started: string[] = [];
    let finishFirst = () => {};
    const first = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    await database.db.transaction(async (tx) => {
      const reading = readTogether(tx, [
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
      await vi.waitFor(() => expect(started).toEqual(['first']));
      finishFirst();
      expect(await reading).toEqual([1, 2]);
      expect(started).toEqual(['first', 'second']);
    });
  });
});
