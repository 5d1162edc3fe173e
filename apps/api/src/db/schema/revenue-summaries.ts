import { date, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** The revenue report's rows: paid by route, then what was given back (decision 0069). */
export const revenueRoutes = ['bill', 'operator', 'card', 'refunds', 'chargebacks'] as const;

/**
 * The closed Sri Lanka days whose revenue is summarised (decision 0069). A row here vouches for that
 * day's rows in `revenue_day_summaries`; triggers on bill lines, payments, refunds and purchases
 * delete it when a row counted on that day changes, and the next report summarises the day again.
 */
export const revenueSummaryDays = pgTable('revenue_summary_days', {
  day: date('day').primaryKey(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One closed day's money per route, product and kind, as the revenue report groups it. No foreign key
 * to the day: a payment's trigger deletes only the one row that vouches for the day, and the rows left
 * behind are read only while a newer summary vouches for them (the builder replaces them).
 */
export const revenueDaySummaries = pgTable(
  'revenue_day_summaries',
  {
    day: date('day').notNull(),
    route: text('route', { enum: revenueRoutes }).notNull(),
    /** The paying purchase's product; null for refunds, chargebacks, vouchers and bill lines without one. */
    productId: uuid('product_id'),
    /** 'voucher' for gift-voucher payments, 'other' for everything else. */
    kind: text('kind', { enum: ['voucher', 'other'] }).notNull(),
    amount: numeric('amount').notNull(),
    payments: integer('payments').notNull(),
  },
  (table) => [
    unique('revenue_day_summaries_key').on(table.day, table.route, table.productId, table.kind).nullsNotDistinct(),
  ],
);
