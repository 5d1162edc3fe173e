// Loading without indexes: every row inserted into a table with a dozen indexes on random uuids
// dirties index pages all over the disk (31 minutes for 100,000 subscribers, most of it index upkeep),
// where building an index once over the loaded rows sorts them in one pass. So the tables the generator
// fills lose their keys, indexes, foreign keys and change-notification triggers for the load and get
// them back, exactly as the migrations made them, at the end.
import { availableParallelism } from 'node:os';
import type { Sql } from './database';
import { shareWork, type Worker } from './workers';

/**
 * The tables filled in bulk. `accounts` and `connections` keep their indexes: the generator joins them
 * by id, and they are a small share of the rows.
 */
export const BULK_TABLES = [
  'purchases',
  'bill_lines',
  'transactions',
  'audit_log',
  'outbox_messages',
  'analytics_events',
  'profiles',
  'devices',
  'connection_registrations',
  'sessions',
  'card_tokens',
  'card_preapprovals',
  'operator_consents',
  'purchased_vouchers',
] as const;

/** A statement that puts back something set aside, and the table it builds on (the larger go first). */
export interface Restore {
  relation: string;
  statement: string;
}

/** What was set aside, restored in this order: keys, other indexes, foreign keys, triggers. */
export interface SetAside {
  keys: Restore[];
  indexes: Restore[];
  foreignKeys: Restore[];
  triggers: string[];
}

const tableList = BULK_TABLES.map((table) => `'public.${table}'::regclass`).join(', ');

export async function setAsideIndexes(sql: Sql): Promise<SetAside> {
  // A foreign key into a bulk table needs its primary key, so those go too, whichever side they are on.
  const foreignKeys = await sql.query<{ relation: string; name: string; definition: string }>(
    `select conrelid::regclass::text as relation, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where contype = 'f' and (conrelid in (${tableList}) or confrelid in (${tableList}))
      order by 1, 2`,
  );
  const keys = await sql.query<{ relation: string; name: string; definition: string }>(
    `select conrelid::regclass::text as relation, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where contype in ('p', 'u') and conrelid in (${tableList})
      order by 1, 2`,
  );
  const triggers = await sql.query<{ relation: string }>(
    `select distinct tgrelid::regclass::text as relation from pg_trigger
      where not tgisinternal and tgenabled <> 'D' and tgrelid in (${tableList})`,
  );
  for (const key of foreignKeys) await sql.query(`alter table ${key.relation} drop constraint "${key.name}"`);
  for (const key of keys) await sql.query(`alter table ${key.relation} drop constraint "${key.name}"`);
  // What is left once the constraints' own indexes are gone: the plain and unique indexes.
  const indexes = await sql.query<{ relation: string; name: string; definition: string }>(
    `select indrelid::regclass::text as relation, indexrelid::regclass::text as name,
            pg_get_indexdef(indexrelid) as definition
       from pg_index where indrelid in (${tableList}) order by 1, 2`,
  );
  for (const index of indexes) await sql.query(`drop index ${index.name}`);
  for (const trigger of triggers) await sql.query(`alter table ${trigger.relation} disable trigger user`);
  const constraint = (key: { relation: string; name: string; definition: string }) => ({
    relation: key.relation,
    statement: `alter table ${key.relation} add constraint "${key.name}" ${key.definition}`,
  });
  return {
    keys: keys.map(constraint),
    indexes: indexes.map((index) => ({ relation: index.relation, statement: index.definition })),
    foreignKeys: foreignKeys.map(constraint),
    triggers: triggers.map((trigger) => `alter table ${trigger.relation} enable trigger user`),
  };
}

/**
 * Builds what was set aside on the workers' connections at once, the largest tables' first, each phase
 * finished before the next begins (a foreign key needs the key it points at). Each build gets the memory
 * it can use and as many parallel workers as the cores the connections leave free.
 */
export async function restoreIndexes(
  workers: Worker[],
  setAside: SetAside,
  timed: (label: string, sql: Sql, statement: string) => Promise<void>,
) {
  const spareCores = Math.max(0, availableParallelism() - workers.length);
  for (const { sql } of workers) {
    await sql.query(`set maintenance_work_mem = '3GB'`);
    await sql.query(`set max_parallel_maintenance_workers = ${spareCores}`);
  }
  const largestFirst = await sizeOrder(workers[0]?.sql as Sql);
  const phases: [string, Restore[]][] = [
    ['primary and unique keys rebuilt', setAside.keys],
    ['indexes rebuilt', setAside.indexes],
    ['foreign keys checked and restored', setAside.foreignKeys],
  ];
  for (const [label, restores] of phases) {
    await shareWork(workers, largestFirst(restores), (worker, restore) => timed(label, worker.sql, restore.statement));
  }
  for (const statement of setAside.triggers) await workers[0]?.sql.query(statement);
}

/** Sorts restores by the size of their table, largest first, so that the longest builds do not start last. */
async function sizeOrder(sql: Sql) {
  const sizes = await sql.query<{ relation: string; bytes: string }>(
    `select c.oid::regclass::text as relation, pg_relation_size(c.oid) as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public'`,
  );
  const bytes = new Map(sizes.map((row) => [row.relation, Number(row.bytes)]));
  return (restores: Restore[]) =>
    [...restores].sort((a, b) => (bytes.get(b.relation) ?? 0) - (bytes.get(a.relation) ?? 0));
}
