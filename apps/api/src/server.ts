import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { PendingMigrationsError, requireCurrentMigrations } from './db/migrations';
import { seedIfEmpty } from './db/seed';
import { seedDemoStaff } from './modules/console/seed-demo-staff';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    namedStatements: config.databaseNamedStatements,
  });
  let app: FastifyInstance | undefined;
  try {
    if (config.migrateOnStart) await database.migrate();
    else await requireCurrentMigrations(database.db);
    const seeded = config.seedDemoData && (await seedIfEmpty(database.db));
    // The demo's console administrator comes with the demo data, never in production (decision 0059).
    if (seeded && config.env !== 'production') await seedDemoStaff(database.db, config.jwt.secret);
    app = await buildApp({ config, database: database.db });
    stopOnSignals(app, database);
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      { driver: database.driver, dataDir: database.driver === 'pglite' ? config.dataDir : undefined },
      `Selfcare is running at ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`,
    );
    if (seeded) app.log.info('Demo data seeded: the demo logins are listed in README.md');
  } catch (error) {
    // Close what was opened: an embedded PGlite left open can be corrupted.
    await app?.close();
    await database.close();
    throw error;
  }
}

function stopOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: a second Ctrl+C must not kill the process half-way through closing PGlite.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // No app logger may exist yet (bad configuration, unreachable database), so this goes to stderr.
  const explained = error instanceof ConfigError || error instanceof PendingMigrationsError;
  console.error(explained ? error.message : error);
  process.exit(1);
});
