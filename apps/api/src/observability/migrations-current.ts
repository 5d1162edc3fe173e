import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiRoot } from '../lib/api-root';

/** The newest migration this build ships: drizzle records each applied one with its journal's `when`. */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(join(apiRoot(), 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration this build ships (`npm run migrate` ran). Once true it stays
 * true for the process's life (migrations are never undone under a running api), so a caller may keep
 * the answer and poll with a cheaper query.
 */
export function migrationsCheck(): (db: Database) => Promise<boolean> {
  const newest = newestShippedMigration();
  return async (db) => {
    const result = (await db.execute(
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { latest: string | number | null }[];
    };
    const latest = Number(result.rows[0]?.latest ?? 0);
    return latest >= newest;
  };
}
