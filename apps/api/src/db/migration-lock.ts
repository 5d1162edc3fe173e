import pg from 'pg';

/** Any fixed number: every process that migrates this database takes the same advisory lock. */
const MIGRATION_LOCK_KEY = 7_362_914_051;

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock, so two migrations started together (two
 * deploy jobs, two demo instances) run one after the other and the second finds nothing to do:
 * drizzle's migrator takes no lock of its own. The lock lives on a connection of its own, outside the
 * pool, which may have a single connection for the migration itself.
 */
export async function withMigrationLock(connection: pg.ClientConfig, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    // Closing the session releases the lock as well; unlocking first says so sooner.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
