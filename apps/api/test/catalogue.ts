import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
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

/**
 * The SQL statements the app sends while `run` runs. Both drivers (PGlite and node-postgres) send every
 * statement through their client's `query`.
 */
export async function recordStatements(
  db: Database,
  run: () => Promise<unknown>,
  { ownOnly = false }: { ownOnly?: boolean } = {},
): Promise<SentStatement[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const measured = new AsyncLocalStorage<true>();
  const sent: SentStatement[] = [];
  client.query = (...args: unknown[]) => {
    // The job queue's workers poll on the same connection on their own schedule; record the app's own.
    // With `ownOnly`, only what `run`'s async context sends: the job handlers' work (a login alert's
    // delivery, say) is left out too. Not the default: a request the catalogue replay server answers
    // leaves that context.
    const statement = statementOf(args);
    if ((!ownOnly || measured.getStore()) && !statement.text.includes(`${JOB_QUEUE_SCHEMA}.`)) sent.push(statement);
    return original.apply(client, args);
  };
  try {
    await measured.run(true, run);
  } finally {
    client.query = original;
  }
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
