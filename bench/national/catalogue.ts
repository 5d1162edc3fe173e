// The catalogue at 10x the seed's product count, grown as the growth bench grows it (bench/api/fixtures.mjs).
import { growCatalogue } from '../api/fixtures.mjs';
import type { Sql } from './database';

/** Copies the seed's channels and on-demand titles until the catalogue has `factor` times its products. */
export async function growCatalogueBy(sql: Sql, factor: number): Promise<void> {
  const [row] = await sql.query<{ count: number }>('select count(*)::int as count from products');
  await growCatalogue(sql, factor * (row?.count ?? 0));
}
