import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './client';

interface JournalEntry {
  tag: string;
  /** drizzle-kit's timestamp of the migration: what drizzle records as `created_at` once applied. */
  when: number;
}

/** The migrations this build carries, oldest first, from drizzle-kit's journal beside the SQL files. */
function carriedMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
  return journal.entries as JournalEntry[];
}

async function firstRow<T>(db: Database, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}

/**
 * The migrations this build carries that the database has not applied, by drizzle's own rule (its
 * migrator applies every migration newer than the newest row of drizzle.__drizzle_migrations).
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const table = await firstRow<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  const newest = table?.name
    ? await firstRow<{ created_at: string | null }>(
        db,
        sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
      )
    : undefined;
  const appliedUpTo = Number(newest?.created_at ?? Number.NEGATIVE_INFINITY);
  return carriedMigrations()
    .filter((migration) => migration.when > appliedUpTo)
    .map((migration) => migration.tag);
}

export class PendingMigrationsError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database lacks ${pending.length} migration(s) of this build (${pending.join(', ')}). ` +
        'Run `npm run migrate` with the same settings once, then start the server again: in production ' +
        'the server never migrates by itself, so several instances never race a migration.',
    );
    this.name = 'PendingMigrationsError';
  }
}

/** Refuses to go on while the database lacks any migration this build needs. */
export async function requireCurrentMigrations(db: Database): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) throw new PendingMigrationsError(pending);
}
