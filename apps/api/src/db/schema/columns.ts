import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key: random UUIDs, so ids in URLs cannot be guessed or enumerated. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Rupee amounts: exact decimals in the database, never floating point. Code sees a number, so any sum
 * or discount it computes must be rounded back to cents before it is stored.
 */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
