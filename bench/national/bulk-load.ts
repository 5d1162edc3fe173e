// Loading without indexes: every row inserted into a table with a dozen indexes on random uuids
// dirties index pages all over the disk (31 minutes for 100,000 subscribers, most of it index upkeep),
// where building an index once over the loaded rows sorts them in one pass. So the tables the generator
// fills lose their keys, indexes, foreign keys and change-notification triggers for the load and get
// them back, exactly as the migrations made them, at the end.
import type { Sql } from './database';

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

/** The statements that put back what was set aside, in order: keys, other indexes, foreign keys, triggers. */
export interface SetAside {
  keys: string[];
  indexes: string[];
  foreignKeys: string[];
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
  const indexes = await sql.query<{ name: string; definition: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
       from pg_index where indrelid in (${tableList}) order by 1`,
  );
  for (const index of indexes) await sql.query(`drop index ${index.name}`);
  for (const trigger of triggers) await sql.query(`alter table ${trigger.relation} disable trigger user`);
  return {
    keys: keys.map((key) => `alter table ${key.relation} add constraint "${key.name}" ${key.definition}`),
    indexes: indexes.map((index) => index.definition),
    foreignKeys: foreignKeys.map((key) => `alter table ${key.relation} add constraint "${key.name}" ${key.definition}`),
    triggers: triggers.map((trigger) => `alter table ${trigger.relation} enable trigger user`),
  };
}

/** Builds what was set aside, with the memory and parallel workers an index build can use. */
export async function restoreIndexes(
  sql: Sql,
  setAside: SetAside,
  timed: (label: string, statement: string) => Promise<void>,
) {
  await sql.query(`set maintenance_work_mem = '1GB'`);
  await sql.query('set max_parallel_maintenance_workers = 2');
  for (const statement of setAside.keys) await timed('primary and unique keys rebuilt', statement);
  for (const statement of setAside.indexes) await timed('indexes rebuilt', statement);
  for (const statement of setAside.foreignKeys) await timed('foreign keys checked and restored', statement);
  for (const statement of setAside.triggers) await sql.query(statement);
}
