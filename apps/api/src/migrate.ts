import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { pendingMigrations } from './db/migrations';

/**
 * `npm run migrate`: applies the migrations this build carries to the configured database (the same
 * settings as the server) and exits; a deploy runs it once before starting the new servers, which in
 * production only check that it ran. Run again, it applies nothing. Exits 1 on any failure.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const pending = await pendingMigrations(database.db);
    await database.migrate();
    process.stdout.write(
      pending.length === 0
        ? 'The database already has every migration; nothing applied.\n'
        : `Applied ${pending.length} migration(s): ${pending.join(', ')}.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
