import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../src/db/client';
import { accounts, connections } from '../../src/db/schema';
import { seedIfEmpty } from '../../src/db/seed';
import { hashSecret } from '../../src/lib/password';
import { hashPin } from '../../src/lib/pin-hash';
import { createTemplate } from '../../test/database';
import { CHILD_PIN_HASH_SECRET } from './api-process';

export const FIXTURE_PASSWORD = 'Reliab1e.run';
export const FIXTURE_PIN = '4321';

export interface FixtureSubscriber {
  email: string;
  accountId: string;
  connectionId: string;
}

/** A seeded database of its own for an api child process: settings to start it with, and a way to drop it. */
export interface ChildDatabase {
  kind: 'postgres' | 'pglite';
  /** DATABASE_URL or DATA_DIR for the child. */
  env: Record<string, string>;
  /** On PostgreSQL: the scratch database's name and a connection URL to it. */
  name?: string;
  url?: string;
  drop(): Promise<void>;
}

/**
 * A seeded scratch database for a child api: a new database on the PostgreSQL server `serverUrl`, or a
 * PGlite data folder in the temporary directory. `subscribers` more subscribers (one bill-paid connection
 * each, PIN hashed with the child's key) are added before the child opens it: PGlite has one user at a time.
 * `seeded: false` leaves the demo data out, for a case that needs only its own subscribers.
 */
export async function childDatabase(
  serverUrl: string | undefined,
  subscribers: number,
  { seeded = true }: { seeded?: boolean } = {},
): Promise<{ database: ChildDatabase; subscribers: FixtureSubscriber[] }> {
  if (serverUrl) {
    process.env.TEST_DATABASE_URL = serverUrl;
    const template = await createTemplate('postgres', { seeded });
    const url = new URL(serverUrl);
    url.pathname = `/${template.name}`;
    const handle = openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 2 });
    try {
      const added = await addSubscribers(handle.db, subscribers);
      return {
        database: {
          kind: 'postgres',
          env: { DATABASE_URL: url.toString() },
          name: template.name,
          url: url.toString(),
          drop: template.drop,
        },
        subscribers: added,
      };
    } finally {
      await handle.close();
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'selfcare-reliability-'));
  const handle = openDatabase({ dataDir });
  try {
    await handle.migrate();
    if (seeded) await seedIfEmpty(handle.db);
    const added = await addSubscribers(handle.db, subscribers);
    return {
      database: {
        kind: 'pglite',
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        drop: () => rm(dataDir, { recursive: true, force: true }),
      },
      subscribers: added,
    };
  } finally {
    await handle.close();
  }
}

/** Subscribers with one type-1 connection each, sharing one password hash (argon2id is slow on purpose). */
export async function addSubscribers(db: Database, count: number): Promise<FixtureSubscriber[]> {
  const passwordHash = await hashSecret(FIXTURE_PASSWORD);
  const added: FixtureSubscriber[] = [];
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, () => ({
      accountId: randomUUID(),
      connectionId: randomUUID(),
      email: `reliability-${randomUUID()}@example.com`,
    }));
    await db.insert(accounts).values(
      batch.map((row) => ({
        id: row.accountId,
        email: row.email,
        passwordHash,
        firstName: 'Load',
        lastName: 'Test',
        emailConfirmedAt: new Date(),
      })),
    );
    await db.insert(connections).values(
      batch.map((row) => ({
        id: row.connectionId,
        accountId: row.accountId,
        connectionType: 1,
        serviceType: 'SLT PEOTVGO',
        name: 'Living room',
        telephoneNumber: '0112345678',
        accountNumber: '0012345678',
        mobile: '0771234567',
        validationCode: randomBytes(5).toString('hex').toUpperCase(),
        parentalPinHash: hashPin(row.connectionId, FIXTURE_PIN, CHILD_PIN_HASH_SECRET),
      })),
    );
    added.push(...batch);
  }
  return added;
}
