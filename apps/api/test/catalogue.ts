import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../src/db/client';
import { type PurchaseStatus, type PurchaseType, purchases } from '../src/db/schema';
import { catalogue, productSeeds } from '../src/db/seed/catalogue';
import { genreId, productTypeId, subTypeId, tagId } from '../src/db/seed/catalogue/reference';
import type { ProductSeed } from '../src/db/seed/catalogue/types';
import { DEMO_PASSWORD } from '../src/db/seed/demo-subscribers';
import { connectionId } from '../src/db/seed/subscribers/connections';
import { JOB_QUEUE_SCHEMA } from '../src/jobs/job-queue';
import { loginToken } from './factories';

/**
 * The demo data's ids for tests on a seeded app (createSeededTestApp): the seed derives them from names,
 * so tests name products, types and connections as the seed does.
 */
export const demo = {
  productId: (slug: string) => catalogue.id(slug),
  optionId: (slug: string, offer: string) => catalogue.optionId(slug, offer),
  typeId: productTypeId,
  subTypeId,
  tagId,
  genreId,
  connectionId,
};

/** A bearer token of a demo subscriber (every demo login has the same password). */
export function demoToken(app: FastifyInstance, email: string): Promise<string> {
  return loginToken(app, { email, password: DEMO_PASSWORD });
}

/** 'YYYY-MM-DD', `days` from today (UTC). */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export interface PurchaseInput {
  connectionId: string;
  /** Demo product slug. */
  product: string;
  /** Demo offer key; omitted for a bundled row. */
  offer?: string;
  status: PurchaseStatus;
  purchaseType?: PurchaseType;
  billingEndDate?: string | null;
  paymentStatus?: 'SUCCESS' | 'PENDING' | 'FAILURE' | 'RETRY' | null;
  provisioningStatus?: 'SUCCESS' | 'PENDING' | 'FAILURE';
}

/** A purchase row for a test's own connection, as the purchase flow would have left it. */
export async function insertPurchase(db: Database, input: PurchaseInput): Promise<string> {
  const [row] = await db
    .insert(purchases)
    .values({
      connectionId: input.connectionId,
      productId: catalogue.id(input.product),
      purchaseOptionId: input.offer ? catalogue.optionId(input.product, input.offer) : null,
      isBundled: input.offer === undefined,
      purchaseType: input.purchaseType ?? 'PURCHASE_TYPE_SUBSCRIPTION',
      status: input.status,
      paymentStatus: input.paymentStatus === undefined ? 'SUCCESS' : input.paymentStatus,
      provisioningStatus: input.provisioningStatus ?? 'SUCCESS',
      paymentMethod: input.offer ? 'MONTHLY_BILL' : 'FREE',
      price: 0,
      purchasedAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000),
      billingStartDate: dateFromToday(-10),
      billingEndDate: input.billingEndDate === undefined ? dateFromToday(20) : input.billingEndDate,
    })
    .returning({ id: purchases.id });
  if (!row) throw new Error('purchase insert returned nothing');
  return row.id;
}

/** One SQL statement the app sent: its text and the values bound to it. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

/** The text and values of a call to a client's `query`: (text, values) or ({ text, values }). */
function statementOf([query, values]: unknown[]): SentStatement {
  const config = typeof query === 'object' && query !== null ? (query as { text?: unknown; values?: unknown }) : {};
  const text = typeof query === 'string' ? query : String(config.text ?? '');
  return { text, values: Array.isArray(values) ? values : Array.isArray(config.values) ? config.values : [] };
}

type QueryFunction = (...args: unknown[]) => Promise<unknown>;

/** PGlite's transaction object: Drizzle's transaction sends its statements through `query` and `exec`. */
interface PGliteTransaction {
  query: QueryFunction;
  exec: QueryFunction;
}

/**
 * Where the driver's statements go through while `run` runs, each given to `record`: PGlite's client, and
 * on PostgreSQL every client the pool lends meanwhile (to one statement, to a transaction, or to reads
 * sharing a connection, decision 0079). A transaction's statements, its `begin` and its end are left out
 * unless `transactions` is set: a read's count is of its own statements, a purchase's of every round trip.
 */
export async function watchStatements(
  db: Database,
  record: (statement: SentStatement) => void,
  run: () => Promise<unknown>,
  { transactions = false }: { transactions?: boolean } = {},
): Promise<void> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    await watchPool(client, record, run, transactions);
    return;
  }
  const pglite = client as {
    query: QueryFunction;
    transaction: (callback: (tx: PGliteTransaction) => unknown) => Promise<unknown>;
  };
  const { query, transaction } = pglite;
  pglite.query = (...args: unknown[]) => {
    record(statementOf(args));
    return query.apply(pglite, args);
  };
  if (transactions) {
    pglite.transaction = async (callback) => {
      let ending = 'commit';
      record({ text: 'begin', values: [] });
      try {
        return await transaction.call(pglite, (tx) => {
          const { query: txQuery, exec: txExec } = tx;
          tx.query = (...args: unknown[]) => {
            record(statementOf(args));
            return txQuery.apply(tx, args);
          };
          tx.exec = (...args: unknown[]) => {
            record(statementOf(args));
            return txExec.apply(tx, args);
          };
          return callback(tx);
        });
      } catch (error) {
        ending = 'rollback';
        throw error;
      } finally {
        record({ text: ending, values: [] });
      }
    };
  }
  try {
    await run();
  } finally {
    pglite.query = query;
    pglite.transaction = transaction;
  }
}

/** `watchStatements` on PostgreSQL: a client is watched while the pool has lent it. */
async function watchPool(
  pool: pg.Pool,
  record: (statement: SentStatement) => void,
  run: () => Promise<unknown>,
  transactions: boolean,
): Promise<void> {
  const lent = new WeakSet<object>();
  const inTransaction = new WeakSet<object>();
  const onAcquire = (acquired: object) => lent.add(acquired);
  pool.on('acquire', onAcquire);
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (lent.has(this)) {
      const statement = statementOf(args);
      const command = statement.text.trim().toLowerCase();
      if (transactions) record(statement);
      else if (command.startsWith('begin')) inTransaction.add(this);
      else if (command === 'commit' || command === 'rollback') inTransaction.delete(this);
      else if (!inTransaction.has(this)) record(statement);
    }
    return (original as (...forwarded: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
    pool.off('acquire', onAcquire);
  }
}

/** The SQL statements the app sends while `run` runs, outside transactions (`watchStatements`). */
export async function recordStatements(
  db: Database,
  run: () => Promise<unknown>,
  { ownOnly = false }: { ownOnly?: boolean } = {},
): Promise<SentStatement[]> {
  const measured = new AsyncLocalStorage<true>();
  const sent: SentStatement[] = [];
  // The job queue's workers poll on the same connection on their own schedule; record the app's own.
  // With `ownOnly`, only what `run`'s async context sends: the job handlers' work (a login alert's
  // delivery, say) is left out too. Not the default: a request the catalogue replay server answers
  // leaves that context.
  await watchStatements(
    db,
    (statement) => {
      if ((!ownOnly || measured.getStore()) && !statement.text.includes(`${JOB_QUEUE_SCHEMA}.`)) sent.push(statement);
    },
    () => measured.run(true, run),
  );
  return sent;
}

/** How many SQL statements the app sends while `run` runs (`recordStatements`). */
export async function countStatements(
  db: Database,
  run: () => Promise<unknown>,
  options: { ownOnly?: boolean } = {},
): Promise<number> {
  return (await recordStatements(db, run, options)).length;
}

/** The demo products public lists show (active, not hidden) that match, in catalogue order. */
export function listedSeeds(match: (seed: ProductSeed) => boolean): ProductSeed[] {
  return productSeeds.filter((seed) => !seed.hidden && !seed.inactive && match(seed));
}

export const namesOf = (list: readonly { name: string }[]) => list.map((item) => item.name);
