import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Results<Reads extends readonly (() => unknown)[]> = {
  -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>>;
};

/**
 * Independent reads: at once on the pool, where each takes a connection of its own, and one after
 * another inside a transaction, whose single connection runs one query at a time (pg deprecates a
 * query sent while another is running on the same client, and pg 9 refuses it).
 */
export async function readTogether<const Reads extends readonly (() => unknown)[]>(
  db: DbOrTx,
  reads: Reads,
): Promise<Results<Reads>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<Reads>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<Reads>;
}
