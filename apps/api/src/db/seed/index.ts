import type { Database } from '../client';

/** Seeds the demo catalogue and subscribers when the database is empty; true when it seeded. */
export async function seedIfEmpty(_db: Database): Promise<boolean> {
  return false;
}
