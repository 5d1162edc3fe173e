import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key: random UUIDs, so ids in URLs cannot be guessed or enumerated. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
