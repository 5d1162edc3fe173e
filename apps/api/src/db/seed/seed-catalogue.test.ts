import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client';
import * as schema from '../schema';
import { seedCatalogueIfEmpty } from './index';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
}, 60_000);

afterAll(() => handle.close());

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await handle.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

it('gives an empty database the catalogue once, and no subscriber, password or fixed-line record', async () => {
  expect(await seedCatalogueIfEmpty(handle.db)).toBe(true);
  const products = await rowCount(schema.products);
  expect(products).toBeGreaterThan(50);
  expect(await rowCount(schema.taxRates)).toBeGreaterThan(0);
  expect(await rowCount(schema.districts)).toBe(25);
  expect(await rowCount(schema.accounts)).toBe(0);
  expect(await rowCount(schema.connections)).toBe(0);
  expect(await rowCount(schema.fixedLineCustomers)).toBe(0);

  expect(await seedCatalogueIfEmpty(handle.db)).toBe(false);
  expect(await rowCount(schema.products)).toBe(products);
});
