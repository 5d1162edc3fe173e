import { sql } from 'drizzle-orm';
import { hashSecret } from '../../lib/password';
import type { Database, DbOrTx } from '../client';
import { accounts } from '../schema';
import { SeedClock } from './clock';
import { insertDemoData } from './demo-data';
import { DEMO_PARENTAL_PIN, DEMO_PASSWORD } from './demo-subscribers';

/** Arbitrary key of the advisory lock that keeps two starting api processes from seeding twice. */
const SEED_LOCK_KEY = 2026_0301;

async function hasAccounts(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo catalogue and subscribers when the database has no accounts, in one transaction;
 * true when it seeded. Dates of the subscribers' activity are relative to now, ids are fixed.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if (await hasAccounts(db)) return false;
  // Hashing is deliberately slow: do it once per secret, before the transaction holds its lock.
  const [passwordHash, parentalPinHash] = await Promise.all([hashSecret(DEMO_PASSWORD), hashSecret(DEMO_PARENTAL_PIN)]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAccounts(tx)) return false;
    await insertDemoData(tx, { passwordHash, parentalPinHash }, new SeedClock(new Date()));
    return true;
  });
}
