// The generator's connections: PostgreSQL runs a statement on one core, so two batches (or two index
// builds) on two connections use both cores of this machine. Each worker has a schema of its own first
// on its search path, where its staging tables (the plan, the batch's purchases) are made, so the
// workers' statements are the same text as a single connection's and never see each other's staging.
import { connect, type Sql } from './database';

export interface Worker {
  sql: Sql;
  schema: string;
}

export async function openWorkers(url: string, count: number): Promise<Worker[]> {
  const workers: Worker[] = [];
  for (let index = 0; index < count; index += 1) {
    const schema = `national_worker_${index}`;
    const sql = await connect(url);
    await sql.query(`drop schema if exists ${schema} cascade`);
    await sql.query(`create schema ${schema}`);
    await sql.query(`set search_path = ${schema}, public`);
    // Nothing waits on these commits: a crash means running the command again.
    await sql.query('set synchronous_commit = off');
    // The planner cannot estimate generate_series over a plan's counts, guesses millions of rows and
    // JIT-compiles every statement: seconds each, for statements that take less without it.
    await sql.query('set jit = off');
    workers.push({ sql, schema });
  }
  return workers;
}

export async function closeWorkers(workers: Worker[]): Promise<void> {
  for (const worker of workers) {
    await worker.sql.query(`drop schema if exists ${worker.schema} cascade`).catch(() => undefined);
    await worker.sql.close();
  }
}

/** Runs `work` on every item, each worker taking the next item as soon as it is free, in list order. */
export async function shareWork<T>(
  workers: Worker[],
  items: readonly T[],
  work: (worker: Worker, item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    workers.map(async (worker) => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(worker, item);
      }
    }),
  );
}
