import { eq, sql } from 'drizzle-orm';
import { hashSecret } from '../../lib/password';
import { hashPin } from '../../lib/pin-hash';
import type { Database, DbOrTx } from '../client';
import { accounts, connections, products } from '../schema';
import { SeedClock } from './clock';
import { insertCatalogueData, insertDemoData } from './demo-data';
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
  // Password hashing is deliberately slow: do it once, before the transaction holds its lock.
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAccounts(tx)) return false;
    // A PIN's keyed hash is bound to its connection (decision 0014): set per connection once the ids exist.
    await insertDemoData(tx, { passwordHash, parentalPinHash: '' }, new SeedClock(new Date()));
    for (const { id } of await tx.select({ id: connections.id }).from(connections)) {
      await tx
        .update(connections)
        .set({ parentalPinHash: hashPin(id, DEMO_PARENTAL_PIN) })
        .where(eq(connections.id, id));
    }
    return true;
  });
}

/**
 * Seeds only the demo catalogue (decision 0047) when the database has no products, in one transaction;
 * true when it seeded. For a production database that has no catalogue of its own yet.
 */
export async function seedCatalogueIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [product] = await tx.select({ id: products.id }).from(products).limit(1);
    if (product) return false;
    await insertCatalogueData(tx);
    return true;
  });
}
