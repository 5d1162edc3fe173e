import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** Per table of the public schema: its row count and an md5 of every row, in a fixed order. */
export type DatabaseSnapshot = ReadonlyMap<string, string>;

/**
 * One statement reading every table whole: fine for the seeded demo database (a few thousand rows), and
 * a change of any column of any row, or a row added or removed, changes its table's digest.
 */
export async function databaseSnapshot(db: Database): Promise<DatabaseSnapshot> {
  const statement = await snapshotStatement(db);
  const rows = rowsOf<{ name: string; digest: string }>(await db.execute(sql.raw(statement)));
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/**
 * Tables a refused request may change, by design (the fuzzer's 4xx, the access matrix's 403 and 404).
 * Everything else must be exactly as before.
 */
export const TABLES_CHANGED_BY_REFUSALS: Readonly<Record<string, string>> = {
  rate_limit_counters:
    'failed attempts (login, password change, e-mail link tokens, parental PIN) are counted, so that later ones can be refused',
  audit_log:
    'refusals are recorded: logins, wrong PINs, rate-limited attempts, card notifications, money and entitlement calls',
  otp_codes: "a wrong OTP uses up one of the code's 5 tries (registration.test.ts: locked after 5)",
};

/**
 * Columns the api changes on its own after a request has answered, left out of the digest: the job
 * queue's worker delivers a message a moment after the request that wrote it (src/jobs), whatever
 * request the snapshot is watching then. The message itself (who, what) is still compared.
 */
export const COLUMNS_CHANGED_IN_BACKGROUND: Readonly<Record<string, readonly string[]>> = {
  outbox_messages: ['status', 'attempts', 'sent_at', 'last_error'],
};

/** Tables whose digest differs, minus those listed as allowed to change. */
export function changedTables(
  before: DatabaseSnapshot,
  after: DatabaseSnapshot,
  allowed: ReadonlySet<string> = new Set(),
): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => !allowed.has(name) && before.get(name) !== after.get(name)).sort();
}

const statements = new WeakMap<Database, string>();

async function snapshotStatement(db: Database): Promise<string> {
  const known = statements.get(db);
  if (known) return known;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  // Names come from the catalogue, quoted as identifiers and as literals; nothing a request can reach.
  const statement = tables
    .map(({ name }) => {
      const identifier = `"${name.replaceAll('"', '""')}"`;
      const literal = `'${name.replaceAll("'", "''")}'`;
      const background = COLUMNS_CHANGED_IN_BACKGROUND[name] ?? [];
      const row =
        background.length > 0
          ? `(to_jsonb(t) - array[${background.map((column) => `'${column}'`).join(', ')}])::text`
          : 't::text';
      return `select ${literal} as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}, E'\\n' order by ${row})), '') as digest from ${identifier} t`;
    })
    .join(' union all ');
  statements.set(db, statement);
  return statement;
}

/** Both drivers (node-postgres and PGlite) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
