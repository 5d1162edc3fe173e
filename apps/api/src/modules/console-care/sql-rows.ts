import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The rows of a raw statement; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function sqlRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An instant from a raw row (a Date, or text from a driver that leaves it so) as ISO 8601. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

/** A rupee amount from a raw row (numeric comes back as text). */
export const rupeesOf = (value: string | number): number => Number(value);
