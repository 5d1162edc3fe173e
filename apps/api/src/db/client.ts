import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiRoot } from '../lib/api-root';
import { withMigrationLock } from './migration-lock';
import { DEFAULT_NAMED_STATEMENTS, nameStatements, StatementNames } from './named-statements';
import { pipelineQueries } from './pipelining';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service function takes either, so a caller can run it inside its own transaction. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... ; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Distinct statement texts PostgreSQL keeps prepared per connection (decision 0026); 0 prepares none. */
  namedStatements?: number;
}

/**
 * The extensions PGlite loads (PostgreSQL has them installed): pg_trgm, for the console's care search
 * (migration 0018 creates it). Every `new PGlite` of this project passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** drizzle-kit's SQL migrations and their journal (meta/_journal.json). */
export const migrationsFolder = () => join(apiRoot(), 'drizzle');

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    // Pipeline mode (decision 0028): a transaction's independent statements go in one round trip.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, pipeline: true });
    // An idle client's connection can drop (a database restart); without a listener Node would crash.
    pool.on('error', (error) => console.error('database connection lost; the pool will reconnect', error));
    const namedStatements = options.namedStatements ?? DEFAULT_NAMED_STATEMENTS;
    if (namedStatements > 0) nameStatements(pool, new StatementNames(namedStatements));
    pipelineQueries(pool);
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: () =>
        withMigrationLock({ connectionString: options.url }, () =>
          migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
        ),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, { extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
